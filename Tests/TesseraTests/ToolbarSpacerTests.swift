import Testing
import Tessera
import TesseraTesting

/// A list in a navigation view with a status item and a group of buttons split by a `Spacer`,
/// as the Earthquakes sample declares its toolbar.
private struct QuakeToolbar: View {
    var body: some View {
        NavigationView {
            List { ForEach(["Cupertino", "Anza"], id: \.self) { Text($0) } }
                .navigationTitle("Earthquakes")
                .toolbar {
                    ToolbarItemGroup(placement: .status) {
                        VStack { Spacer(); Text("8 Earthquakes") }
                    }
                    ToolbarItemGroup(placement: .navigation) {
                        Button("Refresh") {}.keyboardShortcut("r")
                        Spacer()
                        Button("Delete") {}
                    }
                }
            EmptyView()
        }
    }
}

@MainActor
@Suite struct ToolbarSpacerTests {
    @Test func itemsSplitByASpacerStayOnTheBarAndOffTheRows() {
        let pilot = Pilot(QuakeToolbar(), size: Size(width: 100, height: 12))
        let lines = (0..<12).map { pilot.screen.line($0) }
        let cupertino = lines.firstIndex { $0.contains("Cupertino") }
        #expect(lines.contains { $0.contains("Delete") })
        #expect(cupertino.map { !lines[$0].contains("Delete") } == true, "no item is drawn over a row")
        #expect(lines.contains { $0.contains("Refresh (r)") }, "each button of a group has its own shortcut hint")
        #expect(!lines.contains { $0.contains("Delete (r)") })
    }
}
