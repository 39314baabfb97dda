/// The nodes that forgot their sizes since the last layout, with the sizes they gave before
/// (see `Node.invalidate(.measure)`). Before the next layout each is asked those proposals again,
/// deepest first; one that answers differently makes its parent forget its own sizes, which
/// is then asked in turn. A change that leaves a node's size as it was stops there, so the
/// cost of measuring follows what changed size, not the depth or width of the tree above it.
@MainActor
package final class SizeChanges {
    private var nodes: [Node] = []
    /// More rounds than any tree is deep means a node keeps changing as it is measured (a
    /// size that depends on being measured): its ancestors then simply forget their sizes.
    private static let roundLimit = 256

    package init() {}

    /// Notes a node whose sizes were kept aside for comparison.
    package func insert(_ node: Node) { nodes.append(node) }

    /// Compares every noted node's sizes, deepest first; the parents of those that changed
    /// are compared in the next round.
    package func resolve() {
        var rounds = 0
        while !nodes.isEmpty {
            let batch = nodes
            nodes.removeAll()
            rounds += 1
            if rounds > Self.roundLimit {
                for node in batch { node.forgetSizesAbove() }
                return
            }
            for (_, node) in batch.map({ ($0.ancestorCount, $0) }).sorted(by: { $0.0 > $1.0 }) { node.resolveSizeChange() }
        }
    }
}
