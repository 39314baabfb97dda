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

@MainActor
@Suite struct TableTests {
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
