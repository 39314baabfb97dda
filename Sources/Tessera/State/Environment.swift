import Observation

/// A key for a value passed down the view tree through the environment.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view's ancestors passed down: colour scheme, theme, dismiss action, …
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]
    /// Every value at its key's default.
    public init() {}

    /// The value for `key`, or its default when no ancestor set one.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Not `storage[…] as? K.Value`: for an optional `Value` a missing entry casts to nil.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// True when both hold the very same storage: nothing was set on either since one was
    /// copied from the other. Costs one comparison.
    package func isIdentical(to other: EnvironmentValues) -> Bool {
        withUnsafeBytes(of: storage) { a in withUnsafeBytes(of: other.storage) { b in a.elementsEqual(b) } }
    }

    /// True when both set the same keys to values with the same bits (see `ViewComparison`):
    /// what a view reads from either is the same. Costs a look-up per key.
    package func isEquivalent(to other: EnvironmentValues) -> Bool {
        if isIdentical(to: other) { return true }
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let theirs = other.storage[key], ViewComparison.haveSameBits(value, theirs) else { return false }
        }
        return true
    }
}

/// An environment made from another by the same changes each time (a navigation level's
/// `dismiss`, say): made again only when the one it comes from changes, so what it is passed
/// to sees the same storage, and views below that did not change are kept.
package struct DerivedEnvironment {
    private var input: EnvironmentValues?
    private var output = EnvironmentValues()

    package init() {}

    /// `input` with `change` applied, or the same result as last time when `input` is the same
    /// storage as last time. `change` must depend on nothing else (closures it stores capture
    /// only what lives as long as the owner).
    package mutating func derive(from input: EnvironmentValues, _ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        if let last = self.input, last.isIdentical(to: input) { return output }
        var made = input
        change(&made)
        self.input = input
        output = made
        return made
    }
}

/// Reads a value from the environment.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// ```
///
/// Made on any actor (a view built by a model off the main actor may hold one); read on the
/// main actor.
@propertyWrapper public struct Environment<Value> {
    /// Where the value comes from: a key path kept as it is (so making one on any actor sends
    /// nothing to the main actor), or a reading of the values.
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case read(@MainActor (EnvironmentValues) -> Value)
    }
    // First, so that linking finds it at the same place in every specialization (see
    // `LinkedLocation`).
    private let location = EnvironmentLocation()
    private let source: Source

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// Reads the `@Observable` object of this type an ancestor put in the environment with
    /// `.environment(_:)`; the view follows the properties its body reads. With no such
    /// ancestor, reading it stops the program with a message naming the type, as in SwiftUI.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .read { values in
            guard let object = values[ObservableObjectKey<Value>.self] else {
                fatalError("@Environment(\(Value.self).self) was read, but no ancestor of this view provides one: "
                           + "add .environment(_:) with a \(Value.self) above it.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `T` an ancestor put in the environment, or nil
    /// when none did: `@Environment(Library.self) private var library: Library?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .read { $0[ObservableObjectKey<T>.self] }
    }

    /// The value the nearest ancestor set, or the default.
    @MainActor public var wrappedValue: Value {
        let values = location.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .read(let read): return read(values)
        }
    }
}

extension Environment: NodeLinked {
    package func link(to node: Node, slot: Int) { location.values = node.environment }

    /// Where `location` lies in this type: 0, as `LinkedLocation` requires.
    package static var locationOffset: Int? { MemoryLayout<Self>.offset(of: \Self.location) }
}

/// Where `.environment(_:)` keeps an `@Observable` object of type `Object`.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants, for
    /// their `@Environment(T.self)` properties; nil takes away one an ancestor provided.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0[ObservableObjectKey<T>.self] = object }
    }
}

@MainActor
final class EnvironmentLocation: LinkedLocation {
    var values: EnvironmentValues?
    nonisolated override init() {}

    override func link(wrapperAt address: UnsafeRawPointer, to node: Node, slot: Int) { values = node.environment }
}

/// Light or dark terminal background.
public enum ColorScheme: Sendable, Hashable {
    /// A light background.
    case light
    /// A dark background.
    case dark
}

