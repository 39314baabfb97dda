import Foundation
import Testing
@testable import Tessera
import TesseraTesting

private let guide = URL(string: "https://example.org/guide")!

private struct LinkPage: View {
    var destination = guide
    var body: some View {
        VStack(alignment: .leading) {
            Button("Back") {}
            Link("Read the guide", destination: destination)
            Link(destination: URL(string: "mailto:team@example.org")!) { Text("Write to us") }
        }
    }
}

@MainActor @Suite struct LinkTests {
    private func pilot(_ view: some View = LinkPage(), opener: SystemURLOpener = .none) -> Pilot {
        var environment = EnvironmentValues()
        environment.systemURLOpener = opener
        return Pilot(view, size: Size(width: 50, height: 5), environment: environment)
    }

    @Test func aLinkIsATabStopWithTheLinkRole() {
        let pilot = pilot()
        pilot.press(.tab)
        #expect(pilot.accessibilityText.contains(#"link "Read the guide" value "https://example.org/guide" focused"#))
        pilot.press(.tab)
        #expect(pilot.accessibilityText.contains(#"link "Write to us" value "mailto:team@example.org" focused"#))
    }

    @Test func itsCellsCarryTheAddressAndAreUnderlinedInTheAccent() throws {
        let pilot = pilot()
        let origin = try #require(pilot.position(of: "Read the guide"))
        let screen = pilot.screen
        for x in origin.x..<(origin.x + "Read the guide".count) {
            #expect(screen.hyperlink(x: x, y: origin.y)?.address == "https://example.org/guide")
            #expect(screen[x, origin.y].style.attributes.contains(.underline))
            #expect(screen[x, origin.y].style.foreground == Theme.dark.accent)
        }
        #expect(screen.hyperlink(x: origin.x + "Read the guide".count, y: origin.y) == nil)
        let back = try #require(pilot.position(of: "Back"))
        #expect(screen.hyperlink(x: back.x, y: back.y) == nil)
    }

    @Test func enterWithoutADesktopShowsTheAddressInTheStatusLine() {
        let pilot = pilot()
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.host.statusMessage == "Link: https://example.org/guide")
        #expect(pilot.text.contains("Link: https://example.org/guide"))
    }

    @Test func enterWithADesktopHandsTheAddressToTheOpener() {
        let opened = OpenedAddresses()
        let pilot = pilot(opener: SystemURLOpener { opened.append($0.address); return true })
        pilot.press(.tab, times: 2)
        pilot.press(.enter)
        #expect(opened.all == ["mailto:team@example.org"])
        #expect(pilot.host.statusMessage == "Opening mailto:team@example.org")
    }

    @Test func aClickOpensTheLink() throws {
        let opened = OpenedAddresses()
        let pilot = pilot(opener: SystemURLOpener { opened.append($0.address); return true })
        pilot.click("Read the guide")
        #expect(opened.all == ["https://example.org/guide"])
    }

    @Test func anAppHandlerTakesTheAddressFirst() {
        let opened = OpenedAddresses()
        let view = LinkPage().environment(\.openURL, OpenURLAction { url in opened.append(url.absoluteString); return .handled })
        let pilot = pilot(view, opener: SystemURLOpener { _ in Issue.record("the system opener ran"); return true })
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(opened.all == ["https://example.org/guide"])
        #expect(pilot.host.statusMessage == nil)
    }

    @Test func otherSchemesAreShownAsPlainTextAndAreNotFocusable() throws {
        let pilot = pilot(LinkPage(destination: URL(string: "file:///etc/passwd")!))
        let origin = try #require(pilot.position(of: "Read the guide"))
        #expect(pilot.screen.hyperlink(x: origin.x, y: origin.y) == nil)
        #expect(!pilot.screen[origin.x, origin.y].style.attributes.contains(.underline))
        #expect(pilot.accessibilityText.contains(#"text "Read the guide""#))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.host.statusMessage == "Link: mailto:team@example.org")
    }

    @Test func openURLFromTheEnvironmentFallsBackToTheStatusLine() {
        struct Opener: View {
            @Environment(\.openURL) var openURL
            var body: some View { Button("Open") { openURL(guide) } }
        }
        let pilot = pilot(Opener())
        pilot.press(.enter)
        #expect(pilot.host.statusMessage == "Link: https://example.org/guide")
    }
}

