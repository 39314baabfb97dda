import Testing
import Tessera
@testable import TesseraNCurses

@MainActor @Suite struct HyperlinkWriterTests {
    private let writer = HyperlinkWriter(depth: .palette256)
    private let link = Hyperlink(address: "https://example.org")!

    private func frame(linked: Bool, text: String = "a go b") -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 2))
        buffer.write(text, at: Point(x: 0, y: 1))
        buffer.restyle(Rect(x: 2, y: 1, width: 2, height: 1)) { $0 = Style(foreground: .palette(45), attributes: .underline) }
        if linked { buffer.link(Rect(x: 2, y: 1, width: 2, height: 1), to: link) }
        return buffer
    }

    @Test func aFirstFrameWritesItsLinkedCellsAgainInsideOSC8ThenPutsTheCursorBack() {
        let bytes = writer.sequence(for: frame(linked: true), over: nil, rows: 2, cols: 8, cursor: Point(x: 7, y: 0))
        #expect(bytes == "\u{1B}[2;3H\u{1B}]8;;https://example.org\u{1B}\\\u{1B}[0;4;38;5;45mgo\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[1;8H")
    }

    @Test func unchangedLinkedCellsAreNotWrittenAgain() {
        #expect(writer.sequence(for: frame(linked: true), over: frame(linked: true), rows: 2, cols: 8, cursor: .zero).isEmpty)
        #expect(writer.sequence(for: frame(linked: false), over: frame(linked: false), rows: 2, cols: 8, cursor: .zero).isEmpty)
    }

    @Test func cellsThatLostTheirLinkAreWrittenAgainWithoutOne() {
        let bytes = writer.sequence(for: frame(linked: false), over: frame(linked: true), rows: 2, cols: 8, cursor: .zero)
        #expect(bytes == "\u{1B}[2;3H\u{1B}[0;4;38;5;45mgo\u{1B}[0m\u{1B}[1;1H")
    }

    @Test func onlyTheChangedPartOfALinkIsWrittenAgain() {
        let bytes = writer.sequence(for: frame(linked: true, text: "a gx b"), over: frame(linked: true), rows: 2, cols: 8, cursor: .zero)
        #expect(bytes == "\u{1B}[2;4H\u{1B}]8;;https://example.org\u{1B}\\\u{1B}[0;4;38;5;45mx\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[1;1H")
    }

    @Test func rowsBeyondTheScreenAreSkipped() {
        #expect(writer.sequence(for: frame(linked: true), over: nil, rows: 1, cols: 8, cursor: .zero).isEmpty)
    }

    @Test func coloursFollowTheDepthNcursesDrawsWith() {
        let style = Style(foreground: .palette(45), background: .ansi(1), attributes: [.bold, .reverse])
        #expect(HyperlinkWriter(depth: .monochrome).sgr(style) == "\u{1B}[0;1;7m")
        #expect(HyperlinkWriter(depth: .palette256).sgr(style) == "\u{1B}[0;1;7;38;5;45;41m")
        #expect(HyperlinkWriter(depth: .trueColor).sgr(Style(foreground: .rgb(1, 2, 3), background: .ansi(1)))
            == "\u{1B}[0;38;2;1;2;3;41m")
    }

    @Test func theLinuxConsoleAndTheVTFamilyGetNoHyperlinks() {
        for type in ["xterm", "xterm-256color", "tmux-256color", "screen.xterm-256color", "screen-256color", "kitty", "xterm-kitty", "foot", "alacritty"] {
            #expect(HyperlinkWriter.isLikelySupported(terminalType: type), "\(type)")
        }
        for type in ["linux", "vt100", "vt220", "dumb", "ansi", "xterm-mono", "cons25", "rxvt"] {
            #expect(!HyperlinkWriter.isLikelySupported(terminalType: type), "\(type)")
        }
    }
}
