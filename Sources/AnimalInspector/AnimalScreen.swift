import Tessera

/// The main screen: title bar, table, inspector, Nibble Bulletin.
struct AnimalScreen: View {
    let store: AnimalStore
    @State private var selection: String?
    @State private var sortOrder: [KeyPathComparator<Animal>] = []
    @State private var showsInspector = false
    @State private var showsBulletin = false
    @Environment(\.copyToClipboard) private var copyToClipboard

    var body: some View {
        Table(AnimalRows(store: store), selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Favourite Fruit", value: \.fruit)
            TableColumn("Suspicion Level", value: \.suspicion) { animal in
                Text(animal.suspicion.gauge + " " + animal.suspicion.title)
            }
        }
        .emptyText("No animals")
        .onKeyPress("y", title: "Copy") {
            guard let animal = selection.flatMap({ store.animal(withID: $0) }) else { return .ignored }
            copyToClipboard(copiedRow(animal), summary: "\(animal.name) · \(animal.fruit) · \(animal.suspicion.title)")
            return .handled
        }
        // The first animal starts selected, so the inspector has someone to show.
        .onAppear { if selection == nil, store.count > 0 { selection = store.animal(at: 0).id } }
        .inspector(isPresented: $showsInspector) {
            AnimalInspectorForm(store: store, animal: selection.flatMap { store.animal(withID: $0) })
                .inspectorColumnWidth(min: 20, ideal: 30, max: 40)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Inspector", systemImage: "info.circle") { showsInspector.toggle() }
                    .keyboardShortcut("i")
            }
            ToolbarItem(placement: .secondaryAction) {
                Button("▤ Nibble Bulletin") { showsBulletin = true }
                    .keyboardShortcut("n")
            }
        }
        .navigationTitle("Animals")
        .sheet(isPresented: $showsBulletin) {
            NibbleBulletin(store: store)
                .presentationDetents([.height(8), .medium, .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .height(8)))
        }
    }
}

/// A row as `y` copies it: name, fruit and suspicion, tab-separated (a spreadsheet's row),
/// each cleaned of control characters so data never writes sequences anywhere it is pasted.
@MainActor func copiedRow(_ animal: Animal) -> String {
    [animal.name, animal.fruit, animal.suspicion.title]
        .map { String($0.unicodeScalars.filter { !($0.properties.generalCategory == .control || $0.properties.generalCategory == .format) }) }
        .joined(separator: "\t")
}

/// The inspector's grouped form for the selected animal; edits apply to the table at once.
struct AnimalInspectorForm: View {
    let store: AnimalStore
    let animal: Animal?
    /// The name field's text while it is empty: an animal always keeps a name, so an empty
    /// field is shown as invalid and the animal keeps its last name until a new one is typed.
    @State private var emptyName: String?
    @FocusState private var nameFocused: Bool

    var body: some View {
        if let animal {
            Form {
                Section("Animal") {
                    LabeledContent("Name") {
                        TextField("Name", text: nameBinding(animal))
                            .focused($nameFocused)
                            .foregroundStyle(emptyName != nil ? .red : .primary)
                    }
                    if emptyName != nil {
                        Text("⚠ A name is required").foregroundStyle(.red)
                    }
                    Picker("Fruit", selection: binding(animal, \.fruit)) {
                        ForEach(fruits(including: animal.unobserved.fruit), id: \.self) { Text($0).tag($0) }
                    }
                    Picker("Suspicion", selection: binding(animal, \.suspicion)) {
                        ForEach(Suspicion.allCases, id: \.self) { Text($0.title).tag($0) }
                    }
                }
                Section("Notes") {
                    TextField("Notes", text: binding(animal, \.notes))
                }
            }
            .onChange(of: nameFocused) { _, focused in if !focused { emptyName = nil } }
            .onChange(of: animal.id) { _, _ in emptyName = nil }
        } else {
            Text("Select an animal to inspect it.").dim().padding(1)
        }
    }

    private func fruits(including fruit: String) -> [String] {
        let known = store.knownFruits
        return known.contains(fruit) ? known : known + [fruit]
    }

    private func nameBinding(_ animal: Animal) -> Binding<String> {
        let store = self.store, empty = $emptyName
        return Binding(get: { empty.wrappedValue ?? animal.name }, set: { text in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                empty.wrappedValue = text
            } else {
                empty.wrappedValue = nil
                animal.name = text
                store.save(animal)
            }
        })
    }

    private func binding<V>(_ animal: Animal, _ keyPath: ReferenceWritableKeyPath<Animal, V>) -> Binding<V> {
        let store = self.store
        return Binding(get: { animal[keyPath: keyPath] }, set: { animal[keyPath: keyPath] = $0; store.save(animal) })
    }
}
