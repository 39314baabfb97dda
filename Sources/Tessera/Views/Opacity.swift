/// Draws its content dimmed, or not at all at zero; the content keeps its place either way.
package final class OpacityNode: PassthroughNode {
    var opacity = 1.0
    override package func draw(_ canvas: inout Canvas) {
        guard opacity > 0 else { return }
        super.draw(&canvas)
        if opacity < 1 { canvas.restyle(frame) { $0.attributes.insert(.dim) } }
    }
}

extension View {
    /// SwiftUI's opacity in a terminal's two steps: below 1 the view is drawn dim, at 0 it is not
    /// drawn (it still takes its place, and can still hold focus, as in SwiftUI).
    public func opacity(_ opacity: Double) -> some View {
        NodeView(self, make: { OpacityNode() }, configure: { $0.opacity = opacity })
    }
}
