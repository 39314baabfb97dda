/// The kinds of unnamed accessibility action.
public enum AccessibilityActionKind: Sendable, Hashable {
    /// What activating the element does.
    case `default`
    /// Going back, dismissing.
    case escape
}

/// Keeps a view's named actions: listed in the semantic tree, offered in the footer as
/// "F2 Actions" while focus is inside the view, and run from the menu F2 opens.
package final class AccessibilityActionNode: PassthroughNode {
    var actions: [(name: String, run: @MainActor () -> Void)] = []
    private let menu = AttachedMenu()

    override package func handleKey(_ key: KeyPress) -> Bool {
        if menu.isOpen, key == KeyPress(.escape) { menu.close(); return true }
        guard !menu.isOpen, key == KeyPress(.function(2)), !actions.isEmpty else { return false }
        menu.open(owner: self, anchor: frame.origin, leading: true, entries: actions.map { (title: $0.name, action: $0.run) })
        return true
    }

    override package func teardown() {
        menu.teardown()
        super.teardown()
    }

    override package func keyBindings() -> [KeyBinding] { actions.isEmpty ? [] : [KeyBinding("F2", "Actions")] }
}

extension View {
    /// An action a screen reader (and anyone) can run on this view by name: listed in the
    /// semantic tree, and in a menu F2 opens while focus is inside the view.
    public func accessibilityAction(named name: String, _ handler: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { AccessibilityActionNode() }, configure: { $0.actions = [(name, handler)] })
    }

    /// The default action (named "Activate") or the escape action (named "Dismiss").
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: kind == .default ? "Activate" : "Dismiss", handler)
    }
}
