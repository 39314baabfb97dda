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

    /// Accepts SwiftUI's hit-testing shape. A click in a terminal lands on a cell, and every
    /// cell of a view's frame already takes it, as SwiftUI's `Rectangle()` content shape does.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}
