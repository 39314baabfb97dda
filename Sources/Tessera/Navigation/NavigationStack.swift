/// A stack of views: a root and the destinations pushed above it. Only the top is shown,
/// under a title row with a breadcrumb and a `‹ Back` button; Esc (or Backspace outside a
/// text field) goes back. Views below the top keep their state while they are on the stack.
///
/// ```swift
/// NavigationStack(path: $path) {
///     DestinationList()
///         .navigationTitle("Destinations")
///         .navigationDestination(for: Destination.ID.self) { id in DestinationDetail(id: id) }
/// }
/// ```
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    let source: NavigationPathSource?

    /// A stack that keeps its own path (pushed by `NavigationLink`s).
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.source = nil
    }

    /// A stack whose path is `path`: change it to push, pop or jump (a deep link).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.source = NavigationPathSource(get: { path.wrappedValue.elements },
                                           set: { path.wrappedValue = NavigationPath(erased: $0) })
    }

    /// A stack whose path is an array of one `Hashable` type.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.source = NavigationPathSource(get: { path.wrappedValue.map { AnyHashable($0) } },
                                           set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> NavigationStackNode { NavigationStackNode() }
    package func update(_ n: NavigationStackNode) {
        n.rootView = root
        n.source = source
        n.sync()
    }
}

/// One level of a navigation stack or one column of a split view: holds its content and
/// remembers where focus was while it was on top.
package final class NavigationLevelNode: PassthroughNode {
    /// The path value this level shows (nil for the root and for view destinations).
    var value: AnyHashable?
    /// The view a `NavigationLink(destination:)` pushed.
    var pushedView: (any View)?
    /// The destination modifier that built this level, while it exists.
    weak var origin: NavigationDestinationNode?
    var savedFocus: WeakBox?
    var isFresh = true
    /// This level's environment: the stack's, with a `dismiss` that pops this level.
    var derivation = DerivedEnvironment()
}

private struct NavigationBarHiddenAtRootKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct NavigationCrumbPrefixKey: EnvironmentKey { static var defaultValue: [String] { [] } }

extension EnvironmentValues {
    /// Set by a collapsed split view, which draws the root title itself.
    package var navigationBarHiddenAtRoot: Bool {
        get { self[NavigationBarHiddenAtRootKey.self] } set { self[NavigationBarHiddenAtRootKey.self] = newValue }
    }
    /// Titles of the columns before this one in a collapsed split view.
    package var navigationCrumbPrefix: [String] {
        get { self[NavigationCrumbPrefixKey.self] } set { self[NavigationCrumbPrefixKey.self] = newValue }
    }
}

