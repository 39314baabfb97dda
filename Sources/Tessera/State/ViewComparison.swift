import Foundation

/// Decides whether a view value is the same input as the one a node was last built from, so
/// that the node, and everything below it, can be kept as it is.
///
/// As in SwiftUI, a view that is `Equatable` is compared with `==`; any other view is compared
/// field by field as stored: values by their bits, objects by identity, closures by the
/// function and the context they captured. A comparison may say "different" for views that
/// mean the same (a closure formed anew each time, a string stored twice); it never says
/// "same" for views that differ, except in what an object holds. Objects the views read are
/// followed by observation (`@Observable`, `ObservableObject`), which re-evaluates the node
/// that read them directly; a plain class whose contents change without either is not seen,
/// as in SwiftUI.
@MainActor
package enum ViewComparison {
    /// How one view type is compared, worked out once per type.
    private enum Strategy {
        /// By the type's own comparison: `==`, or `ViewValueComparing.isSame`.
        case compared((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case bitwise
    }

    private static var strategies: [ObjectIdentifier: Strategy] = [:]

    /// True when `new` is the same input as `old`.
    package static func areEqual(_ old: any View, _ new: any View) -> Bool {
        compare(old, new)
    }

    private static func compare<A: View, B: View>(_ a: A, _ b: B) -> Bool {
        guard A.self == B.self else { return false }
        return withUnsafePointer(to: a) { pa in
            withUnsafePointer(to: b) { pb in
                switch strategy(for: A.self) {
                case .compared(let equal):
                    return equal(UnsafeRawPointer(pa), UnsafeRawPointer(pb))
                case .bitwise:
                    return sameBits(pa, pb, size: MemoryLayout<A>.size)
                }
            }
        }
    }

    private static func strategy<V: View>(for type: V.Type) -> Strategy {
        let key = ObjectIdentifier(type)
        if let known = strategies[key] { return known }
        let made: Strategy
        let traits = type._viewTraits
        if let equatable = traits.equatable {
            made = .compared(comparator(for: equatable))
        } else if let comparing = traits.comparing {
            made = .compared(comparator(for: comparing))
        } else {
            made = .bitwise
        }
        strategies[key] = made
        return made
    }

    private static func comparator<T: Equatable>(for type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
    }

    private static func comparator<T: ViewValueComparing>(for type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { T.isSame($0.assumingMemoryBound(to: T.self).pointee, as: $1.assumingMemoryBound(to: T.self).pointee) }
    }

    /// True when `a` and `b` are of one type and hold the same bits (an environment value).
    package nonisolated static func haveSameBits(_ a: Any, _ b: Any) -> Bool {
        func openFirst<A>(_ a: A) -> Bool {
            func openSecond<B>(_ b: B) -> Bool {
                guard A.self == B.self else { return false }
                return withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in sameBits(pa, pb, size: MemoryLayout<A>.size) } }
            }
            return _openExistential(b, do: openSecond)
        }
        return _openExistential(a, do: openFirst)
    }

    /// True when the `size` bytes at `a` and at `b` are the same.
    private nonisolated static func sameBits(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, size: Int) -> Bool {
        size == 0 || memcmp(a, b, size) == 0
    }
}

/// A view type that says itself when two of its values are the same input, where comparing
/// their bits would not tell (a `ForEach` over a range, whose stored closure is wrapped anew
/// each time). Like `==`, it may say "different" for values that mean the same, never
/// "same" for values that differ.
@MainActor
package protocol ViewValueComparing {
    static func isSame(_ a: Self, as b: Self) -> Bool
}
