import CNCursesW
import Glibc
import TesseraTerminal

/// What the terminal said it can do when asked at start-up. A terminal that answers nothing
/// gets none of these, and exactly the bytes it got before they existed.
public struct TerminalFeatures: Hashable, Sendable {
    /// DEC private mode 2026: frames are drawn whole (`CSI ? 2026 h` … `CSI ? 2026 l`).
    public var synchronizedOutput = false
    /// The kitty keyboard protocol: keys arrive as `CSI … u`, unambiguous.
    public var kittyKeyboard = false
    /// DEC private mode 1004: `CSI I` / `CSI O` when the window gains or loses focus.
    public var focusEvents = false
    /// The terminal answered the primary device attributes query (the end of the replies).
    public var answered = false
    /// The primary device attributes list 4: the terminal draws Sixel graphics.
    public var sixel = false
    /// The terminal answered the kitty graphics query with OK.
    public var kittyGraphics = false

    /// Nothing known: what a terminal that does not answer gets.
    public init() {}
}

/// Asks the terminal what it supports and reads the replies.
///
/// The queries are DECRQM for modes 2026 (synchronized output) and 1004 (focus events),
/// kitty's `CSI ? u` (keyboard flags), and last the primary device attributes `CSI c`, which
/// every terminal answers: its reply ends the wait. The replies come back in the order asked,
/// so once the DA reply is in, nothing more is coming.
enum TerminalProbe {
    /// The queries, written in one piece.
    static let queries = "\u{1B}[?2026$p\u{1B}[?1004$p\u{1B}[?u\u{1B}[c"

    /// The longest the start-up waits for a terminal that does not answer.
    static let timeout: Duration = .milliseconds(100)

    /// The queries for a terminal of type `term`: kitty's graphics query too (before the DA
    /// that ends the replies) where the terminal may be one that has it, and never for the
    /// Linux console, whose parser would print an APC sequence as text.
    static func queries(term: String, environment: [String: String]) -> String {
        let mayHaveGraphics = term.contains("kitty") || term.contains("ghostty") || environment["KITTY_WINDOW_ID"] != nil
            || ["ghostty", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "")
        guard mayHaveGraphics else { return queries }
        return String(queries.dropLast(3)) + KittyGraphics.query + "\u{1B}[c"
    }

    /// Writes `queries` to `output`; false when they could not be written.
    static func ask(output: Int32, queries: String = queries) -> Bool {
        tessera_write_all(output, queries) > 0
    }

    /// Reads `input` until the DA reply or `deadline` (`timeout` after the queries were
    /// written). Bytes that are not replies (keys typed meanwhile) are returned to be read as
    /// input.
    static func readReplies(input: Int32, until deadline: ContinuousClock.Instant) -> (TerminalFeatures, leftover: [UInt8]) {
        var parser = TerminalReplyParser()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !parser.features.answered {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            let ms = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, ms)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            parser.feed(buffer[0..<count])
        }
        return (parser.features, parser.finish())
    }
}

/// Reads the terminal's replies to `TerminalProbe.queries` out of a byte stream. Pure: fed
/// bytes, it collects what the replies say and keeps every other byte, in order, as input.
struct TerminalReplyParser {
    private(set) var features = TerminalFeatures()
    private var leftover: [UInt8] = []
    /// Bytes of a sequence that has begun (`Esc [ …`) and not ended yet.
    private var pending: [UInt8] = []

    /// Reads `bytes`, which may cut a reply anywhere.
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            if pending.isEmpty {
                if byte == 0x1B { pending = [byte] } else { leftover.append(byte) }
                continue
            }
            pending.append(byte)
            if pending.count == 2 {
                if byte != UInt8(ascii: "[") && byte != UInt8(ascii: "_") { flushPending() }
                continue
            }
            if pending[1] == UInt8(ascii: "_") {
                // An APC reply (kitty graphics), ended by ESC \.
                if byte == UInt8(ascii: "\\"), pending[pending.count - 2] == 0x1B {
                    if !interpretGraphics(pending) { leftover.append(contentsOf: pending) }
                    pending = []
                } else if pending.count > 256 {
                    flushPending()
                }
                continue
            }
            if (0x40...0x7E).contains(byte) {
                if !interpret(pending) { leftover.append(contentsOf: pending) }
                pending = []
            } else if !(0x20...0x3F).contains(byte) || pending.count > 64 {
                flushPending()
            }
        }
    }

    /// Ends the reading: a sequence still incomplete is input, like every other byte kept.
    mutating func finish() -> [UInt8] {
        leftover.append(contentsOf: pending)
        pending = []
        defer { leftover = [] }
        return leftover
    }

    private mutating func flushPending() {
        leftover.append(contentsOf: pending)
        pending = []
    }

    /// Takes a complete APC sequence; false when it is not the reply to the graphics query.
    private mutating func interpretGraphics(_ sequence: [UInt8]) -> Bool {
        let body = String(decoding: sequence.dropFirst(2).dropLast(2), as: UTF8.self)
        guard body.hasPrefix("Gi=31;") else { return false }
        features.kittyGraphics = body.dropFirst(6).hasPrefix("OK")
        return true
    }

    /// Takes a complete CSI sequence; false when it is not a reply to the queries.
    private mutating func interpret(_ sequence: [UInt8]) -> Bool {
        let body = String(decoding: sequence.dropFirst(2), as: UTF8.self)
        guard body.hasPrefix("?") else { return false }
        let final = body.last!
        let parameters = body.dropFirst().dropLast()
        switch final {
        case "y" where parameters.hasSuffix("$"):
            // DECRPM: `CSI ? mode ; value $ y`. Values 1–4 mean the mode is known (set, reset,
            // permanently set or reset); 0 means the terminal does not know it.
            let fields = parameters.dropLast().split(separator: ";")
            guard fields.count == 2, let mode = Int(fields[0]), let value = Int(fields[1]) else { return false }
            let known = (1...4).contains(value)
            switch mode {
            case 2026: features.synchronizedOutput = known
            case 1004: features.focusEvents = known
            default: return false
            }
            return true
        case "u":
            // Kitty: `CSI ? flags u`, the flags in effect now.
            guard parameters.allSatisfy(\.isNumber) else { return false }
            features.kittyKeyboard = true
            return true
        case "c":
            // Primary device attributes: `CSI ? 62 ; 22 c` and the like.
            guard parameters.allSatisfy({ $0.isNumber || $0 == ";" }) else { return false }
            features.answered = true
            // Attribute 4 (after the class, 62 or more): Sixel graphics.
            features.sixel = parameters.split(separator: ";").dropFirst().contains("4")
            return true
        default:
            return false
        }
    }
}
