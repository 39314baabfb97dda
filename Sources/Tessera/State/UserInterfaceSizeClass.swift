/// How much room a dimension of the interface has, as SwiftUI's `UserInterfaceSizeClass`.
///
/// `@Environment(\.horizontalSizeClass)` and `\.verticalSizeClass` are `.regular` in a
/// terminal window unless a view sets them (`.environment(\.horizontalSizeClass, .compact)`):
/// a terminal is not a phone that turns, and its width is read by a `GeometryReader`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: a phone's width.
    case compact
    /// Room to spare: a tablet's or a desktop window's.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

extension EnvironmentValues {
    /// The room across: `.regular` unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The room down: `.regular` unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
