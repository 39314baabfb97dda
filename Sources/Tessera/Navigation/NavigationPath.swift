/// A list of values of any `Hashable` types pushed on a `NavigationStack`, as in SwiftUI:
/// each element becomes one destination view on the stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(destination.id)   // push
/// path.removeLast()             // back one level
/// path = NavigationPath()       // pop to root
/// ```
public struct NavigationPath: Equatable {
    package private(set) var elements: [AnyHashable] = []

    /// An empty path: the stack shows its root.
    public init() {}

    /// A path holding `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    package init(erased elements: [AnyHashable]) { self.elements = elements }

    /// How many views are pushed above the root.
    public var count: Int { elements.count }
    /// True when the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`; the nearest `navigationDestination(for:)` for its type builds the view.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` levels (all of them when `k` is larger than `count`).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.max(0, Swift.min(k, elements.count)))
    }
}

/// How a `NavigationStack` reads and writes its path: its own state, a bound
/// `NavigationPath`, or a bound array of one `Hashable` type.
@MainActor
package struct NavigationPathSource {
    package var get: @MainActor () -> [AnyHashable]
    package var set: @MainActor ([AnyHashable]) -> Void
}
