import Testing
import Tessera
import TesseraTesting

/// A screen with more shortcuts than a narrow footer can name.
private struct Crowded: View {
    @State private var log = ""
    var body: some View {
        VStack {
            Text("log: \(log)")
            Button("Archive the message") { log = "a" }.keyboardShortcut("a")
            Button("Forward the message") { log = "f" }.keyboardShortcut("f")
            Button("Reply to everyone") { log = "r" }.keyboardShortcut("r")
            Button("Mark as unread") { log = "u" }.keyboardShortcut("u")
        }
    }
}

@MainActor
@Suite struct FooterTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    @Test func aCrowdedFooterDropsShortcutsBeforeHelp() {
        let pilot = Pilot(Crowded(), size: Size(width: 70, height: 16))
        let line = footer(pilot)
        #expect(line.contains("? Help"))
        #expect(line.contains("a Archive the message"))
        #expect(!line.contains("u Mark as unread"))
        // What the footer leaves out, the help overlay lists.
        pilot.press(.character("?"))
        #expect(pilot.text.contains("Mark as unread"))
    }

    @Test func aWideFooterNamesEverythingInOrder() {
        let pilot = Pilot(Crowded(), size: Size(width: 140, height: 8))
        let line = footer(pilot)
        let help = line.range(of: "? Help"), unread = line.range(of: "u Mark as unread")
        #expect(help != nil && unread != nil)
        if let help, let unread { #expect(unread.lowerBound < help.lowerBound) }
    }
}
