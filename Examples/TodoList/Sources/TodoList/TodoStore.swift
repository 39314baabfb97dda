import Foundation
import Tessera

/// One thing to do.
struct Todo: Identifiable, Hashable {
    let id: Int
    var title: String
    var notes: String = ""
    var isDone = false
}

/// The todos, shared by the list, the detail sheet and the delete confirmation.
@Observable
final class TodoStore {
    private(set) var todos: [Todo]
    private var nextID: Int

    init(todos: [Todo]) {
        self.todos = todos
        self.nextID = (todos.map(\.id).max() ?? 0) + 1
    }

    static func sample() -> TodoStore {
        TodoStore(todos: [
            Todo(id: 1, title: "Water the basil", notes: "Twice a week, more in summer."),
            Todo(id: 2, title: "Book the dentist", isDone: true),
            Todo(id: 3, title: "Return library books", notes: "Due Friday."),
            Todo(id: 4, title: "Buy oat milk"),
            Todo(id: 5, title: "Call grandma", notes: "Ask about the plum jam recipe."),
        ])
    }

    /// The todos whose title contains `query` (any case); all of them for an empty query.
    func matching(_ query: String) -> [Todo] {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return todos }
        return todos.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func todo(_ id: Int) -> Todo? { todos.first { $0.id == id } }

    @discardableResult
    func add(_ title: String) -> Todo {
        let todo = Todo(id: nextID, title: title)
        nextID += 1
        todos.append(todo)
        return todo
    }

    func update(_ todo: Todo) {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[index] = todo
    }

    func toggle(_ id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].isDone.toggle()
    }

    func delete(_ id: Int) {
        todos.removeAll { $0.id == id }
    }

    var remainingCount: Int { todos.count { !$0.isDone } }
}
