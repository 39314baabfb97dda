import Foundation

/// A class whose changes views follow, as SwiftUI's `ObservableObject`: it announces each
/// change on `objectWillChange` before it happens, and every view that holds it through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is evaluated again.
///
/// ```swift
/// final class HeartData: ObservableObject {
///     @Published var beatsPerMinute = 72
/// }
/// ```
///
/// `@Published` properties announce their changes by themselves. A class may declare its own
/// `let objectWillChange = ObservableObjectPublisher()` and call `send()` for changes made
/// some other way.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, made the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObjectPublishers.shared.publisher(for: self) }
}

/// Announces, to everyone who subscribed with `sink`, that an object is about to change.
/// Safe to use from any thread: subscribers are called on the thread that sends.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    /// A publisher with no subscribers yet.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        lock.lock()
        let receivers = subscribers.map(\.receive)
        lock.unlock()
        for receive in receivers { receive() }
    }

    /// Calls `receiveValue` before each change, until the returned token is cancelled or
    /// released, on the thread that sends.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        lock.lock()
        nextID += 1
        let id = nextID
        subscribers.append((id, receiveValue))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.unsubscribe(id) }
    }

    private func unsubscribe(_ id: Int) {
        lock.lock()
        subscribers.removeAll { $0.id == id }
        lock.unlock()
    }
}

/// A subscription that ends when it is cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    /// A subscription that runs `cancel` once when it ends.
    public init(_ cancel: @escaping @Sendable () -> Void) { onCancel = cancel }

    deinit { cancel() }

    /// Ends the subscription.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps the subscription alive as long as `set` holds it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// The same subscription.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the subscription's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` class that announces each change on the object's
/// `objectWillChange` before the new value is stored, as SwiftUI's (Combine's) `@Published`.
///
/// ```swift
/// final class PathManager: ObservableObject {
///     @Published var path: [Int] = []
/// }
/// ```
@propertyWrapper public struct Published<Value> {
    private var value: Value
    /// Made by the first `$property`: from then on it holds the value and tells its subscribers.
    private var subject: PublishedSubject<Value>?

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { value = initialValue }

    /// `$property`: the property's values, the current one first, then each new one before
    /// it is stored. `import Combine` makes it a Combine publisher (`sink`, `map`, `assign`).
    public var projectedValue: Publisher {
        mutating get {
            if let subject { return Publisher(subject: subject) }
            let made = PublishedSubject(value)
            subject = made
            return Publisher(subject: made)
        }
        set { subject = newValue.subject }
    }

    /// The values of one `@Published` property, as `$property` hands them out.
    public struct Publisher {
        /// Where the values are kept and sent from.
        package let subject: PublishedSubject<Value>
    }

    /// Only a class's property can announce changes on the class's publisher.
    @available(*, unavailable, message: "@Published is only available on properties of classes") public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Reads and writes the property of `object`, sending `objectWillChange` before a write.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            guard let subject = object[keyPath: storageKeyPath].subject else { return object[keyPath: storageKeyPath].value }
            subject.link(object.objectWillChange)
            return subject.value
        }
        set {
            guard let subject = object[keyPath: storageKeyPath].subject else {
                object.objectWillChange.send()
                object[keyPath: storageKeyPath].value = newValue
                return
            }
            subject.link(object.objectWillChange)
            subject.set(newValue)
        }
    }
}

/// The value of a `@Published` property once `$property` was asked for, and who follows it.
public final class PublishedSubject<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private weak var owner: ObservableObjectPublisher?
    private var subscribers: [(id: Int, receive: (Value) -> Void)] = []
    private var nextID = 0
    /// What must live as long as the property (a publisher assigned to it).
    private var kept: [AnyObject] = []

    init(_ value: Value) { stored = value }

    /// The current value.
    package var value: Value { lock.lock(); defer { lock.unlock() }; return stored }

    func link(_ publisher: ObservableObjectPublisher) {
        lock.lock()
        if owner == nil { owner = publisher }
        lock.unlock()
    }

    /// Announces the change on the object's publisher, sends `newValue` to every subscriber,
    /// then stores it: as Combine's `@Published`, a subscriber sees the value before the property does.
    package func set(_ newValue: Value) {
        lock.lock()
        let owner = self.owner
        let receivers = subscribers.map(\.receive)
        lock.unlock()
        owner?.send()
        for receive in receivers { receive(newValue) }
        lock.lock()
        stored = newValue
        lock.unlock()
    }

    /// Calls `receive` with each new value until the returned token is cancelled or released.
    package func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        nextID += 1
        let id = nextID
        subscribers.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.subscribers.removeAll { $0.id == id }
            self.lock.unlock()
        }
    }

    /// Keeps `object` alive as long as the property.
    package func keep(_ object: AnyObject) {
        lock.lock()
        kept.append(object)
        lock.unlock()
    }
}

/// The publishers of objects that do not declare their own `objectWillChange`, one per
/// living object, made on first use.
final class ObjectPublishers: @unchecked Sendable {
    static let shared = ObjectPublishers()
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return publisher
    }
}
