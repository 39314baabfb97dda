import Testing
import Tessera
import TesseraTesting

/// A sidebar that selects with `List(selection:)` and a detail that shows the selection, as
/// Garden (and most Mac and iPad apps written for `NavigationView`) declares them.
private struct Orchard: View {
    @State private var selected: String?
    var body: some View {
        NavigationView {
            List(selection: $selected) {
                ForEach(["Apples", "Pears"], id: \.self) { Text($0) }
            }
            .navigationTitle("Trees")
            Text(selected.map { "Rows of \($0)" } ?? "No tree chosen")
        }
    }
}

/// A sidebar of links and a placeholder detail, as iOS 14 apps wrote it.
private struct Pantry: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Milk", destination: MilkDetail())
                NavigationLink("Eggs", destination: Text("Eggs: a dozen"))
            }
            .navigationTitle("Shopping")
            Text("Please select an item")
        }
    }
}

private struct MilkDetail: View {
    var body: some View {
        VStack {
            Text("Milk: 2 litres")
            NavigationLink("Brand", destination: Text("Brand: Alpine"))
        }
    }
}

@MainActor
@Suite struct NavigationViewColumnsTests {
    @Test func aWideTwoViewNavigationViewShowsBothColumns() {
        let pilot = Pilot(Orchard(), size: Size(width: 100, height: 12))
        let first = pilot.screen.line(pilot.position(of: "Apples")?.y ?? 0)
        #expect(pilot.text.contains("No tree chosen"), "the detail column shows beside the sidebar")
        #expect(first.contains("│"), "a divider parts the columns")
        pilot.press(.space)
        #expect(pilot.text.contains("Rows of Apples"), "the sidebar's selection drives the detail")
        #expect(pilot.text.contains("Pears"), "the sidebar stays")
    }

    @Test func aLinkInTheSidebarReplacesTheDetailColumn() {
        let pilot = Pilot(Pantry(), size: Size(width: 100, height: 12))
        #expect(pilot.text.contains("Please select an item"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Milk: 2 litres"))
        #expect(!pilot.text.contains("Please select an item"))
        #expect(pilot.text.contains("Eggs"), "the sidebar stays beside the detail")
        pilot.press(.tab, modifiers: .shift)   // back to the sidebar
        pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("Eggs: a dozen"))
        #expect(!pilot.text.contains("Milk: 2 litres"), "the second link replaces the first's detail")
    }

    @Test func aLinkInTheDetailPushesWithinTheDetailColumn() {
        let pilot = Pilot(Pantry(), size: Size(width: 100, height: 12))
        pilot.press(.enter)
        pilot.click("Brand")
        #expect(pilot.text.contains("Brand: Alpine"))
        #expect(pilot.text.contains("Eggs"), "the sidebar stays")
        pilot.press(.escape)
        #expect(pilot.text.contains("Milk: 2 litres"))
    }

    @Test func theStackStyleKeepsOneColumn() {
        let pilot = Pilot(Orchard().navigationViewStyle(.stack), size: Size(width: 100, height: 12))
        #expect(pilot.text.contains("Apples"))
        #expect(!pilot.text.contains("No tree chosen"))
        let old = Pilot(Pantry().navigationViewStyle(StackNavigationViewStyle()), size: Size(width: 100, height: 12))
        #expect(!old.text.contains("Please select an item"))
        old.press(.enter)
        #expect(old.text.contains("Milk: 2 litres"))
        #expect(!old.text.contains("Eggs"), "a link pushes over the list")
    }

    @Test func aNarrowNavigationViewShowsTheDetailOfTheRowEnterChooses() {
        let pilot = Pilot(Orchard(), size: Size(width: 60, height: 12))
        #expect(!pilot.text.contains("No tree chosen"), "narrow, the sidebar shows alone")
        pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("Rows of Pears"), "Enter selects the row and shows the detail")
        #expect(!pilot.text.contains("Apples"))
        pilot.press(.escape)
        pilot.press(.enter)
        #expect(pilot.text.contains("Rows of Pears"), "Enter on the selected row keeps it selected")
    }

    @Test func aNarrowNavigationViewIsAStack() {
        let pilot = Pilot(Pantry(), size: Size(width: 60, height: 12))
        #expect(!pilot.text.contains("Please select an item"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Milk: 2 litres"))
        #expect(!pilot.text.contains("Eggs"), "the destination is pushed over the list")
        pilot.press(.escape)
        #expect(pilot.text.contains("Eggs"))
    }
}
