import Testing
import Tessera
import TesseraTesting

// A sheet presented from a list row, whose detail pushes an edit screen of its own stack that
// deletes the row's item (in an animation) and dismisses twice: the row goes, and the sheet
// with it. The rows read the store too, and the `ForEach` carries row modifiers, so the row
// is torn down while it waits to be evaluated, as in the habit tracker.

private struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

private final class NoteBook: ObservableObject {
    @Published var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Garden"), Note(id: 3, title: "Taxes")]
}

private struct NoteList: View {
    @EnvironmentObject var book: NoteBook
    var body: some View {
        List {
            ForEach(book.notes) { NoteRow(note: $0) }
                .listRowSeparator(.hidden)
        }
    }
}

private struct NoteRow: View {
    let note: Note
    /// Read by every row (a habit row saves through its store), so a removal marks the row
    /// for evaluation as well as the list around it.
    @EnvironmentObject var book: NoteBook
    @State private var isPresented = false
    var body: some View {
        Button(note.title) { isPresented = true }
            .sheet(isPresented: $isPresented) { NoteDetail(note: note) }
    }
}

private struct NoteDetail: View {
    let note: Note
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            ScrollView { Text("Detail of \(note.title)") }
                .navigationTitle(note.title)
                .toolbar {
                    ToolbarItem(placement: .destructiveAction) {
                        NavigationLink("Edit") { NoteEdit(note: note) }
                    }
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                }
        }
    }
}

private struct NoteEdit: View {
    let note: Note
    @State private var title = ""
    @EnvironmentObject var book: NoteBook
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("TITLE")
                TextField("Title", text: $title)
            }
            .navigationTitle("Edit \(note.title)")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Save") { save(); dismiss() } }
                ToolbarItem(placement: .bottomBar) {
                    Button(role: .destructive) {
                        delete()
                        dismiss()
                    } label: { Text("Delete Note") }
                }
            }
        }
        .onAppear { title = note.title }
    }

    private func save() {
        if let i = book.notes.firstIndex(where: { $0.id == note.id }) { book.notes[i].title = title }
    }

    private func delete() {
        withAnimation { book.notes.removeAll { $0.id == note.id } }
        dismiss()
    }
}

/// Removes another note than the one whose sheet is up, from a button of the sheet's own.
private struct OtherDeleter: View {
    @EnvironmentObject var book: NoteBook
    var body: some View { Button("Drop Taxes") { book.notes.removeAll { $0.title == "Taxes" } } }
}

/// Counts the bodies run of the rows that are gone.
@MainActor private final class BodyCounter { var goneRuns = 0 }

private struct CountedRow: View {
    let note: Note
    let counter: BodyCounter
    @EnvironmentObject var book: NoteBook
    var body: some View {
        if !book.notes.contains(where: { $0.id == note.id }) { counter.goneRuns += 1 }
        return Text(note.title)
    }
}

private struct CountedList: View {
    let counter: BodyCounter
    @EnvironmentObject var book: NoteBook
    var body: some View {
        VStack { ForEach(book.notes) { CountedRow(note: $0, counter: counter) } }
    }
}

private struct Remover: View {
    let counter: BodyCounter
    @EnvironmentObject var book: NoteBook
    var body: some View {
        VStack {
            CountedList(counter: counter)
            Button("Remove Garden") { book.notes.removeAll { $0.title == "Garden" } }
        }
    }
}

@MainActor
@Suite struct PushedDeleteSheetTests {
    @Test func aViewTornDownByItsContainersEvaluationDoesNotRunItsBody() {
        let counter = BodyCounter()
        let pilot = Pilot(Remover(counter: counter).environmentObject(NoteBook()), size: Size(width: 40, height: 10))
        #expect(pilot.text.contains("Garden"))
        pilot.click("Remove Garden")
        #expect(!pilot.text.contains("Garden\n"), "\(pilot.text)")
        #expect(counter.goneRuns == 0, "a row removed with its item ran its body \(counter.goneRuns) times")
    }

    private func pilot() -> Pilot {
        Pilot(NoteList().environmentObject(NoteBook()), size: Size(width: 60, height: 20))
    }

