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

    /// F2 opens the menu of the view's actions; Esc closes it.
    override package func makeKeyMap() -> KeyMap {
        if menu.isOpen { return KeyMap([KeyCommand([KeyTrigger(.escape)], "Close menu", id: "menu.close") { [unowned self] in menu.close() }]) }
        guard !actions.isEmpty else { return .empty }
        return KeyMap([KeyCommand([KeyTrigger(.function(2))], "Actions", id: "accessibility.actions") { [unowned self] in
            menu.open(owner: self, anchor: frame.origin, leading: true, entries: actions.map { (title: $0.name, action: $0.run) })
        }])
    }

    override package func teardown() {
        menu.teardown()
        super.teardown()
    }

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
