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
    private var menu: MenuListLayer?
    private var focusBeforeMenu: WeakBox?

    override package func handleKey(_ key: KeyPress) -> Bool {
        if menu != nil, key == KeyPress(.escape) { closeMenu(); return true }
        guard menu == nil, key == KeyPress(.function(2)), !actions.isEmpty else { return false }
        focusBeforeMenu = host.focus.focused.map(WeakBox.init)
        let entries = actions.map { (title: $0.name, action: $0.run) }
        let layer = MenuListLayer.make(owner: self, anchor: frame.origin, leading: true, entries: entries) { [weak self] in self?.closeMenu() }
        menu = layer
        host.present(layer)
        host.frameActions.append { [weak self, weak layer] in
            guard let self, let layer, self.menu === layer,
                  let first = self.host.focus.order.first(where: { $0.isDescendant(of: layer.content) }) else { return }
            self.host.focus.set(first, in: self.host)
        }
        return true
    }

    private func closeMenu() {
        guard let layer = menu else { return }
        menu = nil
        host.dismiss(layer, restoring: focusBeforeMenu?.node)
    }

    override package func teardown() {
        if let layer = menu { menu = nil; host?.dismiss(layer, restoring: nil) }
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
