import Foundation

// A grid's lengths given as `CGFloat` or `Double`, as a SwiftUI file writes them
// (`GridItem(.adaptive(minimum: width), spacing: 8.0)`): rounded to whole cells like the
// other floating-point lengths (FloatLengths.swift); where an `Int` fits, the `Int` form is chosen.

extension GridItem.Size {
    /// Exactly `length`, rounded to cells.
    @_disfavoredOverload public static func fixed(_ length: CGFloat) -> GridItem.Size { .fixed(length.cells) }

    /// A share of the space left, kept between `minimum` and `maximum`, rounded to cells.
    @_disfavoredOverload public static func flexible(minimum: CGFloat = 1, maximum: CGFloat = .infinity) -> GridItem.Size {
        .flexible(minimum: minimum.cells, maximum: maximum.cells)
    }

    /// As many items as fit, each between `minimum` and `maximum`, rounded to cells.
    @_disfavoredOverload public static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size {
        .adaptive(minimum: minimum.cells, maximum: maximum.cells)
    }
}

extension GridItem {
    /// An item of `size` with `spacing` before the next, rounded to cells.
    @_disfavoredOverload public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat?, alignment: Alignment? = nil) {
        self.init(size, spacing: spacing.cells, alignment: alignment)
    }
}

extension LazyVGrid {
    /// A grid of `columns` with `spacing` between rows, rounded to cells.
    @_disfavoredOverload public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat?,
                                     pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(columns: columns, alignment: alignment, spacing: spacing.cells, pinnedViews: pinnedViews, content: content)
    }
}

extension LazyHGrid {
    /// A grid of `rows` with `spacing` between columns, rounded to cells.
    @_disfavoredOverload public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat?,
                                     pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(rows: rows, alignment: alignment, spacing: spacing.cells, pinnedViews: pinnedViews, content: content)
    }
}
