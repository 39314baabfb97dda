import CNCursesW
import Tessera

/// One result of `wget_wch`: a character (`OK`) or a key code (`KEY_CODE_YES`).
public enum RawInput: Hashable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
}

/// What the decoder made of the raw input: an event, or a request for the backend to ask
/// ncurses for more (a mouse report, the new size).
public enum DecodedInput: Hashable, Sendable {
    case event(Event)
    case mouse
    case resize
}

/// Turns what `wget_wch` returned during one drain into events. Pure: no curses calls, so it
/// can be tested with plain values. Keeps state across drains only inside a bracketed paste.
public struct InputDecoder: Sendable {
    private static let pasteStart: [UInt32] = Array("\u{1B}[200~".unicodeScalars.map(\.value))
    private static let pasteEnd: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

    /// Text of a paste that has started but not ended yet.
    private var pasteBuffer: [UInt32]?

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
