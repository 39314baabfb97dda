import Testing
@testable import Tessera
import TesseraTesting

/// A row whose name is read while the table draws it (through the column's key path).
@MainActor @Observable private final class Ferret: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

private struct FerretTable: View {
    let ferrets: [Ferret]
    @State var selection: Int?
    var body: some View {
        Table(ferrets, selection: $selection) { TableColumn("Name", value: \.name) }
    }
}

/// What drawing reads stays observed, but not once per frame (`DrawObservation`).
@MainActor
@Suite struct DrawObservationTests {
    /// Many damaged frames that change nothing a row holds, then a row renamed: the rename
    /// still reaches the screen after the frames' trackings were retired by a whole frame.
    @Test func aChangeAfterRetiredFramesIsStillDrawn() async {
        let ferrets = (0..<20).map { Ferret(id: $0, name: "Ferret \($0)") }
        let pilot = Pilot(FerretTable(ferrets: ferrets), size: Size(width: 30, height: 12))
        for _ in 0..<(DrawObservation.wholeFrameAfter * 3) {
            pilot.press(.down)
            pilot.press(.up)
        }
        ferrets[2].name = "Renamed"
        await Task.yield()
        #expect(pilot.text.contains("Renamed"))
    }

    /// A host keeps at most `wholeFrameAfter` frames' trackings: the next frame is drawn whole
    /// and retires them.
    @Test func trackingsKeptAreBounded() {
        let ferrets = (0..<20).map { Ferret(id: $0, name: "Ferret \($0)") }
        let host = ViewHost(rootView: FerretTable(ferrets: ferrets), size: Size(width: 30, height: 12))
        var most = 0
        for step in 0..<200 {
            host.handle(.key(KeyPress(step.isMultiple(of: 2) ? .down : .up)))
            _ = host.render(size: Size(width: 30, height: 12))
            most = max(most, host.drawObservationsKept)
        }
        #expect(most <= DrawObservation.wholeFrameAfter)
        #expect(most > 1, "damaged frames keep their trackings until a whole one")
        _ = host.render(size: Size(width: 30, height: 12))
        #expect(!host.needsFrame, "retired trackings ask for no frame")
    }
}
