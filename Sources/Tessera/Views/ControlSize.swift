/// How large controls are drawn, as SwiftUI's `ControlSize`: set with `.controlSize(_:)`, read
/// with `@Environment(\.controlSize)` (a custom style can follow it). Tessera's own controls are
/// one line of cells at every size and draw the same whatever it says.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than usual.
    case small
    /// The usual size, the default.
    case regular
    /// Larger than usual.
    case large
    /// The largest.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size controls inside are asked to be (`.controlSize(_:)`); `.regular` unless set.
    public var controlSize: ControlSize { get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue } }
}

extension View {
    /// Asks the controls inside to be drawn at `controlSize`; a custom style reads it from the
    /// environment, Tessera's own controls draw the same at every size.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
