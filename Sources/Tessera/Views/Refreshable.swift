extension View {
    /// Lets the reader refresh this view's content, as SwiftUI's pull to refresh does: Ctrl-R,
    /// named "Refresh" in the footer and help while focus is inside the view, starts `action`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        onKeyPress(KeyEquivalent("r"), modifiers: .control, title: "Refresh") {
            Task { await action() }
            return .handled
        }
    }
}

/// What the Return key is called in a text field's on-screen keyboard, as SwiftUI's
/// `SubmitLabel`. A terminal has no on-screen keyboard: Return submits whatever the label.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Accepts SwiftUI's label for the Return key of text fields inside (see `SubmitLabel`).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
