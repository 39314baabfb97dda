/// What changed about a node, as whoever changed it says it (`Node.invalidate(_:rect:)`): the
/// one way a view, a control or the runtime tells the host that the next frame has work. The
/// host alone turns it into its lists (the dirty nodes, the sizes to compare, the damaged
/// cells, the focus walk's marks) and asks for the frame.
package struct Invalidation: OptionSet, Sendable {
    package let rawValue: UInt8
    /// An invalidation of the stages in `rawValue`'s bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The node's view runs again in the next frame (its body, or its view applied again);
    /// what that changes is noted as it is applied. Asks for a frame.
    package static let evaluate = Invalidation(rawValue: 1 << 0)
    /// The node's sizes may have changed: they are forgotten and, before the next layout,
    /// compared with what it answers now, so its ancestors forget theirs only when an answer
    /// differs; it is placed again, and its cells drawn again unless it draws nothing of its own.
    package static let measure = Invalidation(rawValue: 1 << 1)
    /// The node is placed again at the next layout, with its sizes as they are (a scroll
    /// offset, a current row), and so is each ancestor on the way to it.
    package static let place = Invalidation(rawValue: 1 << 2)
    /// The node's cells (or the `rect` given with it) are drawn again. Asks for a frame.
    package static let draw = Invalidation(rawValue: 1 << 3)
    /// Something in the node's subtree may count for focus now (a control, a shortcut, a
    /// focus binding): the focus walk looks there again.
    package static let focus = Invalidation(rawValue: 1 << 4)
    /// What the node shows follows the size layout gave it and is out of date for that size
    /// (a `GeometryReader`'s content, the `ViewThatFits` candidate that fits, the rows a list
    /// or table now shows, a split view's width class). Said while laying out, it is handed
    /// back to the host, which builds that content in the frame's sized-content step, right
    /// after placement, and places again before focus and drawing; said at any other time,
    /// it is `.evaluate`. Layout itself marks nothing for evaluation.
    package static let sizedContent = Invalidation(rawValue: 1 << 5)
}

/// What the runtime may assume of every node of a class, declared once by the class
/// (`Node.policy`). The default, none of these, is a node that draws what it holds, sizes
/// itself, takes no focus and leaves to the host what its keys change.
package struct NodePolicy: OptionSet, Sendable {
    package let rawValue: UInt16
    /// A policy of the assumptions in `rawValue`'s bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Draws nothing of its own, only its children (a stack, padding, a modifier that passes
    /// through): applying its view again, or forgetting its sizes, damages no cell by itself,
    /// as its children note what they change.
    package static let drawsNothingOfItsOwn = NodePolicy(rawValue: 1 << 0)
    /// Its size and place are its one child's whatever its view sets (an environment value,
    /// an accessibility label, a focus binding): applying its view again leaves its sizes for
    /// the child to forget.
    package static let sizeIsChildSize = NodePolicy(rawValue: 1 << 1)
    /// Can read again what it read from a `@State` while its view was applied (a text field
    /// reading its binding): such reads are attributed to it (see `StateReads`), and a change
    /// makes it read them again (`rereadState`, through `StateRereaders`). Other nodes' reads
    /// make a change evaluate the state's owner again.
    package static let tracksStateReads = NodePolicy(rawValue: 1 << 2)
    /// Its drawing follows whether the focus is inside it (a list draws its current row only
    /// then): a focus change draws it again.
    package static let drawsFocusWithin = NodePolicy(rawValue: 1 << 3)
    /// Says itself what each key it answers changes (`invalidate(.draw, rect:)` for the rows,
    /// `.measure` when its size may follow): the host notes nothing more for it, where it would
    /// otherwise draw all of it and measure it again.
    package static let notesChangesItsKeysMake = NodePolicy(rawValue: 1 << 4)
    /// Its placement follows where the focus is (a scroll view scrolls to it, a list makes its
    /// row current): a focus change places it again.
    package static let placementFollowsFocus = NodePolicy(rawValue: 1 << 5)
    /// A composite control (a picker, a table) that is one Tab stop: its insides are not visited.
    package static let takesFocusAsWhole = NodePolicy(rawValue: 1 << 6)
    /// With `takesFocusAsWhole`: controls inside may still hold focus (not as Tab stops).
    package static let allowsInnerFocus = NodePolicy(rawValue: 1 << 7)
    /// The first focus goes here (`.defaultFocus`-like modifiers).
    package static let prefersDefaultFocus = NodePolicy(rawValue: 1 << 8)
}
