/// A title with an icon in front, like SwiftUI's `Label`: `Label("Trash", systemImage: "trash")`.
///
/// How it is drawn follows the nearest `.labelStyle(_:)`: the icon, a space and the title by
/// default; `.iconOnly` or `.titleOnly` keep one of the two; a `LabelStyle` of your own arranges
/// them as it likes.
///
/// Made on any actor, as SwiftUI's: a model off the main actor may hand out labels.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// The title's text and the icon's symbol name, when the label was made from strings: drawn
    /// as one line of text, which wraps and truncates as text does.
    let plain: (title: String, symbol: String)?
    @Environment(\.labelStyle) private var style
    @Environment(\.symbolVariants) private var variants

    /// A label whose title and icon are views of your own.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        self.plain = nil
    }
}

extension Label: View {
    /// The style's body, built from the configuration the label's parts make.
    public var body: some View {
        let glyph = plain.map { Symbols.glyph(for: $0.symbol, variants: variants) }
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: plain.map { AnyView(Text($0.title)) } ?? AnyView(title)),
            icon: LabelStyleConfiguration.Icon(content: glyph.map { AnyView(Text($0)) } ?? AnyView(icon)),
            line: zip(glyph, plain?.title).map { $0 + " " + $1 },
            accessibilityTitle: plain?.title)
        return style.erasedBody(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// `systemImage` takes an SF Symbol name the terminal knows (`info.circle`, `heart.fill`, …;
    /// see `Symbols`) or any short string of glyphs.
    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
        self.plain = (title, systemImage)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style was handed, for a style that adds to how another draws it:
    /// `Label(configuration).bold()`.
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
        self.plain = nil
    }
}

extension Label {
    /// The glyph, a space and the title, for a label made from strings.
    package var plainLine: String? { plain.map { Symbols.glyph(for: $0.symbol) + " " + $0.title } }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

/// A part of a control handed to its style (a label's title, a progress view's label): the
/// view the control was given, its type hidden.
package protocol ErasedPart: View {
    var content: AnyView { get }
}

extension ErasedPart {
    /// The part as the control was given it.
    public var body: some View { content }
}

/// The parts of a label a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: ErasedPart {
        package let content: AnyView
    }

    /// The label's icon, as a view.
    public struct Icon: ErasedPart {
        package let content: AnyView
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
    /// Icon and title as one line of text, when both came from strings.
    let line: String?
    /// The title's text, when it came from a string: what a screen reader says for an icon alone.
    let accessibilityTitle: String?
}

/// How labels are drawn: the body `makeBody(configuration:)` builds from a label's title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 1) { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one label, from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of a label.
    typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle {
    func erasedBody(_ configuration: LabelStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The icon, a space and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The icon, a space and the title; one line of text when both came from strings.
    public func makeBody(configuration: Configuration) -> some View {
        if let line = configuration.line {
            Text(line)
        } else {
            HStack(spacing: LengthUnit.written(columns: 1)) { configuration.icon; configuration.title }
        }
    }
}

/// The icon alone; a screen reader still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.accessibilityLabel(configuration.accessibilityTitle ?? "")
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The style labels have when none is set: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    nonisolated public init() {}
    /// As `TitleAndIconLabelStyle`.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, a space and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The style labels have when none is set: the icon and the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: any LabelStyle { DefaultLabelStyle() } }

extension EnvironmentValues {
    /// How labels inside are drawn (`.labelStyle`).
    package var labelStyle: any LabelStyle { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}

extension View {
    /// How the labels inside are drawn: `.labelStyle(.iconOnly)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, style) }
}
