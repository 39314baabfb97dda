/// How SwiftUI moves a view in or out when it is inserted or removed. A view inserted by a
/// change made in an animation (`withAnimation`, `.animation(_:value:)`) comes in over the
/// animation's time as far as cells can show it: `.opacity` from hidden through fainter,
/// `.move` and `.slide` from the edge a cell at a time, `.offset` from its offset, `.scale`
/// revealed from its centre outwards. A view removed in an animation goes out the same way,
/// kept drawn (and keeping its place) until the animation ends; then it is gone.
public struct AnyTransition: Sendable {
    /// How the view is drawn when it is out: at the start of an insertion, the end of a removal.
    enum Effect: Sendable, Equatable {
        case opacity
        case move(Edge)
        case scale(Double)
        case offset(x: Double, y: Double)
    }
    /// The effects of an insertion, applied together.
    let insertion: [Effect]
    /// The effects of a removal, applied together.
    let removal: [Effect]

    init(insertion: [Effect], removal: [Effect]) { self.insertion = insertion; self.removal = removal }
    /// The same effects in and out.
    init(_ effects: [Effect]) { self.init(insertion: effects, removal: effects) }

    /// Fading in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Growing from and shrinking to nothing.
    public static let scale = AnyTransition([.scale(0)])
    /// Sliding in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// No movement at all.
    public static let identity = AnyTransition([])
    /// Sliding in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Growing from and shrinking to `scale` of the view's size.
    public static func scale(scale: Double) -> AnyTransition { AnyTransition([.scale(scale)]) }
    /// Moved by `offset` as it comes and goes (columns and rows).
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition([.offset(x: x, y: y)]) }
    /// `insertion` when the view comes, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
    /// This transition, timed by `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Where `.transition` sits: a view made in an animation comes in, from 0 to 1 of the way.
package final class TransitionNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    /// The effects shown now: the insertion's, or the removal's while the view leaves.
    var effects: [AnyTransition.Effect] = []
    var transition = AnyTransition.identity
    /// How far in the view is: 1 once it came in (or came without an animation), 0 when it
    /// has gone out.
    var progress = AnimatedValue(1.0)
    /// The child its container removed, which stays among the container's children while
    /// this node's removal is shown (this node, or an ancestor of it whose only child leads
    /// here); nil while the view is not leaving.
    private weak var leaving: Node?
    var isLeaving: Bool { leaving != nil }

    /// Starts showing the removal of `removed` (a child its container no longer has) when a
    /// transition below it has one to show and the change is animated; true when it stays
    /// until then (or is leaving already).
    static func startsLeaving(_ removed: Node) -> Bool {
        var node = removed
        for _ in 0..<8 {
            if let transition = node as? TransitionNode { return transition.leave(removed) }
            guard node.children.count == 1 else { return false }
            node = node.children[0]
        }
        return false
    }

    private func leave(_ removed: Node) -> Bool {
        if isLeaving { return true }
        guard let animation = AnimationContext.current, !transition.removal.isEmpty,
              !environment.accessibilityReduceMotion, let animator = host?.animator else { return false }
        leaving = removed
        effects = transition.removal
        let from = progress.shown
        progress.target = 0
        animator.run(animation, for: self, step: { [weak self] fraction in
            guard let self else { return }
            progress.shown = from - from * fraction
            invalidate([.place, .draw])
        }, completion: { [weak self] in self?.finishLeaving() })
        return true
    }

    /// The view is back before it finished leaving: it comes in again from where it is.
    func stayAfterAll() {
        leaving = nil
        effects = transition.insertion
        Node.animate(self, \.progress, to: 1, entering: true, invalidating: [.place, .draw])
    }

    /// The removal has been shown: the child leaves its container now.
    private func finishLeaving() {
        guard let removed = leaving, let container = removed.parent, removed.isAttached else { return }
        leaving = nil
        // What it showed last may lie outside its frame (moved to its edge): drawn again too.
        invalidate(.draw, rect: moved(frame))
        container.children.removeAll { $0 === removed }
        removed.teardown()
        container.invalidate([.measure, .draw])
    }

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
    /// Brings the view in with `transition` when a change made in an animation inserts it, and
    /// takes it out the same way when such a change removes it (see `AnyTransition`).
    public func transition(_ transition: AnyTransition) -> some View {
        NodeView(self, make: { TransitionNode() }, configure: { node in
            node.transition = transition
            if node.isLeaving { return node.stayAfterAll() }
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

extension Node {
    /// `next`, the children a container is given now, with those of `gone` (the ones it no
    /// longer has) that show a removal transition put back where they were among `previous`,
    /// until it ends; the others are torn down.
    func keepingLeavers(_ gone: [Node], previous: [Node], next: [Node]) -> [Node] {
        var staying: Set<ObjectIdentifier> = []
        for node in gone {
            if TransitionNode.startsLeaving(node) { staying.insert(ObjectIdentifier(node)) } else { node.teardown() }
        }
        guard !staying.isEmpty else { return next }
        var children = next
        var place = 0
        for node in previous {
            if let index = children.firstIndex(where: { $0 === node }) {
                place = index + 1
            } else if staying.contains(ObjectIdentifier(node)) {
                children.insert(node, at: place)
                place += 1
            }
        }
        return children
    }
}