@Suite struct HyperlinkTests {
    @Test func webAndMailAddressesAreKept() {
        #expect(Hyperlink(address: "https://example.org/a?b=c#d")?.address == "https://example.org/a?b=c#d")
        #expect(Hyperlink(address: "HTTP://example.org")?.address == "http://example.org")
        #expect(Hyperlink(address: "mailto:ada@example.org")?.address == "mailto:ada@example.org")
    }

    @Test func hostileAddressesAreRefused() {
        let hostile = [
            "javascript:alert(1)", "file:///etc/passwd", "ftp://example.org", "data:text/html,x", "example.org",
            "https://example.org/\u{1B}]8;;https://evil.example\u{1B}\\",  // an escape ends the sequence early
            "https://example.org/\u{07}", "https://example.org/\u{9C}", "https://example.org/\u{7F}",
            "https://exa\nmple.org", "https:", "https://", "https:///path", "mailto:",
            "https://example.org/" + String(repeating: "a", count: Hyperlink.maximumLength),
        ]
        for address in hostile { #expect(Hyperlink(address: address) == nil, "\(address.debugDescription)") }
    }

    @Test func separatorsSpacesAndNonASCIIArePercentEncoded() {
        #expect(Hyperlink(address: "https://example.org/a;8;;https://evil")?.address == "https://example.org/a%3B8%3B%3Bhttps://evil")
        #expect(Hyperlink(address: "https://example.org/a b")?.address == "https://example.org/a%20b")
        #expect(Hyperlink(address: "https://example.org/café")?.address == "https://example.org/caf%C3%A9")
    }

    @Test func aURLIsCheckedByItsAbsoluteString() throws {
        let url = try #require(URL(string: "https://example.org/x"))
        #expect(Hyperlink(url)?.address == "https://example.org/x")
    }
}

@Suite struct HyperlinkBufferTests {
    private let first = Hyperlink(address: "https://example.org/1")!
    private let second = Hyperlink(address: "https://example.org/2")!

    @Test func drawingOverALinkedCellDropsTheLinkAndRestylingKeepsIt() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.write("abcd", at: .zero)
        buffer.link(Rect(x: 0, y: 0, width: 4, height: 1), to: first)
        buffer.restyle(Rect(x: 0, y: 0, width: 4, height: 1)) { $0.attributes.insert(.bold) }
        buffer.write("X", at: Point(x: 1, y: 0))
        #expect((0..<4).map { buffer.hyperlink(x: $0, y: 0)?.address } == ["https://example.org/1", nil, "https://example.org/1", "https://example.org/1"])
    }

    @Test func theDiffSeesAChangeOfLinkAlone() {
        var old = ScreenBuffer(size: Size(width: 6, height: 1))
        old.write("abcdef", at: .zero)
        var new = old
        old.link(Rect(x: 0, y: 0, width: 2, height: 1), to: first)
        new.link(Rect(x: 0, y: 0, width: 2, height: 1), to: second)
        #expect(ScreenBuffer.diff(old, new).map { $0.x } == [0])
        #expect(ScreenBuffer.diff(old, old).isEmpty)
    }

    @Test func theDiffComparesAddressesNotSlots() {
        // The same link, numbered differently in the two buffers: nothing changed.
        var old = ScreenBuffer(size: Size(width: 6, height: 1))
        old.write("abcdef", at: .zero)
        var new = old
        old.link(Rect(x: 4, y: 0, width: 2, height: 1), to: second)
        new.link(Rect(x: 0, y: 0, width: 1, height: 1), to: first)
        new.link(Rect(x: 4, y: 0, width: 2, height: 1), to: second)
        #expect(old[4, 0].linkSlot != new[4, 0].linkSlot)
        #expect(ScreenBuffer.diff(old, new).map { [$0.x, $0.cells.count] } == [[0, 1]])
    }

    @Test func aLinkRemovedWithTheTextUnchangedIsAChange() {
        var old = ScreenBuffer(size: Size(width: 3, height: 1))
        old.write("abc", at: .zero)
        var new = old
        old.link(Rect(x: 1, y: 0, width: 1, height: 1), to: first)
        #expect(ScreenBuffer.diff(old, new).map { $0.x } == [1])
        new.link(Rect(x: 2, y: 0, width: 1, height: 1), to: first)
        #expect(ScreenBuffer.diff(old, new).map { [$0.x, $0.cells.count] } == [[1, 2]])
    }
}

/// Addresses handed to a test opener (which may be called from any thread).
private final class OpenedAddresses: @unchecked Sendable {
    private let lock = NSLock()
    private var addresses: [String] = []
    func append(_ address: String) { lock.lock(); addresses.append(address); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return addresses }
}
