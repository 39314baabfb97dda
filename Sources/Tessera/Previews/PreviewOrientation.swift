/// The way a device is held, as SwiftUI's `InterfaceOrientation`, for
/// `.previewInterfaceOrientation(_:)`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable {
    private let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned so the top is at the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned so the top is at the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
    /// The orientation Xcode's canvas turns the preview's device to. A terminal's window is the
    /// shape the user made it: the preview is drawn in it as it is, and nothing changes.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