package final class NavigationStackNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var rootView: any View = EmptyView()
    var source: NavigationPathSource?
    private var internalPath: [AnyHashable] = []
    private(set) var levels: [NavigationLevelNode] = []
    let bar = NavigationBarHolder()
    private var pendingOrigin: (value: AnyHashable, node: WeakDestination)?
    private var shownTop: NavigationLevelNode?
    private var pendingFocus = false
    private let pathTracking = TrackingToken()
    /// The edit mode this stack keeps for its content when the app sets none.
    private var ownEditMode = EditMode.inactive

    /// The environment of a level: the stack's, with an edit mode when the app set none.
    private var levelEnvironment: EnvironmentValues {
        levelDerivation.derive(from: environment) { env in
            if env.editMode == nil {
                env.editMode = Binding(get: { [weak self] in self?.ownEditMode ?? .inactive },
                                       set: { [weak self] in self?.setOwnEditMode($0) })
            }
        }
    }
    private var levelDerivation = DerivedEnvironment()

    /// A new edit mode is a new environment for every level: views reading it evaluate again.
    private func setOwnEditMode(_ mode: EditMode) {
        ownEditMode = mode
        levelDerivation = DerivedEnvironment()
        invalidate(.evaluate)
    }

    /// Levels above the root.
    package var depth: Int { max(0, levels.count - 1) }
    private var pathValues: [AnyHashable] { source?.get() ?? internalPath }

    private func setPath(_ values: [AnyHashable]) {
        if let source { source.set(values) } else { internalPath = values; invalidate(.evaluate) }
    }

    package override func reevaluate() {
        isDirty = false
        sync()
    }

    /// Whether focus is in this stack (or nowhere): only then does a push or pop move it.
    private var focusIsInside: Bool {
        guard let f = host?.focus.focused, f.isAttached else { return true }
        return f.isDescendant(of: self)
    }

    private func saveFocus() {
        guard let top = levels.last, let f = host?.focus.focused, f.isDescendant(of: top) else { return }
        top.savedFocus = WeakBox(f)
    }

    /// Matches the levels to the path: levels whose values still match are kept (with their
    /// state), the rest are torn down, new values get new levels.
    package func sync() {
        let inside = focusIsInside
        saveFocus()
        if levels.isEmpty {
            let root = NavigationLevelNode()
            attach(root)
            levels = [root]
        }
        levels[0].environment = levelEnvironment
        levels[0].isFresh = false
        levels[0].updateChild(rootView)
        // The path is read under observation: a stack bound to an `@Observable` model's
        // property follows it when code changes it, even if no view's body reads it.
        pathTracking.generation &+= 1
        let generation = pathTracking.generation, token = pathTracking, ref = WeakNode(self), inbox = host?.inbox
        let values = withObservationTracking { pathValues } onChange: {
            inbox?.post { if token.generation == generation { ref.node?.invalidate(.evaluate) } }
        }
        var kept = 1
        var valueIndex = 0
        for level in levels.dropFirst() {
            if level.pushedView != nil { kept += 1; continue }
            guard valueIndex < values.count, level.value == values[valueIndex] else { break }
            valueIndex += 1
            kept += 1
        }
        for gone in levels[kept...] { gone.teardown() }
        levels.removeSubrange(kept...)
        for value in values[valueIndex...] {
            let level = NavigationLevelNode()
            level.value = value
            if let pending = pendingOrigin, pending.value == value { level.origin = pending.node.node }
            attach(level)
            levels.append(level)
        }
        pendingOrigin = nil
        for index in levels.indices.dropFirst() { update(level: index) }
        showTop(movingFocus: inside)
    }

    private func update(level index: Int) {
        let level = levels[index]
        level.environment = level.derivation.derive(from: levelEnvironment) { env in
            env.dismiss = DismissAction { [weak self, weak level] in
                guard let self, let level, let i = self.levels.firstIndex(where: { $0 === level }) else { return }
                self.pop(toDepth: i - 1)
            }
        }
        if let view = level.pushedView {
            level.updateChild(view)
        } else if let value = level.value {
            level.updateChild(destinationView(for: value, at: index, origin: level.origin))
        }
    }

    private func destinationView(for value: AnyHashable, at index: Int, origin: NavigationDestinationNode?) -> AnyView {
        if let origin, origin.isAttached, let view = origin.make(value) { return view }
        for below in stride(from: index - 1, through: 0, by: -1) {
            for destination in NavigationSearch.destinations(in: levels[below]) {
                if let view = destination.make(value) { return view }
            }
        }
        return AnyView(Text("⚠ No navigationDestination for \(type(of: value.base))").dim())
    }

    private func showTop(movingFocus: Bool) {
        guard let top = levels.last else { return }
        if top !== shownTop {
            // The first root shown takes no focus of its own: the host's first focus applies.
            if shownTop != nil && movingFocus { pendingFocus = true }
            // The screen that showed disappears (`.onDisappear`) under a push, the top appears
            // again; the levels below it were covered when it was pushed.
            if let shown = shownTop, levels.contains(where: { $0 === shown }) { LifecycleNode.setCovered(true, in: shown) }
            LifecycleNode.setCovered(false, in: top)
            shownTop = top
        }
        updateBar()
        invalidate([.measure, .draw])
        // A split view around shows this stack's title row or its own by the stack's depth.
        NavigationSearch.titlesMayHaveChanged(above: self)
    }

    // MARK: Actions

    /// Pushes `value`, built by the destination nearest to `origin` (a link).
    package func push(_ value: AnyHashable, from origin: Node?) {
        if let origin, let nearest = NavigationSearch.nearestDestination(for: value, from: origin, stoppingAt: self) {
            pendingOrigin = (value, WeakDestination(nearest))
        }
        setPath(levels.dropFirst().compactMap(\.value) + [value])
    }

    /// Pushes a view (`NavigationLink(destination:)`); it is not part of the path. Its content
    /// is made here, in the action that pushed it, so focus can move into it after the next
    /// layout, and evaluated again in that frame: reads made outside a frame are not
    /// recorded, and made inside one the states its body reads (and those it hands on as
    /// bindings, read by a sheet or a field) know their readers, so a change shows at once.
    @discardableResult
    package func push(view: any View) -> NavigationLevelNode {
        let inside = focusIsInside
        saveFocus()
        let level = NavigationLevelNode()
        level.pushedView = view
        attach(level)
        levels.append(level)
        update(level: levels.count - 1)
        for content in level.children { content.invalidate(.evaluate) }
        showTop(movingFocus: inside)
        invalidate(.evaluate)
        return level
    }

    /// Pops to `depth` levels above the root.
    package func pop(toDepth depth: Int) {
        let target = max(0, depth)
        guard target < levels.count - 1 else { return }
        let inside = focusIsInside
        saveFocus()
        for gone in levels[(target + 1)...] { gone.teardown() }
        levels.removeSubrange((target + 1)...)
        showTop(movingFocus: inside)
        setPath(levels.dropFirst().compactMap(\.value))
        invalidate(.evaluate)
    }

    // MARK: Layout and drawing

    private var crumbs: [String] {
        environment.navigationCrumbPrefix + levelTitles
    }

    /// Each level's title, searched for again only when the tree or a title changed: a key
    /// that moves focus places the stack again, and each search walks the whole level.
    private var levelTitles: [String] {
        let shape = treeShape, changes = host?.revisions.navigationTitles ?? 0
        let ids = levels.map(ObjectIdentifier.init)
        if let found = foundTitles, found.shape == shape, found.changes == changes, found.levels == ids { return found.titles }
        let titles = levels.map { NavigationSearch.title(in: $0) ?? "" }
        foundTitles = (shape, changes, ids, titles)
        return titles
    }
    private var foundTitles: (shape: Node.TreeShape, changes: Int, levels: [ObjectIdentifier], titles: [String])?

    /// The crumbs of the title row, worked out once: nil when the stack shows none (at its
    /// root, with no title or with the row hidden there).
    var barCrumbs: [String]? {
        let crumbs = self.crumbs
        if depth > 0 { return crumbs }
        if environment.navigationBarHiddenAtRoot { return nil }
        return (crumbs.last ?? "").isEmpty ? nil : crumbs
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let barHeight = bar.crumbs != nil ? 2 : 0
        let inner = levels.last?.size(for: ProposedSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) })) ?? .zero
        return Size(width: p.width ?? inner.width, height: p.height ?? inner.height + barHeight)
    }

    /// What `‹ Back` does: made once, so that the bar's view is the same value from one
    /// placement to the next and is not evaluated again.
    private lazy var backAction = NavigationBackAction { [weak self] in self?.pop(toDepth: (self?.depth ?? 1) - 1) }

    /// Makes the title row for the levels as they are (evaluation).
    func updateBar() {
        bar.update(crumbs: barCrumbs, canGoBack: depth > 0, back: backAction, container: self)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        guard let top = levels.last else { return }
        // A title set below after the row was made was heard of before this layout.
        assert(bar.crumbs == barCrumbs, "a title changed below a navigation stack that did not hear of it")
        let body = bar.placeLevel(top, in: rect, container: self)
        _ = top.size(for: ProposedSize(body.size))
        top.place(in: body)
        if pendingFocus {
            pendingFocus = false
            NavigationSearch.moveFocusAfterLayout(into: top, restoring: top.isFresh ? nil : top.savedFocus?.node, container: self)
            top.isFresh = false
        }
    }

    /// Esc and Backspace go back a level (a text field below takes its Backspace first).
    override package func makeKeyMap() -> KeyMap {
        guard depth > 0 else { return .empty }
        return KeyMap([KeyCommand(KeyTrigger.keys(.escape, .backspace), label: "Esc", "Back", id: "navigation.back") { [unowned self] in pop(toDepth: depth - 1) }])
    }

    override package func teardown() {
        for level in levels where !children.contains(where: { $0 === level }) { level.teardown() }
        if !children.contains(where: { $0 === bar }) { bar.teardown() }
        super.teardown()
    }
}

