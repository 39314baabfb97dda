import Tessera

@main
struct TodoApp: App {
    @State private var store = TodoStore.sample()

    var body: some Scene {
        WindowGroup("Todo List: things to do, with search, details and a confirmation before deleting.") {
            TodoListView(store: store)
        }
    }
}
