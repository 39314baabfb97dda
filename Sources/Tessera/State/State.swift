import Foundation
import Observation
@_spi(Reflection) import Swift

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
@MainActor
@propertyWrapper
public struct State<Value>: NodeLinked {
    // Inlinable reads: a body or a binding's closure reading `values[index]` is specialized
    // for its own type where it is compiled, not run through generic code in this module.
    @usableFromInline let initialValue: Value
    @usableFromInline let location = StateLocation<Value>()

    /// State that starts as `wrappedValue`: `@State private var count = 0`.
    public init(wrappedValue: Value) { self.initialValue = wrappedValue }
    /// State that starts as `initialValue`.
    public init(initialValue: Value) { self.initialValue = initialValue }

    /// The current value; setting it re-renders the views that read it.
    public var wrappedValue: Value {
        @inlinable get { location.box?.value ?? initialValue }
        nonmutating set { location.box?.value = newValue }
        // `count += 1` changes the value in place: a change, not a read of it.
        nonmutating _modify {
            if let box = location.box {
                yield &box.stored
                box.changed()
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
final class StateLocation<Value> {
    // Set once, when the view's node links it; loaded whole on the main actor by each read.
    @usableFromInline @exclusivity(unchecked) var box: StateBox<Value>?
    init() {}
}

/// Who is reading `@State` now. A change of a state re-evaluates the views that read it, as
/// in SwiftUI: a body that only passes `$value` on, or reads it in an action, is not run again
/// when it changes. Reads are attributed to the node whose body runs (`CompositeNode`) or whose
/// view is applied, when that node says it can be applied again (`Node.policy.contains(.tracksStateReads)`).
/// A read anywhere else in a frame (drawing, layout, a lazily made row) cannot be attributed:
/// from then on a change of that state re-evaluates its owner too. A read outside a frame (an
/// action, a key handler, a timer, work run once the frame is drawn) is not recorded: nothing
/// shown comes from it.
@MainActor
enum StateReads {
    /// The node reads are attributed to; nil where they cannot be.
    static var reader: Node?
    /// True while a binding writes: what a setter reads to make its write is not shown.
    static var ignoring = false
    /// How many frames are being made (evaluated, laid out or drawn) now: more than one when
    /// a host inside a view makes its own.
    private(set) static var framesInProgress = 0

    /// Runs `body`, part of making a frame: reads no node can be named for count there.
    static func inFrame<T>(_ body: () -> T) -> T {
        framesInProgress += 1
        defer { framesInProgress -= 1 }
        return body()
    }

    /// Runs `body` with its reads attributed to `node` (none when nil).
    static func reading<T>(as node: Node?, _ body: () -> T) -> T {
        let outer = reader
        reader = node
        defer { reader = outer }
        return body()
    }

    /// Runs `body`, a write, without counting what it reads.
    static func writing<T>(_ body: () -> T) -> T {
        let outer = ignoring
        ignoring = true
        defer { ignoring = outer }
        return body()
    }
}

/// A node as a reader of `@State`: the node's own, cleared when the node goes. A box holds
/// these rather than weak references, which would give every text field a side table and
/// slow each retain of it.
final class StateReader: @unchecked Sendable {
    unowned(unsafe) var node: Node?
    /// The `StateReaders` this reader was last recorded in: a text field reading its bound
    /// state again finds itself there without a lookup.
    var lastRecordedIn = 0
    /// Set when the node put off reading its state again until it is next used
    /// (`Node.defersReread`): the groups it is in pass it over until it clears this.
    var isDeferred = false
    /// The groups this reader is in: one it put off reading for takes it back when it reads.
    var groups: [StateRereaders] = []
    init(_ node: Node) { self.node = node }
}

/// The readers of one state in one host that read it again by themselves (text fields bound
/// to it, see `Node.policy.contains(.tracksStateReads)`). A change hands the group to the host whole, so 500
/// fields bound to one array cost one step when any of them is typed in, and each reads its
/// text again in the next evaluation, or, scrolled out of sight, when it is next used.
@MainActor
package final class StateRereaders {
    weak var host: ViewHost?
    /// Every reader recorded in the group.
    var tokens: [StateReader] = []
    /// The readers that did not put off reading: the ones a change goes through.
    private var active: [StateReader] = []
    /// True while the host's `DirtyNodes` holds the group for the next evaluation.
    var isPending = false
    /// Set when a reader was found gone: the state drops the gone ones at its next change.
    var hasGone = false
    init(host: ViewHost) { self.host = host }

    /// Each reader still in the tree reads its state again, or puts it off until it is next
    /// used; one that put it off before is passed over.
    func reread() {
        isPending = false
        // What a reader does may take a reader back (`take`): the list gone through is a copy.
        let readers = active
        active.removeAll(keepingCapacity: true)
        for token in readers where !token.isDeferred {
            guard let node = token.node, node.isAttached else { hasGone = true; continue }
            if node.defersReread { token.isDeferred = true } else { node.rereadState(); active.append(token) }
        }
    }

    /// Records `token` in the group.
    func add(_ token: StateReader) {
        tokens.append(token)
        active.append(token)
        token.groups.append(self)
    }

    /// A reader that put off reading reads now: the next change goes through it again.
    static func take(_ token: StateReader) {
        guard token.isDeferred else { return }
        token.isDeferred = false
        for group in token.groups { group.active.append(token) }
    }

    /// Drops the readers `isGone` names (nodes gone or out of the tree).
    func removeAll(where isGone: (StateReader) -> Bool) {
        tokens.removeAll { token in
            guard isGone(token) else { return false }
            token.groups.removeAll { $0 === self }
            return true
        }
        active.removeAll { token in !token.groups.contains { $0 === self } }
    }
}

/// The nodes that read one piece of state (a `@State`, a `@FocusState`), and whether it was
/// read where no node could be named (see `StateReads`).
@MainActor
struct StateReaders {
    /// Every reader recorded, by identity.
    private var readers: [ObjectIdentifier: StateReader] = [:]
    /// The readers told one by one: bodies to evaluate again.
    private var told: [StateReader] = []
    /// The readers that read again by themselves, by host.
    private var groups: [StateRereaders] = []
    private var readElsewhere = false
    /// This record, for `StateReader.lastRecordedIn`.
    private let id: Int

    private static var lastID = 0

    init() {
        Self.lastID += 1
        id = Self.lastID
    }

    /// Records the node reading now, or that no node could be named.
    mutating func noteRead() {
        if StateReads.ignoring { return }
        guard let reader = StateReads.reader else {
            if StateReads.framesInProgress > 0 { readElsewhere = true }
            return
        }
        let token = reader.stateReader
        if token.lastRecordedIn == id { return }
        token.lastRecordedIn = id
        let key = ObjectIdentifier(token)
        guard readers[key] == nil else { return }
        readers[key] = token
        if reader.policy.contains(.tracksStateReads) {
            // One with no host is in no tree that is drawn: nothing to read again for.
            guard let host = reader.host else { return }
            if let group = groups.first(where: { $0.host === host }) {
                group.add(token)
            } else {
                let group = StateRereaders(host: host)
                group.add(token)
                groups.append(group)
            }
        } else {
            told.append(token)
        }
    }

    /// The state changed: each node whose body read it is evaluated again, each that reads it
    /// by itself reads it again, and `owner` is evaluated too when the state was read where no
    /// node could be named.
    mutating func tell(owner: Node?) {
        if readElsewhere { owner?.invalidate(.evaluate) }
        for group in groups {
            if group.hasGone { drop(from: group) }
            guard let host = group.host else { continue }
            host.reread(group)
        }
        // What a reader does when told may read this state again: the list told is a copy.
        var anyGone = false
        for token in told {
            if let reader = token.node, reader.isAttached { reader.stateDidChange() } else { anyGone = true }
        }
        if anyGone {
            var kept = told
            kept.removeAll { forgetIfGone($0) }
            told = kept
        }
    }

    /// Forgets `token` when its node is gone or out of the tree; true then.
    private mutating func forgetIfGone(_ token: StateReader) -> Bool {
        if let node = token.node, node.isAttached { return false }
        readers[ObjectIdentifier(token)] = nil
        if token.lastRecordedIn == id { token.lastRecordedIn = 0 }
        return true
    }

    private mutating func drop(from group: StateRereaders) {
        group.hasGone = false
        group.removeAll { forgetIfGone($0) }
    }
}

/// Who read one `@State`, apart from its value's type: recording a read is the same code for
/// every state.
@MainActor
@usableFromInline
class StateReadRecord {
    /// The node that owns the state.
    weak var node: Node?
    // Changed by `noteRead` and `tell` only, each done before anything else can ask it.
    @exclusivity(unchecked) private var readers = StateReaders()

    init(node: Node) { self.node = node }

    /// Records who reads the state now.
    @usableFromInline final func noteRead() { readers.noteRead() }

    /// The value changed: its readers are told.
    @usableFromInline final func changed() { readers.tell(owner: node) }
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

    /// The value; reading it records the reader, setting it tells every reader.
    @inlinable var value: Value {
        get {
            noteRead()
            return stored
        }
        set {
            stored = newValue
            changed()
        }
    }
}

/// A view whose body is written by the app: re-evaluated when its state or an observed
/// model property it read changes.
@MainActor
package final class CompositeNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    /// The view whose body this node runs: the value it was last given.
    package var view: any View { lastView ?? EmptyView() }
    private let tracking = TrackingToken()

    package init(view: any View) {
        super.init()
        lastView = view
    }

    package override func reevaluate() { evaluate() }

    private func evaluate() {
        // What the body reads, and what collecting its children runs (a `ForEach`'s rows),
        // is read by this node: a change of it evaluates this body again.
        StateReads.reading(as: self) { evaluateBody() }
    }

    private func evaluateBody() {
        isDirty = false
        host?.evaluationCount += 1
        DynamicProperties.link(view, to: self)
        tracking.generation &+= 1
        let generation = tracking.generation
        let token = tracking
        let ref = WeakNode(self)
        let inbox = host?.inbox
        let body = withObservationTracking {
            Self.body(of: view)
        } onChange: {
            inbox?.post { if token.generation == generation { ref.node?.invalidate(.evaluate) } }
        }
        updateChild(body)
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
}

/// Counts evaluations so a stale observation callback can be ignored.
final class TrackingToken: @unchecked Sendable {
    var generation = 0
}

/// A weak reference to a node that observation callbacks can carry across isolation.
final class WeakNode: @unchecked Sendable {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}

/// One host's work posted from observation callbacks, run on the main actor. Callbacks arrive
/// on whatever thread made the change; the work waits here until the host drains it (before
/// it answers `needsFrame`, handles an event or renders) or the main queue gets to it,
/// whichever comes first. Each host has its own, so one host never runs another's work.
package final class MainActorInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [@Sendable @MainActor () -> Void] = []
    private var wakeScheduled = false
    private weak var forwardTo: MainActorInbox?

    /// The inbox of the host this one's host is drawn inside (a preview of another program),
    /// or nil: work posted here is also drained when that one is, so the enclosing host hears
    /// of it before it decides on its next frame.
    package var forward: MainActorInbox? {
        get { lock.withLock { forwardTo } }
        set { lock.withLock { forwardTo = newValue } }
    }

    /// Queues `item` (from any thread).
    package func post(_ item: @escaping @Sendable @MainActor () -> Void) {
        // Posted by a change inside a `withAnimation`: the work runs inside it again.
        var item = item
        if let asked = AnimationAsks.current {
            let work = item
            item = { @Sendable @MainActor in AnimationAsks.replaying(asked) { work() } }
        }
        lock.lock()
        items.append(item)
        let schedule = !wakeScheduled
        wakeScheduled = true
        let forward = forwardTo
        lock.unlock()
        if schedule {
            forward?.post { self.drain() }
            DispatchQueue.main.async { MainActor.assumeIsolated { self.drain() } }
        }
    }

    /// True while work waits to be run: a getter may ask without running it.
    package var hasPending: Bool { lock.withLock { !items.isEmpty } }

    /// Runs what is queued, in order.
    @MainActor
    package func drain() {
        lock.lock()
        let pending = items
        items.removeAll()
        wakeScheduled = false
        lock.unlock()
        for item in pending { item() }
    }
}

/// Connects the dynamic properties of a view (`@State`, `@Environment`, `@FocusState`…) to
/// its node before its body runs. Where they lie in a struct is found once per type, by its
/// fields' offsets; each evaluation then reads them in place, without reflecting the value.
@MainActor
package enum DynamicProperties {
    /// A stored property that links to its node: its place among the type's stored
    /// properties (the slot its state keeps in the node), its offset and its type.
    private struct LinkedField {
        let slot: Int
        let offset: Int
        let type: any NodeLinked.Type
    }
    /// What each type holds, by type: its linked fields; nil for a type that is not a struct
    /// (reflected each time instead).
    private static var fieldsByType: [ObjectIdentifier: [LinkedField]?] = [:]

    static func link(_ view: any View, to node: Node) {
        let owner = _ViewTraits.dynamicPropertyOwner(of: view)
        let key = ObjectIdentifier(Swift.type(of: owner))
        let fields: [LinkedField]?
        if let known = fieldsByType[key] {
            fields = known
        } else {
            fields = linkedFields(of: owner)
            fieldsByType[key] = fields
        }
        guard let fields else { return linkReflecting(owner, to: node) }
        guard !fields.isEmpty else { return }
        func linkFields<Owner>(of value: Owner) {
            withUnsafePointer(to: value) { pointer in
                let base = UnsafeRawPointer(pointer)
                for field in fields { link(field.type, at: base + field.offset, slot: field.slot, to: node) }
            }
        }
        linkFields(of: owner)
    }

    private static func link<Property: NodeLinked>(_: Property.Type, at address: UnsafeRawPointer, slot: Int, to node: Node) {
        address.assumingMemoryBound(to: Property.self).pointee.link(to: node, slot: slot)
    }

    /// The stored properties of `owner`'s type that link to a node, in order; nil unless it
    /// is a struct whose fields the runtime can list.
    ///
    /// Only a field of one of the wrappers' types is asked whether it links: asking the runtime
    /// whether a type conforms to a protocol searches every conformance in the program (some
    /// 5,700) the first time, and a start-up asks it of a hundred field types (`String`,
    /// closures, models) that do not.
    private static func linkedFields(of owner: Any) -> [LinkedField]? {
        let ownerType = Swift.type(of: owner)
        guard structDescriptor(of: ownerType) != nil else { return nil }
        var fields: [LinkedField] = []
        var slot = 0
        let listed = _forEachField(of: ownerType) { _, offset, type, _ in
            let isWrapper = mayLink(type)
            if isWrapper, let linked = type as? any NodeLinked.Type {
                fields.append(LinkedField(slot: slot, offset: offset, type: linked))
            }
            assert(isWrapper || !(type is any NodeLinked.Type), "\(type) links to a node: list it in wrapperNames")
            slot += 1
            return true
        }
        return listed ? fields : nil
    }

    /// The type descriptor of a struct (one for all of a generic struct's specializations),
    /// read from its metadata as the Swift ABI lays it out: the kind word (0x200 for a struct),
    /// then the descriptor. Nil for a type of another kind.
    package static func structDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == 0x200 else { return nil }
        return metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    }

    /// Whether `type` may be one of the property wrappers that link to a node (every
    /// `NodeLinked` type is a struct of one of these names): its descriptor's name, found
    /// without making any type (a specialization such as `FocusState<Int>` would have the
    /// runtime check `Int: Hashable`, a search of its own). A type of another module with one
    /// of these names is asked the conformance.
    package static func mayLink(_ type: Any.Type) -> Bool {
        guard let descriptor = structDescriptor(of: type) else { return false }
        // A type context descriptor: flags, parent, then its name (each 32 bits, the last two
        // relative to where they are stored).
        let field = descriptor + 8
        let name = field + Int(field.load(as: Int32.self))
        return wrapperNames.contains { strcmp(name.assumingMemoryBound(to: CChar.self), $0) == 0 }
    }

    /// The names of the `NodeLinked` types.
    private static let wrapperNames = ["State", "Environment", "FocusState", "AppStorage", "SceneStorage", "ObservedObject", "StateObject", "EnvironmentObject", "GestureState"]

    /// A class or an enum holding dynamic properties: its children, each time.
    private static func linkReflecting(_ owner: Any, to node: Node) {
        for (slot, child) in Mirror(reflecting: owner).children.enumerated() {
            (child.value as? any NodeLinked)?.link(to: node, slot: slot)
        }
    }
}

@MainActor
package enum ViewUpdater {
    /// A new node for `view` under `parent`, built with everything below it. While it is being
    /// built nothing in it forgets sizes or asks to be placed (it has none yet); its parent is
    /// told once at the end, unless the caller does that itself (`notifyingParent: false`,
    /// as `updateChildren` does once for all its new children).
    package static func makeNode(for view: any View, path: ChildPath, parent: Node, notifyingParent: Bool = true) -> Node {
        let node: Node
        if let primitive = _ViewTraits.primitive(view) {
            node = primitive.makeNode()
            node.applyPrimitive = primitive.applier
        } else {
            node = CompositeNode(view: view)
        }
        node.path = path
        node.typeID = ObjectIdentifier(type(of: view))
        parent.attach(node)
        node.environment = parent.environment
        node.isBeingMade = true
        update(node, with: view)
        node.isBeingMade = false
        if notifyingParent { parent.invalidate(.measure) }
        return node
    }

    /// Applies `view` to `node`, unless nothing it depends on changed: not dirty, the same
    /// environment, and a view equal to the last one (see `ViewComparison`). Then the node
    /// and its subtree stay as they are, their cached sizes included.
    /// `knownEqual`: the caller knows `view` is the node's last one (a row of an unchanged `ForEach`).
    package static func update(_ node: Node, with view: any View, knownEqual: Bool = false) {
        if !node.isDirty, !node.environmentChanged, knownEqual || node.lastView.map({ ViewComparison.areEqual($0, view) }) == true {
            return
        }
        node.lastView = view
        let environmentChanged = node.environmentChanged
        node.updateChangedSize = true
        node.updateChangedAppearance = true
        node.applyingView {
            if let apply = node.applyPrimitive {
                StateReads.reading(as: node.policy.contains(.tracksStateReads) ? node : nil) { apply(view, node) }
                node.isDirty = false
            } else if let composite = node as? CompositeNode {
                composite.reevaluate()  // runs the body of `view`, now its `lastView`
                // A composite's size is its body's: a body whose size changed forgets it
                // (up the chain) itself, as when it is evaluated from the dirty list.
                composite.updateChangedSize = false
            }
        }
        node.invalidate(.focus)
        // Forgetting its sizes notes the cells of a node that draws its own content; one that
        // keeps them is noted here.
        if node.updateChangedSize || environmentChanged {
            node.invalidate(.measure)
        } else if !node.policy.contains(.drawsNothingOfItsOwn), node.updateChangedAppearance {
            node.invalidate(.draw)
        }
    }
}
