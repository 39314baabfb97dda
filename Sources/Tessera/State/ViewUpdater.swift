/// Builds a view's node and applies a new view to a node, unless nothing it depends on changed.
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
