import Testing
import Tessera
import TesseraTesting

@MainActor
@Suite struct AppearsActiveTests {
    private struct TwoButtons: View {
        var body: some View {
            VStack {
                Button("Save") {}
                Button("Cancel") {}
            }
        }
    }

    /// A pilot with the second button focused (Tab from the first).
    private func launch() -> Pilot {
        let pilot = Pilot(TwoButtons(), size: Size(width: 30, height: 6))
        pilot.press(.tab)
        return pilot
    }

    /// The cells of the focused button's row drawn in reverse video: the focus ring.
    private func ringCells(_ pilot: Pilot) -> [Style.Attributes] {
        let screen = pilot.screen
        let row = (0..<screen.height).first { screen.text.split(separator: "\n", omittingEmptySubsequences: false)[$0].contains("[ Cancel ]") } ?? 0
        return (0..<screen.width).map { screen[$0, row].style.attributes }.filter { $0.contains(.reverse) }
    }

    @Test func theFocusRingDimsWhileTheTerminalWindowIsInactive() {
        let pilot = launch()
        #expect(!ringCells(pilot).isEmpty)
        #expect(ringCells(pilot).allSatisfy { !$0.contains(.dim) })
        pilot.host.appearsActive = false
        #expect(!ringCells(pilot).isEmpty)
        #expect(ringCells(pilot).allSatisfy { $0.contains(.dim) })
        pilot.host.appearsActive = true
        #expect(ringCells(pilot).allSatisfy { !$0.contains(.dim) })
    }

    @Test func onlyTheFocusedControlDims() {
        let pilot = launch()
        let before = pilot.screen
        pilot.host.appearsActive = false
        let after = pilot.screen
        let changed = (0..<after.height).filter { y in (0..<after.width).contains { after[$0, y] != before[$0, y] } }
        #expect(changed.count == 1)
        #expect(pilot.text.split(separator: "\n", omittingEmptySubsequences: false)[changed[0]].contains("[ Cancel ]"))
    }
}
