import CNCursesW
import Tessera

/// One result of `wget_wch`: a character (`OK`) or a key code (`KEY_CODE_YES`).
public enum RawInput: Hashable, Sendable {
    /// A character, as a Unicode scalar value (control characters included).
    case character(UInt32)
    /// A curses key code (`KEY_UP`, `KEY_F0 + n`, `KEY_MOUSE`, `KEY_RESIZE`, …).
    case keyCode(Int32)
}

/// What the decoder made of the raw input: an event, or a request for the backend to ask
/// ncurses for more (a mouse report, the new size).
public enum DecodedInput: Hashable, Sendable {
    /// An event for the app.
    case event(Event)
    /// A mouse report is waiting: the backend reads it with `getmouse`.
    case mouse
    /// The terminal was resized: the backend reads the new size.
    case resize
    /// The terminal window gained (true) or lost (false) focus: `CSI I` / `CSI O` (mode 1004).
    case focus(Bool)
}

/// Turns what `wget_wch` returned during one drain into events. Pure: no curses calls, so it
/// can be tested with plain values. Keeps state across drains only inside a bracketed paste.
public struct InputDecoder: Sendable {
    private static let pasteStart: [UInt32] = Array("\u{1B}[200~".unicodeScalars.map(\.value))
    private static let pasteEnd: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

    /// Text of a paste that has started but not ended yet.
    private var pasteBuffer: [UInt32]?

    /// A decoder outside any paste.
    public init() {}

    /// True while a paste has begun but its end marker has not arrived.
    public var isInsidePaste: Bool { pasteBuffer != nil }

    /// Decodes the inputs of one drain. A lone Esc at the end of the drain is the Esc key;
    /// Esc followed by a key within the drain is that key with `.option` (Alt).
    public mutating func decode(_ inputs: [RawInput]) -> [DecodedInput] {
        var output: [DecodedInput] = []
        var index = 0
        while index < inputs.count {
            if pasteBuffer != nil {
                index = consumePaste(inputs, from: index, into: &output)
                continue
            }
            switch inputs[index] {
            case .character(27):
                if matches(Self.pasteStart, in: inputs, at: index) {
                    pasteBuffer = []
                    index += Self.pasteStart.count
                    continue
                }
                // A control sequence ncurses did not turn into a key: decoded when it is one we
                // know (kitty's `CSI … u`, xterm's modified arrows), otherwise dropped whole —
                // never typed into the app as letters.
                if let focus = Self.focusReport(in: inputs, at: index) {
                    output.append(.focus(focus))
                    index += 3
                    continue
                }
                if let (decoded, end) = Self.controlSequence(in: inputs, at: index) {
                    if let decoded { output.append(.event(.key(decoded))) }
                    index = end
                    continue
                }
                if index + 1 < inputs.count, case .event(.key(var press))? = Self.decodeSingle(inputs[index + 1]),
                   inputs[index + 1] != .character(27) {
                    press.modifiers.insert(.option)
                    output.append(.event(.key(press)))
                    index += 2
                } else {
                    output.append(.event(.key(KeyPress(.escape))))
                    index += 1
                }
            default:
                if let decoded = Self.decodeSingle(inputs[index]) { output.append(decoded) }
                index += 1
            }
        }
        return output
    }

    private func matches(_ marker: [UInt32], in inputs: [RawInput], at index: Int) -> Bool {
        guard index + marker.count <= inputs.count else { return false }
        for (offset, value) in marker.enumerated() where inputs[index + offset] != .character(value) {
            return false
        }
        return true
    }

    private mutating func consumePaste(_ inputs: [RawInput], from start: Int, into output: inout [DecodedInput]) -> Int {
        var index = start
        while index < inputs.count {
            if matches(Self.pasteEnd, in: inputs, at: index) {
                output.append(.event(.paste(Self.pasteText(pasteBuffer ?? []))))
                pasteBuffer = nil
                return index + Self.pasteEnd.count
            }
            switch inputs[index] {
            case .character(let value): pasteBuffer?.append(value)
            case .keyCode(KEY_ENTER): pasteBuffer?.append(10)
            case .keyCode: break  // a key code inside a paste carries no text
            }
            index += 1
        }
        return index
    }

