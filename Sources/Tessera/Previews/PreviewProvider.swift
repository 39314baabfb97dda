/// A type that gives Xcode's canvas a view to show, as SwiftUI's `PreviewProvider`: SwiftUI files
/// keep their previews when they move to Tessera, and every program shows them on request:
/// `--list-previews` lists them (found in the program itself, nothing to register), `--preview
/// NAME` runs one in the terminal, or prints it with `--snapshot`. A test can draw one too,
/// since `previews` is an ordinary view:
///
/// ```swift
/// struct BadgeView_Previews: PreviewProvider {
///     static var previews: some View {
///         BadgeView(count: 3).previewLayout(.sizeThatFits).previewDisplayName("Three")
///     }
/// }
/// let pilot = Pilot(BadgeView_Previews.previews)
/// ```
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How big a preview is drawn in Xcode's canvas. A terminal has no canvas: the layout is kept
/// with the view and changes nothing on screen (docs/SWIFTUI-DIFFERENCES.md).
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// As small as the view fits.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device Xcode's canvas draws a preview on, by name: `PreviewDevice("iPhone 15")`. A terminal
/// has no devices; the name is accepted and changes nothing.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// The device called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device called `value`.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Xcode's canvas draws the preview at this size; in a terminal it changes nothing.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// The name Xcode's canvas shows over the preview; here `--list-previews` lists it and
    /// `--preview NAME` finds the preview by it. It changes nothing on screen.
    public func previewDisplayName(_ name: String?) -> PreviewNamed<Self> { PreviewNamed(content: self, previewName: name) }
    /// The device Xcode's canvas draws the preview on; in a terminal it changes nothing.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}
