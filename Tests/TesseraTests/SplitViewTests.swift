import SnapshotTesting
import Testing
import Tessera
import TesseraTesting

private struct Place: Identifiable {
    let id: Int
    let name: String
}

private let places = [Place(id: 1, name: "Hanoi"), Place(id: 2, name: "Hue"), Place(id: 3, name: "Hoi An")]

private struct PlaceDetail: View {
    let place: Place?
    @State private var visits = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text(place.map { "Detail of \($0.name)" } ?? "Pick a place")
            Text("visits \(visits)")
            Button("Visit") { visits += 1 }
        }
        .navigationTitle(place?.name ?? "Detail")
    }
}

private struct SplitDemo: View {
    @State private var selection: Int? = 1
    var body: some View {
        NavigationSplitView {
            SelectionList(places, selection: $selection) { Text($0.name) }
                .navigationTitle("Places")
        } detail: {
            PlaceDetail(place: places.first { $0.id == selection })
        }
    }
}

private struct Region: Identifiable {
    let id: Int
    let name: String
}

private struct ThreeColumnDemo: View {
    @State private var region: Int? = 1
    @State private var place: Int? = 2
    var body: some View {
        NavigationSplitView {
            SelectionList([Region(id: 1, name: "North"), Region(id: 2, name: "South")], selection: $region) { Text($0.name) }
        } content: {
            SelectionList(places, selection: $place) { Text($0.name) }
        } detail: {
            PlaceDetail(place: places.first { $0.id == place })
        }
    }
}

@MainActor
@Suite struct SplitViewTests {
    @Test func twoColumnsRegularAndCompact() {
        let pilot = Pilot(SplitDemo(), size: Size(width: 100, height: 20))
        #expect(pilot.screen.lines[0].contains("Hanoi"))
        #expect(pilot.screen.lines[0].contains("Detail of Hanoi"))
        assertSnapshot(of: pilot, as: .screen, named: "regular")
        let compact = Pilot(SplitDemo(), size: Size(width: 60, height: 20))
        #expect(compact.text.contains("Hoi An"))
        #expect(!compact.text.contains("Detail of"))
        assertSnapshot(of: compact, as: .screen, named: "compact")
    }

    @Test func tabAndArrowsMoveBetweenColumnsAndSelectionDrivesTheDetail() {
        let pilot = Pilot(SplitDemo(), size: Size(width: 100, height: 20))
        // Focus starts in the sidebar list: Down moves the selection and the detail follows.
        pilot.press(.down)
        #expect(pilot.text.contains("Detail of Hue"))
        // Right crosses into the detail column: Enter now presses Visit.
        pilot.press(.right)
        pilot.press(.enter)
        #expect(pilot.text.contains("visits 1"))
        #expect(pilot.text.contains("Detail of Hue"))
        // Left goes back to the sidebar: Down selects again instead of pressing Visit.
        pilot.press(.left)
        pilot.press(.down)
        #expect(pilot.text.contains("Detail of Hoi An"))
        #expect(pilot.text.contains("visits 1"))
        // Tab walks into the detail and wraps back to the sidebar.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("visits 2"))
        pilot.press(.tab)
        pilot.press(.up)
        #expect(pilot.text.contains("Detail of Hue"))
    }

    @Test func compactEnterShowsTheDetailAndEscGoesBackKeepingState() {
        let pilot = Pilot(SplitDemo(), size: Size(width: 60, height: 20))
        pilot.press(.down)   // Hue: browsing does not push
        #expect(!pilot.text.contains("Detail of"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Detail of Hue"))
        #expect(pilot.text.contains("‹ Back"))
        assertSnapshot(of: pilot, as: .screen, named: "compact-detail")
        // Focus moved into the detail: Enter presses Visit.
        pilot.press(.enter)
        #expect(pilot.text.contains("visits 1"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail of"))
        #expect(pilot.text.contains("Hoi An"))
        // Back on the sidebar with the same selection: Enter shows the same detail, state kept.
        pilot.press(.enter)
        #expect(pilot.text.contains("Detail of Hue"))
        #expect(pilot.text.contains("visits 1"))
        // Widening shows both columns again with the same state.
        pilot.resize(100, 20)
        #expect(pilot.screen.lines[0].contains("Hanoi"))
        #expect(pilot.text.contains("Detail of Hue"))
        #expect(pilot.text.contains("visits 1"))
    }

    @Test func threeColumnsRenderSideBySide() {
        let pilot = Pilot(ThreeColumnDemo(), size: Size(width: 100, height: 20))
        let first = pilot.screen.lines[0]
        #expect(first.contains("North") && first.contains("Hanoi") && first.contains("Detail of Hue"))
        #expect(first.filter { $0 == "│" }.count == 2)
        assertSnapshot(of: pilot, as: .screen)
    }
}
