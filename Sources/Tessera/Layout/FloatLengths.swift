/// Lengths given as `CGFloat` or `Double`, as a SwiftUI file computes them (`size * 0.67`,
/// `proxy.size.width * value`): rounded to whole cells and read as `Int` lengths are (points
/// when `LengthUnit.current` is `.points`). Where an `Int` fits, the `Int` form is chosen.

extension CGFloat {
    /// The length as whole cells: rounded, with infinity as `Int.infinity`.
    var cells: Int {
        guard isFinite else { return self < 0 ? -Int.infinity : Int.infinity }
        return Int(rounded())
    }
}

extension Optional where Wrapped == CGFloat {
    /// The length as whole cells, if there is one.
    var cells: Int? { map(\.cells) }
}

extension View {
    /// A fixed size on either axis from lengths in floating point, rounded to cells.
    @_disfavoredOverload public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(width: width.cells, height: height.cells, alignment: alignment)
    }

    /// Flexible bounds on either axis from lengths in floating point, rounded to cells.
    @_disfavoredOverload public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        frame(minWidth: minWidth.cells, idealWidth: idealWidth.cells, maxWidth: maxWidth.cells,
              minHeight: minHeight.cells, idealHeight: idealHeight.cells, maxHeight: maxHeight.cells, alignment: alignment)
    }

    /// Space around the content on `edges`, a length in floating point rounded to cells.
    @_disfavoredOverload public func padding(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        padding(edges, length.cells)
    }

    /// Space on every side, a length in floating point rounded to cells.
    @_disfavoredOverload public func padding(_ length: CGFloat) -> some View { padding(.all, length.cells) }
}

extension VStack {
    /// A column with `spacing` in floating point, rounded to cells.
    @_disfavoredOverload public init(alignment: HorizontalAlignment = .center, spacing: CGFloat?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.cells, content: content)
    }
}

extension HStack {
    /// A row with `spacing` in floating point, rounded to cells.
    @_disfavoredOverload public init(alignment: VerticalAlignment = .center, spacing: CGFloat?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.cells, content: content)
    }
}
