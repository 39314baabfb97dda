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

@MainActor
@Suite struct ListTests {
    func settle(_ pilot: Pilot) async { for _ in 0..<5 { await Task.yield() }; _ = pilot.screen }

    @Test func onlyVisibleRowsAreBuilt() async {
        let model = Model()
        let pilot = Pilot(Items(model: model), size: Size(width: 30, height: 10))
        let rows = pilot.host.debugTree.components(separatedBy: "ListRowNode").count - 1
        #expect(rows > 0 && rows < 10)
        #expect(pilot.text.contains("Item 1"))
        #expect(!pilot.text.contains("Item 40"))
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
