import Testing
import Tessera
import TesseraTesting

/// A sidebar whose rows are links to values, as BookClub's categories are.
private final class Navigation: ObservableObject {
    @Published var category: String?
}

private struct Categories: View {
    @StateObject private var navigation = Navigation()
    var body: some View {
        NavigationSplitView {
            List(selection: $navigation.category) {
                ForEach(["All Books", "Favorites"], id: \.self) { category in
                    NavigationLink(value: category) { Text(category) }
                }
            }
        } detail: {
            Text("showing \(navigation.category ?? "nothing")")
        }
    }
}

@MainActor
@Suite struct SelectionLinkTests {
    @Test func openingALinkInASelectableListWithNoStackSelectsItsValue() {
        let pilot = Pilot(Categories(), size: Size(width: 100, height: 8))
        #expect(pilot.text.contains("showing nothing"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(Footer.bindings(for: pilot.host).contains { $0.keys == "Enter" && $0.title == "Open" })
        pilot.press(.enter)
        #expect(pilot.text.contains("showing Favorites"))
        pilot.press(.escape)
        pilot.press(.up)
        pilot.press(.space)
        #expect(pilot.text.contains("showing All Books"))
    }

    /// SwiftUI Kit's list of groups: each row is a link, and one Enter opens it, as a tap does.
    @Test func enterOnAListRowThatIsALinkOpensIt() {
        let pilot = Pilot(NavigationStack {
            List {
                NavigationLink("Buttons", value: 1)
                NavigationLink("Text", value: 2)
            }
            .navigationDestination(for: Int.self) { Text("group \($0)") }
        }, size: Size(width: 40, height: 8))
        pilot.press(.down)
        #expect(Footer.bindings(for: pilot.host).contains { $0.keys == "Enter" && $0.title == "Open" })
        pilot.press(.enter)
        #expect(pilot.text.contains("group 2"))
    }
}
