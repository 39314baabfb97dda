/// What the layout stage keeps on a node between layouts (`Node.layoutCache`): the sizes it
/// answered, those it gave before forgetting them, and where it was last placed.
struct LayoutCache {
    /// Sizes for the proposals asked so far. They stay valid from frame to frame until the
    /// node or one below it changes (`invalidate(.measure)`), or the host starts afresh.
    var sizes = SizeCache()
    /// The layout epoch `sizes` belong to.
    var sizesEpoch = -1
    /// The sizes the node gave before it forgot them, and their layout epoch, until
    /// `SizeChanges` compares them with what it answers now.
    var previousSizes: (sizes: SizeCache, epoch: Int)?
    /// Set when the node or one below it changed in a way placement may follow.
    var needsPlacement = true
    /// The layout epoch of the last placement.
    var placedEpoch = -1
    /// The rect of the last placement (a container may set the frame to another after it: a
    /// list row's frame spans its gutter).
    var placedRect = Rect.zero
    /// `placesBeyondFrame` as last worked out; forgotten when the node is placed, as it is
    /// whenever anything below it is.
    var knownBeyondFrame: Bool?
}

extension Node {
    /// The size this node wants for `proposal`, cached until the node changes.
    package final func size(for proposal: ProposedSize) -> Size {
        guard let host else { return sizeThatFits(proposal) }
        let epoch = host.layoutEpoch
        if layoutCache.sizesEpoch != epoch {
            layoutCache.sizes.removeAll()
            sizesDidChange()
            layoutCache.sizesEpoch = epoch
        }
        if let cached = layoutCache.sizes.size(for: proposal) { return cached }
        host.stats.measurements &+= 1
        let s = sizeThatFits(proposal)
        layoutCache.sizes.insert(s, for: proposal)
        return s
    }

    /// Places this node and its children in `rect`, unless it was placed in the same rect and
    /// nothing below it changed since (`invalidate(.measure)` or `.place`) in this layout epoch: then every
    /// frame in its subtree is as it would be placed again, and the subtree is left as it is.
    package final func place(in rect: Rect) {
        let host = self.host
        let epoch = host?.layoutEpoch
        if isPlaced(in: rect, epoch: epoch) { return }
        // Cleared first: a node that changes while placing (a lazy list making rows) is placed
        // again next time.
        layoutCache.needsPlacement = false
        layoutCache.placedEpoch = epoch ?? -1
        layoutCache.placedRect = rect
        layoutCache.knownBeyondFrame = nil
        guard let host else { placeSubviews(in: rect); return }
        host.stats.placements &+= 1
        let before = frame
        let drawsOwnContent = !policy.contains(.drawsNothingOfItsOwn)
        let childFrames = drawsOwnContent ? children.map { (ObjectIdentifier($0), $0.frame) } : []
        placeSubviews(in: rect)
        // Moved: its cells where it was and where it is. What it draws around its children
        // (a border, a list's separators and highlight) follows them: it is drawn again when
        // another child is placed, or one elsewhere.
        if frame != before || (drawsOwnContent && !children.elementsEqual(childFrames, by: { ObjectIdentifier($0) == $1.0 && $0.frame == $1.1 })) {
            host.damage.note(before)
            host.damage.note(frame)
        }
    }

    /// True when placing this node in `rect` in layout epoch `epoch` would leave it as it is
    /// (see `place`); never without a host (`epoch` nil).
    package final func isPlaced(in rect: Rect, epoch: Int?) -> Bool {
        !layoutCache.needsPlacement && epoch != nil && layoutCache.placedEpoch == epoch && layoutCache.placedRect == rect
    }

    /// Focus moved onto or off this node and nothing else changed (Tab, an arrow the focus
    /// engine took): no size is forgotten, only the containers around it whose placement
    /// follows the focus are placed again.
    final func focusMovedWithoutChange() {
        var node = parent
        while let container = node {
            if container.policy.contains(.placementFollowsFocus) { container.setNeedsPlacement() }
            node = container.parent
        }
    }

    /// Places this node again at the next layout, with its sizes as they are.
    func setNeedsPlacement() {
        var node: Node? = self
        while let n = node {
            n.layoutCache.needsPlacement = true
            node = n.parent
        }
    }

    /// Forgets this node's sizes: the next layout asks it again. Called when the node's view,
    /// environment or children change, or when it handles an event.
    ///
    /// Its ancestors' sizes follow from its own, but only if those change: the sizes it gave
    /// are kept aside, and before the next layout (`SizeChanges.resolve`) it is asked the same
    /// proposals again. Only when an answer differs do its parent's sizes go the same way, so a
    /// field whose text changed within its width leaves the stack of 500 fields around it, and
    /// that stack's distribution, as they were.
    func invalidateLayout() {
        // A node being built has no sizes and has not been placed; `makeNode` tells its parent.
        if isBeingMade { return }
        if !policy.contains(.drawsNothingOfItsOwn) { host?.damage.note(frame) }
        var forgetting = true
        var node: Node? = self
        while let n = node {
            // Whatever its size, the node is placed again, and so each ancestor on the way to it.
            n.layoutCache.needsPlacement = true
            // Without sizes from this layout epoch to compare, nothing shows whether they change:
            // the parent forgets its own too, as if they had.
            if forgetting, n.forgetSizes() { forgetting = false }
            node = n.parent
        }
    }

