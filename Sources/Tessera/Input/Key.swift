/// A key press, with the modifiers the terminal reported.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Ctrl, Alt and Shift, as far as the terminal reported them.
    public var modifiers: Modifiers

    /// A press of `key` with `modifiers`: `KeyPress(.character("s"), modifiers: .control)`.
    public init(_ key: Key, modifiers: Modifiers = []) { self.key = key; self.modifiers = modifiers }

    /// Modifier keys. Terminals report Ctrl with letters, Alt as an Esc prefix, and Shift
    /// with a few special keys (Shift-Tab, Shift-arrows).
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers, one bit each.
        public let rawValue: UInt8
        /// The modifiers whose bits `rawValue` has.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Ctrl.
        public static let control = Modifiers(rawValue: 1)
        /// Alt (Option).
        public static let option = Modifiers(rawValue: 2)
        /// Shift.
        public static let shift = Modifiers(rawValue: 4)
        /// Alias of `.option`: terminals send Alt as an Esc prefix.
        public static let alt = option
    }

    /// The character typed, when the key is a character without Ctrl or Alt.
    public var character: Character? {
        if case .character(let c) = key, modifiers.isDisjoint(with: [.control, .option]) { return c }
        return nil
    }

    /// The key as the footer and help name it (`Ctrl-C`, `Shift-Tab`).
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.name)
        return parts.joined(separator: "-")
    }

    /// Ctrl-C, which quits.
    public static let ctrlC = KeyPress(.character("c"), modifiers: .control)
    /// Ctrl-Z, which suspends.
    public static let ctrlZ = KeyPress(.character("z"), modifiers: .control)
}

/// A key on the keyboard, as far as a terminal can tell.
public enum Key: Hashable, Sendable {
    /// A printable character, as typed (Shift already applied: `A`, `?`).
    case character(Character)
    /// Keys that enter, move between or edit fields: Enter, Tab, Shift-Tab, Esc, Backspace, Delete, Insert.
    case enter, tab, backTab, escape, backspace, delete, insert
    /// Arrows and the navigation block: ↑ ↓ ← →, Home, End, Page Up, Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// A function key: `.function(1)` is F1.
    case function(Int)

    /// The space bar.
    public static let space = Key.character(" ")

    /// A short human name, as shown in the footer and help.
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let n): return "F\(n)"
        }
    }
}

/// A mouse event at a cell position.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did: a button pressed, released or dragged, the wheel scrolled, or a move.
    public enum Kind: Hashable, Sendable {
        /// A button went down, went up, or moved while down; the wheel turned; the pointer moved.
        case press, release, drag, scrollUp, scrollDown, move
    }
    /// Which button: `.none` for wheel scrolls and moves.
    public enum Button: Hashable, Sendable {
        /// The button, or `.none` for wheel scrolls and moves.
        case left, middle, right, none
    }
    /// What happened.
    public var kind: Kind
    /// The button involved.
    public var button: Button
    /// The cell under the pointer.
    public var position: Point
    /// Modifiers held.
    public var modifiers: KeyPress.Modifiers

    /// A mouse event of `kind` at `position`.
    public init(_ kind: Kind, button: Button = .left, at position: Point, modifiers: KeyPress.Modifiers = []) {
        self.kind = kind; self.button = button; self.position = position; self.modifiers = modifiers
    }
}

/// Everything that can happen to an app from the outside.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// A mouse press, release, drag, scroll or move.
    case mouse(MouseEvent)
    /// Text pasted in one piece (bracketed paste).
    case paste(String)
    /// The terminal's new size.
    case resize(Size)
}
