/// Puts text on the user's clipboard. The host turns it into a `HostRequest.copyToClipboard`,
/// which a terminal backend writes as OSC 52, and shows "Copied …" in the status line. Call it
/// only from the user's own action (a key, a button): the terminal trusts what it is given.
///
/// ```swift
/// @Environment(\.copyToClipboard) private var copy
/// Button("Copy") { copy(animal.name) }
/// ```
public struct CopyToClipboardAction {
    let action: @MainActor (_ text: String, _ summary: String?) -> Void
    /// An action that calls `action` with the text and what the status line should name.
    public init(_ action: @escaping @MainActor (_ text: String, _ summary: String?) -> Void) { self.action = action }
    /// Copies `text`; the status line says "Copied `summary`" (by default the text itself).
    @MainActor public func callAsFunction(_ text: String, summary: String? = nil) { action(text, summary) }
}

private struct CopyToClipboardKey: EnvironmentKey {
    static var defaultValue: CopyToClipboardAction { CopyToClipboardAction { _, _ in } }
}

extension EnvironmentValues {
    /// Copies text to the clipboard of the terminal the app runs in (see `CopyToClipboardAction`).
    public var copyToClipboard: CopyToClipboardAction {
        get { self[CopyToClipboardKey.self] }
        set { self[CopyToClipboardKey.self] = newValue }
    }
}

extension ViewHost {
    /// The host's copy action: asks the loop to copy, and says so in the status line.
    package func copyToClipboard(_ text: String, summary: String?) {
        onRequest?(.copyToClipboard(text))
        let shown = (summary ?? text).split(whereSeparator: \.isNewline).joined(separator: " ")
        statusMessage = "Copied " + (shown.count > 60 ? shown.prefix(59) + "…" : shown)
    }
}
