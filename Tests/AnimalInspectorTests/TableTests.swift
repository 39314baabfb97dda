import Testing
import Tessera
import TesseraTesting

private struct Item: Identifiable { let id: Int; var name: String }

/// A million rows made on demand, counting how many are read.
private final class Counter: @unchecked Sendable { var reads = 0 }
private struct Rows: RandomAccessCollection {
    let counter: Counter
    var startIndex: Int { 0 }
    var endIndex: Int { 1_000_000 }
    subscript(i: Int) -> Item { counter.reads += 1; return Item(id: i, name: "Row \(i)") }
}

private struct Screen: View {
    let rows: Rows
    @State var selection: Int?
    @State var order: [KeyPathComparator<Item>] = []
    var body: some View {
        Table(rows, selection: $selection, sortOrder: $order) { TableColumn("Name", value: \.name) }
    }
}

private struct Small: View {
    @State var selection: Int? = 2
    @State var order: [KeyPathComparator<Item>] = []
    var body: some View {
        Table([Item(id: 1, name: "Pear"), Item(id: 2, name: "Apple"), Item(id: 3, name: "Fig")], selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
        }
    }
}

@MainActor private enum ScreenRuns { static var body = 0 }

/// Passes `$selection` on and reads it only in actions; a button outside the table moves it.
private struct SelectionPassedOn: View {
    @State var selection: Int?
    @State var order: [KeyPathComparator<Item>] = []
    let items = (1...20).map { Item(id: $0, name: "Item \($0)") }
    var body: some View {
        let _ = ScreenRuns.body += 1
        VStack(alignment: .leading) {
            Table(items, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Shout") { item in Text(item.name.uppercased()) }
            }
            .frame(height: 8)
            Button("Pick 15") { selection = 15 }
        }
        .onAppear { if selection == nil { selection = 1 } }
    }
}

@MainActor
@Suite struct TableTests {
    @Test func aDownRunsNoBodyAndDrawsTheTwoRowsItChanged() {
        let pilot = Pilot(SelectionPassedOn(), size: Size(width: 40, height: 12))
        #expect(pilot.text.contains("▌Item 1 "), "\(pilot.text)")
        pilot.press(.down)
        let runs = ScreenRuns.body, measured = pilot.host.stats.measurements, placed = pilot.host.stats.placements
        pilot.press(.down)
        // The table reads the selection it was handed by itself: the screen that passed
        // `$selection` on does not run, nothing is measured or placed, and the frame draws the
        // header ("3 of 20") and the two rows the cursor left and reached.
        #expect(pilot.text.contains("▌Item 3 "), "\(pilot.text)")
        #expect(pilot.text.contains("3 of 20"))
        #expect(ScreenRuns.body == runs)
        #expect(pilot.host.stats.measurements == measured && pilot.host.stats.placements == placed)
        let regions = pilot.host.drawer.drawnRegions ?? []
        #expect(regions.count == 3 && regions.allSatisfy { $0.height == 1 }, "\(regions)")
    }

