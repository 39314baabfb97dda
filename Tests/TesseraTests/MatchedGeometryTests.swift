import Testing
import Tessera
import TesseraTesting

// `@Namespace` gives a view one id for as long as it is on screen; `.matchedGeometryEffect` leaves
// each view where its own layout puts it, even inside an animation (the documented difference).

/// A badge that moves from the left column to the right when Return is pressed, animated.
private struct Mover: View {
    @Namespace private var space
    @State private var right = false
    @State private var seen: [Namespace.ID] = []
    var body: some View {
        VStack {
            Button("Move") { withAnimation(.easeInOut(duration: 1)) { right.toggle() }; seen.append(space) }
            HStack {
                VStack { if !right { Text("●").matchedGeometryEffect(id: "badge", in: space) } }.frame(width: 10)
                VStack { if right { Text("●").matchedGeometryEffect(id: "badge", in: space, properties: .position, isSource: true) } }.frame(width: 10)
            }
            Text("\(Set(seen).count) id")
        }
    }
}

@MainActor
@Suite struct MatchedGeometryTests {
    @Test func aMatchedViewIsPlacedWhereItsLayoutPutsItAtOnce() throws {
        let pilot = Pilot(Mover(), size: Size(width: 20, height: 4))
        let before = try #require(pilot.position(of: "●"))
        pilot.press(.enter)
        let after = try #require(pilot.position(of: "●"))
        #expect(after.x >= before.x + 10, "in the right column on the first frame: \(before) → \(after)")
        pilot.press(.enter)
        #expect(pilot.position(of: "●") == before)
        #expect(pilot.text.contains("1 id"), "the namespace kept its id across evaluations")
    }
}
