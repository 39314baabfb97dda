import Foundation

extension View {
    /// Accepts SwiftUI's rotation. Cells cannot turn, so the view is drawn upright; what it
    /// shows and where it is placed do not change (SwiftUI too places a rotated view by its
    /// unrotated frame).
    public func rotationEffect(_ angle: Angle) -> some View { self }

    /// Accepts SwiftUI's scale. Cells cannot grow or shrink, so the view is drawn at its own
    /// size; SwiftUI too places a scaled view by its unscaled frame.
    public func scaleEffect(_ scale: CGFloat) -> some View { self }

    /// Accepts SwiftUI's scale in each direction; drawn as `scaleEffect(_:)` is.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1) -> some View { self }
}

/// Draws its content moved by an offset, in cells, without moving its own place.
package final class OffsetNode: PassthroughNode {
    /// The offset shown: the view's, or on the way to it in an animation.
    var offset = AnimatedValue(AnimatablePair(0.0, 0.0))

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let shown = offset.shown
        let moved = rect.offsetBy(dx: Int(shown.first.rounded()), dy: Int(shown.second.rounded()))
        for child in children { child.place(in: moved) }
    }
}

extension View {
    /// Draws the view moved by `x` columns and `y` rows (points, when `LengthUnit.current` is
    /// `.points`); its place in the layout stays where it was, as in SwiftUI. An animated
    /// change moves it a cell at a time.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let shift = AnimatablePair(LengthUnit.columns(exactly: Double(x)), LengthUnit.rows(exactly: Double(y)))
        return NodeView(self, make: { OffsetNode() }, configure: {
            Node.animate($0, \.offset, to: shift, invalidating: [.place, .draw])
        })
    }

    /// Draws the view moved by `offset` (width in columns, height in rows).
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}
