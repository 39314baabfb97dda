/// The column widths an inspector's content asked for with `.inspectorColumnWidth`.
@MainActor
package final class InspectorWidthBox {
    var min = 30, ideal = 30, max = 30
}

private struct InspectorWidthKey: EnvironmentKey { static var defaultValue: InspectorWidthBox? { nil } }

extension EnvironmentValues {
    package var inspectorWidth: InspectorWidthBox? {
        get { self[InspectorWidthKey.self] } set { self[InspectorWidthKey.self] = newValue }
    }
}

/// `.inspector(isPresented:)`.
struct InspectorView<Content: View, InspectorContent: View>: PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: () -> InspectorContent

    func makeNode() -> InspectorNode { InspectorNode() }
    func update(_ n: InspectorNode) {
        n.isPresented = isPresented
        n.main = content
        n.makeInspector = { inspector() }
        n.rebuild()
    }
}

/// A trailing column beside the content, with a focusable divider; a sheet in compact width.
package final class InspectorNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var isPresented: Binding<Bool> = .constant(false)
    var main: any View = EmptyView()
    var makeInspector: @MainActor () -> any View = { EmptyView() }
    let widths = InspectorWidthBox()
    lazy var presenter = SheetPresenter(owner: self)
    private var builtCompact = false
    private var userWidth: Int?
    private var loadedWidth = false
    var isDragging = false
    /// The column's width now, in cells (divider excluded).
    package private(set) var columnWidth = 0

    private var isCompact: Bool {
        guard let size = host?.size else { return false }
        return size.width < 80 || size.height < 20
    }
    private var showsColumn: Bool { isPresented.wrappedValue && !builtCompact }

    /// The inspector's content: one node, moved between the column and the compact sheet so
    /// that its state survives a resize across the compact width.
    private var contentNode: Node?

    func rebuild() {
        if teardownActions.isEmpty { teardownActions.append { [weak self] in self?.presenter.hide() } }
        let compact = isCompact
        builtCompact = compact
        let binding = isPresented
        presenter.onDismissRequest = { binding.wrappedValue = false }
        presenter.defaultDetents = [.medium, .large]
        presenter.firstFocusSkipsTextFields = true
        var list = ChildList()
        list.add(main, path: ChildPath(steps: [.index(0)]))
        guard isPresented.wrappedValue else {
            presenter.hide()
            if let content = contentNode {
                children.removeAll { $0 === content }
                if content.isAttached { content.teardown() }
            }
            contentNode = nil
            updateChildren(list)
            return
        }
        let box = widths
        let inspector = AnyView(erasing: ToolbarHostView(content: AnyView(erasing: makeInspector()), title: nil, items: nil,
                                                         forceBar: compact, passThrough: true))
            .transformEnvironment {
                $0.inspectorWidth = box
                $0.isInInspector = true
                $0.isInForm = false
            }
        let content: Node
        if let existing = contentNode {
            content = existing
        } else {
            content = ViewUpdater.makeNode(for: inspector, path: ChildPath(steps: [.index(1)]), parent: self)
            contentNode = content
        }
        // The content is not reconciled with the other children: it moves, it is not rebuilt.
        children.removeAll { $0 === content }
        if compact {
            updateChildren(list)
            presenter.show(AdoptedNodeView(node: content, view: inspector))
            return
        }
        attach(content)
        presenter.hide()
        content.environment = environment
        ViewUpdater.update(content, with: inspector)
        list.add(InspectorDividerView(), path: ChildPath(steps: [.index(2)]))
        updateChildren(list)
        children.insert(content, at: Swift.min(1, children.count))
    }

    override package func reevaluate() {
        isDirty = false
        rebuild()
    }

    private var storeKey: String {
        // A name stable across launches: the structural path from the root.
        var hash: UInt64 = 0xcbf29ce484222325
        var node: Node? = self
        while let n = node {
            for step in n.path.steps {
                let s: String
                switch step {
                case .index(let i): s = "i\(i)"
                case .branch(let b): s = b ? "t" : "f"
                case .id, .number: s = "d"
                }
                for byte in s.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            }
            for byte in "/".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            node = n.parent
        }
        return "inspector.width." + String(hash % 0xFFFFFF, radix: 16)
    }

    /// The width to use: the user's (clamped to min…max) or the ideal.
    private var preferredWidth: Int {
        if !loadedWidth {
            loadedWidth = true
            userWidth = environment.stateStore?.value(Int.self, forKey: storeKey)
        }
        let w = userWidth ?? widths.ideal
        return Swift.max(widths.min, Swift.min(widths.max, w))
    }

    func adjustWidth(to newWidth: Int) {
        let w = Swift.max(widths.min, Swift.min(widths.max, newWidth))
        _ = preferredWidth
        guard w != preferredWidth || userWidth == nil else { return }
        userWidth = w
        environment.stateStore?.set(w, forKey: storeKey)
        invalidate([.measure, .draw])
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let inner = children.first?.size(for: p) ?? .zero
        return Size(width: p.width ?? inner.width, height: p.height ?? inner.height)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        if isCompact != builtCompact { invalidate(.sizedContent) }
        guard showsColumn, children.count == 3 else {
            // Under the compact sheet at a partial height, the content takes the rows above it,
            // so a list keeps its selected row in sight (the inspector shows that row).
            var main = rect
            if isPresented.wrappedValue, let sheet = presenter.layer, case let above = sheet.grabberRow - rect.minY, above >= 3, above < rect.height {
                main.size.height = above
            }
            children.first.map { _ = $0.size(for: ProposedSize(main.size)); $0.place(in: main) }
            columnWidth = 0
            return
        }
        let width = Swift.min(preferredWidth, Swift.max(0, rect.width - 11))
        columnWidth = width
        let mainRect = Rect(x: rect.minX, y: rect.minY, width: rect.width - width - 1, height: rect.height)
        let divider = Rect(x: mainRect.maxX, y: rect.minY, width: 1, height: rect.height)
        let column = Rect(x: divider.maxX, y: rect.minY, width: width, height: rect.height)
        _ = children[0].size(for: ProposedSize(mainRect.size))
        children[0].place(in: mainRect)
        _ = children[1].size(for: ProposedSize(column.size))
        children[1].place(in: column)
        children[2].place(in: divider)
        environment.toolbarRegistry?.inspectorColumn = Rect(x: divider.minX, y: rect.minY, width: width + 1, height: rect.height)
    }

    /// The compact sheet's keys, or, with the column showing, `[` and `]` to narrow and widen it.
    override package func makeKeyMap() -> KeyMap {
        var map = presenter.keyMap()
        if showsColumn {
            map.commands.append(KeyCommand(KeyTrigger.keys(.character("["), .character("]")), label: "[ ]", "Inspector width",
                                           inFooter: widths.min < widths.max, id: "inspector.width") { [unowned self] key in
                adjustWidth(to: preferredWidth + (key.key == .character("[") ? -1 : 1)); return true
            })
        }
        return map
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .drag where isDragging:
            adjustWidth(to: frame.maxX - event.position.x - 1)
            return true
        case .release where isDragging:
            isDragging = false
            invalidate([.measure, .draw])
            return true
        default:
            return false
        }
    }

}