    @Test func aSelectionSetFromOutsideMovesTheCursorAndScrollsToIt() {
        let pilot = Pilot(SelectionPassedOn(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        #expect(pilot.host.focus.focused is ButtonNode)
        pilot.press(.enter)
        // The table reads the change again by itself: row 15 is current and shown, and a Down
        // from there goes on from it.
        #expect(pilot.text.contains("15 of 20"), "\(pilot.text)")
        #expect(pilot.text.contains("Item 15"))
        pilot.press(.backTab)
        pilot.press(.down)
        #expect(pilot.text.contains("▌Item 16"), "\(pilot.text)")
    }

    @Test func millionRowsReadOnlyVisibleRows() {
        let counter = Counter()
        let pilot = Pilot(Screen(rows: Rows(counter: counter)), size: Size(width: 40, height: 12))
        counter.reads = 0
        pilot.press(.end)
        #expect(pilot.text.contains("Row 999999"))
        #expect(counter.reads < 100)
        counter.reads = 0
        pilot.press(.pageUp)
        #expect(counter.reads < 100)
    }

    @Test func sortKeepsSelectionByID() {
        let pilot = Pilot(Small(), size: Size(width: 30, height: 6))
        #expect(pilot.text.split(separator: "\n")[2].hasPrefix("▌Apple"))
        pilot.type(">")
        let lines = pilot.text.split(separator: "\n")
        #expect(lines[1].hasPrefix("▌Apple"))
        pilot.type("r")
        #expect(pilot.text.split(separator: "\n")[3].hasPrefix("▌Apple"))
        pilot.press(.up)
        #expect(pilot.text.split(separator: "\n")[2].hasPrefix("▌Fig"))
    }
}

/// A sortable one-column table of `names`.
private struct Names: View {
    let names: [String]
    @State var selection: Int?
    @State var order: [KeyPathComparator<Item>] = []
    var body: some View {
        Table(names.enumerated().map { Item(id: $0.offset, name: $0.element) }, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
        }
    }
}

extension TableTests {
    @Test func namesSortNaturallyAndWithoutRegardToCase() {
        let pilot = Pilot(Names(names: ["Crow 100021", "crow 9", "Crow 10021", "Ant", "Crow 0010", "ant 2"]), size: Size(width: 30, height: 9))
        pilot.type(">")
        let names = (1...6).map { String(pilot.screen.line($0).dropFirst().reversed().drop(while: { $0 == " " }).reversed()) }
        #expect(names == ["Ant", "ant 2", "crow 9", "Crow 0010", "Crow 10021", "Crow 100021"])
        #expect(pilot.screen.line(0).contains("Name ▲"))              // the arrow beside its title …
        #expect(pilot.screen.line(0).hasSuffix("1 of 6 "))            // … and where the cursor is
        pilot.type("r")
        let reversed = (1...6).map { String(pilot.screen.line($0).dropFirst().reversed().drop(while: { $0 == " " }).reversed()) }
        #expect(reversed == ["Crow 100021", "Crow 10021", "Crow 0010", "crow 9", "ant 2", "Ant"])
    }

    @Test func aMillionRowsSortAndReverseInOrder() {
        let counter = Counter()
        let pilot = Pilot(Screen(rows: Rows(counter: counter)), size: Size(width: 40, height: 5))
        counter.reads = 0
        pilot.type(">")                        // a million rows: the key is read a slice per turn …
        #expect(pilot.screen.line(0).contains("Sorting…"))
        #expect(counter.reads < 60_000)
        pilot.press(.down)                     // … and the table stays usable meanwhile
        for _ in 0..<30 { pilot.advance(by: .milliseconds(1)) }
        #expect(!pilot.screen.line(0).contains("Sorting…"))
        #expect(pilot.screen.line(0).contains("Name ▲"))
        pilot.press(.home)
        #expect(pilot.screen.line(1).contains("Row 0"))
        #expect(pilot.screen.line(2).contains("Row 1"))
        #expect(pilot.screen.line(3).contains("Row 2"))
        counter.reads = 0
        pilot.type("r")                        // the ranks are kept: reversing reads no row again
        #expect(counter.reads < 100)
        #expect(pilot.screen.line(3).contains("▌Row 0"))   // the selected row, now last, still in view
        pilot.press(.home)
        #expect(pilot.screen.line(1).contains("Row 999999"))
    }
}

extension TableTests {
    @Test func findCountsMatchesStepsThroughThemAndSaysWhenThereAreNone() {
        let pilot = Pilot(Names(names: ["Pear", "Apple", "Fig", "Prickly Pear", "Grape", "Pineapple"]), size: Size(width: 40, height: 10))
        pilot.type("/pe")
        #expect(pilot.screen.line(8).contains("Find: pe"))
        #expect(pilot.screen.line(8).contains("1 of 3"))          // Pear, Prickly Pear, Grape
        pilot.press(.down)
        #expect(pilot.screen.line(8).contains("2 of 3"))
        #expect(pilot.text.contains("▌Prickly Pear"))
        pilot.press(.up); pilot.press(.up)
        #expect(pilot.screen.line(8).contains("3 of 3"))          // round the start
        #expect(pilot.text.contains("▌Grape"))
        pilot.type("zz")
        #expect(pilot.screen.line(8).contains("No matches"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Find:"))
        #expect(pilot.text.contains("▌Grape"))
    }

    @Test func findInAMillionRowsReadsASliceAKeystrokeAndFinishesInTheBackground() {
        let counter = Counter()
        let pilot = Pilot(Screen(rows: Rows(counter: counter)), size: Size(width: 60, height: 8))
        counter.reads = 0
        pilot.type("/row 99999")
        #expect(counter.reads < 11 * 13_000)                     // a slice per keystroke at most
        #expect(pilot.screen.line(6).contains("searching"))
        for _ in 0..<100 { pilot.advance(by: .milliseconds(1)) }
        #expect(pilot.screen.line(6).contains("1 of 11"))        // Row 99999 and Row 999990…999999
        #expect(pilot.text.contains("▌Row 99999\n"))
        pilot.type("7")
        #expect(pilot.screen.line(6).contains("1 of 1"))         // a longer query filters what was found
        #expect(pilot.text.contains("▌Row 999997"))
    }
}
