/// SwiftUI's text styles, drawn with what a terminal has: every character is one size, so a
/// font is bold, dim, italic or plain.
///
/// | font | drawn |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.body`, `.callout` | plain |
/// | `.subheadline`, `.footnote`, `.caption`, `.caption2` | dim |
/// | `.weight(.semibold)` and heavier, `.bold()` | bold |
/// | `.weight(.light)` and lighter | dim |
/// | `.italic()` | italic |
/// | `.monospaced()`, `design: .monospaced` | as is: a terminal is monospaced |
///
/// ```swift
/// Text("Destinations").font(.headline)
/// Text("Updated 2 min ago").font(.caption)
/// ```
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles, largest first.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// From the largest to the smallest: the titles and the headline are drawn bold, body
        /// and callout plain, the rest dim.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Typeface families; a terminal draws them all in its one monospaced face.
    public enum Design: Hashable, Sendable {
        /// SwiftUI's typefaces, all drawn in the terminal's one face.
        case `default`, serif, rounded, monospaced
    }

    /// Stroke weights: semibold and heavier are drawn bold, light and lighter dim.
    public enum Weight: Hashable, Sendable {
        /// From the lightest to the heaviest: light and lighter drawn dim, semibold and heavier bold.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    private var style: TextStyle
    private var weightOverride: Weight?
    private var isItalic = false

    private init(_ style: TextStyle, weight: Weight? = nil) { self.style = style; self.weightOverride = weight }

    /// Bold.
    public static let largeTitle = Font(.largeTitle)
    /// Bold.
    public static let title = Font(.title)
    /// Bold.
    public static let title2 = Font(.title2)
    /// Bold.
    public static let title3 = Font(.title3)
    /// Bold.
    public static let headline = Font(.headline)
    /// Dim.
    public static let subheadline = Font(.subheadline)
    /// Plain.
    public static let body = Font(.body)
    /// Plain.
    public static let callout = Font(.callout)
    /// Dim.
    public static let footnote = Font(.footnote)
    /// Dim.
    public static let caption = Font(.caption)
    /// Dim.
    public static let caption2 = Font(.caption2)

    /// A text style with a design and weight (the design changes nothing in a terminal).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style, weight: weight)
    }

    /// A point size, read as body text unless `weight` says otherwise (cells have one size).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.body, weight: weight)
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic.
    public func italic() -> Font { var font = self; font.isItalic = true; return font }
    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font { var font = self; font.weightOverride = weight; return font }
    /// This font; a terminal's text is monospaced already.
    public func monospaced() -> Font { self }

    /// The attributes this font draws with.
    public var attributes: Style.Attributes {
        var attributes: Style.Attributes = []
        switch weightOverride {
        case .semibold?, .bold?, .heavy?, .black?: attributes.insert(.bold)
        case .ultraLight?, .thin?, .light?: attributes.insert(.dim)
        case .regular?, .medium?: break
        case nil:
            switch style {
            case .largeTitle, .title, .title2, .title3, .headline: attributes.insert(.bold)
            case .body, .callout: break
            case .subheadline, .footnote, .caption, .caption2: attributes.insert(.dim)
            }
        }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }
}

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
    /// The font of text in this view (nil: the terminal's plain text).
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
}

extension View {
    /// The font of text in this view; the innermost `.font` wins, as in SwiftUI.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The weight of text in this view: semibold and heavier draw bold, light and lighter dim.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        changingEnvironment(weight.map { .fontWeight($0) })
    }

    /// Text in this view, monospaced: a terminal's text is already, so nothing changes.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// The accent colour of controls in this view (a toggle's mark, a progress bar, a prominent
    /// button, a selection): SwiftUI's tint, as `Theme.accent`.
    public func tint(_ tint: Color?) -> some View {
        changingEnvironment(tint.map { .tint($0) })
    }
}

extension Text {
    /// This text in `font` (see `Font` for what each style draws as).
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return restyled { $0.attributes.formUnion(font.attributes) }
    }

    /// This text with a weight: semibold and heavier bold, light and lighter dim.
    public func fontWeight(_ weight: Font.Weight?) -> Text { font(weight.map { Font.body.weight($0) }) }

    /// This text, monospaced: a terminal's text is already.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}
