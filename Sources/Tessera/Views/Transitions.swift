/// How SwiftUI moves a view in or out when it is inserted or removed. A view inserted by a
/// change made in an animation (`withAnimation`, `.animation(_:value:)`) comes in over the
/// animation's time as far as cells can show it: `.opacity` from hidden through dim, `.move`
/// and `.slide` from the edge a cell at a time, `.offset` from its offset, `.scale` revealed from
/// its centre outwards. A removal shows at once: the view is gone on the next frame.
public struct AnyTransition: Sendable {
    /// How the view is drawn as it comes in, at the start of the animation.
    enum Effect: Sendable, Equatable {
        case opacity
        case move(Edge)
        case scale(Double)
        case offset(x: Double, y: Double)
    }
    /// The effects of an insertion, applied together.
    let insertion: [Effect]

    /// Fading in and out.
    public static let opacity = AnyTransition(insertion: [.opacity])
    /// Growing from and shrinking to nothing.
    public static let scale = AnyTransition(insertion: [.scale(0)])
    /// Sliding in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)])
    /// No movement at all.
    public static let identity = AnyTransition(insertion: [])
    /// Sliding in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(insertion: [.move(edge)]) }
    /// Growing from and shrinking to `scale` of the view's size.
    public static func scale(scale: Double) -> AnyTransition { AnyTransition(insertion: [.scale(scale)]) }
    /// Moved by `offset` as it comes and goes (columns and rows).
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(insertion: [.offset(x: x, y: y)]) }
    /// `insertion` when the view comes, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion)
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(insertion: insertion + other.insertion) }
    /// This transition, timed by `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Where `.transition` sits: a view made in an animation comes in, from 0 to 1 of the way.
package final class TransitionNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    var effects: [AnyTransition.Effect] = []
    /// How far in the view is: 1 once it came in (or came without an animation).
    var progress = AnimatedValue(1.0)

    /// The rect the content is drawn in at `progress`, for the move and offset effects.
    private func moved(_ rect: Rect) -> Rect {
        let away = 1 - progress.shown
        var dx = 0.0, dy = 0.0
        for effect in effects {
            switch effect {
            case .move(.leading): dx -= Double(rect.width) * away
            case .move(.trailing): dx += Double(rect.width) * away
            case .move(.top): dy -= Double(rect.height) * away
            case .move(.bottom): dy += Double(rect.height) * away
            case .offset(let x, let y): dx += x * away; dy += y * away
            case .opacity, .scale: break
            }
        }
        return rect.offsetBy(dx: Int(dx.rounded()), dy: Int(dy.rounded()))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let shown = moved(rect)
        for child in children { child.place(in: shown) }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let shown = progress.shown
        if shown >= 1 { super.draw(&canvas); return }
        if effects.contains(.opacity) && shown < 0.005 { return }
        // Scaled: the part of it within a rect grown from its centre.
        var visible = moved(frame)
        for case .scale(let from) in effects {
            let fraction = from + (1 - from) * shown
            let width = Int((Double(visible.width) * fraction).rounded()), height = Int((Double(visible.height) * fraction).rounded())
            visible = Rect(x: visible.minX + (visible.width - width) / 2, y: visible.minY + (visible.height - height) / 2, width: width, height: height)
        }
        let environment = self.environment
        canvas.clipped(to: visible) { clipped in
            guard effects.contains(.opacity) else { return super.draw(&clipped) }
            clipped.drawFaded(visible, opacity: shown, environment: environment) { super.draw(&$0) }
        }
    }
}

extension View {
    /// Brings the view in with `transition` when a change made in an animation inserts it (see
    /// `AnyTransition`); its removal shows at once.
    public func transition(_ transition: AnyTransition) -> some View {
        NodeView(self, make: { TransitionNode() }, configure: { node in
            node.effects = transition.insertion
            // Made in an animation: it starts out and comes in.
            if node.isBeingMade, AnimationContext.current != nil, !node.environment.accessibilityReduceMotion, !transition.insertion.isEmpty {
                node.progress = AnimatedValue(0)
                Node.animate(node, \.progress, to: 1, entering: true, invalidating: [.place, .draw])
            }
        })
    }

    /// Accepts SwiftUI's blur. Cells cannot be blurred, so the view is drawn sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
}
