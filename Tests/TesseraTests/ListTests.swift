import Foundation
import Observation
import Testing
import Tessera
import TesseraTesting

private struct Item: Identifiable, Hashable { var id: Int; var name: String }

@MainActor @Observable private final class Model {
    var items = (1...50).map { Item(id: $0, name: "Item \($0)") }
    var selection: Set<Int> = []
    var deleted: [Int] = []
}

private struct Items: View {
    var model: Model
    var body: some View {
        @Bindable var model = model
        List(selection: $model.selection) {
            Section("Things") {
                ForEach(model.items) { item in
                    Text(item.name)
                        .swipeActions {
                            Button(role: .destructive) { model.deleted.append(item.id); model.items.removeAll { $0.id == item.id } } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
                .onDelete { offsets in for i in offsets.sorted(by: >) { model.items.remove(at: i) } }
                .onMove { offsets, to in
                    guard let from = offsets.first else { return }
                    let item = model.items.remove(at: from)
                    model.items.insert(item, at: to > from ? to - 1 : to)
                }
            }
        }
    }
}

/// The items with no header above them, several selectable (`byKeyPath`: identified by `\.id`).
private struct PlainItems: View {
    var model: Model
    var byKeyPath = false
    var body: some View {
        @Bindable var model = model
        if byKeyPath {
            List(model.items, id: \.id, selection: $model.selection) { Text($0.name) }
        } else {
            List(model.items, selection: $model.selection) { Text($0.name) }
        }
    }
}

private struct ChangingRowOptions: View {
    @State private var indented = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Indent") { indented = true }
            List {
                Text("Alpha")
                    .listRowInsets(EdgeInsets(leading: indented ? 6 : 0))
                    .listRowBackground(indented ? Color.red : nil)
                Text("Beta")
            }
        }
    }
}

@MainActor
@Suite struct ListTests {
    @Test func aRowWhoseOptionsChangeIsPlacedAndDrawnWithTheNewOnes() throws {
        let pilot = Pilot(ChangingRowOptions(), size: Size(width: 30, height: 8))
        let before = try #require(pilot.position(of: "Alpha"))
        #expect(pilot.screen[20, before.y].style.background != .red)
        pilot.press(.enter)
        // The row's merged options are kept between placements; a change of one is read.
        let after = try #require(pilot.position(of: "Alpha"))
        #expect(after.x == before.x + 6)
        #expect(pilot.screen[20, after.y].style.background == .red)
    }

    func settle(_ pilot: Pilot) async { for _ in 0..<5 { await Task.yield() }; _ = pilot.screen }

    @Test func onlyVisibleRowsAreBuilt() async {
        let model = Model()
        let pilot = Pilot(Items(model: model), size: Size(width: 30, height: 10))
        let rows = pilot.host.debugTree.components(separatedBy: "ListRowNode").count - 1
        #expect(rows > 0 && rows < 10)
        #expect(pilot.text.contains("Item 1"))
        #expect(!pilot.text.contains("Item 40"))
    }

    @Test func rowsComingInAboveAListAtItsTopShowAndKeepTheFocusedRowInSight() async {
        let model = Model()
        let pilot = Pilot(PlainItems(model: model), size: Size(width: 30, height: 10))
        #expect(pilot.text.contains("Item 1"))
        // A row added above the first shows: the list stays at its top.
        model.items.insert(Item(id: 101, name: "New 101"), at: 0); await settle(pilot)
        #expect(pilot.text.contains("New 101") && pilot.text.contains("Item 1"))
        // The current row kept its item (Item 1) when New 101 came in above it. Pushed below
        // the last line by more rows coming in, it is scrolled back into sight.
        pilot.press(.down, times: 6); await settle(pilot)              // Item 7
        for id in 102...105 { model.items.insert(Item(id: id, name: "New \(id)"), at: 0) }
        await settle(pilot)
        #expect(pilot.text.contains("Item 7"), "the focused row stays on screen: \(pilot.text)")
        pilot.press(.space); await settle(pilot)
        #expect(model.selection == [7], "Space selects the row that was focused")
    }

    @Test func aListOfDataSelectsSeveralRowsByTheirIds() async {
        for byKeyPath in [false, true] {
            let model = Model()
            let pilot = Pilot(PlainItems(model: model, byKeyPath: byKeyPath), size: Size(width: 30, height: 10))
            pilot.press(.space); await settle(pilot)
            pilot.press(.down, times: 2); await settle(pilot)
            pilot.press(.space); await settle(pilot)
            #expect(model.selection == [1, 3], "by key path: \(byKeyPath)")
        }
    }

    @Test func focusAndSelectionFollowTheIDThroughMoveAndDelete() async {
        let model = Model()
        let pilot = Pilot(Items(model: model), size: Size(width: 30, height: 12))
        pilot.press(.down); await settle(pilot)          // Item 2
        pilot.press(.space); await settle(pilot)
        #expect(model.selection == [2])
        #expect(pilot.text.contains("✓ Item 2"))
        pilot.type("K"); await settle(pilot)             // move Item 2 to the top
        #expect(model.items.prefix(2).map(\.id) == [2, 1])
        pilot.type("d"); await settle(pilot)             // deletes Item 2 (focus followed it)
        #expect(!model.items.contains { $0.id == 2 })
        #expect(model.items.first?.id == 1)
    }