/// A navigation container whose title row shows titles found below it: a stack, a split
/// view. A title that changes below it after the row was made has it look again before the
/// next layout (`NavigationBarHolder.lookBeforeLayout`).
@MainActor
protocol NavigationTitleRowOwner: Node {
    /// The title row.
    var bar: NavigationBarHolder { get }
    /// The crumbs the row should show now; nil for no row.
    var barCrumbs: [String]? { get }
    /// Makes the row for the crumbs as they are (evaluation).
    func updateBar()
}

extension NavigationStackNode: NavigationTitleRowOwner {}

extension Node {
    /// This node as a container with a title row (a stack, a split view), else nil. Asked of
    /// each ancestor when a title changes: a class test, where `as? any NavigationTitleRowOwner`
    /// would search the program's conformances once for every other class it meets.
    var navigationTitleRowOwner: (any NavigationTitleRowOwner)? {
        if let stack = self as? NavigationStackNode { return stack }
        if let split = self as? NavigationSplitNode { return split }
        return nil
    }
}

/// The title row of a navigation container (a stack, or a collapsed split view): made when
/// the container is evaluated (`update`), only placed when it is laid out (`placeLevel`).
package final class NavigationBarHolder: PassthroughNode {
    /// Gives `container` these children unless it has them: new children make the focus walk
    /// look again, and each placement would otherwise give the same two.
    private static func setChildren(_ children: [Node], of container: Node) {
        if !container.children.elementsEqual(children, by: ===) { container.children = children }
    }

    /// The crumbs the row was last made to show; nil while its container shows none.
    private(set) var crumbs: [String]?
    /// True while a look at the row waits for the next layout.
    private var lookPending = false

    /// Before the next layout (after the dirty views are evaluated, so every title below is
    /// set), makes `container`'s row again if its crumbs no longer are the row's.
    func lookBeforeLayout(for container: any NavigationTitleRowOwner) {
        guard !lookPending, let host = container.host else { return }
        lookPending = true
        host.frameContext.runBeforeLayout { [weak self, weak container] in
            self?.lookPending = false
            guard let container, container.isAttached, container.bar.crumbs != container.barCrumbs else { return }
            container.updateBar()
        }
    }

    /// Makes the row show `crumbs` (or no row, for nil) under `container`: evaluation. A row
    /// that comes or goes changes the container's ideal height: it measures and places again.
    func update(crumbs: [String]?, canGoBack: Bool, back: NavigationBackAction, container: Node) {
        if (crumbs == nil) != (self.crumbs == nil) { container.invalidate(.measure) }
        self.crumbs = crumbs
        guard let crumbs else { return }
        environment = container.environment
        container.attach(self)
        updateChild(NavigationBar(crumbs: crumbs.filter { !$0.isEmpty }, canGoBack: canGoBack, back: back))
    }

    /// Places `level` in `rect` under the row, if it shows, makes them `container`'s
    /// children, and returns the level's rectangle.
    func placeLevel(_ level: Node, in rect: Rect, container: Node) -> Rect {
        guard crumbs != nil else {
            Self.setChildren([level], of: container)
            return rect
        }
        let h = min(2, rect.height)
        place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: h))
        Self.setChildren([self, level], of: container)
        return Rect(x: rect.minX, y: rect.minY + h, width: rect.width, height: rect.height - h)
    }

    /// The row, in the colours a `.toolbarBackground` in the level below asks for.
    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        guard let container = parent, !frame.isEmpty else { return }
        ToolbarBackgroundNode.paint(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), of: &canvas,
                                    for: container.children.filter { $0 !== self })
    }
}

final class WeakDestination {
    weak var node: NavigationDestinationNode?
    init(_ node: NavigationDestinationNode) { self.node = node }
}
