import SnapshotTesting
import Testing
import TesseraTesting
@testable import TodoList

@MainActor
@Suite struct TodoListTests {
    private func makePilot(_ store: TodoStore = .sample()) -> Pilot {
        Pilot(TodoListView(store: store), size: Size(width: 60, height: 20))
    }

    @Test func theAppShowsTheListWithWhatIsLeft() {
        let pilot = Pilot(app: TodoApp(), size: Size(width: 60, height: 20))
        #expect(pilot.text.contains("Water the basil"))
        #expect(pilot.text.contains("4 of 5 to do"))
        assertSnapshot(of: pilot, as: .screen, named: "list")
    }

    @Test func searchNarrowsTheList() {
        let pilot = makePilot()
        pilot.type("BOOK")
        #expect(pilot.text.contains("Book the dentist"))
        #expect(pilot.text.contains("Return library books"))
        #expect(!pilot.text.contains("Water the basil"))
        pilot.type("zzz")
        #expect(pilot.text.contains("No todos match"))
    }

    @Test func theDetailSheetEditsAndSaves() throws {
        let store = TodoStore.sample()
        let pilot = makePilot(store)
        pilot.press(.tab)          // to the list
        pilot.press(.character(" "))  // select the first todo
        pilot.press(.character("o"))
        #expect(pilot.text.contains("Twice a week, more in summer."))
        assertSnapshot(of: pilot, as: .screen, named: "detail")
        pilot.click("Done")
        pilot.click("Save")
        #expect(store.todo(1)?.isDone == true)
        #expect(pilot.text.contains("3 of 5 to do"))
    }

    @Test func deleteAsksFirstAndCancelKeepsTheTodo() {
        let store = TodoStore.sample()
        let pilot = makePilot(store)
        pilot.press(.tab)
        pilot.press(.character(" "))
        pilot.press(.character("d"))
        #expect(pilot.text.contains("Delete “Water the basil”?"))
        assertSnapshot(of: pilot, as: .screen, named: "confirm-delete")
        pilot.press(.escape)
        #expect(store.todos.count == 5)
        // Cancel is the default: deleting takes a deliberate move to the destructive button.
        pilot.press(.character("d"))
        pilot.press(.enter)
        #expect(store.todos.count == 5)
        pilot.press(.character("d"))
        pilot.press(.left)
        pilot.press(.enter)
        #expect(store.todos.count == 4)
        #expect(!pilot.text.contains("Water the basil"))
    }

    @Test func addingATodoAppendsIt() {
        let store = TodoStore.sample()
        let pilot = makePilot(store)
        pilot.click("New todo")
        pilot.type("Fix the bike")
        pilot.press(.enter)
        #expect(store.todos.last?.title == "Fix the bike")
        #expect(pilot.text.contains("Fix the bike"))
    }
}