    @Test func swipeActionHitsTheRightID() async {
        let model = Model()
        let pilot = Pilot(Items(model: model), size: Size(width: 40, height: 12))
        pilot.press(.down, times: 2); await settle(pilot) // Item 3
        pilot.type("K"); await settle(pilot)              // now second row
        pilot.press(.left); await settle(pilot)
        #expect(pilot.text.contains("Delete"))
        pilot.press(.enter); await settle(pilot)
        #expect(model.deleted == [3])
    }

    @Test func sparklineAndLineChartViews() {
        let pilot = Pilot(VStack(alignment: .leading) {
            Sparkline([1, 2, 3, 4, 5, 6, 7, 8]).frame(width: 8)
            LineChart(values: [1, 5, 3, 9], showAverage: true).frame(width: 20, height: 5)
        }, size: Size(width: 20, height: 7))
        #expect(pilot.screen.line(0).hasPrefix("▁▂▃▄▅▆▇█"))
        #expect(pilot.text.contains("9┤"))
    }
}

// MARK: Focus requests for rows that are not on screen

@MainActor @Observable private final class Notes {
    var items = (1...12).map { Item(id: $0, name: "Note \($0)") }
    var wantFocus: Int?

    func add() {
        let id = items.count + 1
        items.append(Item(id: id, name: ""))
        wantFocus = id
    }

    func binding(_ id: Int) -> Binding<String> {
        Binding(get: { self.items.first { $0.id == id }?.name ?? "" },
                set: { name in if let i = self.items.firstIndex(where: { $0.id == id }) { self.items[i].name = name } })
    }
}

/// The health app's pattern: code adds a row and asks for focus in it through `@FocusState`.
private struct EditableNotes: View {
    var notes: Notes
    @FocusState private var focus: Int?
    var body: some View {
        List {
            ForEach(notes.items) { item in
                TextField("Note", text: notes.binding(item.id)).focused($focus, equals: item.id)
            }
        }
        .onChange(of: notes.wantFocus) { _, id in
            if let id { focus = id; notes.wantFocus = nil }
        }
    }
}

extension ListTests {
    @Test func focusingARowBelowTheListsEdgeScrollsToItAndTypesIntoIt() async {
        let notes = Notes()
        let pilot = Pilot(EditableNotes(notes: notes), size: Size(width: 30, height: 8))
        #expect(!pilot.text.contains("Note 12"))
        notes.add(); await settle(pilot)
        pilot.type("Seven"); await settle(pilot)
        #expect(notes.items.count == 13)
        #expect(notes.items.last?.name == "Seven")
        #expect(pilot.text.contains("Seven"))
    }
}

// MARK: Rows follow their item's new value

private struct Fruit: Identifiable, Hashable { var id: Int; var name: String }

@MainActor @Observable private final class Basket {
    var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
}

private struct PlainRows: View {
    var basket: Basket
    var body: some View {
        List { ForEach(basket.fruits) { Text($0.name) } }
    }
}

private struct FruitRow: View {
    var fruit: Fruit
    var body: some View { HStack { Text("•"); Text(fruit.name) } }
}

private struct CustomRows: View {
    var basket: Basket
    var body: some View {
        List {
            ForEach(basket.fruits) { fruit in
                FruitRow(fruit: fruit).swipeActions { Button("Delete", role: .destructive) {} }
            }
        }
    }
}

extension ListTests {
    @Test func aPlainTextRowShowsItsItemsNewValue() async {
        let basket = Basket()
        let pilot = Pilot(PlainRows(basket: basket), size: Size(width: 30, height: 6))
        #expect(pilot.text.contains("Apple"))
        basket.fruits[0].name = "Apricot"; await settle(pilot)
        #expect(pilot.text.contains("Apricot"))
        #expect(!pilot.text.contains("Apple"))
    }

    @Test func aCustomRowWithSwipeActionsShowsItsItemsNewValue() async {
        let basket = Basket()
        let pilot = Pilot(CustomRows(basket: basket), size: Size(width: 30, height: 6))
        basket.fruits[1].name = "Plum"; await settle(pilot)
        #expect(pilot.text.contains("• Plum"))
        #expect(!pilot.text.contains("Pear"))
    }
}

// MARK: Rows are made in the evaluate stage

private struct TwoLineRows: View {
    var body: some View {
        List((1...40).map { Fruit(id: $0, name: "Fruit \($0)") }) { fruit in
            VStack(alignment: .leading) {
                Text(fruit.name)
                Text("grown in row \(fruit.id)")
            }
        }
    }
}

extension ListTests {
    @Test func rowsAreMadeBeforeLayoutAndTheScreenShowsThemWhole() throws {
        let pilot = Pilot(TwoLineRows(), size: Size(width: 30, height: 10))
        // 9 lines above the footer: three rows of two lines, each with its separator.
        #expect(Array(pilot.screen.lines.prefix(9)).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("─") } == [
            "▸ Fruit 1", "grown in row 1", "Fruit 2", "grown in row 2", "Fruit 3", "grown in row 3",
        ])
        #expect(pilot.host.nodesMadeByLastLayout == 0)
        // Down past the bottom scrolls: the new row is made before the layout that shows it.
        for _ in 0..<5 {
            pilot.press(.down)
            _ = pilot.screen
            #expect(pilot.host.nodesMadeByLastLayout == 0)
        }
        let focused = try #require(pilot.position(of: "▸ Fruit 6"))
        #expect(pilot.screen.lines[focused.y + 1].contains("grown in row 6"))
        #expect(focused.y + 1 == 7 || focused.y + 1 == 8)
        #expect(!pilot.text.contains("Fruit 7"))
        let rows = pilot.host.debugTree.components(separatedBy: "ListRowNode").count - 1
        #expect(rows == 3)
    }
}
