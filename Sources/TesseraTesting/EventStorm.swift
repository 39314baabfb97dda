import Foundation
import Tessera

/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// sequence on every machine, so a failing storm replays exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One of `items` (not empty), each as likely.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One step of a storm: an event for the app, or time passing on the test clock.
public enum StormStep: Sendable {
    /// An event for the app.
    case event(Event)
    /// Time passing on the test clock.
    case advance(Duration)

    /// A short description, safe to print (long pastes are summarised, controls escaped).
    public var summary: String {
        switch self {
        case .advance(let d): return "advance(\(d))"
        case .event(let event): return EventStorm.describe(event)
        }
    }
}

/// A seeded generator of hostile input: keys of every kind (wide, emoji, combining, named,
/// Ctrl and Alt combinations, and now and then Ctrl-C, Ctrl-Z and `q`), pastes up to 100 KB of
/// text and invalid UTF-8 decoded lossily with control bytes and escape sequences, mouse
/// events anywhere (also off screen), resizes from 1×1 to 300×100, and time passing.
public struct EventStorm: Sendable {
    /// The generator, as far as the storm has drawn from it.
    public private(set) var random: SplitMix64
    /// The seed the storm started from: the same seed gives the same storm.
    public let seed: UInt64
    /// The size the app was last resized to (resizes are relative to nothing: any size goes).
    public private(set) var size: Size
    /// Whether to produce keys that end or suspend an app (Ctrl-C, Ctrl-Z, plain `q`).
    public var includesQuitKeys: Bool

    /// A storm from `seed` for an app of `size`, with or without the keys that quit or suspend.
    public init(seed: UInt64, size: Size = Size(width: 80, height: 24), includesQuitKeys: Bool = true) {
        self.seed = seed
        self.random = SplitMix64(seed: seed)
        self.size = size
        self.includesQuitKeys = includesQuitKeys
    }

    static let namedKeys: [Key] = [
        .enter, .tab, .backTab, .escape, .backspace, .delete, .insert,
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    ] + (1...12).map { Key.function($0) }

    static let characters: [Character] = Array("abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    static let exotic: [Character] = [
        "中", "文", "寬", "字", "の", "한", "ｱ", "Ｗ", "🐟", "🦊", "🍎", "♥", "★", "é", "ñ", "ü", "ß", "ệ", "ờ",
        "e\u{301}", "a\u{308}\u{301}", "\u{301}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{202E}", "\u{2066}",
        "👩‍👩‍👧", "🇻🇳", "👍🏽", "❤️", "🩷", "\u{1B}", "\u{7}", "\u{0}", "\u{7F}", "\u{9B}", "\u{85}", "\t", "\n", "\r\n",
        "\u{E000}", "\u{10FFFD}", "\u{FFFD}", "\u{2028}", "\u{00AD}", "\u{0E33}", "\u{0BCD}",
    ]

    static let fragments: [String] = [
        "\u{1B}[2J", "\u{1B}[H", "\u{1B}]0;pwned\u{7}", "\u{1B}]52;c;aGVsbG8=\u{7}", "\u{1B}[31m", "\u{9B}6n",
        "\u{1B}P+q\u{1B}\\", "\u{1B}[?1049l", "\u{1B}c", "\r\n", "\n", "\t", "中文", "🐟🦊", "Tiếng Việt",
        "\u{202E}evil\u{202C}", "zero\u{200B}width", "e\u{301}\u{301}\u{301}", "plain text ", "     ",
    ]

    /// The next step of the storm.
    public mutating func next() -> StormStep {
        let roll = random.below(1000)
        switch roll {
        case 0..<560: return .event(.key(nextKey()))
        case 560..<620: return .event(.paste(nextPaste()))
        case 620..<880: return .event(.mouse(nextMouse()))
        case 880..<960:
            size = nextSize()
            return .event(.resize(size))
        default:
            let ms = random.chance(80) ? random.below(1200) : random.below(70_000)
            return .advance(.milliseconds(ms))
        }
    }

