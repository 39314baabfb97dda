/// What a node keeps of the environment between updates (`Node.environmentState`): the one
/// its view reads, what its parent last passed down and what the last update of its view made
/// of it, so that an update that brings the same storage changes nothing below the node.
struct NodeEnvironment {
    /// The environment the node's view reads, and passes on to its children.
    var current = EnvironmentValues()
    /// What the parent last passed down.
    var received: EnvironmentValues?
    /// The environment as the last update of the view left it.
    var applied: EnvironmentValues?
    /// True while `ViewUpdater` applies a view to the node.
    var isApplyingView = false
    /// The environment changed since the view was last applied to the node.
    var changed = true
}

extension Node {
    /// The environment this node's view reads, and passes on to its children.
    ///
    /// Set from outside (a parent passing its own down), the same storage as last time changes
    /// nothing, and anything else marks the node for an update even if its view is unchanged.
    /// Set by the node while its view is applied (a stack noting its axis), a result that
    /// holds what the last update left is replaced by that, so the children see no change.
    package var environment: EnvironmentValues {
        get { environmentState.current }
        set {
            if environmentState.isApplyingView {
                if newValue.isIdentical(to: environmentState.current) { return }
                if let applied = environmentState.applied, newValue.isEquivalent(to: applied) {
                    environmentState.current = applied
                } else {
                    environmentState.current = newValue
                }
            } else {
                if let received = environmentState.received, newValue.isIdentical(to: received) {
                    // As the last update left it (a change made to it since, from outside, is undone
                    // as a fresh assignment would undo it).
                    environmentState.current = environmentState.applied ?? received
                    return
                }
                environmentState.received = newValue
                environmentState.current = newValue
                environmentState.applied = nil
                environmentState.changed = true
            }
        }
    }

    /// The environment changed since the view was last applied to this node.
    package var environmentChanged: Bool {
        get { environmentState.changed }
        set { environmentState.changed = newValue }
    }

    /// Applies a view: `apply` configures the node (and may set its environment, see
    /// `environment`), then the result is remembered for the next update.
    package final func applyingView(_ apply: () -> Void) {
        // The view's changes apply to what the parent passed, not to what they made last time.
        if let received = environmentState.received { environmentState.current = received }
        environmentState.isApplyingView = true
        apply()
        environmentState.isApplyingView = false
        environmentState.applied = environmentState.current
        environmentState.changed = false
    }
}
