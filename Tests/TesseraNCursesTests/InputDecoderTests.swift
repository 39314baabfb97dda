import CNCursesW
import Tessera
import Testing
@testable import TesseraNCurses

@Suite struct InputDecoderTests {
    private func keys(_ inputs: [RawInput]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.decode(inputs).compactMap { if case .event(let e) = $0 { e } else { nil } }
    }

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    private func key(_ key: Key, _ modifiers: KeyPress.Modifiers = []) -> Event {
        .key(KeyPress(key, modifiers: modifiers))
    }

    @Test func printableCharactersBecomeCharacterKeys() {
        #expect(keys(characters("aé中")) == [key(.character("a")), key(.character("é")), key(.character("中"))])
    }

    @Test func enterTabAndBackspaceAreNotControlLetters() {
        #expect(keys([.character(10), .character(13), .keyCode(KEY_ENTER)]) == [key(.enter), key(.enter), key(.enter)])
        #expect(keys([.character(9)]) == [key(.tab)])
        #expect(keys([.keyCode(KEY_BTAB)]) == [key(.backTab)])
        #expect(keys([.character(127), .character(8), .keyCode(KEY_BACKSPACE)]) == [key(.backspace), key(.backspace), key(.backspace)])
    }

    @Test func controlBytesBecomeControlLetters() {
        #expect(keys([.character(3)]) == [.key(.ctrlC)])
        #expect(keys([.character(26)]) == [.key(.ctrlZ)])
        #expect(keys([.character(1)]) == [key(.character("a"), .control)])
    }

    @Test func specialKeysDecode() {
        let codes: [Int32] = [KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE, KEY_DC, KEY_IC]
        let expected: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .insert]
        #expect(keys(codes.map { .keyCode($0) }) == expected.map { key($0) })
    }

    @Test func functionKeysOneToTwelve() {
        let decoded = keys((1...12).map { .keyCode(tessera_key_f(Int32($0))) })
        #expect(decoded == (1...12).map { key(.function($0)) })
        #expect(keys([.keyCode(tessera_key_f(14))]) == [key(.function(2), .shift)])
    }

    @Test func shiftedArrowsCarryShift() {
        #expect(keys([.keyCode(KEY_SR), .keyCode(KEY_SF), .keyCode(KEY_SLEFT), .keyCode(KEY_SRIGHT)])
            == [key(.up, .shift), key(.down, .shift), key(.left, .shift), key(.right, .shift)])
    }

    @Test func escapeThenCharacterInOneDrainIsAlt() {
        #expect(keys([.character(27), .character(120)]) == [key(.character("x"), .option)])
        #expect(keys([.character(27), .keyCode(KEY_LEFT)]) == [key(.left, .option)])
    }

    @Test func loneEscapeIsEscape() {
        #expect(keys([.character(27)]) == [key(.escape)])
        #expect(keys([.character(27), .character(27)]) == [key(.escape), key(.escape)])
    }

    @Test func mouseAndResizeAskTheBackend() {
        var decoder = InputDecoder()
        #expect(decoder.decode([.keyCode(KEY_MOUSE), .keyCode(KEY_RESIZE)]) == [.mouse, .resize])
    }

    @Test func unknownKeyCodesAreDropped() {
        #expect(keys([.keyCode(KEY_MAX)]) == [])
    }

    @Test func wheelAndButtonsMapToMouseEvents() {
        let at = Point(x: 3, y: 4)
        #expect(NCursesBackend.mouseEvent(state: tessera_button4_pressed(), at: at, heldButton: nil)
            == MouseEvent(.scrollUp, button: .none, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_button5_pressed(), at: at, heldButton: nil)
            == MouseEvent(.scrollDown, button: .none, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_button1_pressed(), at: at, heldButton: nil)
            == MouseEvent(.press, button: .left, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_button3_released(), at: at, heldButton: .right)
            == MouseEvent(.release, button: .right, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_report_mouse_position(), at: at, heldButton: .left)
            == MouseEvent(.drag, button: .left, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_report_mouse_position(), at: at, heldButton: nil)
            == MouseEvent(.move, button: .none, at: at))
        #expect(NCursesBackend.mouseEvent(state: tessera_button1_pressed() | tessera_button_ctrl(), at: at, heldButton: nil)
            == MouseEvent(.press, button: .left, at: at, modifiers: .control))
    }

    @Test func colorsDegradeToWhatTheTerminalHas() {
        #expect(ColorPairs.colorNumber(.rgb(255, 0, 0), depth: .palette256) == 196)
        #expect(ColorPairs.colorNumber(.brightRed, depth: .ansi16) == 9)
        #expect(ColorPairs.colorNumber(.brightRed, depth: .basic8) == 1)
        #expect(ColorPairs.colorNumber(.rgb(0, 0, 255), depth: .basic8) == 4)
        #expect(ColorPairs.colorNumber(.red, depth: .monochrome) == -1)
        #expect(ColorPairs.colorNumber(.default, depth: .palette256) == -1)
    }
}

