/// A bar that fills as work progresses: `ProgressView(value: 0.4)`, `ProgressView("Sync", value: 3, total: 10)`.
///
/// How it is drawn follows the nearest `.progressViewStyle(_:)`: a bar with the percentage after
/// it (`.linear`, the default), a circle filled by quarters (`.circular`), or a
/// `ProgressViewStyle` of your own. A nil value is work of unknown length.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The label's text, when it was given as a string: drawn before the bar on the same row.
    let title: String?
    @Environment(\.progressViewStyle) private var style

    /// Work done, `value` out of `total` (clamped to 0…1), with a label and a label for the
    /// current value (drawn on the row below the bar by the built-in styles).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel(), title: nil)
    }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, title: String?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.title = title
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
    }

    /// The style's body, built from the configuration the view's parts make.
    /// Inside it, a progress view draws with the style that was in effect before this one (a
    /// style that wraps `ProgressView(configuration)` wraps the default bar, not itself).
    public var body: some View {
        EnvironmentWriter(content: style.erasedBody(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) },
            title: title)), change: OuterProgressViewStyle())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Work done, `value` out of `total`, with a label of your own.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil, title: nil)
    }

    /// Work of unknown length, with a label of your own.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil, title: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Work done, `value` out of `total`, with no label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil, title: nil)
    }

    /// Work of unknown length, with no label.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil, title: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Work done, `value` out of `total`, titled `title`.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil, title: title)
    }

    /// Work of unknown length, titled `title`.
    public init(_ title: String) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil, title: title)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style was handed, for a style that adds to how another draws it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel, title: configuration.title)
    }
}

/// The parts of a progress view a `ProgressViewStyle` arranges.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: ErasedPart {
        package let content: AnyView
    }

    /// The label for the current value, as a view.
    public struct CurrentValueLabel: ErasedPart {
        package let content: AnyView
    }

    /// How much of the work is done, 0 to 1; nil when its length is unknown.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value's label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label's text, when it was given as a string.
    let title: String?
}

/// How progress views are drawn: the body `makeBody(configuration:)` builds from the work done
/// and the labels.
///
/// ```swift
/// struct Steps: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 10)) of 10 steps")
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The view for one progress view, from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle {
    func erasedBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// The built-in styles' body: the drawn bar or circle, a label view before it, and the current
/// value's label on the row below.
@MainActor @ViewBuilder
private func builtInProgress(_ configuration: ProgressViewStyleConfiguration, circular: Bool) -> some View {
    let bar = ProgressBar(title: configuration.title.map { Sanitizer.sanitize($0) }, fraction: configuration.fractionCompleted, circular: circular)
    if configuration.currentValueLabel == nil, configuration.label == nil || configuration.title != nil {
        bar
    } else {
        VStack(alignment: .leading, spacing: 0) {
            if let label = configuration.label, configuration.title == nil {
                HStack(spacing: LengthUnit.written(columns: 1)) { label; ProgressBar(title: nil, fraction: configuration.fractionCompleted, circular: circular) }
            } else {
                bar
            }
            if let current = configuration.currentValueLabel { current.dim() }
        }
    }
}

/// A bar filled to the work done, the percentage after it.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}
    /// The bar.
    public func makeBody(configuration: Configuration) -> some View { builtInProgress(configuration, circular: false) }
}

/// A circle filled by quarters (`○ ◔ ◑ ◕ ●`) and the percentage; `◌` for work of unknown length.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}
    /// The circle.
    public func makeBody(configuration: Configuration) -> some View { builtInProgress(configuration, circular: true) }
}

/// The style progress views have when none is set: the bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}
    /// As `LinearProgressViewStyle`.
    public func makeBody(configuration: Configuration) -> some View { builtInProgress(configuration, circular: false) }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled to the work done.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A circle filled by quarters.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The style progress views have when none is set: the bar.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The styles set around a view, outermost first: the last draws its progress views.
private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: [any ProgressViewStyle] { [] } }

extension EnvironmentValues {
    /// How progress views inside are drawn (`.progressViewStyle`). Setting a style keeps the
    /// one it replaces, for the progress views inside the new style's body.
    package var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self].last ?? DefaultProgressViewStyle() }
        set { self[ProgressViewStyleKey.self].append(newValue) }
    }
}

/// Inside a style's body, the style in effect before it (the default when there is none).
private struct OuterProgressViewStyle: EnvironmentChange {
    func apply(to environment: inout EnvironmentValues) {
        var styles = environment[ProgressViewStyleKey.self]
        guard !styles.isEmpty else { return }
        styles.removeLast()
        environment[ProgressViewStyleKey.self] = styles
    }
}

extension View {
    /// How the progress views inside are drawn: `.progressViewStyle(.circular)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { environment(\.progressViewStyle, style) }
}
