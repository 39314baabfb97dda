/// Values that views publish for where focus is, read by commands and by other views, as
/// SwiftUI's focused values.
///
/// ```swift
/// extension FocusedValues {
///     var note: Binding<Note>? {
///         get { self[NoteKey.self] }
///         set { self[NoteKey.self] = newValue }
///     }
///     private struct NoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// }
/// NoteEditor(note: $note).focusedValue(\.note, $note)      // while focus is inside the editor
/// NoteList(notes: $notes).focusedSceneValue(\.note, $current) // while the view is on screen
/// @FocusedBinding(\.note) var note: Note?                  // in a view or in `Commands`
/// ```
///
/// A `.focusedValue` is seen while focus is on the view or inside it (or on a menu reached
/// from it: a menu acts on the control focused before it); a `.focusedSceneValue` while the
/// view is in the window, wherever focus is. The one nearest the focused control
/// wins; among scene values away from focus, the one made first.

/// A key for a focused value: its type is the value's.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values published for where focus is, each under its key. A reader gets a copy.
public struct FocusedValues {
    fileprivate var storage: [ObjectIdentifier: Any] = [:]

    /// The value published under `key`, nil when the focused view's chain and the scene publish
    /// none.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A focused value, read in a view's body or a command: nil while nothing publishes one.
/// The body runs again when focus moves to where another value (or none) is published.
@MainActor @propertyWrapper public struct FocusedValue<Value> {
    private let keyPath: KeyPath<FocusedValues, Value?>

    /// The value published under `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    /// The value as published where focus is now.
    public var wrappedValue: Value? { FocusedValuesStore.reading()?.values[keyPath: keyPath] }
}

/// A focused binding, read and written through: `@FocusedBinding(\.note) var note: Note?`.
/// nil while nothing publishes one; setting it while nothing does changes nothing.
@MainActor @propertyWrapper public struct FocusedBinding<Value> {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// The binding published under `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    private var binding: Binding<Value>? { FocusedValuesStore.reading()?.values[keyPath: keyPath] }

    /// The bound value where focus is now; setting it writes through the published binding.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set { if let newValue, let binding { binding.wrappedValue = newValue } }
    }

    /// A binding that reads the focused binding each time it is used: `$note`, handed to a
    /// button made once (in `Commands`), follows focus.
    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(get: { FocusedValuesStore.reading()?.values[keyPath: keyPath]?.wrappedValue },
                       set: { newValue in
                           guard let newValue, let binding = FocusedValuesStore.reading()?.values[keyPath: keyPath] else { return }
                           binding.wrappedValue = newValue
                       })
    }
}

extension View {
    /// Publishes `value` under `keyPath` while focus is on this view or inside it.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        NodeView(self, make: { FocusedValueNode() }, configure: { $0.publish(keyPath, value, sceneWide: false) })
    }

    /// Publishes `value` under `keyPath` while this view is in the window, wherever focus is
    /// (a value published nearer the focused control wins).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        NodeView(self, make: { FocusedValueNode() }, configure: { $0.publish(keyPath, value, sceneWide: true) })
    }
}

/// The node of a `.focusedValue` or `.focusedSceneValue`: what it publishes, and how a change
/// of it is told apart (an equal value, or the same object or binding, is no change).
final class FocusedValueNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    private(set) var apply: (inout FocusedValues) -> Void = { _ in }
    private(set) var key: AnyKeyPath?
    private(set) var sceneWide = false
    /// The value when it is `Hashable`, the object when it is one; nil otherwise (a binding,
    /// whose reads are followed through what it reads).
    private(set) var token: AnyHashable?

    func publish<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value, sceneWide: Bool) {
        apply = { $0[keyPath: keyPath] = value }
        key = keyPath
        self.sceneWide = sceneWide
        if let hashable = value as? AnyHashable {
            token = hashable
        } else if type(of: value as Any) is AnyClass {
            token = AnyHashable(ObjectIdentifier(value as AnyObject))
        } else {
            token = nil
        }
        FocusedValuesStore.register(self)
    }
}

/// A host's focused values: worked out after focus settles in each pass of a frame, and the
/// readers told when which publisher (or which `Hashable` value) stands behind a key changes.
@MainActor
final class FocusedValuesStore {
    private var current = FocusedValues()
    private var signature: [Entry] = []
    private var readers = StateReaders()
    private weak var lastFocusedOutsideMenus: Node?

    private static func isInMenu(_ node: Node) -> Bool {
        var current: Node? = node
        while let n = current {
            if n is MenuNode { return true }
            current = n.parent
        }
        return false
    }

    private struct Entry: Equatable {
        let key: AnyKeyPath
        let publisher: ObjectIdentifier
        let token: AnyHashable?
    }

    /// The values as of the last pass; reading them records the reader.
    var values: FocusedValues {
        readers.noteRead()
        return current
    }

    /// Every publisher made so far, weakly; a publisher's host is known only once attached.
    private static var publishers: [WeakFocusedValueNode] = []
    /// The store of the host that last had focus, for reads outside a body (an action).
    private static weak var active: FocusedValuesStore?

    /// Works out `host`'s focused values, once any view has published one.
    static func settle(_ host: ViewHost) {
        if !publishers.isEmpty { host.focusedValues.update(in: host) }
    }

    static func register(_ node: FocusedValueNode) {
        if publishers.contains(where: { $0.node === node }) { return }
        publishers.removeAll { $0.node == nil }
        publishers.append(WeakFocusedValueNode(node: node))
    }

    /// The store a read goes to: the host of the body being evaluated, else the host that last
    /// had focus.
    static func reading() -> FocusedValuesStore? {
        StateReads.scope.reader?.host?.focusedValues ?? active
    }

    /// Works out the values for where focus is in `host`, and tells the readers when they
    /// changed.
    func update(in host: ViewHost) {
        var focused = host.focus.focused
        // A menu (the commands' menus in the title bar) acts on the control focused before it,
        // as a menu bar takes no focus.
        if focused.map(FocusedValuesStore.isInMenu) == true {
            focused = lastFocusedOutsideMenus.flatMap { $0.isAttached && $0.host === host ? $0 : nil }
        } else {
            lastFocusedOutsideMenus = focused
        }
        if focused != nil || FocusedValuesStore.active == nil { FocusedValuesStore.active = self }
        var values = FocusedValues()
        var entries: [Entry] = []
        func take(_ node: FocusedValueNode) {
            guard let key = node.key, !entries.contains(where: { $0.key == key }) else { return }
            node.apply(&values)
            entries.append(Entry(key: key, publisher: ObjectIdentifier(node), token: node.token))
        }
        var node = focused
        while let n = node {
            if let publisher = n as? FocusedValueNode { take(publisher) }
            node = n.parent
        }
        for weak in FocusedValuesStore.publishers {
            guard let publisher = weak.node, publisher.sceneWide, publisher.isAttached, publisher.host === host else { continue }
            take(publisher)
        }
        current = values
        let sorted = entries.sorted { $0.publisher < $1.publisher }
        guard sorted != signature else { return }
        signature = sorted
        readers.tell(owner: nil)
    }
}

private struct WeakFocusedValueNode {
    weak var node: FocusedValueNode?
}