/// Shows a node owned by another node (an inspector's content inside its compact sheet).
struct AdoptedNodeView: PrimitiveView {
    let node: Node
    let view: any View

    func makeNode() -> AdoptingNode { AdoptingNode() }
    func update(_ adopting: AdoptingNode) {
        if node.parent !== adopting { adopting.attach(node) }
        node.environment = adopting.environment
        ViewUpdater.update(node, with: view)
        adopting.children = [node]
    }
}

/// Holds an adopted node; tears it down only if it still holds it (it may have moved back).
package final class AdoptingNode: PassthroughNode {
    override package func teardown() {
        children.removeAll { $0.parent !== self }
        super.teardown()
    }
}

struct InspectorDividerView: PrimitiveView {
    func makeNode() -> InspectorDividerNode { InspectorDividerNode() }
    func update(_ node: InspectorDividerNode) {}
}

/// The line between the content and the inspector: focusable, draggable.
package final class InspectorDividerNode: Node {
    override package var isFocusable: Bool { true }
    override package func sizeThatFits(_ p: ProposedSize) -> Size { Size(width: 1, height: p.height ?? 1) }

    override package func draw(_ canvas: inout CellCanvas) {
        let focused = isFocused
        let dragging = (parent as? InspectorNode)?.isDragging ?? false
        for y in frame.minY..<frame.maxY {
            canvas.write(focused || dragging ? "┃" : "│", at: Point(x: frame.minX, y: y), style: Style(attributes: focused ? .bold : .dim))
        }
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, let inspector = parent as? InspectorNode else { return false }
        inspector.isDragging = true
        invalidate([.measure, .draw])
        return true
    }
}

extension View {
    /// Shows `content` in a trailing column beside this view while `isPresented` is true; in
    /// compact width (under 80 columns or 20 rows) it presents as a resizable sheet instead.
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        InspectorView(content: self, isPresented: isPresented, inspector: content)
    }

    /// The inspector column's width range, declared inside the inspector's content. The ideal
    /// width is used until the user resizes it; the user's width is kept across launches.
    public func inspectorColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil) -> some View {
        NodeView(self, make: { PresentationOptionNode() }, configure: { node in
            guard let box = node.environment.inspectorWidth else { return }
            box.ideal = Swift.max(1, ideal)
            box.min = Swift.min(box.ideal, min ?? box.ideal)
            box.max = Swift.max(box.ideal, max ?? box.ideal)
        })
    }

    /// A fixed inspector column width.
    public func inspectorColumnWidth(_ width: Int) -> some View {
        inspectorColumnWidth(min: width, ideal: width, max: width)
    }
}
