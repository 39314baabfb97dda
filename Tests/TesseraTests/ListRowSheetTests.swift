import Testing
import Tessera
import TesseraTesting

// A sheet presented from a list row: it goes with its row, and Esc closes it, never the
// program, as the habit tracker's detail needed.

/// Habits in a list; each row opens a sheet that can delete its habit.
private struct HabitList: View {
    @State private var habits = ["Read", "Walk", "Swim"]
    var body: some View {
        List {
            ForEach(habits, id: \.self) { name in
                HabitRow(name: name) { habits.removeAll { $0 == name } }
            }
        }
    }
}

private struct HabitRow: View {
    let name: String
    let delete: () -> Void
    @State private var isShowingDetail = false
    var body: some View {
        HStack {
            Text(name)
            Button("Open \(name)") { isShowingDetail = true }
        }
        .sheet(isPresented: $isShowingDetail) {
            VStack {
                Text("Detail of \(name)")
                Button("Delete Habit") { delete() }
            }
        }
    }
}

/// The habit tracker's shape: a store of habits, a row opening a detail sheet whose toolbar
/// pushes an edit screen of its own stack, whose bottom bar deletes the habit and dismisses.
private final class HabitStore: ObservableObject {
    @Published var names = ["Read", "Walk"]
}

private struct StoreList: View {
    @StateObject var store = HabitStore()
    var body: some View {
        NavigationStack {
            List { ForEach(store.names, id: \.self) { StoreRow(name: $0, store: store) } }
                .navigationTitle("Habits")
                .toolbar { ToolbarItem { Button("+") { store.names.append("New") } } }
        }
    }
}

private struct StoreRow: View {
    let name: String
    @ObservedObject var store: HabitStore
    @State private var isShowingDetail = false
    var body: some View {
        Button("Open \(name)") { isShowingDetail = true }
            .sheet(isPresented: $isShowingDetail) { StoreDetail(name: name, store: store) }
    }
}

private struct StoreDetail: View {
    let name: String
    @ObservedObject var store: HabitStore
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            ScrollView { Text("Detail of \(name)") }
                .navigationTitle(name)
                .toolbar {
                    ToolbarItem(placement: .destructiveAction) {
                        NavigationLink("Edit") { StoreEdit(name: name, store: store) }
                    }
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                }
        }
    }
}

private struct StoreEdit: View {
    let name: String
    @ObservedObject var store: HabitStore
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Form { Text("Editing \(name)") }
                .navigationTitle("Edit a Habit")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button(role: .destructive) {
                            store.names.removeAll { $0 == name }
                            dismiss()
                        } label: { Text("Delete Habit") }
                    }
                }
        }
    }
}

@MainActor
@Suite struct ListRowSheetTests {
    @Test func aSheetFromAListRowGoesAwayWithItsRow() {
        let pilot = Pilot(HabitList(), size: Size(width: 40, height: 16))
        pilot.click("Open Walk")
        #expect(pilot.text.contains("Detail of Walk"))
        pilot.click("Delete Habit")
        // The row goes with its item though the focus is in its sheet, and the sheet with it.
        #expect(!pilot.text.contains("Detail of Walk"), "the deleted habit's sheet is dismissed:\n\(pilot.text)")
        #expect(!pilot.text.contains("Walk"))
        #expect(pilot.host.focus.focused != nil, "the focus is left on a control")
    }

    @Test func escClosesASheetFromAListRow() {
        let pilot = Pilot(HabitList(), size: Size(width: 40, height: 16))
        pilot.click("Open Swim")
        #expect(pilot.text.contains("Detail of Swim"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail of Swim"))
        #expect(pilot.requests.isEmpty)
    }

    @Test func escNeverLeavesTheProgramWhileASheetIsUp() {
        struct Peek: View {
            @State private var isPeeking = true
            var body: some View {
                VStack {
                    Button("Behind") {}
                    // Presented from beside the focused button, not around it.
                    Text("Notes")
                        .sheet(isPresented: $isPeeking) {
                            Text("Peek")
                                .presentationDetents([.medium])
                                .presentationBackgroundInteraction(.enabled)
                        }
                }
            }
        }
        let pilot = Pilot(Peek(), size: Size(width: 40, height: 16))
        pilot.click("Behind")
        #expect(pilot.text.contains("Peek"))
        pilot.press(.escape)
        #expect(pilot.requests.isEmpty, "Esc from behind a sheet does not leave the program: \(pilot.requests)")
    }

    @Test func deletingFromThePushedEditScreenClosesTheDetail() {
        let pilot = Pilot(StoreList(), size: Size(width: 60, height: 20))
        pilot.click("Open Walk")
        #expect(pilot.text.contains("Detail of Walk"))
        pilot.click("Edit")
        #expect(pilot.text.contains("Editing Walk"), "\(pilot.text)")
        pilot.click("Delete Habit")
        #expect(!pilot.text.contains("Detail of Walk"), "the deleted habit's detail went with its row:\n\(pilot.text)")
        #expect(pilot.text.contains("Open Read") && !pilot.text.contains("Open Walk"))
    }
}
