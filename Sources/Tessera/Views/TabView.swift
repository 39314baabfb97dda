/// Shows one of several pages at a time, chosen from a row of tabs above them, as SwiftUI's
/// `TabView`. Each page names its tab with `.tabItem { Label(...) }` and the value it stands
/// for with `.tag(_:)`; a page without a tag stands for its position (0, 1, …).
///
/// ```swift
/// TabView(selection: $tab) {
///     AnimalsList().tabItem { Label("Animals", systemImage: "pawprint") }.tag(Tab.animals)
///     Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
///
/// In a terminal the tabs are a row at the top. The row is a Tab stop where ← and → choose the
/// tab; from anywhere on a page `[` and `]` choose the previous and the next one (a text field
/// that takes typed characters keeps them). The footer and help name these keys. Every page
/// keeps its state while another shows.
///
/// With `.tabViewStyle(.page)` there is no row of tabs: the page takes the whole space, with a
/// line of dots under it (`● ○ ○`, the page showing filled) that is the Tab stop, and the same
/// keys turn the pages.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Pages from `content`, the one showing written to and read from `selection` (a page's
    /// `.tag` value); nil keeps the choice inside the view.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> TabViewNode { TabViewNode() }
    package func update(_ node: TabViewNode) {
        if let selection {
            node.readSelection = { AnyHashable(selection.wrappedValue) }
            node.writeSelection = { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } }
        } else {
            node.readSelection = nil
            node.writeSelection = nil
        }
        node.updateChildren(node.childList(of: content))
        node.refreshTabs()
    }
}

extension TabView where SelectionValue == Int {
    /// Pages from `content`, the first showing until the user chooses another.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// How a `TabView` shows its pages, for `.tabViewStyle(_:)`.
public protocol TabViewStyle: Sendable {}

/// A row of tabs above the page.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// One page at a time, the whole space, with a line of dots under it that tells which page
/// shows and how many there are: SwiftUI's pages swiped through, turned here with ← → on the
/// dots, `[` `]` from anywhere, or a click on a dot.
public struct PageTabViewStyle: TabViewStyle {
    /// When the line of dots shows.
    public enum IndexDisplayMode: Sendable {
        /// Shown when there is more than one page.
        case automatic
        /// Always shown.
        case always
        /// Never shown: the page takes every row, and `[` `]` still turn the pages.
        case never
    }
    /// When the line of dots shows.
    let indexDisplayMode: IndexDisplayMode
    /// The style with the page indicator shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

/// How the `TabView`s inside draw: a row of tabs, or pages with a line of dots.
enum TabViewLayout: Equatable {
    case tabs
    case pages(PageTabViewStyle.IndexDisplayMode)
}

private struct TabViewLayoutKey: EnvironmentKey { static var defaultValue: TabViewLayout { .tabs } }

extension EnvironmentValues {
    /// How `TabView`s draw (`.tabViewStyle`).
    var tabViewLayout: TabViewLayout { get { self[TabViewLayoutKey.self] } set { self[TabViewLayoutKey.self] = newValue } }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The row of tabs above the page.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// One page at a time, with a line of dots under it when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// One page at a time, with a line of dots under it as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// The tab this page shows in its `TabView`'s row: a `Label` or a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        NodeView(TupleView(self, label()), make: { TabItemNode() })
    }

    /// Sets how the `TabView`s inside draw: `.automatic`, a row of tabs above the page, or
    /// `.page`, one page at a time with a line of dots under it. A style of the program's own
    /// draws as `.automatic`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewLayout, (style as? PageTabViewStyle).map { .pages($0.indexDisplayMode) } ?? .tabs)
    }
}

/// A page with its tab's label: the first child is the page, the second the label, which is
/// read for its text and never drawn.
package final class TabItemNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    /// The page and its tab's label.
    override package class var modifiesEachView: Bool { false }
    var label: String { children.count > 1 ? children[1].textContent : "" }
    override package func sizeThatFits(_ p: ProposedSize) -> Size { children.first?.size(for: p) ?? .zero }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: rect)
        if children.count > 1 { children[1].place(in: Rect(origin: rect.origin, size: .zero)) }
    }
    override package func draw(_ canvas: inout CellCanvas) { children.first?.draw(&canvas) }
}