    /// The pasted text with line endings made `\n`.
    static func pasteText(_ values: [UInt32]) -> String {
        var text = String.UnicodeScalarView()
        var previousWasReturn = false
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if value == 13 {
                text.append("\n")
                previousWasReturn = true
                continue
            }
            if value == 10, previousWasReturn { previousWasReturn = false; continue }
            previousWasReturn = false
            text.append(scalar)
        }
        return String(text)
    }

    /// `CSI I` (focus in) or `CSI O` (focus out) at `index`.
    static func focusReport(in inputs: [RawInput], at index: Int) -> Bool? {
        guard index + 2 < inputs.count, inputs[index + 1] == .character(0x5B) else { return nil }
        switch inputs[index + 2] {
        case .character(0x49): return true
        case .character(0x4F): return false
        default: return nil
        }
    }

    /// The control sequence starting with the Esc at `index`: CSI (`Esc [`, parameters,
    /// intermediates, a final byte), SS3 (`Esc O` and one byte), or a string (OSC `Esc ]`, DCS
    /// `Esc P`, APC `Esc _` up to BEL or `Esc \`). Returns the key it means (nil: none to
    /// deliver) and the index after it; nil when no sequence starts here. A sequence cut off at
    /// the end of the drain is dropped as far as it goes. `Esc [` alone is Alt-[.
    static func controlSequence(in inputs: [RawInput], at index: Int) -> (KeyPress?, Int)? {
        func value(_ i: Int) -> UInt32? {
            guard i < inputs.count, case .character(let v) = inputs[i] else { return nil }
            return v
        }
        guard let introducer = value(index + 1) else { return nil }
        switch introducer {
        case 0x5B: // [
            guard value(index + 2) != nil else { return nil }
            var i = index + 2
            var parameters = ""
            while let v = value(i), (0x30...0x3F).contains(v) { parameters.unicodeScalars.append(Unicode.Scalar(v)!); i += 1 }
            while let v = value(i), (0x20...0x2F).contains(v) { i += 1 }
            guard let final = value(i), (0x40...0x7E).contains(final) else { return (nil, min(i + 1, inputs.count)) }
            return (csiKey(parameters: parameters, final: final), i + 1)
        case 0x4F: // O
            guard let final = value(index + 2) else { return nil }
            let keys: [UInt32: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x4D: .enter,
                                       0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4)]
            return (keys[final].map { KeyPress($0) }, index + 3)
        case 0x5D, 0x50, 0x5F: // ] P _
            var i = index + 2
            while i < inputs.count {
                if value(i) == 7 { return (nil, i + 1) }
                if value(i) == 27 { return (nil, value(i + 1) == 0x5C ? i + 2 : i + 1) }
                i += 1
            }
            return (nil, i)
        default:
            return nil
        }
    }

    /// The key a CSI sequence stands for: kitty's `CSI code ; modifiers u`, xterm's
    /// `CSI 1 ; modifiers A` arrows and `CSI n ~` editing keys; nil for anything else.
    static func csiKey(parameters: String, final: UInt32) -> KeyPress? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.map { Int($0.split(separator: ":").first ?? "") }
        var modifiers: KeyPress.Modifiers = []
        if numbers.count > 1, let m = numbers[1], m > 1 {
            let bits = m - 1
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & 2 != 0 { modifiers.insert(.option) }
            if bits & 4 != 0 { modifiers.insert(.control) }
        }
        let first = numbers.first ?? nil
        switch final {
        case 0x75: // u: a kitty key by its Unicode code point
            guard let code = first else { return nil }
            let key: Key
            switch code {
            case 13: key = .enter
            case 9: key = modifiers.contains(.shift) ? .backTab : .tab
            case 27: key = .escape
            case 127, 8: key = .backspace
            case 0xE000...0xF8FF:
                // Kitty's functional keys (keypad, media, modifiers) use private-use code
                // points: the keypad ones mean their key; the rest are dropped, never typed.
                guard let keypad = kittyKeypad[code] else { return nil }
                key = keypad
            default:
                guard code >= 32, let scalar = Unicode.Scalar(code) else { return nil }
                key = .character(Character(scalar))
            }
            if key == .backTab { modifiers.remove(.shift) }
            return KeyPress(key, modifiers: modifiers)
        case 0x41: return KeyPress(.up, modifiers: modifiers)
        case 0x42: return KeyPress(.down, modifiers: modifiers)
        case 0x43: return KeyPress(.right, modifiers: modifiers)
        case 0x44: return KeyPress(.left, modifiers: modifiers)
        case 0x48: return KeyPress(.home, modifiers: modifiers)
        case 0x46: return KeyPress(.end, modifiers: modifiers)
        case 0x5A: return KeyPress(.backTab)
        case 0x50...0x53: return KeyPress(.function(Int(final) - 0x50 + 1), modifiers: modifiers)  // P Q R S: F1–F4
        case 0x7E: // ~
            let keys: [Int: Key] = [1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
                                    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9),
                                    21: .function(10), 23: .function(11), 24: .function(12)]
            return first.flatMap { keys[$0] }.map { KeyPress($0, modifiers: modifiers) }
        default:
            return nil
        }
    }

    /// Kitty's keypad keys, by their private-use code points.
    private static let kittyKeypad: [Int: Key] = {
        var keys: [Int: Key] = [57409: .character("."), 57410: .character("/"), 57411: .character("*"),
                                57412: .character("-"), 57413: .character("+"), 57414: .enter, 57415: .character("="),
                                57417: .left, 57418: .right, 57419: .up, 57420: .down, 57421: .pageUp,
                                57422: .pageDown, 57423: .home, 57424: .end, 57425: .insert, 57426: .delete]
        for digit in 0...9 { keys[57399 + digit] = .character(Character(String(digit))) }
        return keys
    }()

    /// Decodes one input on its own (no Esc look-ahead).
    public static func decodeSingle(_ input: RawInput) -> DecodedInput? {
        switch input {
        case .character(let value): return decodeCharacter(value).map { .event(.key($0)) }
        case .keyCode(let code): return decodeKeyCode(code)
        }
    }

    static func decodeCharacter(_ value: UInt32) -> KeyPress? {
        switch value {
        case 9: return KeyPress(.tab)
        case 10, 13: return KeyPress(.enter)
        case 8, 127: return KeyPress(.backspace)
        case 27: return KeyPress(.escape)
        case 0: return KeyPress(.space, modifiers: .control)
        case 1...26:
            let letter = Character(Unicode.Scalar(UInt8(value) + 96))
            return KeyPress(.character(letter), modifiers: .control)
        case 28...31:
            let symbol = Character(Unicode.Scalar(UInt8(value) + 64))
            return KeyPress(.character(symbol), modifiers: .control)
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return KeyPress(.character(Character(scalar)))
        }
    }

    static func decodeKeyCode(_ code: Int32) -> DecodedInput? {
        func key(_ key: Key, _ modifiers: KeyPress.Modifiers = []) -> DecodedInput {
            .event(.key(KeyPress(key, modifiers: modifiers)))
        }
        switch code {
        case KEY_MOUSE: return .mouse
        case KEY_RESIZE: return .resize
        case KEY_ENTER: return key(.enter)
        case KEY_BTAB: return key(.backTab)
        case KEY_BACKSPACE: return key(.backspace)
        case KEY_DC: return key(.delete)
        case KEY_IC: return key(.insert)
        case KEY_UP: return key(.up)
        case KEY_DOWN: return key(.down)
        case KEY_LEFT: return key(.left)
        case KEY_RIGHT: return key(.right)
        case KEY_SR: return key(.up, .shift)
        case KEY_SF: return key(.down, .shift)
        case KEY_SLEFT: return key(.left, .shift)
        case KEY_SRIGHT: return key(.right, .shift)
        case KEY_HOME: return key(.home)
        case KEY_END: return key(.end)
        case KEY_SHOME: return key(.home, .shift)
        case KEY_SEND: return key(.end, .shift)
        case KEY_PPAGE: return key(.pageUp)
        case KEY_NPAGE: return key(.pageDown)
        default:
            let function = Int(code) - Int(tessera_key_f(0))
            if (1...12).contains(function) { return key(.function(function)) }
            // xterm reports Shift-F1…F12 as F13…F24.
            if (13...24).contains(function) { return key(.function(function - 12), .shift) }
            return nil
        }
    }
}
