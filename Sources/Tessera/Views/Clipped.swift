/// Draws its child only within its own frame (`.clipped()`).
package final class ClipNode: PassthroughNode {
    override package class var policy: NodePolicy { [.sizeIsChildSize] }

    override package func draw(_ canvas: inout CellCanvas) {
        canvas.clipped(to: frame) { super.draw(&$0) }
    }
}

extension View {
    /// Cuts off whatever the view draws outside its frame, as SwiftUI's `.clipped()`: a text
    /// wider than `.frame(width:)` shows only the columns inside it. `antialiased` has no
    /// meaning for whole cells.
    public func clipped(antialiased: Bool = false) -> some View {
        NodeView(self, make: { ClipNode() })
    }
}
