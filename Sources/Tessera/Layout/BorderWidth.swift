extension View {
    /// SwiftUI's `.border(color, width:)`: a box-drawn outline in `color` whose lines are as
    /// heavy as `width` asks — thin up to 1.5 points, heavy up to 2.5, double above. A line
    /// is a cell thick whatever the width, so the outline takes one cell on each side.
    public func border(_ color: Color, width: CGFloat) -> some View {
        border(color, style: width <= 1.5 ? .single : width <= 2.5 ? .heavy : .double)
    }
}
