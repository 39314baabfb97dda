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
        n.updateChildren(n.childList(of: content))
    }
}

package final class ViewThatFitsNode: Node {
    var axes: Axis.Set = [.horizontal, .vertical]
    private var chosen: Node?

    private func choice(for p: ProposedSize) -> Node? {
        for child in children {
            let ideal = child.size(for: .unspecified)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
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

    override package func draw(_ canvas: inout Canvas) { chosen?.draw(&canvas) }
}
