import Foundation
import Tessera
import Testing
import TesseraTesting
@testable import TesseraNCurses
@testable import TesseraTerminal

/// Properties of the input decoder over many inputs: a sequence cut anywhere, read with any
/// pause between its parts, never types text; random bytes never wedge it, and Ctrl-C typed
/// after them always arrives. `TESSERA_INPUT_FUZZ_RUNS` sets how many random inputs (`make
/// fuzz`), `TESSERA_INPUT_FUZZ_SEED` replays one run's seed.
@Suite struct InputFuzzTests {
    /// Sequences terminals send, with what they mean.
    static let sequences: [(String, [Event])] = {
        func key(_ key: Key, _ modifiers: KeyPress.Modifiers = []) -> [Event] { [.key(KeyPress(key, modifiers: modifiers))] }
        return [
            ("\u{1B}[A", key(.up)), ("\u{1B}OB", key(.down)), ("\u{1B}[1;5A", key(.up, .control)),
            ("\u{1B}[1;3D", key(.left, .option)), ("\u{1B}[1;2C", key(.right, .shift)), ("\u{1B}[97;5u", key(.character("a"), .control)),
            ("\u{1B}[13;2u", key(.enter, .shift)), ("\u{1B}[3~", key(.delete)), ("\u{1B}[5;5~", key(.pageUp, .control)),
            ("\u{1B}[15~", key(.function(5))), ("\u{1B}OP", key(.function(1))), ("\u{1B}[Z", key(.backTab)),
            ("\u{1B}[99;5u", [.key(.ctrlC)]),
            ("\u{1B}[<0;10;5M", [.mouse(MouseEvent(.press, button: .left, at: Point(x: 9, y: 4)))]),
            ("\u{1B}[<64;1;1M", [.mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 0, y: 0)))]),
            ("\u{1B}[200~pasted text\u{1B}[201~", [.paste("pasted text")]),
            ("\u{1B}[200~中文\r\n\u{1B}[201~", [.paste("中文\n")]),
            ("\u{1B}]11;rgb:0000/0000/0000\u{07}", []), ("\u{1B}P1$r0m\u{1B}\\", []), ("\u{1B}[?2026;2$y", []),
            ("\u{1B}[I", []),
        ]
    }()

    /// True for an event that types text.
    static func isText(_ event: Event) -> Bool {
        if case .key(let press) = event { return press.character != nil }
        return false
    }

    /// Every sequence cut at every byte, its parts read with pauses shorter and longer than
    /// each wait (and the run loop's timer firing between them): no text ever, and with a
    /// pause shorter than the Esc wait, exactly the key.
    @Test func aSequenceCutAnywhereNeverTypesText() {
        let timeouts = InputDecoder.Timeouts()
        let gaps: [Duration] = [.milliseconds(1), timeouts.escape / 2, timeouts.escape * 2, timeouts.sequence * 2]
        for (text, expected) in Self.sequences {
            let bytes = Array(text.utf8)
            for cut in 1..<bytes.count {
                for gap in gaps {
                    for timerFires in [false, true] {
                        var feeder = DecoderFeeder()
                        var decoded = feeder.feed(Array(bytes[..<cut]))
                        if timerFires {
                            feeder.time += gap
                            decoded += feeder.decoder.expire(at: feeder.time)
                            decoded += feeder.feed(Array(bytes[cut...]), after: .zero)
                        } else {
                            decoded += feeder.feed(Array(bytes[cut...]), after: gap)
                        }
                        let events = DecoderFeeder.events(decoded + feeder.finish())
                        let allowed = expected.filter(Self.isText)
                        #expect(events.filter(Self.isText) == allowed, "\(text.debugDescription) cut at \(cut), \(gap) apart: \(events)")
                        if gap < timeouts.escape {
                            #expect(events == expected, "\(text.debugDescription) cut at \(cut), \(gap) apart")
                        }
                    }
                }
            }
        }
    }

    /// Random bytes (mostly sequence material), read in random pieces at random pauses, then
    /// Ctrl-C after a pause: it always arrives, last.
    @Test func ctrlCAlwaysArrivesAfterAnyInput() {
        let runs = ProcessInfo.processInfo.environment["TESSERA_INPUT_FUZZ_RUNS"].flatMap(Int.init) ?? 3000
        let seed = ProcessInfo.processInfo.environment["TESSERA_INPUT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x7E55E7A
        var random = SplitMix64(seed: seed)
        let material: [UInt8] = Array("\u{1B}[]O;<0123456789~uMmABCDPI?$yq\u{3}\u{7}\\".utf8) + [0x1B, 0x1B, 0xC3, 0xE4, 0xB8, 0xFF, 0x80, 0x0D]
        let pieces = Self.sequences.map { Array($0.0.utf8) } + [Array("\u{1B}[200~".utf8), Array("\u{1B}[201~".utf8)]
        for run in 0..<runs {
            var feeder = DecoderFeeder()
            var decoded: [DecodedInput] = []
            var stream: [UInt8] = []
            for _ in 0..<Int(random.next() % 12) {
                if random.next() % 3 == 0 {
                    stream += pieces[Int(random.next() % UInt64(pieces.count))]
                } else {
                    for _ in 0..<Int(random.next() % 6 + 1) { stream.append(material[Int(random.next() % UInt64(material.count))]) }
                }
            }
            var index = 0
            while index < stream.count {
                let length = min(stream.count - index, Int(random.next() % 9) + 1)
                let gap = Duration.milliseconds(Int64(random.next() % 400))
                if random.next() % 2 == 0 {
                    feeder.time += gap
                    decoded += feeder.decoder.expire(at: feeder.time)
                    decoded += feeder.feed(Array(stream[index..<(index + length)]), after: .zero)
                } else {
                    decoded += feeder.feed(Array(stream[index..<(index + length)]), after: gap)
                }
                index += length
            }
            _ = decoded
            let after = DecoderFeeder.events(feeder.feed([0x03], after: InputDecoder.Timeouts().sequence * 2) + feeder.finish())
            #expect(after.last == .key(.ctrlC), "run \(run) (seed \(seed)): \(stream) then Ctrl-C gave \(after)")
            if after.last != .key(.ctrlC) { break }
        }
    }
}
