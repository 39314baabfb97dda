/// How much contrast the person asked for between the colours on screen.
///
/// A terminal reports no such setting, so the environment always holds
/// ``standard``; an app may set ``increased`` itself with
/// `.environment(\.colorSchemeContrast, .increased)` for the views below.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The contrast the palette has without any request.
    case standard
    /// More contrast than usual was asked for.
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

extension EnvironmentValues {
    /// The contrast asked for between the colours on screen; ``ColorSchemeContrast/standard`` unless a view above sets it.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
