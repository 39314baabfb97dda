/// Counts of the changes a host's caches are keyed by (`ViewHost.revisions`). Each host keeps
/// its own: a change in one hosted view (a heart-rate tick) leaves the caches of another, in
/// the same process, standing.
package struct HostRevisions {
    /// The changes a focus walk follows: a view applied, a node made, given other children,
    /// torn down or moved, focus set but from one control the walk found on screen to another.
    /// Equal counts, equal walks (`FocusManager.rebuild`).
    package var focusInputs = 0
    /// The times focus moved, whether or not the walk follows the move: a layout pass runs
    /// again after one, for the control to reveal.
    package var focusMoves = 0
    /// The times a node was given a parent: what was found by walking up from a node holds
    /// while this stays the same.
    package var attachments = 0
    /// The times a node was given another list of children.
    package var childLists = 0
    /// The times a navigation title changed: the titles a stack found by searching its levels
    /// hold while this and the tree's shape stay the same.
    package var navigationTitles = 0
    /// The times a list row's options (`.listRowInsets`, `.swipeActions`…) were set: a row's
    /// merged options hold while this and the tree's shape stay the same.
    package var listRowOptions = 0

    /// The tree's shape now (see `TreeShape`).
    package var treeShape: Node.TreeShape { Node.TreeShape(attachments: attachments, childLists: childLists) }
}

extension Node {
    /// A host's tree's shape as a value (`Node.treeShape`): while it stays equal, no node was
    /// given another parent or list of children, so what a search of a subtree found still
    /// holds (a stack's level titles, a list row's merged options).
    package struct TreeShape: Equatable {
        let attachments: Int
        let childLists: Int

        /// The shape of a node in no host: equal to none, so nothing found is kept.
        static let unknown = TreeShape(attachments: -1, childLists: -1)

        package static func == (lhs: TreeShape, rhs: TreeShape) -> Bool {
            lhs.attachments == rhs.attachments && lhs.childLists == rhs.childLists && lhs.attachments >= 0
        }
    }

    /// The shape of this node's host's tree now (see `TreeShape`).
    package var treeShape: TreeShape { host?.revisions.treeShape ?? .unknown }
}

/// What a host's stages did so far, for tests and benchmarks to bound what a change costs
/// (`ViewHost.stats`).
package struct HostStats {
    /// Frames rendered.
    package var frames = 0
    /// Nodes measured rather than answered from their size cache.
    package var measurements = 0
    /// Nodes placed rather than left where they were.
    package var placements = 0
    /// The times a container asked a child to draw (what a frame walks), debug builds' whole
    /// frame drawn to check a damaged one included.
    package var drawsAsked = 0
    /// Nodes focus walks looked at, those passed by for their mark included, and those the
    /// walks that write focus back into `@FocusState` looked at.
    package var focusVisits = 0
    /// The times a subtree was searched for what its nodes declare (a stack level for its
    /// navigation title, a list row for its merged row options), rather than found kept.
    package var subtreeSearches = 0
    /// Nodes given to this host that are not freed yet (a screen opened and closed leaves
    /// none behind).
    package var nodesAlive = 0
}
