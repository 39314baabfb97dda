import Testing
import Tessera
import TesseraTesting

// A `Picker` inside a `Menu` gives its options as the menu's entries, the chosen one marked,
// as SwiftUI shows it: the habit tracker's sort menu holds only a picker and said "nothing in
// this menu can be used now".

private enum Sorting: Hashable { case date, name }

private struct SortMenu: View {
    @State private var sorting = Sorting.date
    @State private var resets = 0
    var body: some View {
        VStack(alignment: .leading) {
            Menu("Sort") {
                Picker("Sorting", selection: $sorting) {
                    Text("Sort by Date").tag(Sorting.date)
                    Text("Sort by Name").tag(Sorting.name)
                }
                Button("Reset") { resets += 1; sorting = .date }
            }
            Text("sorted by \(sorting == .date ? "date" : "name"), \(resets) resets")
        }
    }
}

@MainActor
@Suite struct MenuPickerTests {
    @Test func aPickersOptionsAreTheMenusEntriesTheChosenOneMarked() {
        let pilot = Pilot(SortMenu(), size: Size(width: 40, height: 10))
        pilot.press(.enter)
        #expect(pilot.text.contains("✓ Sort by Date"), "\(pilot.text)")
        #expect(pilot.text.contains("  Sort by Name"))
        #expect(pilot.text.contains("  Reset"), "a button beside options leaves the mark's room")
        #expect(!pilot.text.contains("nothing in this menu"))
        pilot.press(.down); pilot.press(.enter)
        #expect(pilot.text.contains("sorted by name, 0 resets"))
        pilot.press(.enter)
        #expect(pilot.text.contains("✓ Sort by Name"), "the mark follows the selection")
        pilot.press(.down, times: 2); pilot.press(.enter)
        #expect(pilot.text.contains("sorted by date, 1 resets"), "\(pilot.text)")
    }
}
