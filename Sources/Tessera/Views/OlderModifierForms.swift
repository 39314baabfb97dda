/// SwiftUI's navigation view styles: whether a `NavigationView` of two or three views shows
/// them as columns where the terminal is wide enough (`.automatic`, `.columns`) or as one stack
/// at every width (`.stack`).
public enum NavigationViewStyle: Hashable, Sendable {
    /// SwiftUI's default style.
    case automatic
    /// One view at a time, each pushed over the last.
    case stack
    /// SwiftUI's two columns on a wide screen.
    case columns
}

/// iOS 13's name for `.stack`: `.navigationViewStyle(StackNavigationViewStyle())`.
public struct StackNavigationViewStyle: Hashable, Sendable {
    /// The stack style.
    public init() {}
}

/// SwiftUI's toggle styles. A terminal draws every toggle as a check box (`[x]`), since a
/// sliding switch is a shape cells do not have; the style is accepted so a SwiftUI file
/// compiles unchanged.
public enum ToggleStyle: Hashable, Sendable {
    /// SwiftUI's default style.
    case automatic
    /// A sliding switch in SwiftUI.
    case `switch`
    /// A check box.
    case checkbox
    /// A button that stays pressed while on.
    case button
}

/// iOS 13's name for `.switch`: `.toggleStyle(SwitchToggleStyle())`, drawn as a check box.
public struct SwitchToggleStyle: Hashable, Sendable {
    /// The colour of the toggle's mark when on; nil for the tint around it.
    public var tint: Color?
    /// The switch style.
    public init() {}
    /// The switch style with its mark in `tint`.
    public init(tint: Color) { self.tint = tint }
}

extension View {
    /// How the `NavigationView`s inside show their views; see `NavigationViewStyle`.
    public func navigationViewStyle(_ style: NavigationViewStyle) -> some View { environment(\.navigationViewStyle, style) }

    /// iOS 13's stack style: the `NavigationView`s inside are one stack at every width.
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { navigationViewStyle(.stack) }

    /// Accepts SwiftUI's toggle style; every toggle is drawn as a check box (see `ToggleStyle`).
    public func toggleStyle(_ style: ToggleStyle) -> some View { self }

    /// Accepts iOS 13's switch style; the toggle is drawn as a check box (see `ToggleStyle`)
    /// with its mark in the style's tint.
    public func toggleStyle(_ style: SwitchToggleStyle) -> some View { tint(style.tint) }

    /// SwiftUI's older name for `tint(_:)`: the colour of the controls inside.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// SwiftUI's older form of `background(alignment:_:)`, taking the view itself.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// SwiftUI's older form of `overlay(alignment:_:)`, taking the view itself.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }
}
