import Observation

/// The views of the app's own in a list's content whose body is rows (a `ForEach`, a `Group`,
/// a `Section`, several views), and outlines (`ListOutline`): each row they make is a row of
/// the list, as in SwiftUI. Their
/// state lives in an owner node kept here by the view's place in the content; a change of it,
/// or of a model their body read, flattens the list's content again.
@MainActor
package final class ListContentOwners {
    private struct Key: Hashable { let path: String; let type: ObjectIdentifier }
    private var owners: [Key: ListContentOwnerNode] = [:]
    private var used: Set<Key> = []
    /// Set when an owner's view read a state or model that changed: the list's next
    /// evaluation flattens its content again.
    var changed = false

    /// Whether `view` is one whose body gives rows: a view of the app's own (not one the
    /// runtime draws) whose body's type is rows or builder containers.
    static func bodyGivesRows(_ view: any View) -> Bool {
        func check<V: View>(_: V) -> Bool {
            guard V.Body.self != Never.self, !(V.self is any PrimitiveView.Type) else { return false }
            let body = V.Body.self
            return body is any ListRowSource.Type || body is any ListSectionProtocol.Type || body is any MultiView.Type
        }
        return check(view)
    }

    /// The body of `view`, evaluated with its state in the owner at `path`; nil when `view`'s
    /// body is not rows.
    func body(of view: any View, path: String, in list: ListNode) -> (any View)? {
        let outline = view as? any ListOutline
        guard outline != nil || Self.bodyGivesRows(view) else { return nil }
        let key = Key(path: path, type: ObjectIdentifier(type(of: view)))
        used.insert(key)
        let owner: ListContentOwnerNode
        if let known = owners[key] {
            owner = known
        } else {
            owner = ListContentOwnerNode()
            owner.list = list
            owner.owners = self
            list.attach(owner)
            owners[key] = owner
        }
        owner.environment = list.environment
        return owner.body(of: view, outline: outline)
    }

    /// Starts a flattening of the content: owners it does not use again leave at `end`.
    func begin() { used = [] }

    func end() {
        for (key, owner) in owners where !used.contains(key) {
            owner.teardown()
            owners[key] = nil
        }
    }

    func teardownAll() {
        for owner in owners.values { owner.teardown() }
        owners = [:]
    }
}

/// Holds the state of a view of the app's own whose body is rows of a list, and hears the
/// changes its body read (see `ListContentOwners`). It is attached to the list, never shown
/// (so never evaluated itself): a change has the list evaluated.
package final class ListContentOwnerNode: Node {
    weak var list: ListNode?
    weak var owners: ListContentOwners?
    private let tracking = TrackingToken()

    /// `view`'s body, or an outline's rows, with its state linked to this owner.
    func body(of view: any View, outline: (any ListOutline)?) -> any View {
        isDirty = false
        tracking.generation &+= 1
        let generation = tracking.generation
        let token = tracking
        let ref = WeakNode(self)
        let inbox = host?.inbox
        return StateReads.reading(as: self) {
            DynamicProperties.link(view, to: self)
            return withObservationTracking {
                outline?.listRows ?? Self.body(of: view)
            } onChange: {
                inbox?.post { if token.generation == generation { ref.node?.stateDidChange() } }
            }
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    override package func stateDidChange() {
        owners?.changed = true
        list?.invalidate(.evaluate)
    }
}

extension ListNode {
    /// Takes the list's content and flattens it into segments.
    func apply(content: any View) {
        self.content = content
        flattenContent()
    }

    /// Evaluation: a view of the app's own in the content read a state or model that
    /// changed, so its rows are flattened again; false when none did.
    func flattenAgainIfOwnersChanged() -> Bool {
        guard contentOwners.changed else { return false }
        contentOwners.changed = false
        flattenContent()
        contentChanged()
        return true
    }

    private func flattenContent() {
        guard let content else { return }
        if !ownsContentViews { teardownActions.append { [contentOwners] in contentOwners.teardownAll() } }
        ownsContentViews = true
        contentOwners.begin()
        segments = ListFlattener.segments(of: content) { [unowned self] view, path in
            contentOwners.body(of: view, path: path, in: self)
        }
        contentOwners.end()
    }
}
