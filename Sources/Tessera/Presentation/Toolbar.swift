/// Where a toolbar item goes, by SwiftUI's names. A terminal has one title bar and keeps its
/// bottom row for the keys, so every placement — `.topBarLeading`, `.principal` and `.bottomBar`
/// included — is drawn at the trailing end of the title bar, in the order declared.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// SwiftUI's placements: by the title (`.navigation`), in the middle (`.principal`), or at
    /// the trailing end (the actions, and `.automatic`).
    case automatic, navigation, principal, primaryAction, secondaryAction, confirmationAction, cancellationAction
    /// An action that deletes or discards, SwiftUI's `.destructiveAction`: a title bar item
    /// like the others (it is never the default one).
    case destructiveAction
    /// The leading end of the top bar in SwiftUI; the title bar's items here.
    case topBarLeading
    /// The trailing end of the top bar.
    case topBarTrailing
    /// A bottom toolbar in SwiftUI; the title bar's items here (the bottom row lists keys).
    case bottomBar
}

/// One item of a `.toolbar { }`: usually a `Button` with a `.keyboardShortcut`.
///
/// In a sheet, a plain button placed at `.confirmationAction` answers Return (when the
/// focused control does not use it), as a dialog's default button does, and the footer says so.
public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    @Environment(\.presentationOptions) private var presentation
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    /// The item's content.
    public var body: some View {
        if presentation != nil, placement == .confirmationAction, isPlainButton(Content.self) {
            content.keyboardShortcut(.defaultAction)
        } else {
            content
        }
    }
}

extension ToolbarItem {
    /// May hold several views: a `ToolbarItemGroup`'s content is split into one bar item each.
    public static var _viewTraits: _ViewTraits { _ViewTraits(toolbarGrouping: Self.self) }
}

/// Whether `type` is a `Button` as written, with no modifier around it (one with its own
/// shortcut is not): asked of its descriptor, one for every `Button<Label>`, where a
/// conformance cast would search the program's conformances once for each type asked.
@MainActor func isPlainButton(_ type: Any.Type) -> Bool {
    DynamicProperties.structDescriptor(of: type) == buttonDescriptor
}

@MainActor private let buttonDescriptor = DynamicProperties.structDescriptor(of: Button<Text>.self)

/// The items and title declared under a title bar, collected while the views build.
@MainActor
package final class ToolbarRegistry {
    weak var bar: ToolbarHostNode?
    var title: String?
    var entries: [ObjectIdentifier: (order: Int, inInspector: Bool, content: any View)] = [:]
    private var nextOrder = 0
    /// The inspector's column (divider included), set while laying out; its items go above it.
    var inspectorColumn: Rect?

    func register(_ node: Node, content: any View, inInspector: Bool) {
        let key = ObjectIdentifier(node)
        let order = entries[key]?.order ?? { nextOrder += 1; return nextOrder }()
        entries[key] = (order, inInspector, content)
        bar?.registryChanged()
    }

    func unregister(_ node: Node) {
        if entries.removeValue(forKey: ObjectIdentifier(node)) != nil { bar?.registryChanged() }
    }
}

private struct ToolbarRegistryKey: EnvironmentKey { static var defaultValue: ToolbarRegistry? { nil } }
private struct InInspectorKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    package var toolbarRegistry: ToolbarRegistry? {
        get { self[ToolbarRegistryKey.self] } set { self[ToolbarRegistryKey.self] = newValue }
    }
    /// True inside an inspector's content.
    public var isInInspector: Bool { get { self[InInspectorKey.self] } set { self[InInspectorKey.self] = newValue } }
}

/// `.navigationTitle` / `.toolbar`: the outermost one draws a title bar on its top row;
/// inner ones (and those inside an inspector) hand their items to it.
struct ToolbarHostView<Content: View>: PrimitiveView {
    let content: Content
    let title: String?
    let items: (any View)?
    /// Makes a bar even when one exists above (a sheet's own bar).
    var forceBar = false
    /// Without `forceBar`, draws no bar and hands nothing on: only passes the content through
    /// (an inspector's column; the same node becomes its sheet's bar in compact width).
    var passThrough = false

    func makeNode() -> ToolbarHostNode { ToolbarHostNode() }
    func update(_ n: ToolbarHostNode) {
        n.update(content: content, title: title, items: items, forceBar: forceBar, passThrough: passThrough)
    }
}

