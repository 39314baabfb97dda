/// A property wrapper that gives a view a namespace of its own, as SwiftUI's `@Namespace`: the
/// same `Namespace.ID` for as long as the view is on screen, another for each view that declares
/// one. It scopes the ids of `.accessibilityLabeledPair(role:id:in:)` and
/// `.matchedGeometryEffect(id:in:)`.
///
/// ```swift
/// @Namespace private var pairs
/// ```
@propertyWrapper public struct Namespace {
    /// A namespace's identity: the node of the view that declares it and the property's place
    /// in the view.
    public struct ID: Hashable, Sendable {
        let owner: ObjectIdentifier
        let slot: Int
    }

    private let location = NamespaceLocation()

    /// A namespace for the view that declares it.
    public init() {}

    /// The namespace: the view's own once it is on screen (before, one of this value's own).
    @MainActor public var wrappedValue: ID { location.id ?? ID(owner: ObjectIdentifier(location), slot: 0) }
}

extension Namespace: NodeLinked {
    package func link(to node: Node, slot: Int) { location.id = ID(owner: ObjectIdentifier(node), slot: slot) }
}

/// Where a `Namespace` keeps the id its view's node gives it.
@MainActor
final class NamespaceLocation {
    var id: Namespace.ID?
    nonisolated init() {}
}

/// Which parts of a view's frame `.matchedGeometryEffect` shares, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Accepts SwiftUI's matched geometry. The view is placed where its own layout puts it, as
    /// every view is; when a change moves a view with this `id` from one place to another, it
    /// appears in the new place at once rather than travelling there (docs/SWIFTUI-DIFFERENCES.md).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
