import Foundation

// The shape styles whose colour depends on where they are drawn (`.tint`, `.secondary`,
// `.background`, a material), the styles made from other styles (`.opacity`, `.blendMode`,
// `.shadow`), and the generic `fill`/`stroke`/`strokeBorder` that take any of them.

/// A style whose colour is found where it is drawn: in the environment of the view it styles.
protocol EnvironmentalShapeStyle: ShapeStyle {
    /// The colour in `environment`; `asBackground` when it fills behind content rather than
    /// drawing text or a shape's dots.
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color
}

extension ShapeStyle {
    /// This style's colour where `environment` applies: its own colour, a gradient's halfway
    /// colour, or what the environment gives an environmental style. An app's own style type
    /// draws in the terminal's default colour.
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool = false) -> Color {
        if let style = self as? any EnvironmentalShapeStyle { return style.resolvedColor(in: environment, asBackground: asBackground) }
        return (self as? any ResolvedShapeStyle)?.representativeColor ?? .default
    }
}

/// The levels of the current foreground style, as SwiftUI's `.primary` … `.quinary`: each
/// further level is the text colour a step closer to the background.
///
/// ```swift
/// Capsule().foregroundStyle(.tertiary)   // a track a shade quieter than the text
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The text colour itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Quieter: the theme's secondary grey over the default text colour, else the text colour
    /// 55 % of the way from the background.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Quieter still: 30 % of the way from the background.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// 18 % of the way from the background.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// 10 % of the way from the background.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: EnvironmentalShapeStyle {
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        let foreground = environment.textStyle.foreground
        if level == 0 { return foreground }
        if level == 1, foreground == .default { return environment.theme.secondary }
        let opacity = [1, 0.55, 0.3, 0.18, 0.1][min(level, 4)]
        return Color.blend(foreground, foreground: true, over: .default, opacity: opacity, scheme: environment.colorScheme)
    }
}

/// The background of the place a view is drawn, as SwiftUI's `BackgroundStyle` (`.background`):
/// behind content it is the terminal's own background; as a text or shape colour it is the
/// colour scheme's (ANSI black in the dark scheme, bright white in the light one), so text in
/// it reads as cut out of a coloured shape.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

extension BackgroundStyle: EnvironmentalShapeStyle {
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        if asBackground { return .default }
        return environment.colorScheme == .dark ? .black : .brightWhite
    }
}

/// The accent colour of controls where it is drawn, as SwiftUI's `TintShapeStyle` (`.tint`):
/// `Theme.accent`, changed with `.tint(_:)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

extension TintShapeStyle: EnvironmentalShapeStyle {
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color { environment.theme.accent }
}

/// The text colour where it is drawn, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ForegroundStyle: EnvironmentalShapeStyle {
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color { environment.textStyle.foreground }
}

extension Material: EnvironmentalShapeStyle {
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        color(in: environment.colorScheme, theme: environment.theme)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text colour itself.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The text colour, quieter (see `HierarchicalShapeStyle`).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The text colour, quieter still.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The text colour, a fourth level down.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The text colour, a fifth level down.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the place the view is drawn (see `BackgroundStyle`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent colour of controls (see `TintShapeStyle`).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The text colour where the style is drawn.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Material {
    /// The lightest material (see `Material`).
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A light material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// A middle material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A deep material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The deepest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of the title bar.
    public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
    /// Red, where any shape style is taken: `AnyShapeStyle(.red)`.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// No colour of its own.
    public static var clear: Color { Color.clear }
}

/// A style seen through an opacity: what `ShapeStyle.opacity(_:)` gives. A cell has no
/// transparency, so the colour is mixed toward the colour scheme's background.
public struct OpacityShapeStyle<Base: ShapeStyle>: EnvironmentalShapeStyle {
    let base: Base
    let opacity: Double
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        let color = base.resolvedColor(in: environment, asBackground: asBackground)
        if opacity >= 1 || (asBackground && color == .default) { return color }
        return Color.blend(color, foreground: !asBackground, over: .default, opacity: max(0, opacity), scheme: environment.colorScheme)
    }
}

/// A style combined with the background by a blend mode: what `ShapeStyle.blendMode(_:)`
/// gives. A style cannot know what will be drawn under it, so it is blended with the colour
/// scheme's background; `View.blendMode(_:)` blends with what is really behind.
public struct BlendedShapeStyle<Base: ShapeStyle>: EnvironmentalShapeStyle {
    let base: Base
    let mode: BlendMode
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        let color = base.resolvedColor(in: environment, asBackground: asBackground)
        return mode.blend(color, foreground: !asBackground, over: .default, scheme: environment.colorScheme)
    }
}

/// A style with a shadow: what `ShapeStyle.shadow(_:)` gives. A glyph or a braille dot cannot
/// cast a shadow in a cell, so it draws as its base style (docs/SWIFTUI-DIFFERENCES.md).
public struct ShadowShapeStyle<Base: ShapeStyle>: EnvironmentalShapeStyle {
    let base: Base
    /// The shadow asked for.
    public let shadow: ShadowStyle
    func resolvedColor(in environment: EnvironmentValues, asBackground: Bool) -> Color {
        base.resolvedColor(in: environment, asBackground: asBackground)
    }
}

extension ShapeStyle {
    /// This style seen at `opacity` (0–1), mixed toward the background.
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> { OpacityShapeStyle(base: self, opacity: opacity) }
    /// This style blended with the colour scheme's background by `mode`.
    public func blendMode(_ mode: BlendMode) -> BlendedShapeStyle<Self> { BlendedShapeStyle(base: self, mode: mode) }
    /// This style with a shadow, which a terminal cannot draw under a glyph: it draws as the style.
    public func shadow(_ style: ShadowStyle) -> ShadowShapeStyle<Self> { ShadowShapeStyle(base: self, shadow: style) }
}

extension Shape {
    /// The shape filled with `content`, any shape style: `.fill(.tint)`, `.fill(BackgroundStyle())`.
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        ShapeView(shape: self, paint: .fill, color: nil).foregroundStyle(content)
    }

    /// The shape's outline in `content`, one dot wide whatever `lineWidth`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke, color: nil).foregroundStyle(content)
    }

    /// The shape's outline in `content`, drawn with `style` (one dot wide whatever its width).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, paint: .stroke, color: nil).foregroundStyle(content)
    }

    /// The outline inside the shape's frame in `content`; a one-dot line already lies inside.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, paint: .stroke, color: nil).foregroundStyle(content)
    }

    /// The outline inside the shape's frame in `content`, drawn with `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, paint: .stroke, color: nil).foregroundStyle(content)
    }

    /// The outline inside the shape's frame in the text colour, drawn with `style`.
    public func strokeBorder(style: StrokeStyle) -> ShapeView { ShapeView(shape: self, paint: .stroke, color: nil) }
}

/// Sets the text colour to a shape style's colour where the view is: an `EnvironmentChange`,
/// so a body run again with the same style leaves its content as it was.
struct ShapeStyleForeground<S: ShapeStyle>: EnvironmentChange {
    let style: S
    func apply(to environment: inout EnvironmentValues) {
        environment.textStyle.foreground = style.resolvedColor(in: environment)
    }
}