@Suite struct BracketedPasteTests {
    private func decode(_ drains: [String]) -> [Event] {
        var decoder = InputDecoder()
        return drains.flatMap { drain in
            decoder.decode(drain.unicodeScalars.map { .character($0.value) })
                .compactMap { if case .event(let e) = $0 { e } else { nil } }
        }
    }

    @Test func pasteArrivesInOnePiece() {
        #expect(decode(["\u{1B}[200~hello world\u{1B}[201~"]) == [.paste("hello world")])
    }

    @Test func pasteSplitAcrossDrainsIsJoined() {
        #expect(decode(["\u{1B}[200~first ", "half, second", " half\u{1B}[201~"]) == [.paste("first half, second half")])
    }

    @Test func lineEndingsBecomeNewlines() {
        #expect(decode(["\u{1B}[200~a\r\nb\rc\nd\u{1B}[201~"]) == [.paste("a\nb\nc\nd")])
    }

    @Test func escapesAndControlsInsidePasteAreText() {
        #expect(decode(["\u{1B}[200~q\u{3}\u{1B}x\u{1B}[201~"]) == [.paste("q\u{3}\u{1B}x")])
    }

    @Test func keysAroundAPasteStillDecode() {
        #expect(decode(["a\u{1B}[200~中文 Tiếng Việt\u{1B}[201~b"])
            == [.key(KeyPress(.character("a"))), .paste("中文 Tiếng Việt"), .key(KeyPress(.character("b")))])
    }

    @Test func escapeBracketAloneIsAltBracket() {
        #expect(decode(["\u{1B}["]) == [.key(KeyPress(.character("["), modifiers: .option))])
    }

    @Test func aCompleteControlSequenceIsAKeyNeverLetters() {
        #expect(decode(["\u{1B}[A"]) == [.key(KeyPress(.up))])
        #expect(decode(["\u{1B}[1;5C"]) == [.key(KeyPress(.right, modifiers: .control))])
        #expect(decode(["\u{1B}[3~"]) == [.key(KeyPress(.delete))])
    }

    @Test func kittyKeysDecode() {
        #expect(decode(["\u{1B}[13;2u"]) == [.key(KeyPress(.enter, modifiers: .shift))])     // Shift-Enter, not "u"
        #expect(decode(["\u{1B}[13;5u"]) == [.key(KeyPress(.enter, modifiers: .control))])
        #expect(decode(["\u{1B}[105;5u"]) == [.key(KeyPress(.character("i"), modifiers: .control))])  // Ctrl-I, not Tab
        #expect(decode(["\u{1B}[27u"]) == [.key(KeyPress(.escape))])
        #expect(decode(["\u{1B}[9;2u"]) == [.key(KeyPress(.backTab))])
    }

    @Test func unknownAndMalformedSequencesAreDroppedWhole() {
        #expect(decode(["a\u{1B}[?2026;2$yb"]) == [.key(KeyPress(.character("a"))), .key(KeyPress(.character("b")))])  // a DECRQM reply
        #expect(decode(["\u{1B}[99;99X"]) == [])
        #expect(decode(["\u{1B}]11;rgb:0000/0000/0000\u{07}x"]) == [.key(KeyPress(.character("x")))])          // an OSC reply
        #expect(decode(["\u{1B}P1$r0m\u{1B}\\y"]) == [.key(KeyPress(.character("y")))])                      // a DCS reply
        #expect(decode(["\u{1B}[12;3"]) == [])                                                                   // cut off
    }
}