/// Dismisses the presentation (sheet, alert) or navigation destination that contains the view.
public struct DismissAction {
    let action: @MainActor () -> Void
    /// A dismiss action that runs `action`.
    public init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    /// Dismisses the presentation or destination: `dismiss()`.
    @MainActor public func callAsFunction() { action() }
}

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .dark } }
private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct ThemeKey: EnvironmentKey { static var defaultValue: Theme { .dark } }
private struct TextStyleKey: EnvironmentKey { static var defaultValue: Style { .plain } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationKey: EnvironmentKey { static var defaultValue: TruncationMode { .tail } }
private struct ColorsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct StoreKey: EnvironmentKey { static var defaultValue: StateStore? { nil } }
private struct ClockKey: EnvironmentKey { static var defaultValue: (any RunClock)? { nil } }
private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyle { .menu } }
private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonChrome { .bordered } }
private struct ExitTitleKey: EnvironmentKey { static var defaultValue: String { "Quit" } }
private struct ScreenReaderModeKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the terminal's background is light or dark (dark by default).
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    /// Dismisses the sheet, alert or navigation destination the view is in.
    public var dismiss: DismissAction { get { self[DismissKey.self] } set { self[DismissKey.self] = newValue } }
    /// Whether controls respond; `.disabled(true)` turns it off for a subtree.
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
    /// Semantic colours: accent, warning, destructive, secondary.
    public var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
    /// The style text inherits (`.foregroundStyle`, `.bold`, …).
    public var textStyle: Style { get { self[TextStyleKey.self] } set { self[TextStyleKey.self] = newValue } }
    /// The most lines text wraps to; `nil`: as many as it needs.
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    /// How the lines of wrapped text align.
    public var multilineTextAlignment: TextAlignment { get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue } }
    /// Where text too long for its space is cut.
    public var truncationMode: TruncationMode { get { self[TruncationKey.self] } set { self[TruncationKey.self] = newValue } }
    /// False under `NO_COLOR`, `--no-color` or a monochrome terminal.
    public var colorsEnabled: Bool { get { self[ColorsEnabledKey.self] } set { self[ColorsEnabledKey.self] = newValue } }
    /// Where `@AppStorage` values are kept.
    public var stateStore: StateStore? { get { self[StoreKey.self] } set { self[StoreKey.self] = newValue } }
    /// The running app's clock (the test clock in tests).
    public var clock: (any RunClock)? { get { self[ClockKey.self] } set { self[ClockKey.self] = newValue } }
    /// How pickers inside are drawn (`.pickerStyle`).
    public var pickerStyle: PickerStyle { get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue } }
    /// The chrome buttons inside are drawn with (`.buttonStyle` with a built-in style).
    package var buttonStyle: ButtonChrome { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
    /// What `q` (and Esc at the root) does, as the footer names it: "Quit" for a program on its
    /// own, "Back" when another program opened this one (the launcher) and gets the screen back.
    public var exitTitle: String { get { self[ExitTitleKey.self] } set { self[ExitTitleKey.self] = newValue } }
    /// Screen-reader mode (`--screen-reader`, `TESSERA_SCREEN_READER=1`): the terminal cursor
    /// stays visible on the focused control, for readers that follow the cursor, and
    /// announcements go to the status line.
    public var screenReaderMode: Bool { get { self[ScreenReaderModeKey.self] } set { self[ScreenReaderModeKey.self] = newValue } }
    /// True when the user asked for reduced motion (`--reduce-motion`, `TESSERA_REDUCE_MOTION=1`):
    /// animations show their last frame at once.
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
}

/// How lines of multi-line text align.
public enum TextAlignment: Sendable, Hashable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

/// Semantic colours for a light or dark terminal.
public struct Theme: Sendable, Hashable {
    /// Focused and current things, the app's own highlights.
    public var accent: Color
    /// Quieter text: hints, captions, axes.
    public var secondary: Color
    /// Warnings.
    public var warning: Color
    /// Destructive buttons and errors.
    public var destructive: Color
    /// Success.
    public var success: Color
    /// The background of a selected row.
    public var selectionBackground: Color
    /// The background of the title bar and the footer.
    public var barBackground: Color
    /// The text of the title bar and the footer.
    public var barForeground: Color

    /// Colours for a dark terminal background.
    public static let dark = Theme(accent: .brightCyan, secondary: .gray, warning: .yellow, destructive: .brightRed,
                                   success: .green, selectionBackground: .palette(24), barBackground: .palette(236),
                                   barForeground: .palette(252))
    /// Colours for a light terminal background.
    public static let light = Theme(accent: .blue, secondary: .palette(242), warning: .palette(130), destructive: .red,
                                    success: .palette(28), selectionBackground: .palette(153), barBackground: .palette(253),
                                    barForeground: .palette(235))
}
