/// What the focus walk keeps on a node between walks (`Node.focusMarks`), so that the next
/// walk follows what changed, not the 400 static rows beside a counter.
struct FocusMarks {
    /// The last walk found nothing in the subtree that counts for focus.
    var holdsNothing = false
    /// The children the last walk went into, in order.
    var walkChildren: [Node]?
}

extension Node {
    /// True when the last focus walk found nothing in this subtree that counts for focus (a
    /// control, a section, a shortcut, a focus binding, a scroll view): the walk passes it by
    /// until a view in it is applied or a node is made in it (`invalidate(.focus)`).
    package var holdsNothingForFocus: Bool {
        get { focusMarks.holdsNothing }
        set { focusMarks.holdsNothing = newValue }
    }

    /// The children the last focus walk went into, in order: the others were marked as
    /// holding nothing, and losing a mark (or a change of children) drops this list. A stack
    /// of 400 static rows beside one button is then walked as one child, not 401.
    package var focusWalkChildren: [Node]? {
        get { focusMarks.walkChildren }
        set { focusMarks.walkChildren = newValue }
    }

    /// Something in this subtree may count for focus now: the walk visits it, and its ancestors,
    /// again.
    func focusContentMayHaveChanged() {
        focusInputsChanged()
        var node: Node? = self
        while let n = node, n.focusMarks.holdsNothing {
            n.focusMarks.holdsNothing = false
            // A marked node is left out of its parent's walk list: the list goes with the mark.
            n.parent?.focusMarks.walkChildren = nil
            node = n.parent
        }
    }

    /// Notes in this node's host a change the focus walk follows (see
    /// `HostRevisions.focusInputs`).
    package func focusInputsChanged() {
        host?.revisions.focusInputs &+= 1
    }
}
