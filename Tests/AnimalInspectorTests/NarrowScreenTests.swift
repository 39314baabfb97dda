import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

/// The animals screen as a new user meets it in a narrow terminal: the compact inspector sheet
/// leaves the selected row in sight, and the table header keeps saying where the cursor is.
@MainActor
@Suite struct NarrowScreenTests {
    @Test(arguments: [Size(width: 70, height: 24), Size(width: 79, height: 30), Size(width: 50, height: 15)])
    func theCompactInspectorLeavesTheSelectedRowInSight(size: Size) throws {
        let pilot = try launch(stateDir: makeTempDir(), size: size)
        pilot.press(.down, times: 14)
        #expect(pilot.text.contains("15 of 48") || size.width < 60)
        let name = "Sir Honksalot"
        #expect(pilot.text.contains(name))
        pilot.press(.character("i"))
        #expect(pilot.text.contains("ANIMAL"))
        // The row shows above the sheet, and the sheet's form names it too.
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let sheetTop = lines.firstIndex(where: { $0.contains("━━━") }) else {
            Issue.record("no sheet grabber on screen"); return
        }
        #expect(lines[..<sheetTop].contains { $0.contains("▌" + name) || $0.contains(name) })
    }

    @Test(arguments: [60, 64, 70, 80, 120])
    func theHeaderSaysWhereTheCursorIsAtEveryWidth(width: Int) throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: width, height: 24))
        pilot.press(.down, times: 2)
        #expect(pilot.screen.line(1).contains("3 of 48"))
        #expect(pilot.screen.line(1).contains("Susp"))
    }

    /// Where the position would leave the last column's title fewer than four cells, the titles keep the header.
    @Test func aVeryNarrowHeaderKeepsEveryColumnTitle() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 30, height: 10))
        #expect(pilot.screen.line(1).contains("Fav"))
        #expect(pilot.screen.line(1).contains("Sus"))
    }
}
