/// What a node keeps of how its children were last built (`Node.builtFrom`), so that the next
/// update passes by the rows of an unchanged `ForEach` instead of comparing them again.
struct BuiltChildren {
    /// What the children were last built from, when that included a `ForEach`.
    var collected: CollectedChildren?
    /// The children as `updateChildren` last left them, when they hold a `ForEach`'s rows.
    var nodes: [Node] = []
    /// The environment the node last passed to its children.
    var environmentGiven: EnvironmentValues?
}

/// A child's identity among its siblings: its structural path and its view's type.
package struct NodeKey: Hashable {
    var path: ChildPath
    var type: ObjectIdentifier
}

extension Node {
    /// Reconciles `children` with a new list of child views: nodes whose identity and type
    /// match are reused (keeping their state); the rest are made anew or torn down.
    package func updateChildren(_ list: ChildList) {
        // Rows of an unchanged `ForEach` where they were last time are the views the children
        // at those places were made from: children follow the list they were built from,
        // unless something changed them since (their storage is then another).
        let inPlace = list.count == children.count && isBuiltChildren ? list.kept.filter(\.inPlace).map(\.rows) : []
        builtFrom.collected = list.runs.isEmpty ? nil : CollectedChildren(list)
        defer { builtFrom.nodes = builtFrom.collected == nil ? [] : children }
        let segments = Self.segments(count: list.count, apart: inPlace)
        if list.count == children.count, segments.allSatisfy({ range, isKept in
            isKept || range.allSatisfy { children[$0].path == list[$0].path && children[$0].typeID == ObjectIdentifier(type(of: list[$0].view)) }
        }) {
            // The same children in the same order (the common case): update them in place. Kept
            // rows have nothing to take while the environment they were given stands: they are
            // passed by (a dirty one is evaluated from the dirty list, deeper than this node).
            let sameEnvironment = builtFrom.environmentGiven.map { environment.isIdentical(to: $0) } ?? false
            builtFrom.environmentGiven = environment
            for (range, isKept) in segments where !(isKept && sameEnvironment) {
                for index in range {
                    children[index].environment = environment
                    ViewUpdater.update(children[index], with: list[index].view, knownEqual: isKept || list.isKept(index))
                }
            }
            return
        }
        builtFrom.environmentGiven = environment
        var old: [NodeKey: Node] = [:]
        for child in children { old[NodeKey(path: child.path, type: child.typeID)] = child }
        var next: [Node] = []
        next.reserveCapacity(list.count)
        for (index, (path, view)) in list.items.enumerated() {
            let key = NodeKey(path: path, type: ObjectIdentifier(type(of: view)))
            if let existing = old.removeValue(forKey: key) {
                existing.environment = environment
                ViewUpdater.update(existing, with: view, knownEqual: list.isKept(index))
                next.append(existing)
            } else {
                let node = ViewUpdater.makeNode(for: view, path: path, parent: self, notifyingParent: false)
                next.append(node)
            }
        }
        // Those leaving with a removal transition stay until it ends (see `TransitionNode`).
        children = keepingLeavers(Array(old.values), previous: children, next: next)
        invalidate(.measure)
    }

    /// The children `view` stands for, reusing the rows of any `ForEach` unchanged since
    /// this node's children were last built.
    package func childList(of view: any View) -> ChildList { ChildList.of(view, previous: builtFrom.collected) }

    /// True when `children` is still the array `updateChildren` left (the same storage).
    private var isBuiltChildren: Bool {
        !builtFrom.nodes.isEmpty && children.withUnsafeBufferPointer { now in
            builtFrom.nodes.withUnsafeBufferPointer { built in now.baseAddress == built.baseAddress }
        }
    }

    /// Makes the next update apply every view in this subtree again, equal or not, kept
    /// `ForEach` rows included (`ViewHost.invalidateAll`).
    package func forgetAppliedViews() {
        forEachNode { node in
            node.environmentChanged = true
            node.builtFrom.environmentGiven = nil
        }
    }

    /// `0..<count` cut at the ranges in `kept` (ascending, apart), in order, each piece
    /// marked with whether it is one of them.
    private static func segments(count: Int, apart kept: [Range<Int>]) -> [(range: Range<Int>, isKept: Bool)] {
        var pieces: [(range: Range<Int>, isKept: Bool)] = []
        var start = 0
        for range in kept {
            if start < range.lowerBound { pieces.append((start..<range.lowerBound, false)) }
            pieces.append((range, true))
            start = range.upperBound
        }
        if start < count { pieces.append((start..<count, false)) }
        return pieces
    }
}
