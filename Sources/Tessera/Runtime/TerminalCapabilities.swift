import Foundation

/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours the terminal shows; colours beyond it are mapped to the nearest it has.
    public enum ColorDepth: Int, Comparable, Sendable {
        /// No colour, 8 colours, 16, the 256-colour palette, or 24-bit colour.
        case monochrome = 0, basic8 = 8, ansi16 = 16, palette256 = 256, trueColor = 16_777_216
        /// Fewer colours first.
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }
    /// How many colours it shows.
    public var colors: ColorDepth
    /// Whether it reports mouse events.
    public var mouse: Bool
    /// Whether it draws characters beyond ASCII (box drawing, braille).
    public var unicode: Bool
    /// The capabilities given; by default 256 colours, a mouse and Unicode.
    public init(colors: ColorDepth = .palette256, mouse: Bool = true, unicode: Bool = true) {
        self.colors = colors; self.mouse = mouse; self.unicode = unicode
    }
    /// What headless rendering assumes: 256 colours, a mouse and Unicode.
    public static let headless = TerminalCapabilities()
}