    /// Opens Garden's sheet and pushes its edit screen.
    private func openEdit(_ pilot: Pilot) {
        pilot.click("Garden")
        #expect(pilot.text.contains("Detail of Garden"), "\(pilot.text)")
        pilot.click("Edit")
        #expect(pilot.text.contains("Edit Garden"), "\(pilot.text)")
    }

    @Test func deletingThePresentersItemFromThePushedEditScreenTakesTheSheetAway() {
        let pilot = pilot()
        openEdit(pilot)
        pilot.click("Delete Note")
        let text = pilot.text
        #expect(!text.contains("Detail of Garden") && !text.contains("Edit Garden"), "the sheet went with its row:\n\(text)")
        #expect(!text.contains("Garden"), "the row is gone:\n\(text)")
        #expect(text.contains("Groceries") && text.contains("Taxes"), "the other rows stay:\n\(text)")
        let focused = pilot.host.focus.focused
        #expect(focused?.isAttached == true, "the focus is on a control on screen")
        #expect(!text.contains("Close"), "the footer names no key of the sheet:\n\(text)")
    }

    @Test func deletingByKeysFromThePushedEditScreenLeavesTheListWorking() {
        let pilot = pilot()
        openEdit(pilot)
        // The edit screen's controls: the field, Save, Delete Note; Tab reaches the last.
        for _ in 0..<6 where !pilot.isFocused("Delete Note") { pilot.press(.tab) }
        #expect(pilot.isFocused("Delete Note"), "\(pilot.text)")
        pilot.press(.enter)
        #expect(!pilot.text.contains("Garden"), "\(pilot.text)")
        #expect(pilot.host.focus.focused?.isAttached == true, "the focus is on a control on screen")
        #expect(!pilot.screen.line(pilot.size.height - 1).contains("Close"), "the footer names no key of the sheet: \(pilot.screen.line(pilot.size.height - 1))")
        // The list answers keys again: another row's sheet opens, and Esc closes it.
        pilot.click("Taxes")
        #expect(pilot.text.contains("Detail of Taxes"), "a row's sheet opens again:\n\(pilot.text)")
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail of"), "Esc closes it:\n\(pilot.text)")
        #expect(pilot.requests.isEmpty)
    }

    @Test func closeAndEscStillCloseTheSheetAfterTheEditScreenIsLeft() {
        let pilot = pilot()
        openEdit(pilot)
        pilot.press(.escape)
        #expect(pilot.text.contains("Detail of Garden"), "Esc goes back from the edit screen:\n\(pilot.text)")
        pilot.click("Close")
        #expect(!pilot.text.contains("Detail of Garden"), "\(pilot.text)")
        pilot.click("Taxes")
        #expect(pilot.text.contains("Detail of Taxes"), "\(pilot.text)")
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail of Taxes"), "\(pilot.text)")
        #expect(pilot.text.contains("Garden"), "nothing was deleted:\n\(pilot.text)")
        #expect(pilot.requests.isEmpty)
    }

    @Test func deletingAnotherRowLeavesTheSheetUp() {
        struct Detail: View {
            var body: some View { VStack { Text("Detail of Garden"); OtherDeleter() } }
        }
        struct Row: View {
            let note: Note
            @State private var isPresented = false
            var body: some View {
                Button(note.title) { isPresented = true }
                    .sheet(isPresented: $isPresented) { Detail() }
            }
        }
        struct Screen: View {
            @EnvironmentObject var book: NoteBook
            var body: some View { List { ForEach(book.notes) { Row(note: $0) } } }
        }
        let pilot = Pilot(Screen().environmentObject(NoteBook()), size: Size(width: 60, height: 20))
        pilot.click("Garden")
        #expect(pilot.text.contains("Detail of Garden"))
        pilot.click("Drop Taxes")
        #expect(pilot.text.contains("Detail of Garden"), "another row's removal leaves the sheet:\n\(pilot.text)")
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail of Garden"))
        #expect(!pilot.text.contains("Taxes") && pilot.text.contains("Garden"), "\(pilot.text)")
    }
}

extension Pilot {
    /// True when the focused control reads as `label`.
    fileprivate func isFocused(_ label: String) -> Bool {
        accessibilityText.split(separator: "\n").contains { $0.contains(label) && $0.hasSuffix("focused") }
    }
}
