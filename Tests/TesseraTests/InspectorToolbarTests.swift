import Observation
import SnapshotTesting
import Testing
import Tessera
import TesseraTesting

@MainActor @Observable
private final class ToolbarLog {
    var entries: [String] = []
}

private struct InspectorPane: View {
    let log: ToolbarLog
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Inspector count \(count)")
            Button("Count") { count += 1 }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .toolbar {
            Button("Share") { log.entries.append("share") }.keyboardShortcut("s")
        }
    }
}

private struct InspectorDemo: View {
    let log: ToolbarLog
    var minWidth = 20, idealWidth = 30, maxWidth = 40
    @State private var showing = true
    var body: some View {
        VStack(alignment: .leading) {
            Text("Main content")
            Button("Toggle") { showing.toggle() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .inspector(isPresented: $showing) {
            InspectorPane(log: log).inspectorColumnWidth(min: minWidth, ideal: idealWidth, max: maxWidth)
        }
        .navigationTitle("Library")
        .toolbar {
            Button("Add") { log.entries.append("add") }.keyboardShortcut("a")
        }
    }
}

private struct CrowdedToolbar: View {
    let log: ToolbarLog
    var body: some View {
        Text("Body")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle("Crowded")
            .toolbar {
                Button("Alpha") { log.entries.append("alpha") }.keyboardShortcut("1")
                Button("Bravo") { log.entries.append("bravo") }.keyboardShortcut("2")
                Button("Charlie") { log.entries.append("charlie") }.keyboardShortcut("3")
                Button("Delta") { log.entries.append("delta") }.keyboardShortcut("4")
                Button("Echo") { log.entries.append("echo") }.keyboardShortcut("5")
            }
    }
}

/// The column of the inspector's divider on the second row (the first row is the title bar).
@MainActor
private func dividerColumn(_ pilot: Pilot) -> Int? {
    let s = pilot.screen
    return (0..<s.width).first { ["│", "┃"].contains(s[$0, 1].character) }
}

@MainActor
@Suite struct InspectorToolbarTests {
    private let wide = Size(width: 100, height: 20)

    @Test func inspectorWidthStartsIdealAndIsClampedToMinAndMax() {
        let pilot = Pilot(InspectorDemo(log: ToolbarLog()), size: wide)
        #expect(dividerColumn(pilot) == 100 - 30 - 1)
        assertSnapshot(of: pilot, as: .screen, named: "ideal")
        pilot.press(.character("["), times: 25)   // 10 would reach the minimum
        #expect(dividerColumn(pilot) == 100 - 20 - 1)
        assertSnapshot(of: pilot, as: .screen, named: "min")
        pilot.press(.character("]"), times: 40)
        #expect(dividerColumn(pilot) == 100 - 40 - 1)
        assertSnapshot(of: pilot, as: .screen, named: "max")
    }

    @Test func compactWidthPresentsTheInspectorAsASheetKeepingItsState() {
        let log = ToolbarLog()
        let pilot = Pilot(InspectorDemo(log: log), size: wide)
        pilot.click("Count")
        pilot.click("Count")
        #expect(pilot.text.contains("Inspector count 2"))
        pilot.resize(60, 20)
        #expect(dividerColumn(pilot) == nil)
        #expect(pilot.text.contains("Inspector count 2"))
        // A sheet: its top edge (the grabber row) is a full-width line; the inspector's toolbar
        // item moves from the main bar to the sheet's own bar, with nothing hidden.
        let lines = pilot.screen.lines
        guard let edge = lines.firstIndex(where: { $0.hasPrefix(String(repeating: "─", count: 20)) }) else {
            Issue.record("no sheet:\n\(pilot.text)"); return
        }
        #expect(!lines[0].contains("Share"))
        #expect(lines[edge + 1].contains("Share (s)"))
        #expect(!lines[edge + 1].contains("…"))
        assertSnapshot(of: pilot, as: .screen, named: "compact")
        pilot.press(.character("s"))
        #expect(log.entries == ["share"])
        pilot.click("Count")
        #expect(pilot.text.contains("Inspector count 3"))
        pilot.resize(100, 20)
        #expect(dividerColumn(pilot) == 100 - 30 - 1)
        #expect(pilot.text.contains("Inspector count 3"))
    }

    @Test func inspectorToolbarItemsSitOverTheInspectorColumn() {
        let log = ToolbarLog()
        let pilot = Pilot(InspectorDemo(log: log), size: wide)
        let bar = pilot.screen.lines[0]
        #expect(bar.hasPrefix(" Library"))
        guard let share = pilot.position(of: "Share"), let add = pilot.position(of: "Add") else {
            Issue.record("toolbar items missing: \(bar)"); return
        }
        #expect(share.y == 0 && add.y == 0)
        #expect(share.x > 69)    // over the inspector (divider at 69)
        #expect(add.x < 69)      // the main content's item stays left of it
        pilot.press(.character("s"))
        pilot.press(.character("a"))
        #expect(log.entries == ["share", "add"])
        // Closing the inspector takes its items away; the main item moves to the trailing end.
        pilot.click("Toggle")
        #expect(!pilot.screen.lines[0].contains("Share"))
        #expect((pilot.position(of: "Add")?.x ?? 0) > 69)
    }

    @Test func crowdedToolbarOverflowsIntoAnEllipsisAndShortcutsStillWork() {
        let log = ToolbarLog()
        let pilot = Pilot(CrowdedToolbar(log: log), size: Size(width: 40, height: 6))
        let bar = pilot.screen.lines[0]
        #expect(bar.contains("…"))
        #expect(bar.contains("Echo"))
        #expect(!bar.contains("Alpha"))
        assertSnapshot(of: pilot, as: .screen)
        pilot.press(.character("1"))
        pilot.press(.character("5"))
        #expect(log.entries == ["alpha", "echo"])
    }

    @Test func theEllipsisOpensAMenuOfTheHiddenItems() {
        let log = ToolbarLog()
        let pilot = Pilot(CrowdedToolbar(log: log), size: Size(width: 40, height: 9))
        #expect(pilot.screen.lines.last?.contains("F10 More") == true)
        pilot.press(.function(10))
        assertSnapshot(of: pilot, as: .screen, named: "menu")
        // The first hidden item has focus; the second runs from the menu.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(log.entries == ["bravo"])
        #expect(!pilot.text.contains("│ Alpha"))
        // A click on the ellipsis opens it again; Esc closes it.
        if let dots = pilot.position(of: "…") { pilot.click(at: dots) }
        #expect(pilot.text.contains("│ Alpha"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("│ Alpha"))
    }
}

private struct CountingToolbarItem: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 }.keyboardShortcut("t") }
}

private struct ToolbarOverChangingContent: View {
    @State private var outer = 0
    var body: some View {
        VStack {
            Button("Outer \(outer)") { outer += 1 }
        }
        .toolbar { CountingToolbarItem() }
    }
}

@MainActor
@Suite struct ToolbarItemStateTests {
    @Test func aToolbarItemKeepsItsStateWhenTheViewAroundItRunsAgain() {
        let pilot = Pilot(ToolbarOverChangingContent(), size: Size(width: 40, height: 6))
        pilot.press(.character("t"))
        #expect(pilot.text.contains("Taps 1"))
        // The view holding the toolbar runs again: the item is the same item, not a new one.
        pilot.press(.enter)
        #expect(pilot.text.contains("Outer 1"))
        #expect(pilot.text.contains("Taps 1"))
        pilot.press(.character("t"))
        #expect(pilot.text.contains("Taps 2"))
    }
}