@Suite struct TerminalReplyTests {
    private func parse(_ chunks: [String]) -> (TerminalFeatures, String) {
        var parser = TerminalReplyParser()
        for chunk in chunks { parser.feed(Array(chunk.utf8)) }
        let leftover = parser.finish()
        return (parser.features, String(decoding: leftover, as: UTF8.self))
    }

    @Test func kittyRepliesTurnEverythingOn() {
        let (features, leftover) = parse(["\u{1B}[?2026;2$y\u{1B}[?1004;2$y\u{1B}[?0u\u{1B}[?62;c"])
        #expect(features.synchronizedOutput && features.focusEvents && features.kittyKeyboard && features.answered)
        #expect(leftover.isEmpty)
    }

    @Test func onlyTheDeviceAttributesLeaveEverythingOff() {
        let (features, leftover) = parse(["\u{1B}[?1;2c"])  // what tmux 3.3a answers
        #expect(features == { var f = TerminalFeatures(); f.answered = true; return f }())
        #expect(leftover.isEmpty)
    }

    @Test func aModeTheTerminalDoesNotKnowStaysOff() {
        let (features, _) = parse(["\u{1B}[?2026;0$y\u{1B}[?1004;4$y\u{1B}[?62c"])
        #expect(!features.synchronizedOutput)
        #expect(features.focusEvents)  // 4: permanently reset, but known
    }

    @Test func repliesCutAnywhereAreJoined() {
        let whole = "\u{1B}[?2026;1$y\u{1B}[?5u\u{1B}[?64;1;9c"
        let (features, leftover) = parse(whole.map { String($0) })
        #expect(features.synchronizedOutput && features.kittyKeyboard && features.answered)
        #expect(leftover.isEmpty)
    }

    @Test func keysTypedMeanwhileAreKeptInOrder() {
        let (features, leftover) = parse(["ab\u{1B}[A\u{1B}[?2026;2$y", "\u{1B}OP中\u{1B}[?62c", "\u{1B}"])
        #expect(features.synchronizedOutput && features.answered)
        #expect(leftover == "ab\u{1B}[A\u{1B}OP中\u{1B}")
    }

    @Test func malformedRepliesAreNotTrusted() {
        let (features, leftover) = parse(["\u{1B}[?2026;x$y\u{1B}[?1u2\u{1B}[?abc"])
        #expect(!features.synchronizedOutput && !features.answered)
        #expect(leftover == "\u{1B}[?2026;x$y2\u{1B}[?abc")
        #expect(features.kittyKeyboard)
    }
}

@Suite struct KittyKeyTests {
    private func decode(_ text: String) -> [DecodedInput] {
        var decoder = InputDecoder()
        return decoder.decode(text.unicodeScalars.map { .character($0.value) })
    }

    @Test func focusReportsAreNotKeys() {
        #expect(decode("\u{1B}[O\u{1B}[Ix") == [.focus(false), .focus(true), .event(.key(KeyPress(.character("x"))))])
    }

    @Test func controlLettersInKittyFormAreTheSameKeysAsTheirBytes() {
        #expect(decode("\u{1B}[99;5u\u{1B}[122;5u") == [.event(.key(.ctrlC)), .event(.key(.ctrlZ))])
        #expect(decode("\u{1B}[120;3u") == [.event(.key(KeyPress(.character("x"), modifiers: .option)))])
    }

    @Test func keypadKeysMeanTheirKeysAndOtherFunctionalKeysAreDropped() {
        #expect(decode("\u{1B}[57414u\u{1B}[57401u") == [.event(.key(KeyPress(.enter))), .event(.key(KeyPress(.character("2"))))])
        #expect(decode("\u{1B}[57428u\u{1B}[57441;2u") == [])  // a media key, left Shift
    }

