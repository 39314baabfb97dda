/// Small view effects SwiftUI has a name for: opacity and the tap gesture.

/// Draws its content dimmed, or not at all at zero; the content keeps its place either way.
package final class OpacityNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    /// The opacity shown: the view's, or on the way to it in an animation.
    var opacity = AnimatedValue(1.0)
    override package func draw(_ canvas: inout CellCanvas) {
        let shown = opacity.shown
        guard shown > 0.005 else { return }
        super.draw(&canvas)
        if shown < 0.995 { canvas.restyle(frame) { $0.attributes.insert(.dim) } }
    }
}

extension View {
    /// SwiftUI's opacity in a terminal's two steps: below 1 the view is drawn dim, at 0 it is not
    /// drawn (it still takes its place, and can still hold focus, as in SwiftUI). An animated
    /// change goes through them over the animation's time.
    public func opacity(_ opacity: Double) -> some View {
        NodeView(self, make: { OpacityNode() }, configure: { Node.animate($0, \.opacity, to: opacity, invalidating: .draw) })
    }
}

/// Runs an action on a click inside the view, or on Enter or Space while focus is inside it:
/// a tap, a long press or a `.gesture`, named in the footer by `title`.
package final class TapGestureNode: PassthroughNode {
    var count = 1
    var title = "Activate"
    /// False for a gesture a terminal cannot recognise, or one a `GestureMask` leaves off.
    var isActive = true
    var action: @MainActor () -> Void = {}
    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard isActive, event.kind == .press, event.button == .left, frame.contains(event.position), environment.isEnabled else { return false }
        action()
        return true
    }
    /// Enter and Space run the action, as a click does; the footer names it.
    override package func makeKeyMap() -> KeyMap {
        guard isActive else { return .empty }
        return KeyMap(isEnabled: environment.isEnabled, [KeyCommand(KeyTrigger.keys(.enter, .space), title) { [unowned self] in action() }])
    }
}

extension View {
    /// Runs `action` when the view is clicked (`count` is accepted for SwiftUI's signature; a
    /// terminal click is always one), or on Enter or Space while focus is inside the view — make
    /// the view `.focusable()` to give it a Tab stop of its own.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { TapGestureNode() }, configure: { $0.count = count; $0.action = action })
    }
}