    mutating func nextKey() -> KeyPress {
        let roll = random.below(100)
        if includesQuitKeys, roll < 1 {
            return random.pick([KeyPress.ctrlC, .ctrlZ, KeyPress(.character("q"))])
        }
        switch roll {
        case 0..<35: return KeyPress(random.pick(Self.namedKeys), modifiers: random.chance(15) ? random.pick([.shift, .control, .option, [.control, .shift]]) : [])
        case 35..<70: return KeyPress(.character(safeCharacter(random.pick(Self.characters))))
        case 70..<85: return KeyPress(.character(safeCharacter(random.pick(Self.exotic))))
        case 85..<95:
            let letter = Character(Unicode.Scalar(UInt8(97 + random.below(26))))
            return KeyPress(.character(safeLetter(letter, control: true)), modifiers: .control)
        default:
            return KeyPress(.character(random.pick(Self.characters)), modifiers: random.chance(80) ? .option : [.option, .control])
        }
    }

    private func safeCharacter(_ c: Character) -> Character {
        if !includesQuitKeys && c == "q" { return "w" }
        return c
    }

    private func safeLetter(_ c: Character, control: Bool) -> Character {
        if !includesQuitKeys && control && (c == "c" || c == "z") { return "x" }
        return c
    }

    mutating func nextPaste() -> String {
        let length: Int
        switch random.below(100) {
        case 0..<60: length = random.below(40)
        case 60..<90: length = random.below(2_000)
        case 90..<98: length = random.below(20_000)
        default: length = random.below(100_000)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length + 64)
        while bytes.count < length {
            switch random.below(10) {
            case 0..<4:
                bytes.append(contentsOf: random.pick(Self.fragments).utf8)
            case 4..<6:
                bytes.append(contentsOf: String(random.pick(Self.exotic)).utf8)
            case 6..<8:
                // Raw bytes, valid or not: control bytes, lone continuation bytes, truncated sequences.
                for _ in 0..<(1 + random.below(8)) { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
            default:
                for _ in 0..<(1 + random.below(30)) { bytes.append(UInt8(32 + random.below(95))) }
            }
        }
        if bytes.count > length { bytes.removeLast(bytes.count - length) }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func nextMouse() -> MouseEvent {
        let kind: MouseEvent.Kind = random.pick([.press, .press, .release, .release, .drag, .scrollUp, .scrollDown, .move])
        let button: MouseEvent.Button = kind == .scrollUp || kind == .scrollDown || kind == .move ? .none : random.pick([.left, .left, .left, .middle, .right])
        let x = random.chance(95) ? random.below(max(1, size.width)) : random.below(size.width + 20) - 10
        let y = random.chance(95) ? random.below(max(1, size.height)) : random.below(size.height + 20) - 10
        let modifiers: KeyPress.Modifiers = random.chance(10) ? random.pick([.shift, .control, .option]) : []
        return MouseEvent(kind, button: button, at: Point(x: x, y: y), modifiers: modifiers)
    }

    mutating func nextSize() -> Size {
        switch random.below(20) {
        case 0..<5: return Size(width: 1 + random.below(12), height: 1 + random.below(6))
        case 5..<8: return Size(width: 1 + random.below(300), height: 1 + random.below(100))
        case 8: return random.pick([Size(width: 1, height: 1), Size(width: 300, height: 100), Size(width: 300, height: 1), Size(width: 1, height: 100)])
        default: return Size(width: 30 + random.below(130), height: 8 + random.below(50))
        }
    }

    /// An event as one printable line: long pastes are cut, controls escaped.
    public static func describe(_ event: Event) -> String {
        switch event {
        case .key(let key):
            if case .character(let c) = key.key {
                return "key(\(escape(String(c))), modifiers: \(key.modifiers.rawValue))"
            }
            return "key(\(key.key), modifiers: \(key.modifiers.rawValue))"
        case .mouse(let m):
            return "mouse(.\(m.kind), button: .\(m.button), at: (\(m.position.x), \(m.position.y)), modifiers: \(m.modifiers.rawValue))"
        case .paste(let text):
            let head = escape(String(text.prefix(60)))
            return "paste(\(text.utf8.count) bytes: \(head)\(text.count > 60 ? "…" : ""))"
        case .resize(let s):
            return "resize(\(s.width)x\(s.height))"
        }
    }

    static func escape(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value > 0x7E {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else if scalar == "\"" || scalar == "\\" {
                out += "\\\(scalar)"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
