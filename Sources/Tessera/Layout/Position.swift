/// `.position(x:y:)`: the view's centre placed at a point of its parent, as SwiftUI places it.
extension View {
    /// Places the view's centre `x` columns and `y` rows (points, when `LengthUnit.current` is
    /// `.points`) from the top-leading corner of the
    /// space offered, which the result takes whole. The view keeps its own size; an animated
    /// change moves it a cell at a time.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let point = AnimatablePair(LengthUnit.columns(exactly: Double(x)), LengthUnit.rows(exactly: Double(y)))
        return NodeView(self, make: { PositionNode() }, configure: {
            Node.animate($0, \.point, to: point, invalidating: [.place, .draw])
        })
    }

    /// Places the view's centre at `position` (columns across, rows down) in the space offered.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}

/// The node of a `.position`: as large as offered, its child centred on the point.
final class PositionNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var point = AnimatedValue(AnimatablePair(0.0, 0.0))

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let child = children.first?.size(for: p) ?? .zero
        return Size(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        guard let child = children.first else { return }
        let size = child.size(for: ProposedSize(rect.size))
        // The centre of a view `size` wide is `size / 2` cells in: the left of two cells' middle.
        let shown = point.shown
        let x = rect.minX + Int((shown.first - Double(size.width) / 2).rounded(.down))
        let y = rect.minY + Int((shown.second - Double(size.height) / 2).rounded(.down))
        child.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
    }
}
