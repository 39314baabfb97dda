/// Which way an adjustable element is moved, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: more.
    case increment
    /// Down: less.
    case decrement
}

/// Runs a view's adjustment from the keys while focus is inside it: `+` (or `=`) for more,
/// `-` for less, both named in the footer. Up and Down keep moving the focus, as they do
/// around every other view.
package final class AdjustableActionNode: PassthroughNode {
    var adjust: @MainActor (AccessibilityAdjustmentDirection) -> Void = { _ in }

    override package func makeKeyMap() -> KeyMap {
        KeyMap([
            KeyCommand([KeyTrigger(.character("+")), KeyTrigger(.character("="))], label: "+/-", "Adjust",
                       id: "accessibility.increment") { [unowned self] in adjust(.increment) },
            KeyCommand([KeyTrigger(.character("-"))], "Less", inFooter: false,
                       id: "accessibility.decrement") { [unowned self] in adjust(.decrement) },
        ])
    }
}

extension View {
    /// Makes the view adjustable, as a screen reader's swipe up and down adjust it in
    /// SwiftUI: while focus is inside it, `+` calls `handler` with `.increment` and `-` with
    /// `.decrement` (a focused text field takes those keys as typing first).
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View {
        NodeView(self, make: { AdjustableActionNode() }, configure: { $0.adjust = handler })
    }
}
