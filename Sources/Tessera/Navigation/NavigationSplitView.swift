/// Two or three columns side by side — a sidebar, an optional content column and a detail
/// column — with vertical dividers. Each column is a focus section: Tab walks every control,
/// Left/Right cross between columns. Narrower than 80 columns it collapses into a stack that
/// keeps the same views and state: the sidebar first; activating a row of a selection list
/// (Enter) shows the next column; Esc or `‹ Back` goes back.
///
/// ```swift
/// NavigationSplitView {
///     SelectionList(destinations, selection: $selected) { Text($0.name) }
///         .navigationTitle("Destinations")
/// } detail: {
///     DestinationDetail(id: selected)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    var visibility: Binding<NavigationSplitViewVisibility>?

    /// Three columns: sidebar, content, detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }

    /// Three columns, showing those `columnVisibility` names (in regular width).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        visibility = columnVisibility
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> NavigationSplitNode { NavigationSplitNode() }
    package func update(_ n: NavigationSplitNode) {
        var views: [any View] = [sidebar]
        if let content { views.append(content) }
        views.append(detail)
        n.visibility = visibility?.wrappedValue ?? .automatic
        n.update(columns: views)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = nil; self.detail = detail()
    }

    /// Two columns, showing those `columnVisibility` names (in regular width).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        visibility = columnVisibility
    }
}

/// Which columns of a split view are shown in regular width; the app changes it through the
/// binding (a button or a key of its own). Collapsed below 80 columns, one column shows at a
/// time whatever this says.
public enum NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    /// Every column.
    case all
    /// The last two columns: content and detail (a two-column view shows both).
    case doubleColumn
    /// The detail column alone.
    case detailOnly
    /// Every column, as `.all`.
    case automatic

    /// How many trailing columns of `count` are shown.
    func shownCount(of count: Int) -> Int {
        switch self {
        case .all, .automatic: return count
        case .doubleColumn: return min(count, 2)
        case .detailOnly: return min(count, 1)
        }
    }
}

/// SwiftUI's split view styles. Columns sit side by side in a terminal (nothing floats over
/// the detail), so `.prominentDetail` is drawn as `.balanced`; the style is accepted so a
/// SwiftUI file compiles unchanged.
public enum NavigationSplitViewStyle: Hashable, Sendable {
    /// SwiftUI's split view styles, all drawn as columns side by side.
    case automatic, balanced, prominentDetail
}

/// Where `.navigationSplitViewColumnWidth` keeps its widths.
package final class ColumnWidthNode: PassthroughNode {
    var minWidth: Int?
    var idealWidth = 0
    var maxWidth: Int?
}

extension View {
    /// The width of the split view column this view is in: `ideal` when there is room, never
    /// under `min` or over `max` (in terminal columns).
    public func navigationSplitViewColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil) -> some View {
        NodeView(self, make: { ColumnWidthNode() }, configure: { $0.minWidth = min; $0.idealWidth = ideal; $0.maxWidth = max })
    }

    /// A fixed width for the split view column this view is in.
    public func navigationSplitViewColumnWidth(_ width: Int) -> some View {
        navigationSplitViewColumnWidth(min: width, ideal: width, max: width)
    }

    /// Accepts SwiftUI's split view style; columns are always side by side (see
    /// `NavigationSplitViewStyle`).
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> some View { self }
}

private struct SplitActivateKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
    /// Set by a split view on its columns: a selection list's Enter shows the next column.
    package var splitViewActivate: (@MainActor () -> Void)? {
        get { self[SplitActivateKey.self] } set { self[SplitActivateKey.self] = newValue }
    }
}

