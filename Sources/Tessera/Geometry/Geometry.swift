/// A position on the terminal grid, in cells. `x` grows rightwards, `y` downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left edge.
    public var x: Int
    /// The row, from 0 at the top edge.
    public var y: Int
    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// A size of `width` columns by `height` rows: `Size(width: 80, height: 24)`.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The columns and rows covered.
    public var size: Size
    /// The rectangle of `size` cells whose top-left cell is `origin`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// The rectangle of `width` × `height` cells whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the top-left cell.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The first column inside.
    public var minX: Int { origin.x }
    /// The first row inside.
    public var minY: Int { origin.y }
    /// The first column past the right edge (`minX + width`).
    public var maxX: Int { origin.x + size.width }
    /// The first row below the bottom edge (`minY + height`).
    public var maxY: Int { origin.y + size.height }
    /// Columns.
    public var width: Int { size.width }
    /// Rows.
    public var height: Int { size.height }
    /// Whether it covers no cell (no width or no height).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// The middle column (of two middles, the right one).
    public var midX: Int { origin.x + size.width / 2 }
    /// The middle row (of two middles, the lower one).
    public var midY: Int { origin.y + size.height / 2 }

    /// Whether the cell `p` lies inside.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether every cell of `other` lies inside (an empty `other` lies inside if its origin does
    /// or sits on the far edge).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share a cell.
    public func intersects(_ other: Rect) -> Bool {
        max(minX, other.minX) < min(maxX, other.maxX) && max(minY, other.minY) < min(maxY, other.maxY)
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle with `insets` taken off each edge; never narrower or shorter than empty.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    /// The same size moved `dx` columns right and `dy` rows down.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The origin and the size, for debugging.
    public var description: String { "\(origin) \(size)" }
}

/// The four edges of a rectangle, and sets of them.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// Several edges at once: `.padding(.horizontal, 2)`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// One bit per edge, by the edge's raw value.
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets for each edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns before.
    public var leading: Int
    /// Rows below.
    public var bottom: Int
    /// Columns after.
    public var trailing: Int
    /// Insets of the given cells on each edge, none where not given.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// `length` cells on each edge in `edges`, none on the others: `EdgeInsets(.horizontal, 2)`.
    public init(_ edges: Edge.Set, _ length: Int) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
    /// The columns taken in all: leading plus trailing.
    public var horizontal: Int { leading + trailing }
    /// The rows taken in all: top plus bottom.
    public var vertical: Int { top + bottom }
}

/// Horizontal placement of content inside a wider space: a guide a view's columns are lined
/// up by (`.leading`, `.center`, `.trailing`, or an app's own `AlignmentID`).
public struct HorizontalAlignment: Sendable, Hashable {
    let key: AlignmentKey
    /// The alignment whose guide `id` works out: `HorizontalAlignment(MyGuide.self)`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    /// Against the leading (left) edge.
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// In the middle; an odd cell left over goes after.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    /// Against the trailing (right) edge.
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
}

/// Vertical placement of content inside a taller space: a guide a view's rows are lined up by
/// (`.top`, `.center`, `.bottom`, the text baselines, or an app's own `AlignmentID`).
public struct VerticalAlignment: Sendable, Hashable {
    let key: AlignmentKey
    /// The alignment whose guide `id` works out: `VerticalAlignment(MyGuide.self)`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    /// Against the top edge.
    public static let top = VerticalAlignment(TopGuide.self)
    /// In the middle; an odd row left over goes below.
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    /// Against the bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self)
}

/// A pair of horizontal and vertical alignments, as used by `ZStack` and `.frame`.
public struct Alignment: Sendable, Hashable {
    /// Where content sits across.
    public var horizontal: HorizontalAlignment
    /// Where content sits down.
    public var vertical: VerticalAlignment
    /// The alignment made of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// In the middle both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Against the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Against the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Against the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Against the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// The offset that places `length` inside `space` with this alignment: the guide of the
    /// space over the guide of the content.
    func offset(_ length: Int, in space: Int) -> Int {
        if self == .leading { return 0 }
        if self == .center { return max(0, (space - length) / 2) }
        if self == .trailing { return max(0, space - length) }
        return key.offset(ViewDimensions(width: length, height: 0), in: ViewDimensions(width: space, height: 0))
    }
}

extension VerticalAlignment {
    func offset(_ length: Int, in space: Int) -> Int {
        if self == .top { return 0 }
        if self == .center { return max(0, (space - length) / 2) }
        if self == .bottom { return max(0, space - length) }
        return key.offset(ViewDimensions(width: 0, height: length), in: ViewDimensions(width: 0, height: space))
    }
}

/// The two layout axes.
public enum Axis: Sendable, Hashable {
    /// Across: columns.
    case horizontal
    /// Down: rows.
    case vertical

    /// One axis, both or neither.
    public struct Set: OptionSet, Sendable, Hashable {
        /// One bit per axis.
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
