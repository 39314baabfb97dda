/// How a cell is drawn: colours and text attributes.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Bold, dim, italic and the other attributes.
    public var attributes: Attributes

    /// A style of the given colours and attributes; the terminal's defaults where not given.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground; self.background = background; self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// Text attributes a terminal can show without colour.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes, one bit each.
        public let rawValue: UInt8
        /// The attributes whose bits `rawValue` has.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Heavier text.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Fainter text.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Slanted text, where the terminal has it.
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped: how focus is shown without colour.
        public static let reverse = Attributes(rawValue: 1 << 4)
        /// Struck-through text, where the terminal has it.
        public static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    /// Whether the style includes bold.
    public var bold: Bool { attributes.contains(.bold) }

    /// This style with `other`'s non-default parts laid over it.
    public func merged(with other: Style) -> Style {
        Style(foreground: other.foreground == .default ? foreground : other.foreground,
              background: other.background == .default ? background : other.background,
              attributes: attributes.union(other.attributes))
    }

    /// This style with `extra` attributes added.
    public func with(_ extra: Attributes) -> Style {
        var copy = self; copy.attributes.formUnion(extra); return copy
    }
    /// This style with its text colour set to `color`.
    public func foreground(_ color: Color) -> Style { var c = self; c.foreground = color; return c }
    /// This style with its background set to `color`.
    public func background(_ color: Color) -> Style { var c = self; c.background = color; return c }
}
