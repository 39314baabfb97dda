/// How a cell is drawn: colours and text attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground; self.background = background; self.attributes = attributes
    }

    public static let plain = Style()

    /// Text attributes a terminal can show without colour.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
        public static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    public var bold: Bool { attributes.contains(.bold) }

    /// This style with `other`'s non-default parts laid over it.
    public func merged(with other: Style) -> Style {
        Style(foreground: other.foreground == .default ? foreground : other.foreground,
              background: other.background == .default ? background : other.background,
              attributes: attributes.union(other.attributes))
    }

    public func with(_ extra: Attributes) -> Style {
        var copy = self; copy.attributes.formUnion(extra); return copy
    }
    public func foreground(_ color: Color) -> Style { var c = self; c.foreground = color; return c }
    public func background(_ color: Color) -> Style { var c = self; c.background = color; return c }
}
