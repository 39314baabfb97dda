/// Who is reading `@State` now. A change of a state re-evaluates the views that read it, as
/// in SwiftUI: a body that only passes `$value` on, or reads it in an action, is not run again
/// when it changes. Reads are attributed to the node whose body runs (`CompositeNode`) or whose
/// view is applied, when that node says it can be applied again (`Node.policy.contains(.tracksStateReads)`).
/// A read anywhere else in a frame (drawing, layout, a lazily made row) cannot be attributed:
/// from then on a change of that state re-evaluates its owner too. A read outside a frame (an
/// action, a key handler, a timer, work run once the frame is drawn) is not recorded: nothing
/// shown comes from it.
///
/// Which node reads now is a matter of what code runs on the main actor at this moment, not
/// of a host: a binding hands a state to whatever reads it, in this host or in one drawn
/// inside it (a preview, hosted content), and the state's box knows its owner, not who reads.
/// So the scope is one value for the main actor, set and restored around the code it covers,
/// and holds no count or revision: nested frames (a host inside a view making its own) each
/// restore what they found.
@MainActor
enum StateReads {
    /// What the code running now reads as.
    struct Scope {
        /// The node reads are attributed to; nil where they cannot be.
        var reader: Node?
        /// True while a frame is being made (evaluated, laid out or drawn): a read no node can
        /// be named for counts there.
        var isMakingFrame = false
        /// True while a binding writes: what a setter reads to make its write is not shown.
        var isWriting = false
    }

    /// The scope of the code running now.
    static var scope = Scope()

    /// Runs `body`, part of making a frame: reads no node can be named for count there.
    static func inFrame<T>(_ body: () -> T) -> T {
        let outer = scope
        scope.isMakingFrame = true
        defer { scope = outer }
        return body()
    }

    /// Runs `body` with its reads attributed to `node` (none when nil).
    static func reading<T>(as node: Node?, _ body: () -> T) -> T {
        let outer = scope
        scope.reader = node
        defer { scope = outer }
        return body()
    }

    /// Runs `body`, a write, without counting what it reads.
    static func writing<T>(_ body: () -> T) -> T {
        let outer = scope
        scope.isWriting = true
        defer { scope = outer }
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
        if StateReads.scope.isWriting { return }
        guard let reader = StateReads.scope.reader else {
            if StateReads.scope.isMakingFrame { readElsewhere = true }
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