    /// Empties the size cache; true when the sizes it held were kept aside for comparison
    /// (or already are), false when there was nothing of this layout epoch to keep.
    private func forgetSizes() -> Bool {
        defer { layoutCache.sizes.removeAll(); sizesDidChange() }
        if layoutCache.previousSizes != nil { return true }
        guard let host, layoutCache.sizesEpoch == host.layoutEpoch, layoutCache.sizes.isComplete, !layoutCache.sizes.isEmpty else { return false }
        layoutCache.previousSizes = (layoutCache.sizes, layoutCache.sizesEpoch)
        host.sizeChanges.insert(self)
        return true
    }

    /// Asks again the proposals this node answered before forgetting its sizes; when an
    /// answer differs, the parent forgets its sizes in turn. Sizes of an earlier layout
    /// epoch are not compared: every size is asked again in a new one.
    package final func resolveSizeChange() {
        guard let previous = layoutCache.previousSizes else { return }
        layoutCache.previousSizes = nil
        guard isAttached, let host, previous.epoch == host.layoutEpoch else { return }
        if previous.sizes.entries.contains(where: { size(for: $0.proposal) != $0.size }) { parent?.invalidateLayout() }
    }

    /// Gives up comparing: this node's ancestors forget their sizes now, as if its own changed.
    final func forgetSizesAbove() {
        layoutCache.previousSizes = nil
        var node = parent
        while let n = node {
            n.layoutCache.previousSizes = nil
            n.layoutCache.sizes.removeAll()
            n.sizesDidChange()
            node = n.parent
        }
    }

    /// How many ancestors this node has.
    package var ancestorCount: Int {
        var count = 0, node = parent
        while let n = node { count += 1; node = n.parent }
        return count
    }

    /// Whether this node's frame lies inside `rect` (a node with no cells lies anywhere).
    package final func lies(within rect: Rect) -> Bool { frame.isEmpty || rect.contains(frame) }

    /// Whether this node can draw anything inside `clip`: its frame meets it, or it may draw
    /// beyond its frame.
    package final func mayDraw(in clip: Rect) -> Bool { frame.intersects(clip) || mayDrawBeyondFrame }

    /// Whether this node may draw outside its frame: something below it lies beyond it. A node
    /// with no cells holding something with cells is such a node; one holding only nodes with
    /// no cells (a row of texts past the screen's bottom) is not, and is passed by.
    package final var mayDrawBeyondFrame: Bool { placesBeyondFrame }

    /// True when something below this node was placed outside its frame (a stack whose
    /// children did not fit, so the last one runs past its end): its frame alone does not say
    /// where it draws, and a clip that misses the frame may still meet what it holds. Worked
    /// out when first asked after the node was placed (drawing asks only of children the clip
    /// misses), not on every placement: a stack of 500 rows placed again for one would go
    /// through all 500.
    package final var placesBeyondFrame: Bool {
        if let known = layoutCache.knownBeyondFrame { return known }
        let beyond = children.contains { !$0.lies(within: frame) || $0.placesBeyondFrame }
        layoutCache.knownBeyondFrame = beyond
        return beyond
    }
}

/// The sizes a node answered, by proposal. Most nodes are asked a few proposals (a stack asks
/// for the smallest, the largest, the ideal and a share), kept in a short list searched in
/// order, which is quicker than hashing; a node measured many ways (inside a `ViewThatFits`
/// that tries its candidates) keeps the rest in a table, emptied if it grows past a bound.
struct SizeCache {
    private var list: [(proposal: ProposedSize, size: Size)] = []
    private var overflow: [ProposedSize: Size] = [:]
    private static let listCapacity = 8
    private static let tableCapacity = 256
    /// False once the table was emptied to stay in bound: sizes were given that it no
    /// longer holds, so comparing what it holds cannot show that nothing changed.
    private(set) var isComplete = true

    var isEmpty: Bool { list.isEmpty }

    /// Every proposal held, with its size.
    var entries: [(proposal: ProposedSize, size: Size)] {
        list + overflow.map { (proposal: $0.key, size: $0.value) }
    }

    func size(for proposal: ProposedSize) -> Size? {
        for entry in list where entry.proposal == proposal { return entry.size }
        return overflow.isEmpty ? nil : overflow[proposal]
    }

    mutating func insert(_ size: Size, for proposal: ProposedSize) {
        if list.count < Self.listCapacity { list.append((proposal, size)); return }
        if overflow.count >= Self.tableCapacity { overflow.removeAll(keepingCapacity: true); isComplete = false }
        overflow[proposal] = size
    }

    mutating func removeAll() {
        if !list.isEmpty { list.removeAll(keepingCapacity: true) }
        if !overflow.isEmpty { overflow.removeAll() }
        isComplete = true
    }
}
