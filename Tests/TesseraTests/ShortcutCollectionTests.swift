import Testing
import Tessera
import TesseraTesting

private struct LongList: View {
    @State private var log = "nothing"
    var body: some View {
        VStack(alignment: .leading) {
            Text("log: \(log)")
            List(0..<40, id: \.self) { index in
                if index == 0 {
                    Button("Pin first") { log = "pinned" }.keyboardShortcut("p")
                } else {
                    Text("Row \(index)")
                }
            }
        }
    }
}

private struct TwoPanes: View {
    @State private var showsSecond = false
    @State private var log = "nothing"
    var body: some View {
        VStack(alignment: .leading) {
            Text("log: \(log)")
            Button("Swap") { showsSecond.toggle() }.keyboardShortcut("s")
            if showsSecond {
                Button("Archive") { log = "archived" }.keyboardShortcut("a")
            } else {
                Button("Share") { log = "shared" }.keyboardShortcut("h")
            }
        }
    }
}

/// Keyboard shortcuts are the ones the last layout placed on screen, collected after it.
@MainActor
@Suite struct ShortcutCollectionTests {
    @Test func aShortcutScrolledOutOfAListIsOutOfReachUntilItComesBack() {
        let pilot = Pilot(LongList(), size: Size(width: 70, height: 12))
        #expect(pilot.screen.line(11).contains("p Pin first"))
        pilot.press(.end)
        #expect(!pilot.text.contains("Pin first"), "the first row scrolled away")
        #expect(!pilot.screen.line(11).contains("Pin first"))
        pilot.press(.character("p"))
        #expect(pilot.text.contains("log: nothing"))
        pilot.press(.home)
        pilot.press(.character("p"))
        #expect(pilot.text.contains("log: pinned"))
    }

    @Test func aButtonThatGoesTakesItsShortcutAlong() {
        let pilot = Pilot(TwoPanes(), size: Size(width: 40, height: 8))
        #expect(pilot.screen.line(7).contains("h Share"))
        pilot.press(.character("s"))
        #expect(pilot.screen.line(7).contains("a Archive"))
        #expect(!pilot.screen.line(7).contains("Share"))
        pilot.press(.character("h"))
        #expect(pilot.text.contains("log: nothing"))
        pilot.press(.character("a"))
        #expect(pilot.text.contains("log: archived"))
    }
}
