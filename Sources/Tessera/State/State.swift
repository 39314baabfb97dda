/// A property wrapper a view's runtime can connect to its node.
@MainActor
package protocol NodeLinked {
    func link(to node: Node, slot: Int)
}

/// State owned by a view: it lives in the view's node, survives re-evaluation of the body,
/// and goes away with the node. Setting it re-renders the views that read it: the owner when
/// its body reads it, not when the body only passes `$value` on.
///
/// ```swift
/// @State private var count = 0
/// ```
@MainActor @propertyWrapper public struct State<Value>: NodeLinked {
    // Inlinable reads: a body or a binding's closure reading `values[index]` is specialized
    // for its own type where it is compiled, not run through generic code in this module.
    // `location` first, so that linking finds it at the same place in every specialization
    // (see `LinkedLocation`).
    @usableFromInline let location = StateLocation<Value>()
    /// Set where the view value is made, on the main actor or not (SwiftUI's initialisers are
    /// nonisolated); read on the main actor only.
    @usableFromInline nonisolated(unsafe) let initialValue: Value

    /// State that starts as `wrappedValue`: `@State private var count = 0`.
    nonisolated public init(wrappedValue: Value) { self.initialValue = wrappedValue }
    /// State that starts as `initialValue`.
    nonisolated public init(initialValue: Value) { self.initialValue = initialValue }

    /// The current value; setting it re-renders the views that read it.
    public var wrappedValue: Value {
        @inlinable get { location.box?.value ?? initialValue }
        nonmutating set { location.box?.value = newValue }
        // `count += 1` changes the value in place: a change, not a read of it. A value of plain
        // bits is kept to compare (`count += 0` changes nothing); one holding references is
        // not, as keeping it would have `items.append(x)` copy the array.
        nonmutating _modify {
            if let box = location.box {
                if _isPOD(Value.self), let isSame = box.comparison {
                    let before = box.stored
                    yield &box.stored
                    if !isSame(before, box.stored) { box.changed() }
                } else {
                    yield &box.stored
                    box.changed()
                }
            } else {
                var detached = initialValue
                yield &detached
            }
        }
    }

    /// A binding to the state, to pass to a child: `$count`.
    @inlinable public var projectedValue: Binding<Value> {
        let location = self.location
        let initial = initialValue
        return Binding(get: { location.box?.value ?? initial }, set: { location.box?.value = $0 })
    }

    /// Where `location` lies in this type: 0, as `LinkedLocation` requires.
    package static var locationOffset: Int? { MemoryLayout<Self>.offset(of: \Self.location) }

    package func link(to node: Node, slot: Int) {
        if let box = node.slots[slot] as? StateBox<Value> {
            location.box = box
        } else {
            let box = StateBox(initialValue, node: node)
            node.slots[slot] = box
            location.box = box
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as `nil`: `@State private var selection: Item.ID?`.
    public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` finds its box once its view's node links it.
@MainActor
@usableFromInline
final class StateLocation<Value>: LinkedLocation {
    // Set once, when the view's node links it; loaded whole on the main actor by each read.
    @usableFromInline @exclusivity(unchecked) var box: StateBox<Value>?
    override init() {}

    override func link(wrapperAt address: UnsafeRawPointer, to node: Node, slot: Int) {
        address.assumingMemoryBound(to: State<Value>.self).pointee.link(to: node, slot: slot)
    }
}

/// The persistent storage of one `@State`, and who read it.
@MainActor
@usableFromInline
final class StateBox<Value>: StateReadRecord {
    /// The value, unrecorded: written in place by `State`'s modify accessor.
    @usableFromInline var stored: Value

    init(_ value: Value, node: Node) {
        self.stored = value
        super.init(node: node)
    }

    /// The value; reading it records the reader, setting it tells every reader, unless the
    /// value is `Equatable` and the same as the one held.
    @inlinable var value: Value {
        get {
            noteRead()
            return stored
        }
        set { write(newValue) }
    }

    /// Sets the value and tells every reader; writing an equal value does neither.
    @usableFromInline final func write(_ newValue: Value) {
        if let isSame = comparison, isSame(stored, newValue) { return }
        stored = newValue
        changed()
    }

    /// How two values of this state are compared (`==`), or nil when they cannot be: asked of
    /// the type at the first write, not when the state is made, since the first question of a
    /// type searches every conformance in the program.
    lazy var comparison: ((Value, Value) -> Bool)? = {
        // The commonest types of state answer without asking, which searches every conformance.
        if Value.self == String.self { return Self.comparison(as: String.self) }
        if Value.self == Bool.self { return Self.comparison(as: Bool.self) }
        if Value.self == Int.self { return Self.comparison(as: Int.self) }
        if Value.self == Double.self { return Self.comparison(as: Double.self) }
        guard let equatable = Value.self as? any Equatable.Type else { return nil }
        return Self.comparison(as: equatable)
    }()

    private static func comparison<T: Equatable>(as _: T.Type) -> (Value, Value) -> Bool {
        { a, b in
            withUnsafePointer(to: a) { pa in
                withUnsafePointer(to: b) { pb in
                    UnsafeRawPointer(pa).assumingMemoryBound(to: T.self).pointee == UnsafeRawPointer(pb).assumingMemoryBound(to: T.self).pointee
                }
            }
        }
    }
}
