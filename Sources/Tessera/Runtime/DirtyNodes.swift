/// The nodes invalidated since they were last evaluated (a `@State` write, an observed
/// property their body read). Evaluation starts from this list, so its cost follows what
/// changed, not the size of the tree.
@MainActor
package final class DirtyNodes {
    private var nodes: [Node] = []

    package init() {}

    /// Notes that `node` needs evaluating (once: `Node.invalidate` calls it on the first
    /// invalidation only).
    package func insert(_ node: Node) { nodes.append(node) }

    /// Re-evaluates the nodes noted so far that are in the tree that is drawn, outermost first:
    /// evaluating one updates the views below it, which may leave nothing to do for a dirty
    /// descendant. Nodes outside it (a row a lazy container keeps aside) wait until they are
    /// back in it.
    package func reevaluate(root: Node, layers: LayerStack) {
        let batch = nodes
        nodes.removeAll()
        var pending: [(depth: Int, node: Node)] = []
        for node in batch where node.isDirty && node.isAttached {
            if let depth = Self.depth(of: node, root: root, layers: layers) { pending.append((depth, node)) } else { nodes.append(node) }
        }
        pending.sort { $0.depth < $1.depth }
        for (_, node) in pending where node.isDirty { node.reevaluate() }
    }

    /// True when a node in the drawn tree still waits for evaluation.
    package func hasPending(root: Node, layers: LayerStack) -> Bool {
        nodes.contains { $0.isDirty && $0.isAttached && Self.depth(of: $0, root: root, layers: layers) != nil }
    }

    /// How deep `node` sits in the tree that is drawn (a presented layer's content counting as
    /// a child of the node that presents it); nil when it is not in it.
    private static func depth(of node: Node, root: Node, layers: LayerStack) -> Int? {
        var depth = 0, current = node
        while let parent = current.parent {
            guard parent.children.contains(where: { $0 === current }) || layers.contains(where: { $0.content === current }) else {
                return nil
            }
            depth += 1
            current = parent
        }
        return current === root ? depth : nil
    }
}
