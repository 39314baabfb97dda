import Testing
import TesseraTesting

/// `.searchable(text:prompt:)` and `@Environment(\.isSearching)`.
@MainActor
@Suite struct SearchableTests {
    private static let animals = ["Aardvark", "Badger", "Camel", "Dingo"]

    private struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text(isSearching ? "searching" : "browsing") }
    }

    private struct Animals: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    SearchState()
                    List(SearchableTests.animals.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { name in
                        Text(name)
                    }
                }
                .searchable(text: $query, prompt: "Find an animal")
                .navigationTitle("Zoo")
            }
        }
    }

    @Test func theFieldSitsBelowTheTitleAndTypingFiltersTheAppsData() {
        let pilot = Pilot(Animals(), size: Size(width: 40, height: 12))
        let title = pilot.position(of: "Zoo")
        let field = pilot.position(of: "Find an animal")
        #expect(title != nil && field != nil)
        if let title, let field { #expect(field.y > title.y) }       // below the title bar
        #expect(pilot.text.contains("browsing"))
        #expect(pilot.screen.lines.last?.contains("/ Search") == true)
        pilot.type("/")                                               // focuses the field, types nothing
        #expect(pilot.text.contains("searching"))
        #expect(!pilot.screen.lines.last!.contains("/ Search"))      // typing now: `/` would be typed
        pilot.type("ca")
        #expect(pilot.text.contains("Camel"))
        #expect(!pilot.text.contains("Badger"))
        #expect(!pilot.text.contains("Aardvark"))
        #expect(pilot.text.contains("ca"))
        pilot.press(.escape)                                          // empties and leaves the field
        #expect(pilot.text.contains("browsing"))
        #expect(pilot.text.contains("Badger"))
        #expect(pilot.text.contains("Find an animal"))
        #expect(pilot.text.contains("Zoo"))                           // the stack did not go back
    }

    @Test func theFieldIsATabStop() {
        let pilot = Pilot(Animals(), size: Size(width: 40, height: 12))
        var visits = 0
        for _ in 0..<4 {
            pilot.press(.tab)
            if pilot.text.contains("searching") { visits += 1 }
        }
        #expect(visits >= 1)
        #expect(pilot.host.focus.focused != nil)
    }

    private struct TwoFields: View {
        @State private var query = ""
        @State private var note = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Note", text: $note)
                Text("query=\(query) note=\(note)")
            }
            .searchable(text: $query)
        }
    }

    @Test func slashIsTypedIntoAnotherFieldThatHasFocus() {
        let pilot = Pilot(TwoFields(), size: Size(width: 40, height: 6))
        #expect(pilot.text.contains("Search"))                       // the default prompt
        pilot.click("Note")
        pilot.type("a/b")
        #expect(pilot.text.contains("query= note=a/b"))
    }
}
