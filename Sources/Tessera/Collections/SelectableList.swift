/// A simple single-selection list: one focus stop; Up/Down (Home/End, PgUp/PgDn) move the
/// selection, Enter activates it (in a split view's sidebar this shows the next column), a
/// click selects. The selected row is marked with `▌` and drawn in reverse video while the
/// list has focus, so selection never depends on colour.
///
/// This is deliberately small (no sections, editing or swipe actions); it is named
/// `SelectionList` so it can live beside the full-featured `List`.
///
/// ```swift
/// SelectionList(destinations, selection: $selectedID) { destination in
///     Text(destination.name)
/// }
/// ```
public struct SelectionList<Data: RandomAccessCollection, RowContent: View>: PrimitiveView where Data.Element: Identifiable {
    let data: Data
    let selection: Binding<Data.Element.ID?>
    let rowContent: @MainActor (Data.Element) -> RowContent

    /// A list of `data`'s elements, one row each from `rowContent`, the chosen one's id in
    /// `selection`.
    public init(_ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent) {
        self.data = data; self.selection = selection; self.rowContent = rowContent
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> SelectionListNode { SelectionListNode() }
    package func update(_ n: SelectionListNode) {
        n.ids = data.map { AnyHashable($0.id) }
        let binding = selection
        n.getSelection = { binding.wrappedValue.map { AnyHashable($0) } }
        n.setSelection = { id in binding.wrappedValue = id?.base as? Data.Element.ID }
        n.updateChildren(ChildList.of(ForEach(data, id: \.id) { rowContent($0) }))
    }
}

package final class SelectionListNode: Node {
    var ids: [AnyHashable] = []
    var getSelection: @MainActor () -> AnyHashable? = { nil }
    var setSelection: @MainActor (AnyHashable?) -> Void = { _ in }
    private var offset = 0
    private var rowFrames: [Rect] = []
    private static let inset = 2

    override package var isFocusable: Bool { environment.isEnabled && !ids.isEmpty }
    override package class var policy: NodePolicy { [.takesFocusAsWhole] }

    private var selectedIndex: Int? { getSelection().flatMap { ids.firstIndex(of: $0) } }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let rowWidth = p.width.map { max(0, $0 - Self.inset) }
        var width = 0, height = 0
        for child in children {
            let s = child.size(for: ProposedSize(width: rowWidth, height: nil))
            width = max(width, s.width); height += max(1, s.height)
        }
        return Size(width: p.width ?? width + Self.inset, height: p.height ?? height)
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        let selected = selectedIndex
        let rows = children.enumerated().map { index, child in
            AccessibilityElement(role: .row, label: AccessibilityTree.label(of: AccessibilityTree.elements(of: child)),
                                 states: index == selected ? ["selected"] : [])
        }
        return AccessibilityElement(role: .list, label: "", children: rows)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let rowWidth = max(0, rect.width - Self.inset)
        let heights = children.map { max(1, $0.size(for: ProposedSize(width: rowWidth, height: nil)).height) }
        // Keep the selected row in view.
        if let index = selectedIndex, index < heights.count {
            let top = heights[..<index].reduce(0, +)
            if top < offset { offset = top }
            if top + heights[index] > offset + rect.height { offset = top + heights[index] - rect.height }
        }
        offset = max(0, min(offset, heights.reduce(0, +) - rect.height))
        rowFrames.removeAll()
        var y = rect.minY - offset
        for (child, h) in zip(children, heights) {
            let row = Rect(x: rect.minX, y: y, width: rect.width, height: h)
            rowFrames.append(row)
            child.place(in: Rect(x: rect.minX + Self.inset, y: y, width: rowWidth, height: h))
            y += h
        }
    }

    /// The selected row: a scroll view around a list taller than itself follows it.
    override package var revealedRect: Rect {
        selectedIndex.flatMap { rowFrames.indices.contains($0) ? rowFrames[$0] : nil } ?? frame
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let selected = selectedIndex
        let focused = isFocused
        let theme = environment.theme
        canvas.clipped(to: frame) { c in
            for (index, child) in children.enumerated() {
                child.draw(&c)
                guard index == selected, index < rowFrames.count else { continue }
                let row = rowFrames[index]
                c.restyle(row) { style in
                    if focused { style.attributes.insert(.reverse) } else { style.background = theme.selectionBackground }
                    style.attributes.insert(.bold)
                }
                for y in row.minY..<row.maxY {
                    c.set("▌", x: row.minX, y: y, style: Style(foreground: theme.accent, attributes: focused ? [.reverse, .bold] : [.bold]))
                }
            }
        }
    }

    private func select(_ index: Int) {
        guard !ids.isEmpty else { return }
        let clamped = max(0, min(ids.count - 1, index))
        if ids[clamped] != getSelection() { setSelection(ids[clamped]) }
        invalidate([.measure, .draw])
    }

    /// Arrows at either end return the key, so focus moves on past the list.
    override package func makeKeyMap() -> KeyMap {
        var commands = [
            KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Select", id: "list.row") { [unowned self] key in
                guard let current = selectedIndex else { select(key.key == .up ? ids.count - 1 : 0); return true }
                let next = current + (key.key == .up ? -1 : 1)
                guard ids.indices.contains(next) else { return false }
                select(next)
                return true
            },
        ]
        let open = KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", "Open", id: "list.open") { [unowned self] in
            if selectedIndex == nil { select(0) }
            environment.splitViewActivate?()
        }
        if environment.splitViewActivate != nil {
            commands.append(open)
        } else {
            commands.append(KeyCommand([KeyTrigger(.space)], "Select", inFooter: false, id: "list.select") { [unowned self] in if selectedIndex == nil { select(0) } })
        }
        commands += [
            KeyCommand([KeyTrigger(.pageUp), KeyTrigger(.pageDown)], "Page", inFooter: false, id: "list.page") { [unowned self] key in
                let page = max(1, frame.height - 1)
                select((selectedIndex ?? 0) + (key.key == .pageUp ? -page : page))
                return true
            },
            KeyCommand([KeyTrigger(.home), KeyTrigger(.end)], "First/last", inFooter: false, id: "list.first-last") { [unowned self] key in
                select(key.key == .home ? 0 : ids.count - 1)
                return true
            },
        ]
        return KeyMap(isEnabled: environment.isEnabled && !ids.isEmpty, commands)
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, let index = rowFrames.firstIndex(where: { $0.contains(event.position) }) else { return false }
        select(index)
        return true
    }

}
