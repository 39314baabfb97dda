import Observation

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
