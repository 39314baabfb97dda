/// `.contextMenu { }`: the buttons of its items, opened as a menu list at the view by Shift-F10
/// (the PC's key for a context menu) while focus is inside the view, or by a right click on it.
package final class ContextMenuNode: Node {
    private let menu = AttachedMenu()
    private var clickedAt: Point?

    private var content: Node? { children.first }
    private var items: Node? { children.dropFirst().first }

    override package func sizeThatFits(_ p: ProposedSize) -> Size { content?.size(for: p) ?? .zero }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        content?.place(in: rect)
        // The items are read for their buttons, not drawn.
        items?.place(in: Rect(origin: rect.origin, size: .zero))
    }

    override package func draw(_ canvas: inout CellCanvas) { content?.draw(&canvas) }

    private func open(at point: Point) -> Bool {
        guard !menu.isOpen else { return false }
        var entries: [(title: String, action: @MainActor () -> Void)] = []
        items?.forEachNode { node in
            if let button = node as? ButtonNode, button.environment.isEnabled {
                entries.append((button.title, { [weak button] in button?.action() }))
            }
        }
        guard !entries.isEmpty else { return false }
        menu.open(owner: self, anchor: point, leading: true, entries: entries)
        return true
    }

    override package func makeKeyMap() -> KeyMap {
        if menu.isOpen {
            return KeyMap([KeyCommand([KeyTrigger(.escape)], "Close menu", id: "menu.close") { [unowned self] in menu.close() }])
        }
        return KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.function(10), .shift)], "Menu", id: "context-menu.open") { [unowned self] _ in
                let anchor = host?.focus.focused.map { Point(x: $0.frame.minX, y: $0.frame.minY) } ?? frame.origin
                return open(at: anchor)
            },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press, event.button == .right, frame.contains(event.position) else { return false }
        return open(at: event.position)
    }

    override package func teardown() {
        menu.teardown()
        super.teardown()
    }
}

/// Holds a context menu's items out of the focus order.
package final class HiddenItemsNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .takesFocusAsWhole] }
}

struct ContextMenuView<Content: View, Items: View>: PrimitiveView {
    let content: Content
    let items: Items
    var body: Never { fatalError() }
    func makeNode() -> Node { ContextMenuNode() }
    func update(_ node: Node) {
        node.updateChildren(ChildList.of(TupleView(VStack(spacing: 0) { content }, NodeView(VStack(spacing: 0) { items }, make: { HiddenItemsNode() }, configure: { _ in }))))
    }
}

extension View {
    /// Actions for this view, opened as a menu list by Shift-F10 while focus is inside the view,
    /// or by a right click on it; Enter runs one, Esc closes the list.
    ///
    /// ```swift
    /// TripRow(trip).contextMenu {
    ///     Button("Duplicate") { store.duplicate(trip) }
    ///     Button("Delete", role: .destructive) { store.delete(trip) }
    /// }
    /// ```
    public func contextMenu<Items: View>(@ViewBuilder menuItems: () -> Items) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }
}