    @Test func modifiedFunctionKeysDecode() {
        #expect(decode("\u{1B}[1;5P\u{1B}[13~\u{1B}[1;2S") == [
            .event(.key(KeyPress(.function(1), modifiers: .control))), .event(.key(KeyPress(.function(3)))),
            .event(.key(KeyPress(.function(4), modifiers: .shift))),
        ])
    }
}

@Suite struct ColorDepthTests {
    @Test func directColourTakesExactRGB() {
        #expect(ColorPairs.depth(forColorCount: 1 << 24) == .trueColor)
        #expect(ColorPairs.colorNumber(.rgb(255, 128, 1), depth: .trueColor) == 0xFF8001)
        #expect(ColorPairs.colorNumber(.palette(236), depth: .trueColor) == 0x303030)
        #expect(ColorPairs.colorNumber(.brightCyan, depth: .trueColor) == ColorPairs.directColorNumber(.rgb(0, 255, 255)))
    }

    @Test func theEightANSIColoursStayIndexedAndTinyRGBValuesAreNotMistakenForThem() {
        #expect(ColorPairs.colorNumber(.red, depth: .trueColor) == 1)
        #expect(ColorPairs.colorNumber(.palette(4), depth: .trueColor) == 4)
        #expect(ColorPairs.colorNumber(.rgb(0, 0, 5), depth: .trueColor) == 0x105)
        #expect(ColorPairs.colorNumber(.default, depth: .trueColor) == -1)
    }

    @Test func colortermPicksTheDirectSiblingOfTheEntry() {
        #expect(NCursesBackend.directColorEntry(term: "xterm-256color", colorTerm: "truecolor") == "xterm-direct")
        #expect(NCursesBackend.directColorEntry(term: "tmux-256color", colorTerm: "24bit") == "tmux-direct")
        #expect(NCursesBackend.directColorEntry(term: "kitty", colorTerm: "truecolor") == "kitty-direct")
        #expect(NCursesBackend.directColorEntry(term: "xterm-direct", colorTerm: "truecolor") == nil)
        #expect(NCursesBackend.directColorEntry(term: "xterm-256color", colorTerm: nil) == nil)
        #expect(NCursesBackend.directColorEntry(term: "xterm-256color", colorTerm: "yes") == nil)
    }
}

@Suite struct InlineScreenTests {
    @Test func theRegionIsTheBottomRowsAddressedFromItsTop() {
        let screen = InlineScreen(requestedRows: 8, terminalRows: 24)
        #expect(screen.rows == 8)
        #expect(screen.enterSequence == String(repeating: "\n", count: 7) + "\u{1B}[17;24r\u{1B}[?6h")
        #expect(screen.leaveSequence == "\u{1B}[?6l\u{1B}[r\u{1B}[24;1H\r\n")
    }

    @Test func moreRowsThanTheTerminalHasIsTheWholeHeight() {
        var screen = InlineScreen(requestedRows: 40, terminalRows: 24)
        #expect(screen.rows == 24)
        screen.resize(terminalRows: 10)
        #expect(screen.regionSequence == "\u{1B}[1;10r\u{1B}[?6h")
        #expect(InlineScreen(requestedRows: nil, terminalRows: 30).rows == 30)
    }

    @Test func thePrivateEntryLosesWhatTakesTheWholeScreen() throws {
        let source = """
        #\tReconstructed via infocmp
        xterm-256color|xterm with 256 colors,
        \tam, bce,
        \tcolors#0x100, cols#80,
        \tclear=\\E[H\\E[2J, csr=\\E[%i%p1%d;%p2%dr, cup=\\E[%i%p1%d;%p2%dH,
        \trmcup=\\E[?1049l, smcup=\\E[?1049h, ed=\\E[J,
        """
        let entry = try #require(InlineScreen.entrySource(from: source))
        #expect(entry.contains("tessera-inline|xterm with 256 colors,"))
        #expect(entry.contains("cup=") && entry.contains("ed=\\E[J") && entry.contains("colors#0x100"))
        for gone in ["clear=", "csr=", "smcup=", "rmcup="] { #expect(!entry.contains(gone)) }
    }
}