package final class NavigationSplitNode: Node {
    private(set) var columns: [NavigationLevelNode] = []
    private var columnViews: [any View] = []
    let bar = NavigationBarHolder()
    /// The column shown when collapsed.
    private(set) var compactIndex = 0
    private(set) var isCollapsed = false
    private var pendingFocus = false
    private var dividers: [Int] = []
    /// Which columns show in regular width.
    var visibility = NavigationSplitViewVisibility.automatic
    static let compactWidth = 80
    /// A `NavigationView`'s columns: a view-based link in a column replaces the next one, and
    /// the last column keeps a stack of its own, which links in it push onto.
    var linksReplaceColumns = false
    /// The destinations links put in place of the columns declared, by column, each with a
    /// count of replacements (a new one starts the column's stack afresh).
    private var linkedColumns: [Int: (view: any View, count: Int)] = [:]

    func update(columns views: [any View]) {
        columnViews = views
        while columns.count < views.count {
            let column = NavigationLevelNode()
            column.isFresh = false
            attach(column)
            columns.append(column)
        }
        while columns.count > views.count { columns.removeLast().teardown() }
        compactIndex = min(compactIndex, columns.count - 1)
        for (index, view) in views.enumerated() { updateColumn(index, view) }
        updateBar()
    }

    /// Makes the title row collapsed shows for the columns as they are (evaluation).
    func updateBar() {
        bar.update(crumbs: barCrumbs, canGoBack: compactIndex > 0, back: backAction, container: self)
    }

    /// The crumbs of the title row collapsed shows over its column: none in regular width,
    /// nor when a stack in the column is deeper than its root (its own row shows then).
    var barCrumbs: [String]? {
        guard isCollapsed, columns.indices.contains(compactIndex) else { return nil }
        let crumbs = Array(titles.prefix(compactIndex + 1))
        let innerDeep = NavigationSearch.stacks(in: columns[compactIndex]).contains { $0.depth > 0 }
        return !innerDeep && (compactIndex > 0 || !(crumbs.last ?? "").isEmpty) ? crumbs : nil
    }

    private func updateColumn(_ index: Int, _ view: any View) {
        let column = columns[index]
        var env = environment
        let isLast = index == columns.count - 1
        if isLast {
            env.splitViewActivate = nil
        } else {
            env.splitViewActivate = { [weak self] in self?.advance(from: index) }
        }
        env.navigationBarHiddenAtRoot = isCollapsed
        env.navigationCrumbPrefix = isCollapsed ? Array(titles.prefix(index)) : []
        column.environment = env
        guard linksReplaceColumns else { return column.updateChild(AnyView(erasing: view).focusSection()) }
        let linked = linkedColumns[index]
        let shown = AnyView(erasing: linked?.view ?? view)
        if isLast {
            column.updateChild(NavigationStack { shown }.id(linked?.count ?? 0).focusSection())
        } else {
            column.updateChild(shown.id(linked?.count ?? 0).focusSection())
        }
    }

    /// A view-based link in a column was activated: its destination replaces the next column,
    /// which is shown (collapsed) or takes the focus. False when the link is in the last
    /// column, or this split view is not a `NavigationView`'s.
    func show(_ destination: any View, linkedFrom link: Node) -> Bool {
        guard linksReplaceColumns, let index = columns.firstIndex(where: { link.isDescendant(of: $0) }),
              index + 1 < columns.count else { return false }
        linkedColumns[index + 1] = (destination, (linkedColumns[index + 1]?.count ?? 0) + 1)
        // A column after the one replaced shows what was declared for it again.
        for later in (index + 2)..<max(index + 2, columns.count) { linkedColumns[later] = nil }
        if isCollapsed {
            advance(from: index)
        } else {
            invalidate(.evaluate)
            NavigationSearch.moveFocusAfterLayout(into: columns[index + 1], restoring: nil, container: self)
        }
        return true
    }

    /// Each column's title; a stack in a column lends its root's title.
    private var titles: [String] {
        columns.map { column in
            if let title = NavigationSearch.title(in: column) { return title }
            return NavigationSearch.stacks(in: column).first.flatMap { $0.levels.first }.flatMap { NavigationSearch.title(in: $0) } ?? ""
        }
    }

    /// A selection list in column `index` was activated.
    private func advance(from index: Int) {
        guard let host else { return }
        if isCollapsed {
            guard index == compactIndex, index + 1 < columns.count else { return }
            if let f = host.focus.focused, f.isDescendant(of: columns[index]) { columns[index].savedFocus = WeakBox(f) }
            compactIndex = index + 1
            columns[compactIndex].isFresh = true
            pendingFocus = true
            invalidate(.evaluate)
        } else {
            let next = NavigationSearch.focusables(in: columns[index + 1])
            if let first = next.first { host.focus.set(first, in: host) }
        }
    }

    /// Collapsed, a focus request for a control in a column not shown shows that column (its
    /// environment and the title row applied in the next evaluation).
    override package func realizeOffscreen(where matches: @escaping (Node) -> Bool) -> Bool {
        guard isCollapsed else { return false }
        for (index, column) in columns.enumerated() where index != compactIndex {
            guard column.containsNode(where: matches) else { continue }
            compactIndex = index
            columns[index].isFresh = false
            invalidate(.evaluate)
            return true
        }
        return false
    }

    private func goBack() {
        guard isCollapsed, compactIndex > 0 else { return }
        compactIndex -= 1
        columns[compactIndex].isFresh = false
        pendingFocus = true
        invalidate(.evaluate)
    }

    package override func reevaluate() {
        isDirty = false
        update(columns: columnViews)
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 80, height: p.height ?? 24)
    }

    /// The widths of `shown` (the trailing columns in view), the last taking what is left.
    private func widths(for total: Int, shown: ArraySlice<NavigationLevelNode>) -> [Int] {
        let specs: [(min: Int, ideal: Int, max: Int)] = shown.enumerated().map { offset, column in
            let index = shown.startIndex + offset
            var width: ColumnWidthNode?
            NavigationSearch.visit(column) { if width == nil, let w = $0 as? ColumnWidthNode { width = w } }
            let isLast = index == columns.count - 1
            let defaults = isLast ? (20, 40, Int.infinity) : (index == 0 ? (16, 26, 40) : (20, 30, 50))
            guard let width else { return defaults }
            return (width.minWidth ?? min(width.idealWidth, defaults.0), width.idealWidth, width.maxWidth ?? max(width.idealWidth, defaults.2))
        }
        var result = specs.map { min(max($0.ideal, $0.min), $0.max) }
        let available = total - (shown.count - 1)
        // The last column takes what is left; earlier columns give way down to their minimums.
        result[result.count - 1] = available - result.dropLast().reduce(0, +)
        for index in stride(from: result.count - 2, through: 0, by: -1) where result[result.count - 1] < specs[result.count - 1].min {
            let need = specs[result.count - 1].min - result[result.count - 1]
            let give = min(need, result[index] - specs[index].min)
            if give > 0 { result[index] -= give; result[result.count - 1] += give }
        }
        return result.map { max(0, $0) }
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let collapsed = rect.width < Self.compactWidth
        if collapsed != isCollapsed {
            isCollapsed = collapsed
            if collapsed {
                // Collapse onto the column that has focus, so nothing jumps away.
                if let f = host?.focus.focused, let i = columns.firstIndex(where: { f.isDescendant(of: $0) }) { compactIndex = i }
            }
            // The columns see the width class in their environment, and the title row comes
            // or goes: what this layout found is handed back, and the host's sized-content
            // step evaluates the split view and places it again.
            invalidate(.sizedContent)
        }
        dividers.removeAll()
        if isCollapsed {
            placeCollapsed(in: rect)
            return
        }
        // Hidden columns leave the tree while hidden (keeping their nodes and state), so they
        // hold no focus and draw nothing.
        let shown = columns.suffix(visibility.shownCount(of: columns.count))
        children = Array(shown)
        var x = rect.minX
        for (column, width) in zip(shown, widths(for: rect.width, shown: shown)) {
            _ = column.size(for: ProposedSize(width: width, height: rect.height))
            column.place(in: Rect(x: x, y: rect.minY, width: width, height: rect.height))
            x += width
            if column !== columns.last { dividers.append(x); x += 1 }
        }
    }

    /// What `‹ Back` does: made once, so that the bar's view is the same value from one
    /// placement to the next and is not evaluated again.
    private lazy var backAction = NavigationBackAction { [weak self] in self?.goBack() }

    private func placeCollapsed(in rect: Rect) {
        let column = columns[compactIndex]
        // A title, or a stack's depth, that changed below after the row was made was heard
        // of before this layout (`NavigationTitleRowOwner`).
        let body = bar.placeLevel(column, in: rect, container: self)
        _ = column.size(for: ProposedSize(body.size))
        column.place(in: body)
        if pendingFocus {
            pendingFocus = false
            NavigationSearch.moveFocusAfterLayout(into: column, restoring: column.isFresh ? nil : column.savedFocus?.node, container: self)
        }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        let style = Style(foreground: environment.theme.secondary)
        for x in dividers {
            for y in frame.minY..<frame.maxY { canvas.set("│", x: x, y: y, style: style) }
        }
    }

    /// Collapsed and showing a later column: Esc and Backspace go back (a text field below
    /// takes its Backspace first).
    override package func makeKeyMap() -> KeyMap {
        guard isCollapsed, compactIndex > 0 else { return .empty }
        return KeyMap([KeyCommand(KeyTrigger.keys(.escape, .backspace), label: "Esc", "Back", id: "navigation.back") { [unowned self] in goBack() }])
    }

    override package func teardown() {
        for column in columns where !children.contains(where: { $0 === column }) { column.teardown() }
        if !children.contains(where: { $0 === bar }) { bar.teardown() }
        super.teardown()
    }
}

extension NavigationSplitNode: NavigationTitleRowOwner {}

extension NavigationSearch {
    static func stacks(in node: Node) -> [NavigationStackNode] {
        var found: [NavigationStackNode] = []
        func walk(_ n: Node) {
            for child in n.children {
                if let s = child as? NavigationStackNode { found.append(s) } else { walk(child) }
            }
        }
        walk(node)
        return found
    }
}
