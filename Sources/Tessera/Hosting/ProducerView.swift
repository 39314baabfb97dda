/// Shows the frames of another `FrameProducer` (an imperative program, another app's host)
/// inside a view: the opposite direction of `HostingController`. Used by the launcher for its
/// live previews. The producer is drawn at this view's size; it takes no input from here.
public struct ProducerView: PrimitiveView {
    let producer: FrameProducer?
    let dimmed: Bool

    /// Shows `producer`'s frames (nothing when nil), dimmed when `dimmed`.
    public init(_ producer: FrameProducer?, dimmed: Bool = false) {
        self.producer = producer
        self.dimmed = dimmed
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ProducerViewNode { ProducerViewNode() }
    package func update(_ n: ProducerViewNode) {
        n.producer = producer
        n.dimmed = dimmed
        producer?.onNeedsFrame = { [weak n] in n?.invalidate([.measure, .draw]) }
    }
}

package final class ProducerViewNode: Node {
    var producer: FrameProducer?
    var dimmed = false

    override package func sizeThatFits(_ p: ProposedSize) -> Size { Size(width: p.width ?? 40, height: p.height ?? 12) }

    override package func draw(_ canvas: inout CellCanvas) {
        guard let producer else {
            canvas.write("⚠ Nothing to show.", x: frame.minX, y: frame.minY, width: frame.width, style: Style(attributes: .bold))
            return
        }
        guard frame.width > 0, frame.height > 0 else { return }
        let picture = producer.render(size: frame.size)
        canvas.blit(picture, at: frame.origin, restyle: dimmed ? { $0.attributes.insert(.dim) } : nil)
    }
}
