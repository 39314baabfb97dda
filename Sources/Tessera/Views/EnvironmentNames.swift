/// Environment values SwiftUI code reads that a terminal answers from its own settings: the
/// locale and calendar of the process, and the accessibility settings a terminal has
/// an equivalent for.

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The locale views format with: the process's (`LANG`, `LC_ALL`) unless a view sets
    /// another with `.environment(\.locale, …)`.
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    /// The calendar views compute dates with: the process's unless set.
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }

    /// True in screen-reader mode (`--screen-reader`, `TESSERA_SCREEN_READER=1`), the terminal's
    /// VoiceOver.
    public var accessibilityVoiceOverEnabled: Bool { screenReaderMode }
    /// True when colours are off (`NO_COLOR`, `--no-color`, a monochrome terminal): a view that
    /// tells things apart by colour alone should add a shape or a word.
    public var accessibilityDifferentiateWithoutColor: Bool { !colorsEnabled }
    /// Always true: a terminal draws materials as solid colours, never see-through.
    public var accessibilityReduceTransparency: Bool { true }
    /// Always false: a terminal does not tell a program whether its colours are inverted.
    public var accessibilityInvertColors: Bool { false }
    /// Always false: a terminal has no switch control of its own.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// How the text inside is cased (`.textCase`); nil leaves it as written.
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
}

extension Text {
    /// A case to show text in, whatever case it was written in.
    public enum Case: Sendable, Hashable {
        /// CAPITALS.
        case uppercase
        /// small letters.
        case lowercase
    }

    /// This text in `textCase`, in the environment's locale.
    func cased(_ textCase: Text.Case?, locale: Locale) -> Text {
        guard let textCase else { return self }
        var t = self
        for i in t.spans.indices {
            t.spans[i].string = textCase == .uppercase ? t.spans[i].string.uppercased(with: locale) : t.spans[i].string.lowercased(with: locale)
        }
        return t
    }
}

extension View {
    /// Shows the text inside in capitals (`.uppercase`) or small letters (`.lowercase`); nil
    /// leaves it as written.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

/// What a toolbar is built from: toolbar items are views here, so a property SwiftUI code
/// declares as `@ToolbarContentBuilder var items: some ToolbarContent` builds views.
public typealias ToolbarContent = View

/// Builds toolbar items from a closure; the same builder as a view's.
public typealias ToolbarContentBuilder = ViewBuilder