package final class ToolbarHostNode: Node {
    private var registry: ToolbarRegistry?
    private var ownsBar = false
    private var isBuilding = false
    private var itemRegions: [Bool] = []
    private var itemHints: [String] = []
    /// Where the bar says some items did not fit: "More… (F10)", or "…" where that is too long.
    private var overflow: [(rect: Rect, label: String)] = []
    private let overflowMenu = AttachedMenu()
    private var titleText: String?

    func update(content: any View, title: String?, items: (any View)?, forceBar: Bool, passThrough: Bool = false) {
        if teardownActions.isEmpty { teardownActions.append { [weak self] in if let self { self.registry?.unregister(self) } } }
        // The content has the same path as under an own bar, so switching keeps its state.
        var list = ChildList()
        list.add(content, path: ChildPath(steps: [.index(0)]))
        if passThrough, !forceBar {
            leaveRegistry()
            updateChildren(list)
            return
        }
        // A title inside a navigation container belongs to the container's own title row.
        if items == nil, !forceBar, ancestors.contains(where: { $0 is NavigationLevelNode || $0 is NavigationSplitNode }) {
            leaveRegistry()
            updateChildren(ChildList.of(content))
            return
        }
        if let outer = environment.toolbarRegistry, !forceBar {
            if registry !== outer { leaveRegistry() }
            registry = outer
            if let title { outer.title = title }
            if let items { outer.register(self, content: items, inInspector: environment.isInInspector) } else { outer.unregister(self) }
            updateChildren(ChildList.of(content))
            return
        }
        if !ownsBar { leaveRegistry() }
        ownsBar = true
        let registry = self.registry ?? ToolbarRegistry()
        registry.bar = self
        self.registry = registry
        registry.title = title ?? (forceBar ? nil : registry.title)
        if let items { registry.entries[ObjectIdentifier(self)] = (0, environment.isInInspector, items) }
        isBuilding = true
        environment.toolbarRegistry = registry
        update(.content, with: list)
        buildItems()
        isBuilding = false
    }

    /// Stops drawing the bar of, or handing items to, the registry used so far.
    private func leaveRegistry() {
        if let registry {
            if ownsBar { if registry.bar === self { registry.bar = nil } } else { registry.unregister(self) }
        }
        registry = nil
        ownsBar = false
    }

    func registryChanged() {
        guard ownsBar, !isBuilding else { return }
        invalidate(.evaluate)
    }

    override package func reevaluate() {
        isDirty = false
        isBuilding = true
        buildItems()
        isBuilding = false
    }

    /// Children: the content first, then every registered item.
    private func buildItems() {
        guard let registry else { return }
        var list = ChildList()
        var regions: [Bool] = []
        for (key, entry) in registry.entries.sorted(by: { $0.value.order < $1.value.order }) {
            let before = list.count
            for item in ChildList.of(entry.content).items.flatMap(ToolbarItemParts.parts) {
                let path = ChildPath(steps: [.index(1), .id(AnyHashable(key))] + item.path.steps)
                list.add(AnyView(erasing: item.view).environment(\.buttonStyle, .plain), path: path)
            }
            regions += Array(repeating: entry.inInspector, count: list.count - before)
        }
        update(.items, with: list)
        itemRegions = regions
        titleText = registry.title
    }

    private var items: ArraySlice<Node> { children.dropFirst() }

    /// The content (the first child) or the items (the rest).
    private enum Part { case content, items }

    /// Reconciles one part of the children with `list` and leaves the other as it is: the
    /// content's list does not name the items, nor theirs the content, and a node a list does
    /// not name would be torn down, its state with it.
    private func update(_ part: Part, with list: ChildList) {
        let content = Array(children.prefix(1)), items = Array(children.dropFirst())
        children = part == .content ? content : items
        updateChildren(list)
        children = part == .content ? children + items : content + children
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        guard ownsBar else { return children.first?.size(for: p) ?? .zero }
        let inner = children.first?.size(for: ProposedSize(width: p.width, height: p.height.map { max(0, $0 - 1) })) ?? .zero
        return Size(width: p.width ?? inner.width, height: p.height ?? inner.height + 1)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        guard ownsBar, let registry else { children.first?.place(in: rect); return }
        registry.inspectorColumn = nil
        let body = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1))
        if let content = children.first {
            _ = content.size(for: ProposedSize(body.size))
            content.place(in: body)
        }
        let titleEnd = rect.minX + 1 + (titleText.map { DisplayWidth.width(of: $0) + 2 } ?? 0)
        var mainEnd = rect.maxX
        var inspectorRange: (Int, Int)?
        if let column = registry.inspectorColumn {
            mainEnd = column.minX
            inspectorRange = (column.minX + 1, rect.maxX)
        }
        overflow = []
        itemHints = []
        var placements: [Rect] = Array(repeating: .zero, count: items.count)
        // Without an inspector column every item goes in the main part of the bar.
        for region in inspectorRange == nil ? [false] : [false, true] {
            let (start, end) = region ? (inspectorRange ?? (0, 0)) : (titleEnd, mainEnd)
            var x = end - 1
            var hidden = false
            for (i, node) in items.enumerated().reversed() where (itemRegions[safe: i] ?? false) == region || (inspectorRange == nil && region == false) {
                let s = node.size(for: ProposedSize(width: nil, height: 1))
                let hint = Self.shortcutHint(in: node)
                let w = s.width + DisplayWidth.width(of: hint)
                if hidden || x - w < start + 2 { hidden = true; continue }
                placements[i] = Rect(x: x - w, y: rect.minY, width: s.width, height: 1)
                x -= w + 2
            }
            if hidden {
                let label = Self.moreLabel
                let fits = x - start >= DisplayWidth.width(of: label) + 2
                let text = fits ? label : "…"
                let width = DisplayWidth.width(of: text)
                let left = fits ? x - width : max(start, x - 1)
                overflow.append((Rect(x: left, y: rect.minY, width: width, height: 1), text))
            }
        }
        for (i, node) in items.enumerated() {
            node.place(in: placements[i])
            itemHints.append(placements[i].isEmpty ? "" : Self.shortcutHint(in: node))
        }
    }

    /// The hidden items' buttons, as menu entries.
    private var hiddenEntries: [(title: String, action: @MainActor () -> Void)] {
        var entries: [(title: String, action: @MainActor () -> Void)] = []
        for node in items where node.frame.isEmpty {
            node.forEachNode { n in
                guard let button = n as? ButtonNode, button.environment.isEnabled else { return }
                entries.append((button.title, { [weak button] in button?.action() }))
            }
        }
        return entries
    }

    private func openOverflowMenu() -> Bool {
        guard ownsBar, !overflowMenu.isOpen, let anchor = overflow.last?.rect.origin, !hiddenEntries.isEmpty else { return false }
        overflowMenu.open(owner: self, anchor: anchor, entries: hiddenEntries)
        return true
    }

    /// F10 opens the menu of what the bar had no room for; Esc closes it.
    override package func makeKeyMap() -> KeyMap {
        if overflowMenu.isOpen { return KeyMap([KeyCommand([KeyTrigger(.escape)], "Close menu", id: "menu.close") { [unowned self] in overflowMenu.close() }]) }
        guard ownsBar, !overflow.isEmpty else { return .empty }
        return KeyMap([KeyCommand([KeyTrigger(.function(10))], "More", id: "toolbar.more") { [unowned self] _ in openOverflowMenu() }])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, overflow.contains(where: { $0.rect.contains(event.position) }) else { return false }
        return openOverflowMenu()
    }


    /// The overflow marker: what it is and the key that opens it.
    static let moreLabel = "More… (F10)"

    static func shortcutHint(in node: Node) -> String {
        var key: KeyPress?
        node.forEachNode { found in
            guard key == nil, let s = found as? ShortcutNode else { return }
            // A menu's entry answers its own key; it is not the key of the item holding the menu.
            var above = s.parent
            while let a = above, a !== node { if a is MenuNode { return }; above = a.parent }
            key = s.key
        }
        return key.map { " (\($0.description))" } ?? ""
    }

    override package func draw(_ canvas: inout CellCanvas) {
        children.first?.draw(&canvas)
        guard ownsBar else { return }
        let theme = environment.theme
        let bar = Style(foreground: theme.barForeground, background: theme.barBackground)
        let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        canvas.fill(row, style: bar)
        if let titleText { canvas.write(titleText, x: frame.minX + 1, y: frame.minY, width: max(0, frame.width - 2), style: bar.with(.bold)) }
        for (i, node) in items.enumerated() where !node.frame.isEmpty {
            node.draw(&canvas)
            canvas.restyle(node.frame) { if $0.background == .default { $0.background = bar.background } }
            if let hint = itemHints[safe: i], !hint.isEmpty {
                canvas.write(hint, at: Point(x: node.frame.maxX, y: frame.minY), style: bar.with(.dim))
            }
        }
        for (rect, label) in overflow { canvas.write(label, at: rect.origin, style: bar.with(.bold)) }
        ToolbarBackgroundNode.paint(row, of: &canvas, for: Array(children.prefix(1)), around: self,
                                    barBackground: bar.background, barForeground: bar.foreground)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension View {
    /// The title of this view: in a navigation stack or split view column, shown in its title
    /// row and breadcrumb; elsewhere, at the start of a title bar.
    public func navigationTitle(_ title: String) -> some View {
        let clean = Sanitizer.sanitize(title)
        return ToolbarHostView(content: NodeView(self, make: { NavigationTitleNode() }, configure: { $0.title = clean }),
                               title: clean, items: nil)
    }

    /// Items for the title bar. Declared inside an inspector, they go above the inspector.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarHostView(content: self, title: nil, items: content())
    }
}
