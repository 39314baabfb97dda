import Foundation
import Tessera

/// The list: a search field, the matching todos, and the actions on the selected one.
struct TodoListView: View {
    let store: TodoStore
    @State private var query = ""
    @State private var newTitle = ""
    @State private var selection: Int?
    @State private var opened: Todo?
    @State private var pendingDelete: Todo?
    @State private var confirmingDelete = false

    private var matches: [Todo] { store.matching(query) }
    private var selected: Todo? { selection.flatMap(store.todo) }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                TextField("Search", text: $query)
                Text("\(store.remainingCount) of \(store.todos.count) to do").foregroundStyle(.secondary)
            }
            if matches.isEmpty {
                ContentUnavailableView("No todos match “\(query)”", systemImage: "magnifyingglass")
            } else {
                List(matches, selection: $selection) { todo in
                    TodoRow(todo: todo)
                }
            }
            HStack {
                Button("Open") { opened = selected }.keyboardShortcut("o").disabled(selected == nil)
                Button("Done") { if let id = selection { store.toggle(id) } }.keyboardShortcut("x").disabled(selected == nil)
                Button("Delete…", role: .destructive) { askToDelete(selected) }.keyboardShortcut("d").disabled(selected == nil)
            }
            HStack {
                TextField("New todo", text: $newTitle)
                    .onSubmit(add)
                Button("Add", action: add)
            }
        }
        .padding(.horizontal, 1)
        .sheet(item: $opened) { todo in
            TodoDetail(store: store, todo: todo)
        }
        .confirmationDialog("Delete “\(pendingDelete?.title ?? "")”?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) {
                if let todo = pendingDelete { store.delete(todo.id) }
                if selection == pendingDelete?.id { selection = nil }
                pendingDelete = nil
            }
            Button("Cancel", role: .cancel) { pendingDelete = nil }
        } message: {
            Text("This cannot be undone.")
        }
    }

    private func askToDelete(_ todo: Todo?) {
        guard let todo else { return }
        pendingDelete = todo
        confirmingDelete = true
    }

    private func add() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        selection = store.add(title).id
        newTitle = ""
    }
}

/// One todo in the list: a box, ticked when done, and the title.
struct TodoRow: View {
    let todo: Todo
    var body: some View {
        HStack {
            Text(todo.isDone ? "☑" : "☐")
            if todo.isDone {
                Text(todo.title).strikethrough().foregroundStyle(.secondary)
            } else {
                Text(todo.title)
            }
        }
    }
}

/// The sheet for one todo: its title and notes, editable, and whether it is done.
struct TodoDetail: View {
    let store: TodoStore
    @State private var draft: Todo
    @Environment(\.dismiss) private var dismiss

    init(store: TodoStore, todo: Todo) {
        self.store = store
        self._draft = State(initialValue: todo)
    }

    var body: some View {
        Form {
            Section("Todo") {
                TextField("Title", text: $draft.title)
                TextField("Notes", text: $draft.notes)
                Toggle("Done", isOn: $draft.isDone)
            }
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Save") {
                    store.update(draft)
                    dismiss()
                }
            }
        }
        .navigationTitle(draft.title)
    }
}
