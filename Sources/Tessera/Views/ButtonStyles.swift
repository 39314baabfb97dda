/// Button styles as SwiftUI spells them: the built-in ones (`.bordered`, `.borderedProminent`,
/// `.plain`, `.borderless`) and the two protocols a program writes its own with.

/// The chrome a button is drawn with, kept in the environment for the button's node.
package enum ButtonChrome: Sendable, Hashable {
    /// `[ Title ]`
    case bordered
    /// Filled with the accent colour: the primary action.
    case borderedProminent
    /// Just the label.
    case plain
}

/// The parts of a button a `ButtonStyle` draws.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: ErasedPart {
        package let content: AnyView
        /// The label as the button was given it, marked, so that the button takes its title
        /// from the label alone and not from what the style draws around it.
        public var body: some View { NodeView(content, make: { ButtonLabelNode() }) }
    }

    /// What the button does, if it was given a role.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether the button is held down. A key press has no length in a terminal, so this is
    /// always false (see the differences page).
    public let isPressed: Bool
}

/// Where a `ButtonStyle` shows the button's label: the footer, help and a screen reader name
/// the button by the text in here.
package final class ButtonLabelNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    /// The label's views, together.
    override package class var modifiesEachView: Bool { false }
}

/// How a button looks, from its label: `makeBody(configuration:)` draws it, and the button
/// still takes focus and runs its action on Enter, Space or a click.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).background(.blue)
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one button, from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The parts of a button a `PrimitiveButtonStyle` arranges, with the action to run.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: ErasedPart {
        package let content: AnyView
    }

    /// What the button does, if it was given a role.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action: the style decides what triggers it.
    @MainActor public func trigger() { action() }
}

/// How a button looks and what triggers it: `makeBody(configuration:)` builds the whole control
/// and calls `configuration.trigger()` (from a `Button`, or an `.onTapGesture`, which is what
/// makes it reachable from the keyboard).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one button, from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of a button and its action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// One of Tessera's own ways of drawing a button, which the button's node draws itself.
@MainActor
package protocol BuiltInButtonStyle {
    var chrome: ButtonChrome { get }
}

extension BuiltInButtonStyle {
    /// The button the style was handed, drawn in this style's chrome.
    @MainActor func builtInBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).environment(\.buttonStyle, chrome)
    }
}

/// `[ Title ]`: the default.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    package var chrome: ButtonChrome { .bordered }
    /// The button in brackets.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// Filled with the accent colour: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    package var chrome: ButtonChrome { .borderedProminent }
    /// The button filled with the accent colour.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// The label alone, no brackets.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    package var chrome: ButtonChrome { .plain }
    /// The label alone.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// The label alone, as `PlainButtonStyle` draws it: a terminal has no borderless look of its own.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    package var chrome: ButtonChrome { .plain }
    /// The label alone.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// What the context draws buttons with: bordered.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The style.
    nonisolated public init() {}
    package var chrome: ButtonChrome { .bordered }
    /// The button in brackets.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `[ Title ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// Filled with the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// Bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A program's own style for the buttons below, if it set one.
package enum CustomButtonStyle {
    /// Draws the label; the button keeps focus and keys.
    case label(@MainActor (ButtonStyleConfiguration) -> AnyView)
    /// Builds the whole control.
    case control(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

private struct CustomButtonStyleKey: EnvironmentKey { static var defaultValue: CustomButtonStyle? { nil } }

extension EnvironmentValues {
    /// The program's own button style for buttons inside, if it set one (`.buttonStyle`).
    package var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// How the buttons inside are drawn: `.buttonStyle(.borderedProminent)`, or a style of the
    /// program's own that builds the whole control.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let custom: CustomButtonStyle? = style is BuiltInButtonStyle ? nil : .control { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.customButtonStyle, custom)
            .environment(\.buttonStyle, (style as? BuiltInButtonStyle)?.chrome ?? .bordered)
    }

    /// How the buttons inside are drawn, by a style of the program's own that draws the label:
    /// `.buttonStyle(Pill())`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.customButtonStyle, .label { AnyView(style.makeBody(configuration: $0)) })
            .environment(\.buttonStyle, .plain)
    }
}

extension Button where ButtonLabel == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style was handed, for a style that adds to the standard control:
    /// `Button(configuration).padding(1)`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
