/// A key as SwiftUI names it, for `.onKeyPress(_:)` and `.keyboardShortcut(_:)`:
/// `.upArrow`, `.return`, `.escape`, or a character (`"k"`).
///
/// `KeyEquivalent` is what views declare; `Key` is what the terminal reported (an event, a
/// `KeyPress`, a Pilot's `press`). `press.key == .upArrow` compares the two.
///
/// ```swift
/// Text("Volume").focusable()
///     .onKeyPress(.upArrow) { volume += 1; return .handled }
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The terminal key this stands for.
    public let key: Key

    /// The key that types `character`.
    public init(_ character: Character) { key = .character(character) }
    /// A character literal: `.onKeyPress("k")`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }
    /// The equivalent of a terminal key (function keys, Insert, Shift-Tab have no SwiftUI name).
    public init(_ key: Key) { self.key = key }

    /// ↑
    public static let upArrow = KeyEquivalent(Key.up)
    /// ↓
    public static let downArrow = KeyEquivalent(Key.down)
    /// ←
    public static let leftArrow = KeyEquivalent(Key.left)
    /// →
    public static let rightArrow = KeyEquivalent(Key.right)
    /// Return (Enter).
    public static let `return` = KeyEquivalent(Key.enter)
    /// Esc.
    public static let escape = KeyEquivalent(Key.escape)
    /// Tab.
    public static let tab = KeyEquivalent(Key.tab)
    /// The space bar.
    public static let space = KeyEquivalent(Key.space)
    /// The key that deletes backwards: SwiftUI's `.delete` is the Mac's delete key, which a
    /// terminal reports as Backspace.
    public static let delete = KeyEquivalent(Key.backspace)
    /// The key that deletes forwards (Delete on a PC keyboard, fn-delete on a Mac).
    public static let deleteForward = KeyEquivalent(Key.delete)
    /// Home.
    public static let home = KeyEquivalent(Key.home)
    /// End.
    public static let end = KeyEquivalent(Key.end)
    /// Page Up.
    public static let pageUp = KeyEquivalent(Key.pageUp)
    /// Page Down.
    public static let pageDown = KeyEquivalent(Key.pageDown)
    /// A function key, F1…F12 (Tessera's: SwiftUI has no name for them).
    public static func function(_ number: Int) -> KeyEquivalent { KeyEquivalent(Key.function(number)) }

    /// The character SwiftUI gives this key: the character itself, or the code SwiftUI uses for
    /// a special key (`\u{F700}` for ↑, `\r` for Return…).
    public var character: Character {
        switch key {
        case .character(let c): return c
        case .enter: return "\r"
        case .tab, .backTab: return "\t"
        case .escape: return "\u{1B}"
        case .backspace: return "\u{7F}"
        case .up: return "\u{F700}"
        case .down: return "\u{F701}"
        case .left: return "\u{F702}"
        case .right: return "\u{F703}"
        case .delete: return "\u{F728}"
        case .home: return "\u{F729}"
        case .end: return "\u{F72B}"
        case .pageUp: return "\u{F72C}"
        case .pageDown: return "\u{F72D}"
        case .insert: return "\u{F727}"
        case .function(let n): return Character(UnicodeScalar(0xF703 + UInt32(max(1, min(35, n))))!)
        }
    }

    /// The key's name as the footer shows it (`↑`, `Enter`, `k`).
    public var description: String { key.name }
}

extension Key {
    /// Whether this reported key is `equivalent`: `press.key == .upArrow`.
    public static func == (key: Key, equivalent: KeyEquivalent) -> Bool { key == equivalent.key }
    /// Lets `switch press.key { case .upArrow: … }` match SwiftUI's names.
    public static func ~= (equivalent: KeyEquivalent, key: Key) -> Bool { key == equivalent.key }
}

extension KeyPress {
    /// What a key handler answers, as SwiftUI's `KeyPress.Result`: `.handled` stops the key,
    /// `.ignored` lets it go on to the views around.
    public typealias Result = KeyPressResult

    /// The characters the key types (empty for a special key or with Ctrl/Alt held), as
    /// SwiftUI's `KeyPress.characters`.
    public var characters: String { character.map(String.init) ?? "" }
}

/// SwiftUI's name for the modifier keys held with a key. Terminals report Ctrl, Alt (`.option`)
/// and Shift; there is no Command key.
public typealias EventModifiers = KeyPress.Modifiers

/// A key with modifiers that activates a button from anywhere in its window, as SwiftUI's
/// `KeyboardShortcut`: `.keyboardShortcut(.defaultAction)` makes Return press the button,
/// `.cancelAction` makes Esc press it.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (none unless given: terminals have no Command key).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = []) { self.key = key; self.modifiers = modifiers }

    /// Return: the screen's main button.
    public static let defaultAction = KeyboardShortcut(.return)
    /// Esc: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape)

    var press: KeyPress { reportedPress }
}
