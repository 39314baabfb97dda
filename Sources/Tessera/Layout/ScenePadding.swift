/// The padding a scene's content takes from the window's edges, as SwiftUI's `ScenePadding`.
/// A terminal's windows are cells, so each kind is the default padding: one cell.
public struct ScenePadding: Hashable, Sendable {
    private let name: String
    /// The least padding a scene's content takes.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
    /// Space between the view and the window's edges on `edges`, as a scene's content takes
    /// in SwiftUI: one cell (a column across, a row down), the default padding.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Space between the view and the window's edges on `edges`, of the kind `padding` (one
    /// cell, whichever kind).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }

    /// Lets the view reach past the safe area in SwiftUI. A terminal has no safe area (no
    /// notch, no home indicator): every view already reaches the window's edges, so nothing
    /// changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
}

/// The areas a view can reach past, as SwiftUI's `SafeAreaRegions`; a terminal has none.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The regions, as bits.
    public let rawValue: UInt
    /// The regions of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The system's own bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
