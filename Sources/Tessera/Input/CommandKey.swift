/// The Command key of SwiftUI code, in a terminal.
///
/// No terminal reports ⌘: it is taken as Ctrl, the key terminal programs use for commands, so
/// `.keyboardShortcut("n", modifiers: .command)` answers Ctrl-N and help names it so.
extension KeyPress.Modifiers {
    /// ⌘, read as Ctrl: no terminal reports the Command key.
    public static let command = control
}

extension KeyboardShortcut {
    /// The key as a terminal reports it. A terminal sends Ctrl with a letter as one control
    /// byte, the same with or without Shift and for either case: `"N"` with Ctrl and Shift is
    /// Ctrl-N.
    var reportedPress: KeyPress {
        guard modifiers.contains(.control), case .character(let c) = key.key, c.isLetter, c.isASCII else {
            return KeyPress(key.key, modifiers: modifiers)
        }
        return KeyPress(.character(Character(c.lowercased())), modifiers: modifiers.subtracting(.shift))
    }
}