/// The tab row on the first line and the chosen page below it, or (`.page` style) the chosen
/// page above a line of dots; the other pages are kept (with their state) but placed in no
/// cells, so neither drawing nor focus reaches them.
package final class TabViewNode: Node {
    var readSelection: (@MainActor () -> AnyHashable)?
    var writeSelection: (@MainActor (AnyHashable) -> Void)?
    /// The choice kept here when no binding holds it.
    private var ownSelection: AnyHashable?
    /// Each page's tab: its title and the value it stands for.
    private(set) var tabs: [(title: String, tag: AnyHashable)] = []
    /// Where each tab was drawn in the row, for clicks.
    private var tabSpans: [Range<Int>] = []
    /// The page the last placement showed (its views appeared; the others' disappeared).
    private var pageShown: Int?

    override package var isFocusable: Bool { environment.isEnabled && tabs.count > 1 && (!isPaged || showsIndex) }

    /// Drawn as pages (`.tabViewStyle(.page)`) rather than under a row of tabs.
    private var isPaged: Bool { environment.tabViewLayout != .tabs }
    /// Whether the line of tabs or of dots takes a row.
    private var showsIndex: Bool {
        switch environment.tabViewLayout {
        case .tabs: return true
        case .pages(let mode): return mode == .always || (mode == .automatic && tabs.count > 1)
        }
    }

    func refreshTabs() {
        tabs = children.enumerated().map { index, page in
            var title = "", tag: AnyHashable = AnyHashable(index)
            var node: Node? = page
            // The modifiers a page is written with, outermost first: `.tabItem`, `.tag`, and
            // what passes through.
            while let n = node {
                if let item = n as? TabItemNode, title.isEmpty { title = item.label; node = item.children.first; continue }
                if let tagged = n as? TagNode { tag = tagged.tag }
                guard n is PassthroughNode || n is CompositeNode, n.children.count == 1 else { break }
                node = n.children[0]
            }
            return (Sanitizer.sanitize(title.isEmpty ? "Tab \(index + 1)" : title), tag)
        }
    }

    /// The index of the page showing: the selection's page, else the first.
    var selectedIndex: Int {
        let value = readSelection?() ?? ownSelection
        return value.flatMap { v in tabs.firstIndex { $0.tag == v } } ?? 0
    }

    func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        if let writeSelection { writeSelection(tabs[index].tag) } else { ownSelection = tabs[index].tag }
        // A control on the page that goes keeps no focus there: the row of tabs takes it.
        if let focused = host?.focus.focused, focused !== self, focused.isDescendant(of: self) { moveFocus(to: self) }
        invalidate([.measure, .draw])
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let index = showsIndex ? 1 : 0
        let inner = ProposedSize(width: p.width, height: p.height.map { max(0, $0 - index) })
        let page = children.indices.contains(selectedIndex) ? children[selectedIndex].size(for: inner) : .zero
        let row = isPaged ? tabs.count * 2 - 1 : tabs.reduce(0) { $0 + DisplayWidth.width(of: $1.title) + 3 }
        return Size(width: p.width ?? max(row, page.width), height: p.height ?? page.height + index)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let selected = selectedIndex
        let index = showsIndex ? 1 : 0
        let pageRect = Rect(x: rect.minX, y: rect.minY + (isPaged ? 0 : index), width: rect.width, height: max(0, rect.height - index))
        if selected != pageShown {
            // The pages not showing disappear (`.onDisappear`), the one showing appears.
            pageShown = selected
            for (index, page) in children.enumerated() where index != selected { LifecycleNode.setCovered(true, in: page) }
            if children.indices.contains(selected) { LifecycleNode.setCovered(false, in: children[selected]) }
        }
        for (index, page) in children.enumerated() {
            if index == selected {
                let size = page.size(for: ProposedSize(pageRect.size))
                if isPaged {
                    // A page smaller than the space is centred in it, as SwiftUI's pages are.
                    let fitted = Size(width: min(size.width, pageRect.width), height: min(size.height, pageRect.height))
                    page.place(in: Rect(x: pageRect.minX + (pageRect.width - fitted.width) / 2,
                                        y: pageRect.minY + (pageRect.height - fitted.height) / 2, width: fitted.width, height: fitted.height))
                } else {
                    page.place(in: pageRect)
                }
            } else {
                page.place(in: Rect(origin: pageRect.origin, size: .zero))
            }
        }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.height > 0 else { return }
        if isPaged { return drawPages(&canvas) }
        let base = environment.textStyle
        let selected = selectedIndex
        canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), style: base)
        let first = firstShownTab(selected)
        var x = frame.minX
        tabSpans = Array(repeating: 0..<0, count: tabs.count)
        // Tabs scrolled off the start are marked, so the row never hides that they are there.
        if first > 0 { x = canvas.write("‹", at: Point(x: x, y: frame.minY), style: base.with(.dim)) }
        for index in first..<tabs.count where x < frame.maxX {
            var style = index == selected ? base.with([.bold, .underline]).foreground(environment.theme.accent) : base.with(.dim)
            if index == selected && isFocused { style.attributes.insert(.reverse) }
            let label = (index == selected ? "▸" : " ") + tabs[index].title + " "
            let width = min(DisplayWidth.width(of: label), frame.maxX - x)
            canvas.write(label, x: x, y: frame.minY, width: width, style: style)
            tabSpans[index] = x..<(x + width)
            x += width
            if index < tabs.count - 1 && x < frame.maxX { x = canvas.write("│", at: Point(x: x, y: frame.minY), style: base.with(.dim)) }
        }
        if children.indices.contains(selected) { children[selected].draw(&canvas) }
    }

    /// The chosen page and, on the last row, a dot for each page, the chosen one filled (in
    /// reverse video while the dots have focus); where the dots do not fit, `‹ 3/12 ›`.
    private func drawPages(_ canvas: inout CellCanvas) {
        let selected = selectedIndex
        if children.indices.contains(selected) { children[selected].draw(&canvas) }
        tabSpans = Array(repeating: 0..<0, count: tabs.count)
        guard showsIndex, tabs.count > 0 else { return }
        let base = environment.textStyle, y = frame.maxY - 1
        canvas.fill(Rect(x: frame.minX, y: y, width: frame.width, height: 1), style: base)
        var chosen = base.with(.bold).foreground(environment.theme.accent)
        if isFocused { chosen.attributes.insert(.reverse) }
        if tabs.count * 2 - 1 <= frame.width {
            var x = frame.minX + (frame.width - (tabs.count * 2 - 1)) / 2
            for index in tabs.indices {
                canvas.write(index == selected ? "●" : "○", at: Point(x: x, y: y), style: index == selected ? chosen : base.with(.dim))
                tabSpans[index] = x..<(x + 1)
                x += 2
            }
        } else {
            let count = "\(selected + 1)/\(tabs.count)"
            let text = "‹ " + count + " ›"
            let x = frame.minX + max(0, (frame.width - DisplayWidth.width(of: text)) / 2)
            canvas.write(text, x: x, y: y, width: frame.maxX - x, style: base.with(.dim))
            canvas.write(count, x: x + 2, y: y, width: max(0, frame.maxX - x - 2), style: chosen)
            // A click on ‹ or › turns the page that way.
            if selected > 0 { tabSpans[selected - 1] = x..<(x + 1) }
            if selected + 1 < tabs.count { tabSpans[selected + 1] = (x + text.count - 1)..<(x + text.count) }
        }
    }

    /// The first tab the row shows: the first, unless the chosen one would then end past the
    /// row's end.
    private func firstShownTab(_ selected: Int) -> Int {
        guard tabs.indices.contains(selected) else { return 0 }
        let widths = tabs.map { DisplayWidth.width(of: $0.title) + 3 }
        var first = 0
        while first < selected, (first > 0 ? 1 : 0) + widths[first...selected].reduce(0, +) - 1 > frame.width { first += 1 }
        return first
    }

    /// ← and → while the row has focus; `[` and `]` from anywhere on the page.
    override package func makeKeyMap() -> KeyMap {
        guard tabs.count > 1 else { return .empty }
        var commands: [KeyCommand] = []
        if isFocused {
            commands.append(KeyCommand(KeyTrigger.keys(.left, .right), isPaged ? "Page" : "Tab", id: "tab-view.tab") { [unowned self] key in
                let next = selectedIndex + (key.key == .left ? -1 : 1)
                guard tabs.indices.contains(next) else { return false }
                select(next)
                return true
            })
        }
        commands.append(KeyCommand(KeyTrigger.keys(.character("["), .character("]")), label: "[ ]", isPaged ? "Previous/next page" : "Previous/next tab", id: "tab-view.previous-next") { [unowned self] key in
            let count = tabs.count
            select((selectedIndex + (key.key == .character("[") ? count - 1 : 1)) % count)
            return true
        })
        return KeyMap(isEnabled: environment.isEnabled, commands)
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, event.position.y == (isPaged ? frame.maxY - 1 : frame.minY) else { return false }
        guard let index = tabSpans.firstIndex(where: { $0.contains(event.position.x) }) else { return false }
        select(index)
        return true
    }

    /// The tabs read as a group whose value is the tab showing, holding the page's elements.
    override package func accessibilityElement() -> AccessibilityElement? {
        let selected = selectedIndex
        guard tabs.indices.contains(selected), children.indices.contains(selected) else { return nil }
        return AccessibilityElement(role: .group, label: isPaged ? "Pages" : "Tabs", value: tabs[selected].title,
                                    hint: "\(selected + 1) of \(tabs.count)", children: AccessibilityTree.elements(of: children[selected]))
    }
}
