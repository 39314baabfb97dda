/// A size proposed to a view by its parent: nil on an axis means "your ideal size".
public struct ProposedSize: Hashable, Sendable {
    /// Columns offered; nil: the view's ideal width.
    public var width: Int?
    /// Rows offered; nil: the view's ideal height.
    public var height: Int?
    /// A proposal of `width` by `height`, nil for "ideal" on an axis.
    public init(width: Int?, height: Int?) { self.width = width; self.height = height }
    /// Exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// "Your ideal size" on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// No space at all: the view's smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The largest proposal: "as much as you can use".
    public static let infinity = ProposedSize(width: Int.max / 4, height: Int.max / 4)
}
