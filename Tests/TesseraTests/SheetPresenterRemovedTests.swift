import Testing
import Tessera
import TesseraTesting

/// A sheet presented from a list row whose item is deleted from inside the sheet: the row goes,
/// and the sheet goes with it, as SwiftUI dismisses a sheet whose presenter left, and the list
/// has the keys again. (Porting the habit tracker, a sheet seemed to stay up after its habit was
/// deleted; with a list of rows that present their own sheets it does not.)
@MainActor
@Suite struct SheetPresenterRemovedTests {
    final class Store: ObservableObject {
        @Published var names = ["Read", "Walk", "Stretch"]
    }

    struct Detail: View {
        let name: String
        @ObservedObject var store: Store
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Detail of \(name)")
                Button("Delete \(name)") {
                    store.names.removeAll { $0 == name }
                    dismiss()
                }
            }
        }
    }

    struct Row: View {
        let name: String
        @ObservedObject var store: Store
        @State private var showsDetail = false
        var body: some View {
            Text("Row \(name)").onTapGesture { showsDetail = true }
                .sheet(isPresented: $showsDetail) { Detail(name: name, store: store) }
        }
    }

    struct Screen: View {
        @StateObject var store = Store()
        var body: some View {
            NavigationStack {
                List { ForEach(store.names, id: \.self) { Row(name: $0, store: store) } }
                    .navigationTitle("Habits")
            }
        }
    }

    @Test func deletingTheRowsItemFromItsSheetClosesTheSheet() throws {
        let pilot = Pilot(Screen(), size: Size(width: 60, height: 16))
        pilot.click("Row Walk")
        #expect(pilot.text.contains("Detail of Walk"))
        pilot.click("Delete Walk")
        #expect(!pilot.text.contains("Detail of Walk"), "the sheet went with its row: \(pilot.text)")
        #expect(!pilot.text.contains("Row Walk"))
        #expect(pilot.text.contains("Row Read") && pilot.text.contains("Row Stretch"))
        #expect(pilot.screen.lines.last?.contains("Rows") == true, "the list has the keys again: \(pilot.text)")
    }

    @Test func deletingWithTheKeyboardLeavesTheFocusInTheList() throws {
        let pilot = Pilot(Screen(), size: Size(width: 60, height: 16))
        pilot.click("Row Walk")
        let delete = try #require(pilot.position(of: "Delete Walk"))
        pilot.click(at: delete)
        #expect(!pilot.text.contains("Detail of Walk"))
        pilot.press(.down)
        #expect(pilot.requests.isEmpty)
        #expect(pilot.text.contains("▸ Row Stretch"), "Down moved in the list: \(pilot.text)")
    }
}
