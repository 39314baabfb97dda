/// A key press, with the modifiers the terminal reported.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) { self.key = key; self.modifiers = modifiers }

    /// Modifier keys. Terminals report Ctrl with letters, Alt as an Esc prefix, and Shift
    /// with a few special keys (Shift-Tab, Shift-arrows).
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let control = Modifiers(rawValue: 1)
        public static let option = Modifiers(rawValue: 2)
        public static let shift = Modifiers(rawValue: 4)
        /// Alias of `.option`: terminals send Alt as an Esc prefix.
        public static let alt = option
    }

    public var character: Character? {
        if case .character(let c) = key, modifiers.isDisjoint(with: [.control, .option]) { return c }
        return nil
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.name)
        return parts.joined(separator: "-")
    }

    public static let ctrlC = KeyPress(.character("c"), modifiers: .control)
    public static let ctrlZ = KeyPress(.character("z"), modifiers: .control)
}

/// A key on the keyboard, as far as a terminal can tell.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)

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
    public enum Kind: Hashable, Sendable { case press, release, drag, scrollUp, scrollDown, move }
    public enum Button: Hashable, Sendable { case left, middle, right, none }
    public var kind: Kind
    public var button: Button
    public var position: Point
    public var modifiers: KeyPress.Modifiers

    public init(_ kind: Kind, button: Button = .left, at position: Point, modifiers: KeyPress.Modifiers = []) {
        self.kind = kind; self.button = button; self.position = position; self.modifiers = modifiers
    }
}

/// Everything that can happen to an app from the outside.
public enum Event: Hashable, Sendable {
    case key(KeyPress)
    case mouse(MouseEvent)
    /// Text pasted in one piece (bracketed paste).
    case paste(String)
    case resize(Size)
}
