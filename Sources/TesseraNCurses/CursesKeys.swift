import CNCursesW
import Tessera
import TesseraTerminal

/// One result of `wget_wch`: a character (`OK`) or a key code (`KEY_CODE_YES`), for a program
/// that reads its own input through curses (`CursesHostingWindow.handle`).
public enum RawInput: Hashable, Sendable {
    /// A character, as a Unicode scalar value (control characters included).
    case character(UInt32)
    /// A curses key code (`KEY_UP`, `KEY_F0 + n`, `KEY_MOUSE`, `KEY_RESIZE`, …).
    case keyCode(Int32)
}

extension InputDecoder {
    /// Decodes one result of `wget_wch` on its own (no Esc look-ahead).
    public static func decodeSingle(_ input: RawInput) -> DecodedInput? {
        switch input {
        case .character(let value):
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return keyPress(for: scalar).map { .event(.key($0)) }
        case .keyCode(let code): return decodeKeyCode(code)
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
