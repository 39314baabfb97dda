/// A position on the terminal grid, in cells. `x` grows rightwards, `y` downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    public var midX: Int { origin.x + size.width / 2 }
    public var midY: Int { origin.y + size.height / 2 }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public var description: String { "\(origin) \(size)" }
}

/// The four edges of a rectangle, and sets of them.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets for each edge, in cells.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int, leading: Int, bottom: Int, trailing: Int
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(_ edges: Edge.Set, _ length: Int) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
    public var horizontal: Int { leading + trailing }
    public var vertical: Int { top + bottom }
}

/// Horizontal placement of content inside a wider space.
public enum HorizontalAlignment: Sendable, Hashable { case leading, center, trailing }
/// Vertical placement of content inside a taller space.
public enum VerticalAlignment: Sendable, Hashable { case top, center, bottom }

/// A pair of horizontal and vertical alignments, as used by `ZStack` and `.frame`.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// The offset that places `length` inside `space` with this alignment.
    func offset(_ length: Int, in space: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (space - length) / 2)
        case .trailing: max(0, space - length)
        }
    }
}

extension VerticalAlignment {
    func offset(_ length: Int, in space: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, (space - length) / 2)
        case .bottom: max(0, space - length)
        }
    }
}

/// The two layout axes.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
