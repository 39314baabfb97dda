import Tessera
import Testing
import TesseraTesting
@testable import TesseraNCurses
@testable import TesseraTerminal

/// Feeds strings (as UTF-8) or bytes to a decoder, one read each, `gap` apart, and decides
/// whatever is left at the end.
struct DecoderFeeder {
    var decoder = InputDecoder()
    var time: Duration = .seconds(100)

    mutating func feed(_ bytes: [UInt8], after gap: Duration = .milliseconds(1)) -> [DecodedInput] {
        time += gap
        return decoder.feed(bytes, at: time)
    }

    mutating func finish() -> [DecodedInput] {
        time += .seconds(60)
        return decoder.expire(at: time)
    }

    static func events(_ decoded: [DecodedInput]) -> [Event] {
        decoded.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    /// The events `chunks` make, each read `gap` after the one before.
    static func decode(_ chunks: [[UInt8]], gap: Duration = .milliseconds(1)) -> [Event] {
        var feeder = DecoderFeeder()
        var decoded: [DecodedInput] = []
        for chunk in chunks { decoded += feeder.feed(chunk, after: gap) }
        return events(decoded + feeder.finish())
    }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
private func key(_ key: Key, _ modifiers: KeyPress.Modifiers = []) -> Event { .key(KeyPress(key, modifiers: modifiers)) }
private func typed(_ text: String) -> [Event] { text.map { key(.character($0)) } }

@Suite struct InputDecoderTests {
    private func keys(_ text: String) -> [Event] { DecoderFeeder.decode([bytes(text)]) }

    @Test func printableCharactersBecomeCharacterKeys() {
        #expect(keys("aé中") == typed("aé中"))
    }

    @Test func enterTabAndBackspaceAreNotControlLetters() {
        #expect(keys("\n\r") == [key(.enter), key(.enter)])
        #expect(keys("\t") == [key(.tab)])
        #expect(keys("\u{1B}[Z") == [key(.backTab)])
        #expect(keys("\u{7F}\u{8}") == [key(.backspace), key(.backspace)])
    }

    @Test func controlBytesBecomeControlLetters() {
        #expect(keys("\u{3}") == [.key(.ctrlC)])
        #expect(keys("\u{1A}") == [.key(.ctrlZ)])
        #expect(keys("\u{1}") == [key(.character("a"), .control)])
    }

    @Test func specialKeysDecodeInBothCursorModes() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[D\u{1B}[C\u{1B}[H\u{1B}[F\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~")
            == [key(.up), key(.down), key(.left), key(.right), key(.home), key(.end), key(.pageUp), key(.pageDown), key(.delete), key(.insert)])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OD\u{1B}OC\u{1B}OH\u{1B}OF") == [key(.up), key(.down), key(.left), key(.right), key(.home), key(.end)])
    }

    @Test func functionKeysOneToTwelve() {
        #expect(keys("\u{1B}OP\u{1B}[15~\u{1B}[24~") == [key(.function(1)), key(.function(5)), key(.function(12))])
    }

    /// xterm-256color and tmux-256color name these in terminfo, and ncurses turned them into
    /// key codes that meant nothing: Alt-← was dropped.
    @Test func modifiedArrowsCarryTheirModifiers() {
        #expect(keys("\u{1B}[1;3D\u{1B}[1;3C\u{1B}[1;3A\u{1B}[1;3B") == [key(.left, .option), key(.right, .option), key(.up, .option), key(.down, .option)])
        #expect(keys("\u{1B}[1;5D\u{1B}[1;2A\u{1B}[1;7H") == [key(.left, .control), key(.up, .shift), key(.home, [.control, .option])])
    }

    @Test func escapeThenCharacterInOneReadIsAlt() {
        #expect(keys("\u{1B}x") == [key(.character("x"), .option)])
        #expect(keys("\u{1B}\u{7F}") == [key(.backspace, .option)])
    }

    /// The same two keys read apart: Alt when the second came within the Esc wait, Esc and the
    /// key when it came later (a save kept the app busy while they were typed).
    @Test func escapeAndAKeyTypedApartAreTwoKeys() {
        #expect(DecoderFeeder.decode([bytes("\u{1B}"), bytes("x")], gap: .milliseconds(10)) == [key(.character("x"), .option)])
        #expect(DecoderFeeder.decode([bytes("\u{1B}"), bytes("x")], gap: .milliseconds(400)) == [key(.escape), key(.character("x"))])
    }

    @Test func loneEscapeIsEscape() {
        #expect(keys("\u{1B}") == [key(.escape)])
        #expect(keys("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    @Test func escapeBeforeCtrlCIsEscapeThenCtrlC() {
        #expect(keys("\u{1B}\u{3}") == [key(.escape), .key(.ctrlC)])
    }

    @Test func invalidBytesAreReplacementCharactersAndTakeNothingWithThem() {
        #expect(DecoderFeeder.decode([[0xFF, 0x61]]) == typed("\u{FFFD}a"))
        #expect(DecoderFeeder.decode([[0xC3, 0x61]]) == typed("\u{FFFD}a"))        // a lead byte without its continuation
        #expect(DecoderFeeder.decode([[0xE4, 0xB8, 0x1B, 0x5B, 0x41]]) == typed("\u{FFFD}") + [key(.up)])
        #expect(DecoderFeeder.decode([[0xC0, 0xAF]]) == typed("\u{FFFD}\u{FFFD}"))  // an overlong slash
    }

    @Test func aCharacterSplitBetweenReadsIsJoined() {
        #expect(DecoderFeeder.decode([[0xE4, 0xB8], [0xAD]], gap: .milliseconds(30)) == typed("中"))
    }

    @Test func aSequenceSplitBetweenReadsIsOneKey() {
        #expect(DecoderFeeder.decode([bytes("\u{1B}[1;5"), bytes("A")], gap: .milliseconds(60)) == [key(.up, .control)])
        #expect(DecoderFeeder.decode([bytes("\u{1B}[97;5"), bytes("u")], gap: .milliseconds(60)) == [key(.character("a"), .control)])
        #expect(DecoderFeeder.decode([bytes("\u{1B}"), bytes("[A")], gap: .milliseconds(20)) == [key(.up)])
    }

    /// The rest of a sequence arriving after it was given up on still makes its key, never text.
    @Test func theLateRestOfASequenceIsNotText() {
        var feeder = DecoderFeeder()
        var decoded = feeder.feed(bytes("\u{1B}[1;5"))
        feeder.time += .milliseconds(400)
        decoded += feeder.decoder.expire(at: feeder.time)
        decoded += feeder.feed(bytes("A"))
        #expect(DecoderFeeder.events(decoded + feeder.finish()) == [key(.up, .control)])
    }

    @Test func mouseReportsDecodeInBothForms() {
        let sgr = DecoderFeeder.decode([bytes("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;3m\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<35;2;2M\u{1B}[<16;1;1M")])
        #expect(sgr == [
            .mouse(MouseEvent(.press, button: .left, at: Point(x: 4, y: 2))),
            .mouse(MouseEvent(.drag, button: .left, at: Point(x: 5, y: 2))),
            .mouse(MouseEvent(.release, button: .left, at: Point(x: 5, y: 2))),
            .mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 0, y: 0))),
            .mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 0, y: 0))),
            .mouse(MouseEvent(.move, button: .none, at: Point(x: 1, y: 1))),
            .mouse(MouseEvent(.press, button: .left, at: Point(x: 0, y: 0), modifiers: .control)),
        ])
        // X10: Esc [ M and three bytes, 32 added to each (coordinates from 1).
        let x10 = DecoderFeeder.decode([[0x1B, 0x5B, 0x4D, 32 + 2, 33 + 9, 33 + 4, 0x1B, 0x5B, 0x4D, 32 + 3, 33 + 9, 33 + 4, 0x61]])
        #expect(x10 == [.mouse(MouseEvent(.press, button: .right, at: Point(x: 9, y: 4))),
                        .mouse(MouseEvent(.release, button: .right, at: Point(x: 9, y: 4))), key(.character("a"))])
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
    private func decode(_ drains: [String], gap: Duration = .milliseconds(1)) -> [Event] {
        DecoderFeeder.decode(drains.map(bytes), gap: gap)
    }

    @Test func pasteArrivesInOnePiece() {
        #expect(decode(["\u{1B}[200~hello world\u{1B}[201~"]) == [.paste("hello world")])
    }

    @Test func pasteSplitAcrossDrainsIsJoined() {
        #expect(decode(["\u{1B}[200~first ", "half, second", " half\u{1B}[201~"]) == [.paste("first half, second half")])
    }

    /// The end marker cut in two, 60 ms apart: the paste ends and the keys after it are keys.
    @Test func anEndMarkerSplitBetweenReadsEndsThePaste() {
        #expect(decode(["\u{1B}[200~pasted\u{1B}[20", "1~", "q"], gap: .milliseconds(60)) == [.paste("pasted"), key(.character("q"))])
        for cut in 1..<6 {
            let marker = "\u{1B}[201~"
            let head = String(marker.prefix(cut)), tail = String(marker.dropFirst(cut))
            #expect(decode(["\u{1B}[200~x" + head, tail + "\r"], gap: .milliseconds(60)) == [.paste("x"), key(.enter)])
        }
    }

    /// A bad byte just before the end marker took the marker's Esc with it: the paste never ended.
    @Test func anInvalidByteInAPasteDoesNotHideTheEndMarker() {
        let events = DecoderFeeder.decode([bytes("\u{1B}[200~a") + [0xFF] + bytes("\u{1B}[201~q")])
        #expect(events == [.paste("a\u{FFFD}"), key(.character("q"))])
        let cut = DecoderFeeder.decode([bytes("\u{1B}[200~a") + [0xE4, 0xB8] + bytes("\u{1B}[201~q")])
        #expect(cut == [.paste("a\u{FFFD}"), key(.character("q"))])
    }

    @Test func ctrlCAloneAfterAPauseEndsAPasteThatLostItsEnd() {
        #expect(decode(["\u{1B}[200~never ends", "\u{3}"], gap: .milliseconds(400)) == [.paste("never ends"), .key(.ctrlC)])
        #expect(decode(["\u{1B}[200~never ends", "\u{1B}[99;5u"], gap: .milliseconds(400)) == [.paste("never ends"), .key(.ctrlC)])
    }

    @Test func aQuietPasteEndsWithWhatItHas() {
        var feeder = DecoderFeeder()
        _ = feeder.feed(bytes("\u{1B}[200~half"))
        #expect(feeder.decoder.isInsidePaste)
        #expect(feeder.decoder.deadline == feeder.time + InputDecoder.Timeouts().paste)
        #expect(DecoderFeeder.events(feeder.feed(bytes("q"), after: .seconds(4))) == [.paste("half"), key(.character("q"))])
    }

    @Test func lineEndingsBecomeNewlines() {
        #expect(decode(["\u{1B}[200~a\r\nb\rc\nd\u{1B}[201~"]) == [.paste("a\nb\nc\nd")])
        #expect(decode(["\u{1B}[200~a\r", "\nb\u{1B}[201~"]) == [.paste("a\nb")])
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
        #expect(decode(["\u{1B}[12;\u{3}"]) == [.key(.ctrlC)])                                                  // broken by Ctrl-C
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
        var feeder = DecoderFeeder()
        return feeder.feed(bytes(text)) + feeder.finish()
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

    /// The cursor on row 3 of 24: the region starts there, nothing scrolls, and leaving puts the
    /// cursor under the region, not at the bottom of the pane.
    @Test func theRegionStartsWhereTheCursorIs() {
        let screen = InlineScreen(requestedRows: 8, terminalRows: 24, cursorRow: 3)
        #expect(screen.regionSequence == "\u{1B}[3;10r\u{1B}[?6h")
        #expect(screen.leaveSequence == "\u{1B}[?6l\u{1B}[r\u{1B}[10;1H\r\n")
        // Near the bottom: the shell's lines scroll up just enough.
        #expect(InlineScreen(requestedRows: 8, terminalRows: 24, cursorRow: 20).regionSequence == "\u{1B}[17;24r\u{1B}[?6h")
        var shrunk = InlineScreen(requestedRows: 8, terminalRows: 24, cursorRow: 12)
        shrunk.resize(terminalRows: 15)
        #expect(shrunk.regionSequence == "\u{1B}[8;15r\u{1B}[?6h")
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

/// The wheel with Ctrl or Alt, as xterm's SGR and X10 reports say it, reaches a view's magnify
/// and rotate gestures.
@MainActor
@Suite struct WheelGestureDecodingTests {
    @Test func ctrlAndAltWheelReportsDecodeWithTheirModifiersAndStepAViewsGestures() {
        // SGR: 64 + 16 (Ctrl) wheel up, 65 + 16 down; 64 + 8 (Alt) + 1 down. X10: 32 + 80, up.
        let events = DecoderFeeder.decode([Array("\u{1B}[<80;2;2M\u{1B}[<81;2;2M\u{1B}[<73;2;2M".utf8), [0x1B, 0x5B, 0x4D, 32 + 80, 33 + 1, 33 + 1]])
        #expect(events == [
            .mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 1, y: 1), modifiers: .control)),
            .mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 1, y: 1), modifiers: .control)),
            .mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 1, y: 1), modifiers: .option)),
            .mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 1, y: 1), modifiers: .control)),
        ])
        var magnified: [CGFloat] = []
        var turned: [Double] = []
        let pilot = Pilot(Color.clear.frame(width: 4, height: 3)
            .gesture(MagnificationGesture().onChanged { magnified.append($0) })
            .gesture(RotationGesture().onChanged { turned.append($0.degrees.rounded()) }), size: Size(width: 4, height: 3))
        for event in events { pilot.send(event) }
        #expect(magnified == [1.25, 1, 1.25])
        #expect(turned == [15])
    }
}
