import Foundation

extension GeometryProxy {
    /// The proxy for `cells` offered: its `size` is SwiftUI's `CGSize`, in columns and rows, or
    /// in points when `LengthUnit.current` is `.points` (ten to a column, twenty to a row), so a
    /// length computed from it (`proxy.size.width * 0.9`) and given back to `.frame` or
    /// `.padding` is read in the unit it was made in and rounded to cells.
    @MainActor init(offered cells: Size) {
        let points = LengthUnit.current == .points
        self.init(size: CGSize(width: cells.width * (points ? LengthUnit.pointsPerColumn : 1),
                               height: cells.height * (points ? LengthUnit.pointsPerRow : 1)))
    }
}
