import Testing
import Tessera
import TesseraTesting

// A scroll view holding several views stacks them, as SwiftUI does: the habit tracker's
// detail showed its header and nothing below it.

@MainActor
@Suite struct ScrollContentTests {
    @Test func aScrollViewShowsPaddedContentFromItsTop() {
        func screen(_ top: Int) -> Pilot {
            Pilot(NavigationStack {
                ScrollView {
                    HStack { Text("REGULARITY"); Spacer() }.padding(.top, top).padding(.bottom, top)
                    Text("OVERVIEW")
                }
                .navigationTitle("Read")
            }, size: Size(width: 40, height: 12))
        }
        let inCells = screen(2)
        #expect(inCells.text.contains("REGULARITY") && inCells.text.contains("OVERVIEW"), "\(inCells.text)")
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let inPoints = screen(40)
        #expect(inPoints.text.contains("REGULARITY") && inPoints.text.contains("OVERVIEW"), "\(inPoints.text)")
    }
}
