import Foundation
import Testing
import TesseraTesting

// SwiftUI's data-flow forms, as a SwiftUI developer writes them.

private struct Task: Identifiable, Hashable { var id: Int; var title: String }

@MainActor @Observable private final class Tasks {
    var items = [Task(id: 1, title: "Buy figs"), Task(id: 2, title: "Feed crow")]
    var changes = 0
    var log: [String] = []
}

private struct InitialChange: View {
    var tasks: Tasks
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onChange(of: count, initial: true) { old, new in tasks.log.append("\(old)→\(new)") }
    }
}

private struct BoundRows: View {
    @Bindable var tasks: Tasks
    var body: some View {
        VStack(alignment: .leading) {
            ForEach($tasks.items) { $task in
                TextField("Title", text: $task.title)
            }
        }
    }
}

private struct BoundList: View {
    @Bindable var tasks: Tasks
    var body: some View {
        List($tasks.items) { $task in
            HStack {
                Text(task.title)
                TextField("Title", text: $task.title)
            }
        }
    }
}

private struct NamedBindingRows: View {
    @State private var items = [Task(id: 1, title: "Ink")]
    var body: some View {
        ForEach($items) { item in
            TextField("Title", text: item.title)
        }
    }
}

private struct ListOfData: View {
    var tasks: Tasks
    @State private var selection: Int?
    var body: some View {
        List(tasks.items, selection: $selection) { Text($0.title) }
            .onChange(of: selection) { tasks.changes += 1 }
    }
}

@MainActor
@Suite struct DataFlowTests {
    @Test func forEachOverABindingEditsTheElementInPlace() {
        let tasks = Tasks()
        let pilot = Pilot(BoundRows(tasks: tasks), size: Size(width: 30, height: 4))
        pilot.press(.tab)                                    // the second task's field
        pilot.type("!")
        #expect(tasks.items[1].title == "Feed crow!")
        #expect(tasks.items[0].title == "Buy figs")
    }

    @Test func aListOverABindingGivesEachRowItsElement() {
        let tasks = Tasks()
        let pilot = Pilot(BoundList(tasks: tasks), size: Size(width: 40, height: 6))
        pilot.press(.down)                                   // the second row
        pilot.press(.enter)                                  // into its field
        pilot.type("s")
        #expect(tasks.items[1].title == "Feed crows")
        #expect(pilot.text.contains("Feed crows Feed crows"))
        tasks.items.swapAt(0, 1)
        pilot.type("!")
        #expect(tasks.items[0].title == "Feed crows!")
    }

    @Test func theBindingCanStillBeNamedWithoutTheDollarSign() {
        let pilot = Pilot(NamedBindingRows(), size: Size(width: 20, height: 3))
        pilot.type("k")
        #expect(pilot.text.contains("Inkk"))
    }

    @Test func aListOfDataWithSelectionAndAZeroArgumentOnChange() async {
        let tasks = Tasks()
        let pilot = Pilot(ListOfData(tasks: tasks), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("Buy figs") && pilot.text.contains("Feed crow"))
        pilot.press(.space)
        for _ in 0..<5 { await Swift.Task.yield() }
        _ = pilot.screen
        #expect(tasks.changes == 1)
    }

    @Test func onChangeWithInitialRunsFirstWithTheSameOldAndNewValue() {
        let tasks = Tasks()
        let pilot = Pilot(InitialChange(tasks: tasks), size: Size(width: 30, height: 3))
        #expect(tasks.log == ["0→0"])
        pilot.press(.enter)
        #expect(tasks.log == ["0→0", "0→1"])
    }

    @Test func removeAndMoveByOffsetsAsOnDeleteAndOnMoveHandThem() {
        var letters = ["A", "B", "C", "D"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(letters == ["B", "C", "A", "D"])
        letters = ["A", "B", "C", "D"]
        letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        #expect(letters == ["D", "A", "B", "C"])
        letters = ["A", "B", "C", "D"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["B", "D", "A", "C"])
        letters.remove(atOffsets: IndexSet([1, 2]))
        #expect(letters == ["B", "C"])
    }
}
