/// The runtime side of a view: it persists across evaluations while its identity is stable,
/// owns the view's state, and lays out, draws and handles input for it.
///
/// A node is its place in the tree, its identity and the hooks its class overrides (measure,
/// place, draw, keys). What each stage keeps on it between frames is a value that stage owns:
/// `environmentState` (`Runtime/NodeEnvironment.swift`), `builtFrom`
/// (`Runtime/ChildReconciliation.swift`), `layoutCache` (`Runtime/LayoutCache.swift`) and
/// `focusMarks` (`Focus/FocusMarks.swift`).
@MainActor
package class Node {
    package weak var parent: Node?
    package var children: [Node] = [] {
        // A child put here by its container (not made here): the focus walk looks again.
        didSet {
            // The same nodes again (a container updated with nothing added, removed or moved)
            // change nothing the walk found.
            guard !children.elementsEqual(oldValue, by: ===) else { return }
            focusMarks.walkChildren = nil
            invalidate(.focus)
            host?.revisions.childLists &+= 1
        }
    }
    package var path = ChildPath()
    package var typeID: ObjectIdentifier = ObjectIdentifier(Node.self)
    package var frame: Rect = .zero {
        // Where a control is decides whether it is on screen: the focus walk looks again.
        didSet { if frame != oldValue { focusInputsChanged() } }
    }
    /// The host running this node's tree; nil once the host is gone. The host counts the
    /// nodes it was given that are alive (`HostStats.nodesAlive`).
    package weak var host: ViewHost? {
        didSet {
            guard host !== oldValue else { return }
            oldValue?.stats.nodesAlive -= 1
            host?.stats.nodesAlive += 1
        }
    }

    /// What the environment stage keeps (see `environment`).
    var environmentState = NodeEnvironment()
    /// How the children were last built (see `updateChildren`).
    var builtFrom = BuiltChildren()
    /// What the layout stage keeps: sizes and the last placement (see `size(for:)`, `place(in:)`).
    /// Its fields are read and written one at a time, never across a call that could reach
    /// this node again, so it goes without the run-time exclusivity check a key would otherwise
    /// pay at each ancestor it marks.
    @exclusivity(unchecked) var layoutCache = LayoutCache()
    /// What the focus walk keeps (see `holdsNothingForFocus`); unchecked as `layoutCache` is.
    @exclusivity(unchecked) var focusMarks = FocusMarks()

    /// True while `ViewUpdater.makeNode` builds this node and what is below it.
    package var isBeingMade = false
    /// What the runtime may assume of every node of this class (see `NodePolicy`); a class
    /// overrides it once, where it differs from the default (none of them).
    package class var policy: NodePolicy { [] }
    /// Whether a `NodeView` of this class written on views that stand for several (a
    /// `ForEach`) is a modifier of each (`ContentModifier`); false for a node that holds
    /// several views of its own (a view and its background, a button's label).
    package class var modifiesEachView: Bool { true }
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
    package var isDirty = false
    /// Storage for `@State`, `@FocusState` and friends, by property position.
    package var slots: [Int: AnyObject] = [:]
    /// False once the node has left the tree. Asked of each reader of a changed state, so it
    /// goes without the run-time exclusivity check (it is only loaded and stored whole).
    @exclusivity(unchecked) package var isAttached = true
    /// Called when the node leaves the tree.
    package var teardownActions: [@MainActor () -> Void] = []

    package init() {}

    isolated deinit {
        host?.stats.nodesAlive -= 1
        // A state this node read may outlive it: its record of the node is cleared here.
        madeStateReader?.node = nil
        madeStateReader?.groups = []
    }

    // MARK: Tree

    package func attach(_ child: Node) {
        if child.parent !== self { host?.revisions.attachments &+= 1 }
        child.parent = self
        child.host = host
    }

    /// Builds (or updates) the single child for `view`.
    package func updateChild(_ view: any View) { updateChildren(childList(of: view)) }

    package func teardown() {
        focusInputsChanged()
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
        if what.contains(.sizedContent) {
            if let host, host.pipeline.stage == .layingOut { host.frameContext.evaluateAfterLayout(self) } else { invalidate(.evaluate) }
        }
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

    /// Override to forget what a node kept from measuring its children (see `invalidate(.measure)`).
    package func sizesDidChange() {}

    /// Re-evaluates this node from its current view value. Composite nodes override.
    package func reevaluate() { isDirty = false }

    // MARK: Layout

    /// Override: the size for a proposal. The default stacks children vertically.
    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if children.count == 1 { return children[0].size(for: proposal) }
        return layoutOfSeveralChildren.size(of: children, for: proposal)
    }

    /// Override: places this node and its children in `rect` (`place` decides whether to).
    package func placeSubviews(in rect: Rect) {
        frame = rect
        if children.count == 1 { children[0].place(in: rect); return }
        layoutOfSeveralChildren.place(children, in: rect)
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
            canvas.drawsAsked &+= 1
            child.draw(&canvas)
        }
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
}

extension Node {
    /// Ancestors from the parent up to the root.
    package var ancestors: NodeAncestors { NodeAncestors(next: parent) }

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

    /// A textual dump of the subtree (type, frame), for debugging and tests.
    package func debugTree(indent: String = "") -> String {
        var name = String(describing: type(of: self))
        if let c = self as? CompositeNode { name += "<\(type(of: c.view))>" }
        var s = "\(indent)\(name) \(frame)\n"
        for child in children { s += child.debugTree(indent: indent + "  ") }
        return s
    }
}

/// A node's ancestors, nearest first: a plain walk up the parent links (a lazy wrapped sequence
/// costs a generic instantiation and a conformance search of the whole program the first time).
package struct NodeAncestors: @MainActor Sequence, @MainActor IteratorProtocol {
    fileprivate var nextNode: Node?

    init(next: Node?) { nextNode = next }

    /// The next ancestor up, or nil past the root.
    @MainActor package mutating func next() -> Node? {
        defer { nextNode = nextNode?.parent }
        return nextNode
    }
}
