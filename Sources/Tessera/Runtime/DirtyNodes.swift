/// The nodes invalidated since they were last evaluated (a `@State` write, an observed
/// property their body read). Evaluation starts from this list, so its cost follows what
/// changed, not the size of the tree.
@MainActor
package final class DirtyNodes {
    private var nodes: [Node] = []

    package init() {}

    /// The host's stages, told of each node marked (see `FramePipeline.evaluationAsked`).
    package weak var pipeline: FramePipeline?

    /// Notes that `node` needs evaluating (once: `Node.invalidate` calls it on the first
    /// invalidation only).
    package func insert(_ node: Node) {
        pipeline?.evaluationAsked()
        nodes.append(node)
    }

    /// The readers of changed states that read them again by themselves (`Node.rereadState`),
    /// after the dirty nodes are evaluated: text fields whose bound text may have changed.
    private var rereadGroups: [StateRereaders] = []

    /// Notes that the readers in `group` read their state again in the next evaluation.
    package func reread(_ group: StateRereaders) {
        guard !group.isPending else { return }
        pipeline?.evaluationAsked()
        group.isPending = true
        rereadGroups.append(group)
    }

    /// Re-evaluates the nodes noted so far that are in the tree that is drawn, outermost first:
    /// evaluating one updates the views below it, which may leave nothing to do for a dirty
    /// descendant. Nodes outside it (a row a lazy container keeps aside) wait until they are
    /// back in it.
    package func reevaluate(root: Node, layers: LayerStack) {
        let batch = nodes
        nodes.removeAll()
        var pending: [(depth: Int, node: Node)] = []
        var members = Membership()
        for node in batch where node.isDirty && node.isAttached {
            if let depth = Self.depth(of: node, root: root, layers: layers, members: &members) { pending.append((depth, node)) } else { nodes.append(node) }
        }
        pending.sort { $0.depth < $1.depth }
        // An outer node's evaluation may have torn a dirty one down (its row went with the
        // data): its body is not run, or what it presents (a sheet) would come back, owned by
        // a node no longer in the tree.
        for (_, node) in pending where node.isDirty && node.isAttached { node.reevaluate() }
        let groups = rereadGroups
        rereadGroups.removeAll()
        for group in groups { group.reread() }
    }

    /// True when a node in the drawn tree still waits for evaluation.
    package func hasPending(root: Node, layers: LayerStack) -> Bool {
        if !rereadGroups.isEmpty { return true }
        var members = Membership()
        return nodes.contains { $0.isDirty && $0.isAttached && Self.depth(of: $0, root: root, layers: layers, members: &members) != nil }
    }

    /// Whether a node is among its parent's children, asked of many siblings at once (the
    /// 500 text fields that read one changed `@State`): a parent with many children is
    /// indexed once, not searched once per child.
    @MainActor
    private struct Membership {
        private var indexed: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]

        mutating func contains(_ node: Node, in parent: Node) -> Bool {
            if parent.children.count <= 16 { return parent.children.contains { $0 === node } }
            let key = ObjectIdentifier(parent)
            if let known = indexed[key] { return known.contains(ObjectIdentifier(node)) }
            let made = Set(parent.children.lazy.map { ObjectIdentifier($0) })
            indexed[key] = made
            return made.contains(ObjectIdentifier(node))
        }
    }

    /// How deep `node` sits in the tree that is drawn (a presented layer's content counting as
    /// a child of the node that presents it); nil when it is not in it.
    private static func depth(of node: Node, root: Node, layers: LayerStack, members: inout Membership) -> Int? {
        var depth = 0, current = node
        while let parent = current.parent {
            guard members.contains(current, in: parent) || layers.contains(where: { $0.content === current }) else {
                return nil
            }
            depth += 1
            current = parent
        }
        return current === root ? depth : nil
    }
}
