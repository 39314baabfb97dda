/// An `ObservableObject` a view does not own: the view is evaluated again whenever the object
/// announces a change, and `$model.property` is a binding to one of its properties.
///
/// ```swift
/// struct HeartRateView: View {
///     @ObservedObject var data: HeartData
///     var body: some View { Text("\(data.beatsPerMinute) BPM") }
/// }
/// ```
@MainActor @propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: NodeLinked {
    /// The object the view follows.
    public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }
    /// Set where the view value is made, on the main actor or not (as SwiftUI's initialisers
    /// are nonisolated); read and written after that on the main actor only.
    nonisolated(unsafe) private var object: ObjectType

    /// Follows `wrappedValue`.
    nonisolated public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Follows `initialValue`.
    nonisolated public init(initialValue: ObjectType) { object = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @MainActor @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    package func link(to node: Node, slot: Int) {
        ObjectSubscription.in(node, slot: slot).follow(wrappedValue, node: node)
    }
}

/// An `ObservableObject` a view owns: made once, from the expression given, when the view
/// first appears, kept as long as the view keeps its identity, and followed like an
/// `@ObservedObject`.
///
/// ```swift
/// @StateObject private var pathManager = PathManager()
/// ```
@MainActor @propertyWrapper public struct StateObject<ObjectType: ObservableObject>: NodeLinked {
    /// Set where the view value is made, on the main actor or not; called on the main actor.
    nonisolated(unsafe) private let makeObject: () -> ObjectType
    private let location = StateObjectLocation<ObjectType>()

    /// Makes the object with `thunk` the first time the view appears; later values of the
    /// view do not evaluate it again.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }

    /// The view's object. Read before the view has appeared (in an initializer) it is an
    /// object of this view value alone, not the one the view keeps, as in SwiftUI.
    public var wrappedValue: ObjectType {
        if let box = location.box { return box.object }
        if let unowned = location.unowned { return unowned }
        let object = makeObject()
        location.unowned = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func link(to node: Node, slot: Int) {
        let box: StateObjectBox<ObjectType>
        if let existing = node.slots[slot] as? StateObjectBox<ObjectType> {
            box = existing
        } else {
            box = StateObjectBox(location.unowned ?? makeObject())
            node.slots[slot] = box
        }
        location.box = box
        location.unowned = nil
        box.subscription.follow(box.object, node: node)
    }
}

@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    var box: StateObjectBox<ObjectType>?
    var unowned: ObjectType?
    /// Made wherever the `@StateObject` is, on the main actor or not, as SwiftUI's is.
    nonisolated init() {}
}

/// The object a `@StateObject` keeps in its view's node, with the node's subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()
    init(_ object: ObjectType) { self.object = object }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`,
/// found by its type and followed like an `@ObservedObject`. Reading it with no such ancestor
/// stops the program with a message naming the type, as in SwiftUI.
///
/// ```swift
/// @EnvironmentObject var pathManager: PathManager
/// ```
@MainActor @propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: NodeLinked {
    private let location = EnvironmentObjectLocation<ObjectType>()

    /// Reads the environment's object of type `ObjectType`.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("@EnvironmentObject of type \(ObjectType.self) was read, but no ancestor of this view "
                       + "provides one: add .environmentObject(_:) with a \(ObjectType.self) above it.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func link(to node: Node, slot: Int) {
        location.object = node.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = location.object {
            ObjectSubscription.in(node, slot: slot).follow(object, node: node)
        }
    }
}

@MainActor
final class EnvironmentObjectLocation<ObjectType: ObservableObject> {
    var object: ObjectType?
}

/// Where `.environmentObject(_:)` keeps an object of type `Object`.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// A node's subscription to one object's `objectWillChange`: a change marks the node for
/// evaluation (through its host's inbox, since objects may change on any thread).
@MainActor
final class ObjectSubscription {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// The subscription kept in `node`'s `slot`, made on first use.
    static func `in`(_ node: Node, slot: Int) -> ObjectSubscription {
        if let existing = node.slots[slot] as? ObjectSubscription { return existing }
        let subscription = ObjectSubscription()
        node.slots[slot] = subscription
        return subscription
    }

    /// Follows `newObject`, leaving the object followed before if it is another one.
    func follow(_ newObject: some ObservableObject, node: Node) {
        if let object, object === newObject { return }
        object = newObject
        let ref = WeakNode(node), inbox = node.host?.inbox
        cancellable = newObject.objectWillChange.sink {
            inbox?.post { ref.node?.invalidate(.evaluate) }
        }
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for their
    /// `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
