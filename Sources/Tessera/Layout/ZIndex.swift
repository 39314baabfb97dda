/// Carries a view's `.zIndex`, the order it is drawn in among the views of its `ZStack`.
package final class ZIndexNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var value: Double = 0
}

extension Node {
    /// The `.zIndex` set on this view, found through the single-child modifiers around it; 0
    /// when none is.
    var zIndex: Double {
        var node = self
        while true {
            if let marked = node as? ZIndexNode { return marked.value }
            guard node.children.count == 1 else { return 0 }
            node = node.children[0]
        }
    }
}

extension ZStackNode {
    /// Draws the children lowest `zIndex` first, those with the same index in the order
    /// written, so the highest is on top.
    func drawByZIndex(_ canvas: inout CellCanvas) {
        let indices = children.map(\.zIndex)
        guard indices.contains(where: { $0 != 0 }) else { return drawChildrenInOrder(&canvas) }
        let order = children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
        let clip = canvas.clip
        for i in order where children[i].mayDraw(in: clip) {
            canvas.drawsAsked &+= 1
            children[i].draw(&canvas)
        }
    }
}

extension View {
    /// Where the view is drawn among the overlapping views of its `ZStack`: higher on top,
    /// 0 by default, the order written for equal values. Elsewhere views do not overlap, and
    /// the value changes nothing.
    public func zIndex(_ value: Double) -> some View {
        NodeView(self, make: { ZIndexNode() }, configure: { $0.value = value })
    }
}
