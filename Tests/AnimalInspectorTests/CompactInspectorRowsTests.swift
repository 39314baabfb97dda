import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

/// The table rows above the compact inspector sheet are drawn in the frame that opens, edits
/// or resizes the sheet, not only in the next one: every row shows its animal, and the screen
/// is the one a fresh layout of the same state draws.
@MainActor
@Suite struct CompactInspectorRowsTests {
    /// The lines between the table's header and the sheet's grabber that show no animal.
    private func rowsWithoutAnimal(_ pilot: Pilot) -> [Int] {
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
        let grabber = lines.firstIndex { $0.contains("━━━") } ?? lines.count - 1
        return (2..<max(2, grabber)).filter { !lines[$0].contains("●") && !lines[$0].contains("○") }
    }

    /// The screen now, and the screen a whole new layout of the same state draws.
    private func expectSameAsFreshLayout(_ pilot: Pilot, _ step: String) {
        let shown = pilot.text
        #expect(rowsWithoutAnimal(pilot).isEmpty, "\(step): rows without an animal \(rowsWithoutAnimal(pilot)):\n\(shown)")
        pilot.resize(pilot.size.width, pilot.size.height)
        #expect(pilot.text == shown, "\(step): a fresh layout draws another screen:\n\(shown)\n---\n\(pilot.text)")
    }

    @Test(arguments: [Size(width: 50, height: 15), Size(width: 70, height: 24), Size(width: 30, height: 10)])
    func theRowsAboveTheCompactInspectorShowInTheFrameThatOpensIt(size: Size) throws {
        for downs in [0, 12, 47] {
            let pilot = try launch(stateDir: makeTempDir(), size: size)
            pilot.press(.down, times: downs)
            pilot.press(.character("i"))
            #expect(pilot.text.contains("━━━"), "the inspector is a sheet at \(size):\n\(pilot.text)")
            expectSameAsFreshLayout(pilot, "\(size), \(downs) down, opened")
            pilot.press(.escape)
            expectSameAsFreshLayout(pilot, "\(size), \(downs) down, closed")
        }
    }
}
