/// A button that opens a list of actions: `Sort ▾`. Enter, Space or a click opens the buttons of
/// its content (and the options of a `Picker` in it, the chosen one marked `✓`) as a menu list
/// under it; Enter runs one, Esc closes the list.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// ```
public struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    /// A menu of `content`'s buttons, shown as `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> Node { MenuNode() }
    package func update(_ node: Node) {
        guard let n = node as? MenuNode else { return }
        n.updateChildren(ChildList.of(VStack(spacing: 0) { label; VStack(spacing: 0) { content } }))
    }
}

extension Menu where Label == Text {
    /// A menu of `content`'s buttons, titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Tessera.Label<Text, Image> {
    /// A menu of `content`'s buttons, titled `title` after an SF Symbol's glyph.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tessera.Label(title, systemImage: systemImage) }
    }
}

package final class MenuNode: Node {
    private let menu = AttachedMenu()

    override package var isFocusable: Bool { environment.isEnabled }
    override package class var policy: NodePolicy { [.takesFocusAsWhole] }

    /// The label's node and the content's, under the stack the view builds.
    private var parts: (label: Node?, content: Node?) {
        let stack = children.first
        return (stack?.children.first, stack?.children.dropFirst().first)
    }

    /// The menu's items: its content's enabled buttons, and each option of a `Picker` in it,
    /// the chosen one marked `✓` (as SwiftUI shows a picker inside a menu, its options inline).
    private var entries: [(title: String, action: @MainActor () -> Void)] {
        var found: [(title: String, action: @MainActor () -> Void, checkable: Bool)] = []
        parts.content?.forEachNode { node in
            if let button = node as? ButtonNode, button.environment.isEnabled {
                found.append((button.title, { [weak button] in button?.action() }, false))
            } else if let picker = node as? PickerNode, picker.environment.isEnabled {
                let chosen = picker.selectedIndex
                for (index, option) in picker.options.enumerated() {
                    found.append(((index == chosen ? "✓ " : "  ") + option.label, { [weak picker] in picker?.setSelection(option.tag) }, true))
                }
            }
        }
        // Beside options that can be marked, every item leaves the mark's room, so all line up.
        let marks = found.contains { $0.checkable }
        return found.map { ((marks && !$0.checkable ? "  " : "") + $0.title, $0.action) }
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let label = parts.label?.size(for: ProposedSize(width: p.width.map { max(0, $0 - 2) }, height: 1)) ?? .zero
        return Size(width: label.width + 2, height: 1)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.frame = Rect(origin: rect.origin, size: .zero)
        parts.label?.place(in: Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 2), height: min(1, rect.height)))
        // The content is read for its buttons, not drawn.
        parts.content?.place(in: Rect(origin: rect.origin, size: .zero))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        parts.label?.draw(&canvas)
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        canvas.write(" ▾", at: Point(x: frame.maxX - 2, y: frame.minY), style: style)
        if isFocused { canvas.restyle(frame) { $0.attributes.insert(.reverse) } }
    }

    private func open() {
        guard !menu.isOpen else { return }
        let entries = self.entries
        guard !entries.isEmpty else {
            host?.statusMessage = "\(parts.label?.textContent ?? "Menu"): nothing in this menu can be used now"
            return
        }
        menu.open(owner: self, anchor: frame.origin, leading: true, entries: entries)
    }

    override package func makeKeyMap() -> KeyMap {
        if menu.isOpen {
            return KeyMap(isEnabled: environment.isEnabled, [KeyCommand([KeyTrigger(.escape)], "Close menu", id: "menu.close") { [unowned self] in menu.close(restoring: self) }])
        }
        return KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", "Open \(parts.label?.textContent ?? "menu")", id: "menu.open") { [unowned self] in open() },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press, event.button == .left else { return false }
        open()
        return true
    }

    override package func teardown() {
        menu.teardown()
        super.teardown()
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .button, label: parts.label?.textContent ?? "", hint: "Opens a menu",
                             states: menu.isOpen ? ["expanded"] : [])
    }
}
