import Tessera

// The inspector talk ("Inspectors in SwiftUI"), its code as shown: a table of the animals met
// around the park, an inspector beside it whose form edits the selected animal, a toolbar button
// that toggles it, a column width the user can change, and the Nibble Bulletin as a resizable
// sheet that leaves the table usable at its smallest detent.
//
// Changed for the terminal (docs/SWIFTUI-DIFFERENCES.md):
// - `.inspectorColumnWidth(min: 200, ideal: 300, max: 400)` and `.height(200)` are in cells:
//   20/30/40 columns and 10 rows ("The core": 1 column ≈ 10 points, 1 row ≈ 20 points).
// - `.presentationBackground(.thinMaterial)` is left out: presentation backgrounds take a colour
//   ("Table, sheets, inspector, toolbar").
// - The toolbar button is also given the `i` shortcut so the keyboard reaches it from the table.
// - The binding to the selected animal is made in the view, not in a method of the model:
//   `Binding` is main-actor isolated ("Data flow").

struct Animal: Identifiable, Hashable {
    let id: Int
    var name: String
    var favoriteFruit: String
    var suspicion: String
}

@Observable final class AnimalStore {
    var animals = [
        Animal(id: 1, name: "Fabrizio Fish", favoriteFruit: "Fig", suspicion: "Sneaky"),
        Animal(id: 2, name: "Crow Tony", favoriteFruit: "Apple", suspicion: "Innocent"),
        Animal(id: 3, name: "Dana Deer", favoriteFruit: "Pear", suspicion: "Suspicious"),
    ]
}

struct AnimalTable: View {
    @Bindable var store: AnimalStore
    @State private var selection: Animal.ID?
    @State private var inspectorPresented = false
    @State private var bulletinPresented = false

    var body: some View {
        Table(store.animals, selection: $selection) {
            TableColumn("Name", value: \.name)
            TableColumn("Favorite Fruit", value: \.favoriteFruit)
            TableColumn("Suspicion Level", value: \.suspicion)
        }
        .inspector(isPresented: $inspectorPresented) {
            AnimalInspectorForm(animal: selection.flatMap(binding(for:)))
                .inspectorColumnWidth(min: 20, ideal: 30, max: 40)
        }
        .toolbar {
            Button {
                inspectorPresented.toggle()
            } label: {
                Label("Toggle Inspector", systemImage: "info.circle")
            }
            .keyboardShortcut("i")
            Button("Nibble Bulletin") { bulletinPresented = true }
                .keyboardShortcut("n")
        }
        .sheet(isPresented: $bulletinPresented) {
            NibbleBulletin()
                .presentationDetents([.height(10), .medium, .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .height(10)))
        }
    }

    private func binding(for id: Animal.ID) -> Binding<Animal>? {
        guard let index = store.animals.firstIndex(where: { $0.id == id }) else { return nil }
        return $store.animals[index]
    }
}

struct AnimalInspectorForm: View {
    var animal: Binding<Animal>?

    var body: some View {
        if let animal {
            Form {
                Section("Animal") {
                    TextField("Name", text: animal.name)
                    TextField("Fruit", text: animal.favoriteFruit)
                    Picker("Suspicion", selection: animal.suspicion) {
                        ForEach(["Innocent", "Sneaky", "Suspicious", "Extremely Suspicious"], id: \.self) {
                            Text($0).tag($0)
                        }
                    }
                }
            }
        } else {
            Text("No animal selected")
        }
    }
}

struct NibbleBulletin: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Nibble Bulletin").bold()
            Text("A fig was nibbled near the pond at 9:41.")
        }
    }
}
