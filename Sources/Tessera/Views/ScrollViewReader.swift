/// Scrolling to a view by its id, as SwiftUI's `ScrollViewReader` does.

/// Scrolls the scroll views and lists inside a `ScrollViewReader` to a view by its id.
@MainActor public struct ScrollViewProxy {
    let reader: ScrollViewReaderNode.Reference

    /// Scrolls the nearest scroll view or list holding the view with `id` (given by `.id(_:)`,
    /// or a `ForEach` row's id) so that it shows: with `anchor` nil as little as shows it, else
    /// with the view's `anchor` point at the same point of the visible area (`.top`, `.center`,
    /// `.bottom`). Nothing happens when no view has that id.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        reader.node?.request(AnyHashable(id), anchor: anchor)
    }
}

/// Hands its content a `ScrollViewProxy` for the scroll views and lists inside:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(messages) { Text($0.text) } }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: PrimitiveView {
    let content: @MainActor (ScrollViewProxy) -> Content

    /// Builds `content` with a proxy that scrolls to the views inside by id.
    public init(@ViewBuilder content: @escaping @MainActor (ScrollViewProxy) -> Content) { self.content = content }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ScrollViewReaderNode { ScrollViewReaderNode() }
    package func update(_ n: ScrollViewReaderNode) {
        n.updateChild(content(ScrollViewProxy(reader: n.reference)))
    }
}

/// Keeps the scroll a proxy asked for until its content is placed, then scrolls.
package final class ScrollViewReaderNode: PassthroughNode {
    /// A proxy's hold on its reader: it may outlive the node (kept in a closure).
    @MainActor final class Reference {
        weak var node: ScrollViewReaderNode?
    }
    override package class var policy: NodePolicy { .sizeIsChildSize }
    private(set) lazy var reference: Reference = {
        let r = Reference()
        r.node = self
        return r
    }()
    private var pending: (id: AnyHashable, anchor: UnitPoint?)?

    /// Scrolls now if the content is placed, else after it is.
    func request(_ id: AnyHashable, anchor: UnitPoint?) {
        pending = (id, anchor)
        if frame != .zero { scrollToPending() }
        invalidate([.place, .draw])
    }

    override package func placeSubviews(in rect: Rect) {
        super.placeSubviews(in: rect)
        scrollToPending()
    }

    private func scrollToPending() {
        guard let request = pending else { return }
        pending = nil
        let (id, anchor) = request
        let number = id.base as? Int
        var done = false
        forEachNode { node in
            guard !done else { return }
            if let list = node as? ListNode, list.scroll(toRowWith: id, anchor: anchor) { done = true; return }
            guard node.path.steps.contains(where: { $0 == .id(id) || (number != nil && $0 == .number(number!)) }) else { return }
            var ancestor = node.parent
            while let a = ancestor, a !== self, !(a is ScrollNode) { ancestor = a.parent }
            if let scroll = ancestor as? ScrollNode { scroll.scroll(toShow: node.frame, anchor: anchor); done = true }
        }
    }
}
