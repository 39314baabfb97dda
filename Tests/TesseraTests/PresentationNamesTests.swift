import Testing
import TesseraTesting

/// Popovers, full-screen covers, materials, `navigationDestination(isPresented:)`, split view
/// column visibility and SwiftUI's toolbar placements.
@MainActor
@Suite struct PresentationNamesTests {
    private struct Covers: View {
        @State private var popover = false
        @State private var cover = false
        var body: some View {
            VStack {
                Button("Pop") { popover = true }
                Button("Cover") { cover = true }
            }
            .popover(isPresented: $popover) { Text("Popover body").presentationBackground(.thinMaterial) }
            .fullScreenCover(isPresented: $cover) { Text("Cover body") }
        }
    }

    @Test func aPopoverIsASheetAndAMaterialIsAShade() {
        let pilot = Pilot(Covers(), size: Size(width: 40, height: 12))
        pilot.press(.enter)
        let at = pilot.position(of: "Popover body")
        #expect(at != nil)
        if let at {
            #expect(pilot.screen[at.x, at.y].style.background == .palette(234))
            #expect(pilot.screen[0, pilot.size.height - 2].style.background == .palette(234))  // the whole sheet is shaded
        }
        pilot.press(.escape)
        #expect(!pilot.text.contains("Popover body"))
        #expect(Material.thickMaterial.color(in: .light, theme: .light) == .palette(252))
    }

    @Test func aFullScreenCoverTakesAllButTheTopRow() {
        let pilot = Pilot(Covers(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.position(of: "Cover body")?.y == 2)         // row 1 is the grabber, row 0 what is behind
        pilot.press(.escape)
        #expect(!pilot.text.contains("Cover body"))
    }

    private struct Flagged: View {
        @State private var showDetail = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text(showDetail ? "presented" : "not presented")
                    Button("Details") { showDetail = true }
                }
                .navigationTitle("Trips")
                .navigationDestination(isPresented: $showDetail) { Text("Detail level").navigationTitle("Detail") }
            }
        }
    }

    @Test func aDestinationFollowsItsBindingAndGoingBackClearsIt() {
        let pilot = Pilot(Flagged(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("not presented"))
        pilot.click("Details")
        #expect(pilot.text.contains("Detail level"))
        #expect(pilot.text.contains("Trips › Detail"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Detail level"))
        #expect(pilot.text.contains("not presented"))
        pilot.click("Details")                                  // and again, after coming back
        #expect(pilot.text.contains("Detail level"))
    }

    private struct Columns: View {
        @State private var visibility = NavigationSplitViewVisibility.detailOnly
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                Button("Sidebar button") {}
            } detail: {
                VStack {
                    Button("Show all") { visibility = .all }
                    Button("Detail only") { visibility = .detailOnly }
                }
            }
        }
    }

    @Test func columnVisibilityHidesAndShowsTheSidebar() {
        let pilot = Pilot(Columns(), size: Size(width: 100, height: 8))
        #expect(!pilot.text.contains("Sidebar button"))
        #expect(pilot.text.contains("Show all"))
        pilot.click("Show all")
        #expect(pilot.text.contains("Sidebar button"))
        #expect(pilot.text.contains("│"))
        pilot.click("Detail only")
        #expect(!pilot.text.contains("Sidebar button"))
        pilot.press(.tab)                                       // the hidden column holds no Tab stop
        pilot.press(.enter)
        #expect(pilot.text.contains("Sidebar button"))
    }

    @Test func everyPlacementIsDrawnInTheTitleBar() {
        let pilot = Pilot(Text("Body")
            .navigationTitle("Title")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Lead") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Trail") {} }
                ToolbarItem(placement: .bottomBar) { Button("Bottom") {} }
            }, size: Size(width: 60, height: 6))
        let bar = pilot.screen.line(0)
        #expect(bar.contains("Title"))
        #expect(bar.contains("Lead"))
        #expect(bar.contains("Trail"))
        #expect(bar.contains("Bottom"))
    }
}
