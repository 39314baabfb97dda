/// A size proposed to a view by its parent: nil on an axis means "your ideal size".
public struct ProposedSize: Hashable, Sendable {
    /// Columns offered; nil: the view's ideal width.
    public var width: Int?
    /// Rows offered; nil: the view's ideal height.
    public var height: Int?
    /// A proposal of `width` by `height`, nil for "ideal" on an axis.
    public init(width: Int?, height: Int?) { self.width = width; self.height = height }
    /// Exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// "Your ideal size" on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// No space at all: the view's smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The largest proposal: "as much as you can use".
    public static let infinity = ProposedSize(width: Int.max / 4, height: Int.max / 4)

    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The runtime side of a view: it persists across evaluations while its identity is stable,
/// owns the view's state, and lays out, draws and handles input for it.
@MainActor
package class Node {
    package weak var parent: Node?
    package var children: [Node] = [] {
        // A child put here by its container (not made here): the focus walk looks again.
        didSet {
            // The same nodes again (a container updated with nothing added, removed or moved)
            // change nothing the walk found.
            guard !children.elementsEqual(oldValue, by: ===) else { return }
            focusWalkChildren = nil
            invalidate(.focus)
            Node.childListChanges &+= 1
        }
    }
    /// How many times any node was given another list of children (see `TreeShape`).
    package private(set) static var childListChanges = 0

    /// Every tree's shape as a value: while it stays equal, no node was given another parent
    /// or list of children, so what a search of a subtree found still holds (a stack's level
    /// titles, a list row's merged options).
    package struct TreeShape: Equatable {
        let attachments: Int
        let childLists: Int
    }
    /// The shape now (see `TreeShape`).
    package static var treeShape: TreeShape { TreeShape(attachments: attachments, childLists: childListChanges) }
    package var path = ChildPath()
    package var typeID: ObjectIdentifier = ObjectIdentifier(Node.self)
    package var frame: Rect = .zero {
        // Where a control is decides whether it is on screen: the focus walk looks again.
        didSet { if frame != oldValue { FocusManager.inputsChanged() } }
    }
    /// `placesBeyondFrame` as last worked out; forgotten when the node is placed, as it is
    /// whenever anything below it is.
    private var knownBeyondFrame: Bool?
    /// The environment this node's view reads, and passes on to its children.
    ///
    /// Set from outside (a parent passing its own down), the same storage as last time changes
    /// nothing, and anything else marks the node for an update even if its view is unchanged.
    /// Set by the node while its view is applied (a stack noting its axis), a result that
    /// holds what the last update left is replaced by that, so the children see no change.
    package var environment: EnvironmentValues {
        get { currentEnvironment }
        set {
            if isApplyingView {
                if newValue.isIdentical(to: currentEnvironment) { return }
                if let applied = appliedEnvironment, newValue.isEquivalent(to: applied) {
                    currentEnvironment = applied
                } else {
                    currentEnvironment = newValue
                }
            } else {
                if let received = receivedEnvironment, newValue.isIdentical(to: received) {
                    // As the last update left it (a change made to it since, from outside, is undone
                    // as a fresh assignment would undo it).
                    currentEnvironment = appliedEnvironment ?? received
                    return
                }
                receivedEnvironment = newValue
                currentEnvironment = newValue
                appliedEnvironment = nil
                environmentChanged = true
            }
        }
    }
    private var currentEnvironment = EnvironmentValues()
    /// What the parent last passed down.
    private var receivedEnvironment: EnvironmentValues?
    /// The environment as the last update of the view left it.
    private var appliedEnvironment: EnvironmentValues?
    /// True while `ViewUpdater` applies a view to this node.
    private var isApplyingView = false
    /// The environment changed since the view was last applied to this node.
    package var environmentChanged = true

    /// Applies a view: `apply` configures the node (and may set its environment, see
    /// `environment`), then the result is remembered for the next update.
    package final func applyingView(_ apply: () -> Void) {
        // The view's changes apply to what the parent passed, not to what they made last time.
        if let received = receivedEnvironment { currentEnvironment = received }
        isApplyingView = true
        apply()
        isApplyingView = false
        appliedEnvironment = currentEnvironment
        environmentChanged = false
    }
    /// True while `ViewUpdater.makeNode` builds this node and what is below it.
    package var isBeingMade = false
    /// What the runtime may assume of every node of this class (see `NodePolicy`); a class
    /// overrides it once, where it differs from the default (none of them).
    package class var policy: NodePolicy { [] }
    /// This node's class's `policy`.
    package final var policy: NodePolicy { Self.policy }
    /// Cleared by a node whose update found nothing that its size follows changed (a text
    /// field given the same title and text with a new binding); the sizes it knew stay.
    package var updateChangedSize = true
    /// Cleared by a node whose update found nothing it draws changed either: its cells are
    /// not drawn again.
    package var updateChangedAppearance = true
    /// A `@State` this node's body read changed: it runs again in the next frame.
    package func stateDidChange() { invalidate(.evaluate) }
    /// Reads again what this node read from `@State` when applied, for a node whose policy
    /// has `tracksStateReads` (see `StateRereaders`).
    package func rereadState() {}
    /// True when a change of a state this node tracks the reads of need not be read now:
    /// nothing on screen, in layout or in focus depends on it until the node is next used (a
    /// field scrolled out of sight whose size does not follow its text). Such a node reads
    /// again when it is next drawn, handles input or is asked what it holds, so a change of
    /// an array 500 fields read costs the fields that show.
    package var defersReread: Bool { false }

    /// This node as `@State` boxes record it when it reads them (see `StateReads`).
    var stateReader: StateReader {
        if let made = madeStateReader { return made }
        let made = StateReader(self)
        madeStateReader = made
        return made
    }
    private(set) var madeStateReader: StateReader?
    /// The view value this node was last updated from; a parent's update that brings an
    /// equal value (see `ViewComparison`) leaves the node and its subtree as they are.
    package var lastView: (any View)?
    /// How a primitive view is applied to this node (see `PrimitiveView.applier`); nil for
    /// nodes that run a body.
    package var applyPrimitive: (@MainActor (any View, Node) -> Void)?
    /// The host running this node's tree; nil once the host is gone.
    package weak var host: ViewHost?
    package var isDirty = false
    /// Storage for `@State`, `@FocusState` and friends, by property position.
    package var slots: [Int: AnyObject] = [:]
    /// Sizes for the proposals asked so far. They stay valid from frame to frame until this
    /// node or one below it changes (`invalidate(.measure)`), or the host starts afresh.
    private var sizeCache = SizeCache()
    private var sizeCacheEpoch = -1
    /// False once the node has left the tree. Asked of each reader of a changed state, so it
    /// goes without the run-time exclusivity check (it is only loaded and stored whole).
    @exclusivity(unchecked) package var isAttached = true
    /// Called when the node leaves the tree.
    package var teardownActions: [@MainActor () -> Void] = []

    package init() { Node.alive &+= 1 }

    /// How many nodes exist now, in every host (tests bound what a screen opened and closed
    /// leaves behind). Nodes are made and freed on the main thread only.
    nonisolated(unsafe) package private(set) static var alive = 0

    deinit {
        Node.alive &-= 1
        // A state this node read may outlive it: its record of the node is cleared here.
        madeStateReader?.node = nil
        madeStateReader?.groups = []
    }

    // MARK: Tree

    /// How many times a node was given a parent: what was found by walking up from a node
    /// holds while this stays the same.
    package private(set) static var attachments = 0

    package func attach(_ child: Node) {
        if child.parent !== self { Node.attachments &+= 1 }
        child.parent = self
        child.host = host
    }

    /// Reconciles `children` with a new list of child views: nodes whose identity and type
    /// match are reused (keeping their state); the rest are made anew or torn down.
    package func updateChildren(_ list: ChildList) {
        // Rows of an unchanged `ForEach` where they were last time are the views the children
        // at those places were made from: children follow the list they were built from,
        // unless something changed them since (their storage is then another).
        let inPlace = list.count == children.count && isBuiltChildren ? list.kept.filter(\.inPlace).map(\.rows) : []
        collected = list.runs.isEmpty ? nil : CollectedChildren(list)
        defer { builtChildren = collected == nil ? [] : children }
        let segments = Self.segments(count: list.count, apart: inPlace)
        if list.count == children.count, segments.allSatisfy({ range, isKept in
            isKept || range.allSatisfy { children[$0].path == list[$0].path && children[$0].typeID == ObjectIdentifier(type(of: list[$0].view)) }
        }) {
            // The same children in the same order (the common case): update them in place. Kept
            // rows have nothing to take while the environment they were given stands: they are
            // passed by (a dirty one is evaluated from the dirty list, deeper than this node).
            let sameEnvironment = environmentGiven.map { environment.isIdentical(to: $0) } ?? false
            environmentGiven = environment
            for (range, isKept) in segments where !(isKept && sameEnvironment) {
                for index in range {
                    children[index].environment = environment
                    ViewUpdater.update(children[index], with: list[index].view, knownEqual: isKept || list.isKept(index))
                }
            }
            return
        }
        environmentGiven = environment
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

    /// Builds (or updates) the single child for `view`.
    package func updateChild(_ view: any View) { updateChildren(childList(of: view)) }

    /// The children `view` stands for, reusing the rows of any `ForEach` unchanged since
    /// this node's children were last built.
    package func childList(of view: any View) -> ChildList { ChildList.of(view, previous: collected) }

    /// What this node's children were last built from, when that included a `ForEach`.
    private var collected: CollectedChildren?
    /// The children as `updateChildren` last left them, when they hold a `ForEach`'s rows.
    private var builtChildren: [Node] = []
    /// True when `children` is still the array `updateChildren` left (the same storage).
    private var isBuiltChildren: Bool {
        !builtChildren.isEmpty && children.withUnsafeBufferPointer { now in
            builtChildren.withUnsafeBufferPointer { built in now.baseAddress == built.baseAddress }
        }
    }
    /// The environment this node last passed to its children.
    private var environmentGiven: EnvironmentValues?

    /// Makes the next update apply every view in this subtree again, equal or not, kept
    /// `ForEach` rows included (`ViewHost.invalidateAll`).
    package func forgetAppliedViews() {
        forEachNode { node in
            node.environmentChanged = true
            node.environmentGiven = nil
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

    package func teardown() {
        FocusManager.inputsChanged()
        // The top of the subtree that leaves: its cells show what is behind it now.
        if parent?.isAttached == true { host?.damage.note(frame) }
        isAttached = false
        for child in children { child.teardown() }
        for action in teardownActions { action() }
        teardownActions.removeAll()
        host?.nodeDidDetach(self)
    }

    /// Says what changed about this node, for the host to turn into its work: which nodes it
    /// evaluates, measures and places again, which cells it draws again, where the focus walk
    /// looks. `rect` narrows `.draw` to the cells that changed (in screen coordinates; the
    /// node's frame when nil). Evaluating and drawing ask for a frame (while the host settles
    /// one, the frame under way takes them); measuring, placing and focus are done by the next
    /// frame something asks for. See ARCHITECTURE.md, "Saying what changed".
    package final func invalidate(_ what: Invalidation, rect: Rect? = nil) {
        if what.contains(.evaluate), isAttached {
            if !isDirty { host?.dirtyNodes.insert(self) }
            isDirty = true
            // Made inside a `withAnimation`: this host's next evaluation takes its animation.
            if let asked = AnimationAsks.current { host?.animator.ask(asked) }
            // Evaluation notes the damage of what it applies.
            host?.frames.request()
        }
        if what.contains(.measure) { invalidateLayout() }
        if what.contains(.place) { setNeedsPlacement() }
        if what.contains(.focus) { focusContentMayHaveChanged() }
        if what.contains(.draw) { host?.noteChanged(rect ?? frame) }
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
    private func setNeedsPlacement() {
        var node: Node? = self
        while let n = node {
            n.needsPlacement = true
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
    private func invalidateLayout() {
        // A node being built has no sizes and has not been placed; `makeNode` tells its parent.
        if isBeingMade { return }
        if !policy.contains(.drawsNothingOfItsOwn) { host?.damage.note(frame) }
        var forgetting = true
        var node: Node? = self
        while let n = node {
            // Whatever its size, the node is placed again, and so each ancestor on the way to it.
            n.needsPlacement = true
            // Without sizes from this layout epoch to compare, nothing shows whether they change:
            // the parent forgets its own too, as if they had.
            if forgetting, n.forgetSizes() { forgetting = false }
            node = n.parent
        }
    }

    /// Empties the size cache; true when the sizes it held were kept aside for comparison
    /// (or already are), false when there was nothing of this layout epoch to keep.
    private func forgetSizes() -> Bool {
        defer { sizeCache.removeAll(); sizesDidChange() }
        if previousSizes != nil { return true }
        guard let host, sizeCacheEpoch == host.layoutEpoch, sizeCache.isComplete, !sizeCache.isEmpty else { return false }
        previousSizes = (sizeCache, sizeCacheEpoch)
        host.sizeChanges.insert(self)
        return true
    }

    /// The sizes this node gave before it forgot them, and their layout epoch, until
    /// `SizeChanges` compares them with what it answers now.
    private var previousSizes: (sizes: SizeCache, epoch: Int)?

    /// Asks again the proposals this node answered before forgetting its sizes; when an
    /// answer differs, the parent forgets its sizes in turn. Sizes of an earlier layout
    /// epoch are not compared: every size is asked again in a new one.
    package final func resolveSizeChange() {
        guard let previous = previousSizes else { return }
        previousSizes = nil
        guard isAttached, let host, previous.epoch == host.layoutEpoch else { return }
        if previous.sizes.entries.contains(where: { size(for: $0.proposal) != $0.size }) { parent?.invalidateLayout() }
    }

    /// Gives up comparing: this node's ancestors forget their sizes now, as if its own changed.
    final func forgetSizesAbove() {
        previousSizes = nil
        var node = parent
        while let n = node {
            n.previousSizes = nil
            n.sizeCache.removeAll()
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

    /// Override to forget what a node kept from measuring its children (see `invalidate(.measure)`).
    package func sizesDidChange() {}

    /// Re-evaluates this node from its current view value. Composite nodes override.
    package func reevaluate() { isDirty = false }

    // MARK: Layout

    /// How many times a node was measured rather than answered from its cache (for tests).
    package static var measurements = 0
    /// How many times a node was placed rather than left where it was (for tests).
    package static var placements = 0

    /// The size this node wants for `proposal`, cached until the node changes.
    package final func size(for proposal: ProposedSize) -> Size {
        guard let epoch = host?.layoutEpoch else { return sizeThatFits(proposal) }
        if sizeCacheEpoch != epoch {
            sizeCache.removeAll()
            sizesDidChange()
            sizeCacheEpoch = epoch
        }
        if let cached = sizeCache.size(for: proposal) { return cached }
        Node.measurements += 1
        let s = sizeThatFits(proposal)
        sizeCache.insert(s, for: proposal)
        return s
    }

    /// Override: the size for a proposal. The default stacks children vertically.
    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if children.count == 1 { return children[0].size(for: proposal) }
        return StackLayout(axis: .vertical, spacing: 0, alignment: .center).size(of: children, for: proposal)
    }

    /// Places this node and its children in `rect`, unless it was placed in the same rect and
    /// nothing below it changed since (`invalidate(.measure)` or `.place`) in this layout epoch: then every
    /// frame in its subtree is as it would be placed again, and the subtree is left as it is.
    package final func place(in rect: Rect) {
        let epoch = host?.layoutEpoch
        if isPlaced(in: rect, epoch: epoch) { return }
        // Cleared first: a node that changes while placing (a lazy list making rows) is placed
        // again next time.
        needsPlacement = false
        placedEpoch = epoch ?? -1
        placedRect = rect
        Node.placements += 1
        knownBeyondFrame = nil
        guard let host else { placeSubviews(in: rect); return }
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
        !needsPlacement && epoch != nil && placedEpoch == epoch && placedRect == rect
    }

    /// True when the last focus walk found nothing in this subtree that counts for focus (a
    /// control, a section, a shortcut, a focus binding, a scroll view): the walk passes it by
    /// until a view in it is applied or a node is made in it (`invalidate(.focus)`).
    package var holdsNothingForFocus = false

    /// Something in this subtree may count for focus now: the walk visits it, and its ancestors,
    /// again.
    private func focusContentMayHaveChanged() {
        FocusManager.inputsChanged()
        var node: Node? = self
        while let n = node, n.holdsNothingForFocus {
            n.holdsNothingForFocus = false
            // A marked node is left out of its parent's walk list: the list goes with the mark.
            n.parent?.focusWalkChildren = nil
            node = n.parent
        }
    }

    /// The children the last focus walk went into, in order: the others were marked as
    /// holding nothing, and losing a mark (or a change of children) drops this list. A stack
    /// of 400 static rows beside one button is then walked as one child, not 401.
    package var focusWalkChildren: [Node]?

    /// Set when this node or one below it changed in a way placement may follow.
    private var needsPlacement = true
    /// The layout epoch of the last placement.
    private var placedEpoch = -1
    /// The rect of the last placement (a container may set the frame to another after it: a
    /// list row's frame spans its gutter).
    private var placedRect = Rect.zero

    /// Override: places this node and its children in `rect` (`place` decides whether to).
    package func placeSubviews(in rect: Rect) {
        frame = rect
        if children.count == 1 { children[0].place(in: rect); return }
        StackLayout(axis: .vertical, spacing: 0, alignment: .center).place(children, in: rect)
    }

    /// How eager this node is to grow, for stacks that share space (`.layoutPriority`).
    package var layoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }

    // MARK: Drawing

    /// Override: draws into `canvas`. The default draws the children that can show: one
    /// whose frame lies wholly outside the clip (a row scrolled away) is skipped, since
    /// nodes draw inside their frames, unless something below it was placed beyond its frame
    /// (`placesBeyondFrame`); so is one with no cells and nothing below it (a row a stack had
    /// no room for). A container with no cells is still asked when something below it has
    /// cells: what it holds may be placed beyond its frame.
    package func draw(_ canvas: inout CellCanvas) {
        let clip = canvas.clip
        for child in children where child.mayDraw(in: clip) {
            Node.drawsAsked &+= 1
            child.draw(&canvas)
        }
    }

    /// How many times a container asked a child to draw (for tests: what a frame walks).
    package static var drawsAsked = 0

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
        if let known = knownBeyondFrame { return known }
        let beyond = children.contains { !$0.lies(within: frame) || $0.placesBeyondFrame }
        knownBeyondFrame = beyond
        return beyond
    }

    // MARK: Input

    /// Whether Tab and arrows can land here.
    package var isFocusable: Bool { false }
    /// A control's keyboard commands, declared once (a container that passes keys on declines
    /// them through `KeyMap.otherKeys`): `handleKey` dispatches through it and `keyBindings`
    /// lists it, so help names every key it answers. Nodes override this, never `handleKey`.
    package func makeKeyMap() -> KeyMap { .empty }
    /// What `makeKeyMap()` is built from, for a node that keeps its map between keys: the map
    /// is built again only when this or the key rebindings in the environment change. Nil (the
    /// default) builds it for every key and every footer.
    package var keyMapInputs: KeyMapInputs? { nil }
    /// The kept key map and how often it was built (`keyMap()`); nil until first asked.
    package internal(set) var keyMapCache: KeyMapCache?
    /// Handles a key while this node or a descendant is focused, through `keyMap()`. True if
    /// handled.
    package final func handleKey(_ key: KeyPress) -> Bool { keyMap().handle(key) }
    /// Handles a paste while focused.
    package func handlePaste(_ text: String) -> Bool { false }
    /// Handles a mouse event inside `frame`. Return true if handled.
    package func handleMouse(_ event: MouseEvent) -> Bool { false }
    /// The keys this node answers, for the footer and help, while focus is at or below it.
    package final func keyBindings() -> [KeyBinding] { keyMap().bindings }
    /// True for text-entry controls: `q` types rather than quits there.
    package var capturesText: Bool { false }
    /// Called when focus enters (true) or leaves (false) this node.
    package func focusChanged(_ focused: Bool) {}

    /// True for a control that the app's first focus skips when anything else can take it
    /// (a search field waits for `/` or Tab).
    package var declinesDefaultFocus: Bool { false }
    /// Focus arrived: ask scroll containers above to bring this node into view.
    package func revealRequested() {
        var node = parent
        let rect = revealedRect
        while let n = node { n.reveal(rect); node = n.parent }
    }
    /// The part of this control that a scroll view around it keeps in view while it has focus:
    /// all of it, or a list's current row (a list taller than the scroll view's frame).
    package var revealedRect: Rect { frame }
    /// What this node is for assistive technology, with what is inside it when that matters
    /// (a table's rows); nil when it only holds other elements. Built on demand, never per frame.
    package func accessibilityElement() -> AccessibilityElement? { nil }
    /// Where a screen reader's cursor sits while this node has focus: its first cell; a table
    /// or a list puts it on the current row.
    package var accessibilityCursor: Point? { frame.isEmpty ? nil : frame.origin }
    /// Override in scroll containers: make `rect` visible.
    package func reveal(_ rect: Rect) {}
    /// Override in lazy containers: the content not in the tree may hold a node satisfying
    /// `matches` (a focus request for a row nobody has made yet). The container looks for it
    /// in its next evaluation, making the pieces it has not made one at a time, keeps the
    /// piece that holds it and scrolls it into view at the next layout; or, holding its pieces
    /// already (a split view's hidden column), shows the one that holds it. True when it will
    /// look, or found it: the request is then applied again after the next layout.
    package func realizeOffscreen(where matches: @escaping (Node) -> Bool) -> Bool { false }

    package var isFocused: Bool { host?.focus.focused === self }

    /// Ancestors from the parent up to the root.
    package var ancestors: AnySequence<Node> {
        AnySequence(sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 })
    }

    package func isDescendant(of other: Node) -> Bool {
        var n: Node? = self
        while let current = n { if current === other { return true }; n = current.parent }
        return false
    }

    /// Visits this subtree in reading order.
    package func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// Whether this subtree holds a node that `matches`, looked for in reading order and no
    /// further than the first.
    package func containsNode(where matches: (Node) -> Bool) -> Bool {
        if matches(self) { return true }
        for child in children where child.containsNode(where: matches) { return true }
        return false
    }
}

package struct NodeKey: Hashable {
    var path: ChildPath
    var type: ObjectIdentifier
}

/// A key binding shown in the footer and the help overlay.
public struct KeyBinding: Hashable, Sendable {
    /// The keys as the footer names them ("↑↓").
    public var keys: String
    /// What the keys do.
    public var title: String
    /// Every key, as the help overlay lists them ("↑/↓" may read "↑↓", "Enter/Space").
    package var helpKeys: String
    /// False for keys only the help overlay lists.
    package var inFooter: Bool
    /// The keys themselves, when the binding came from a key map; empty for a binding known
    /// only by its name.
    package var triggers: [KeyTrigger]
    /// A binding of `keys` to what they do, shown in the footer and in help.
    public init(_ keys: String, _ title: String) { self.init(keys, title, helpKeys: keys, inFooter: true) }
    package init(_ keys: String, _ title: String, helpKeys: String, inFooter: Bool, triggers: [KeyTrigger] = []) {
        self.keys = keys; self.title = title; self.helpKeys = helpKeys; self.inFooter = inFooter; self.triggers = triggers
    }

    /// The bindings a footer of `width` columns can name, each drawn as `keys title` and two
    /// spaces after a one-column margin: in order, dropping the last of the others first when
    /// they do not all fit, so that those in `keeping` (help, which lists the rest) stay named.
    public static func fitting(_ bindings: [KeyBinding], keeping: [KeyBinding], width: Int) -> [KeyBinding] {
        func cost(_ b: KeyBinding) -> Int { DisplayWidth.width(of: b.keys) + DisplayWidth.width(of: b.title) + 3 }
        var shown = bindings
        var total = 1 + shown.reduce(0) { $0 + cost($1) }
        while total > width, let index = shown.lastIndex(where: { binding in !keeping.contains { $0.keys == binding.keys } }) {
            total -= cost(shown.remove(at: index))
        }
        return shown
    }
}

extension Node {
    /// A textual dump of the subtree (type, frame), for debugging and tests.
    package func debugTree(indent: String = "") -> String {
        var name = String(describing: type(of: self))
        if let c = self as? CompositeNode { name += "<\(type(of: c.view))>" }
        var s = "\(indent)\(name) \(frame)\n"
        for child in children { s += child.debugTree(indent: indent + "  ") }
        return s
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
