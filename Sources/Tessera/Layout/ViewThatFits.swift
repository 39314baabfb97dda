/// Shows the first of its children whose ideal size fits the space offered (on the given
/// axes), or the last one when none does — as SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Limestone islands at dawn, Hạ Long Bay")
///     Text("Hạ Long Bay")
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// The first of `content`'s views that fits the space offered along `axes`, or the last
    /// one when none does.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ViewThatFitsNode { ViewThatFitsNode() }
    package func update(_ n: ViewThatFitsNode) {
        n.axes = axes
        n.candidates = n.childList(of: content)
        n.makeCandidates()
    }
}

/// Makes its first candidate, and the others only once layout needed to look at them: when
/// the first fits, the rest are not made (a form laid out side by side at 100 columns does
/// not also make the one-column version of itself). Making them is evaluation: when layout
/// finds that the first does not fit, it hands the node back (`Invalidation.sizedContent`),
/// and the host's sized-content step makes the others before it places again (one more
/// placement, however many candidates).
package final class ViewThatFitsNode: Node {
    var axes: Axis.Set = [.horizontal, .vertical]
    /// Every candidate's view, in order.
    var candidates = ChildList()
    /// How many of the candidates are made (at least one).
    private var made = 1
    private var chosen: Node?

    /// Makes (or updates) the first `made` candidates.
    func makeCandidates() {
        var list = ChildList()
        for item in candidates.items.prefix(made) { list.append(item) }
        updateChildren(list)
    }

    /// Evaluation: a node that layout marked makes the candidates it has not made yet.
    override package func reevaluate() {
        isDirty = false
        made = candidates.count
        makeCandidates()
    }

    private func choice(for p: ProposedSize) -> Node? {
        for child in children {
            let ideal = child.size(for: .unspecified)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        // None made fits: the others are made before layout looks again.
        if made < candidates.count { invalidate(.sizedContent) }
        return children.last
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        choice(for: p)?.size(for: p) ?? .zero
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        chosen = choice(for: ProposedSize(rect.size))
        for child in children where child !== chosen { child.place(in: Rect(origin: rect.origin, size: .zero)) }
        chosen?.place(in: rect)
    }

    override package func draw(_ canvas: inout CellCanvas) { chosen?.draw(&canvas) }
}
