/// A key that runs a command: one key with its modifiers, or any typed character.
///
/// Shift is optional unless the trigger asks for it: a table's `↓` also answers Shift-↓, and
/// a typed `K` arrives with or without Shift depending on the terminal.
package struct KeyTrigger: Hashable, Sendable {
    /// The key; nil for "any character typed without Control or Alt".
    package var key: Key?
    package var modifiers: KeyPress.Modifiers

    /// `key` pressed with exactly `modifiers` (Shift optional).
    package init(_ key: Key, _ modifiers: KeyPress.Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    private init(typing: Void) {
        key = nil
        modifiers = []
    }

    /// Any character typed without Control or Alt.
    package static let typing = KeyTrigger(typing: ())

    package func matches(_ press: KeyPress) -> Bool {
        guard let key else {
            if case .character = press.key { return press.modifiers.isDisjoint(with: [.control, .option]) }
            return false
        }
        guard press.key == key else { return false }
        if modifiers.contains(.shift) && !press.modifiers.contains(.shift) { return false }
        return press.modifiers.subtracting(.shift) == modifiers.subtracting(.shift)
    }

    /// How help names this key ("Ctrl-K", "↑", "Type").
    package var name: String {
        guard let key else { return "Type" }
        return KeyPress(key, modifiers: modifiers).description
    }
}

/// One thing a control does from the keyboard: the keys that do it, how the footer and the
/// `?` help name it, and the action.
///
/// A control declares its commands once, as a `KeyMap`; key dispatch and help both read that
/// list, so help always lists every key the control answers.
@MainActor
package struct KeyCommand {
    package var triggers: [KeyTrigger]
    /// The name an app's `.keyMap(_:)` or the user's keys file gives this command other keys
    /// by; nil for a command that keeps its keys.
    package var id: KeyCommandID?
    /// The short name the footer shows ("↑↓", "Enter"); help lists every trigger.
    package var label: String
    package var title: String
    /// False for commands only the help lists (a table's PgUp/PgDn), keeping the footer short.
    package var showsInFooter: Bool
    /// Runs the command; false when it did nothing and the key should go on to the ancestors
    /// (an arrow at the end of a list moves focus instead).
    package var run: @MainActor (KeyPress) -> Bool

    /// A command for `triggers`. `label` defaults to the triggers' names.
    /// Every built-in control names its commands (`id`), so each can be given other keys; nil
    /// is for an app's own keys (`onKeyPress`, a program's window keys) and the few a control
    /// keeps from the app's.
    package init(_ triggers: [KeyTrigger], label: String? = nil, _ title: String, inFooter: Bool = true,
                 id: KeyCommandID? = nil, run: @escaping @MainActor (KeyPress) -> Bool) {
        self.triggers = triggers
        self.id = id
        self.label = label ?? KeyCommand.names(of: triggers)
        self.title = title
        self.showsInFooter = inFooter
        self.run = run
    }

    /// A command that always uses its key.
    package init(_ triggers: [KeyTrigger], label: String? = nil, _ title: String, inFooter: Bool = true,
                 id: KeyCommandID? = nil, perform: @escaping @MainActor () -> Void) {
        self.init(triggers, label: label, title, inFooter: inFooter, id: id) { _ in perform(); return true }
    }

    /// Every trigger's name: arrows run together ("↑↓"), the rest joined by "/".
    package var helpKeys: String { KeyCommand.names(of: triggers) }

    /// What the footer and help show for this command.
    package var binding: KeyBinding {
        KeyBinding(label, title, helpKeys: helpKeys, inFooter: showsInFooter, triggers: triggers)
    }

    /// Every trigger's name: arrows run together ("↑↓"), the rest joined by "/".
    package static func names(of triggers: [KeyTrigger]) -> String {
        // A control makes its key map again for each key and each frame's footer: the names
        // of a list of keys are made once.
        if let known = knownNames[triggers] { return known }
        let made = makeNames(of: triggers)
        knownNames[triggers] = made
        return made
    }
    private static var knownNames: [[KeyTrigger]: String] = [:]

    private static func makeNames(of triggers: [KeyTrigger]) -> String {
        // A list, not a set: a set of keys is a type the runtime builds the first time, with
        // a search of every conformance for `Key: Hashable`.
        let arrows: [Key] = [.up, .down, .left, .right]
        var result = ""
        var previousWasArrow = false
        for trigger in triggers {
            let isArrow = trigger.key.map { arrows.contains($0) && trigger.modifiers.isEmpty } ?? false
            if !result.isEmpty && !(isArrow && previousWasArrow) { result += "/" }
            result += trigger.name
            previousWasArrow = isArrow
        }
        return result
    }
}

/// A control's keyboard commands, declared once (Bubble Tea's key map): `handle` dispatches a
/// key to the first command that answers it, `bindings` is what the footer and help show.
@MainActor
package struct KeyMap {
    package var commands: [KeyCommand]
    /// False for a disabled control: none of its keys acts, so neither the footer nor help
    /// names them.
    package var isEnabled: Bool
    /// What a key no command took does (none answers it, or the one that does declined it):
    /// a table finding keeps it, a list showing a row's swipe actions hides them, an app's
    /// `onKeyPress` for any key gets it. True when it used the key. Help names none of these.
    package var otherKeys: (@MainActor (KeyPress) -> Bool)?

    package init(isEnabled: Bool = true, _ commands: [KeyCommand] = [], otherKeys: (@MainActor (KeyPress) -> Bool)? = nil) {
        self.isEnabled = isEnabled
        self.commands = commands
        self.otherKeys = otherKeys
    }

    package static let empty = KeyMap()

    /// Runs the first command `key` triggers, else `otherKeys`; false when neither used it.
    package func handle(_ key: KeyPress) -> Bool {
        guard isEnabled else { return false }
        if let command = command(for: key), command.run(key) { return true }
        return otherKeys?(key) ?? false
    }

    /// The command `key` triggers, if any.
    package func command(for key: KeyPress) -> KeyCommand? {
        commands.first { $0.triggers.contains { $0.matches(key) } }
    }

    /// What the footer and help show, one entry per command.
    package var bindings: [KeyBinding] {
        isEnabled ? commands.map { $0.binding } : []
    }
}
