/// How a picker shows its options.
public enum PickerStyle: Sendable, Hashable {
    /// `Title  ‹ Value ›`: Enter (or Space, or a click) opens the options as a list to choose
    /// from; Left/Right step through them in place. One row (two in a narrow form).
    case menu
    /// `Apple │ Pear │ Plum` with the selection highlighted; Left/Right choose.
    case segmented
    /// Every option on its own row with a radio mark; Up/Down choose.
    case inline
}

/// Chooses one value from options marked with `.tag(_:)`, or made by a `ForEach` whose ids are
/// of the selection's type. One Tab stop whatever its style.
///
/// ```swift
/// Picker("Fruit", selection: $animal.fruit) {
///     ForEach(fruits, id: \.self) { Text($0).tag($0) }
/// }
/// ```
public struct Picker<Selection: Hashable, Content: View>: PrimitiveView {
    let title: String
    let selection: Binding<Selection>
    let content: Content
    /// A picker titled `title` choosing among `content`'s tagged views: `Text("Slow").tag("slow")`.
    public init(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
        self.title = Sanitizer.sanitize(title); self.selection = selection; self.content = content()
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> PickerNode { PickerNode() }
    package func update(_ n: PickerNode) {
        n.title = title
        let binding = selection
        n.getSelection = { AnyHashable(binding.wrappedValue) }
        n.setSelection = { if let v = $0.base as? Selection { binding.wrappedValue = v } }
        n.acceptsTag = { $0.base is Selection }
        n.updateChild(content)
        n.refreshOptions()
    }
}

package final class PickerNode: Node {
    var title = ""
    var getSelection: @MainActor () -> AnyHashable = { 0 }
    var setSelection: @MainActor (AnyHashable) -> Void = { _ in }
    var options: [(tag: AnyHashable, label: String)] = []
    var style: PickerStyle { environment.pickerStyle }

    override package var isFocusable: Bool { environment.isEnabled && !options.isEmpty }
    override package class var policy: NodePolicy { [.takesFocusAsWhole] }

    /// Whether a value can be the selection (its type is the binding's).
    var acceptsTag: @MainActor (AnyHashable) -> Bool = { _ in true }

    /// The options: each view marked with `.tag`, and, as in SwiftUI, each view a `ForEach`
    /// made without one, standing for its element's id where that id is of the selection's
    /// type (`ForEach(Mode.allCases) { Text($0.name) }` choosing a `Mode`).
    func refreshOptions() {
        options.removeAll()
        for child in children {
            var tagged = false
            child.forEachNode { node in
                guard let node = node as? TagNode else { return }
                tagged = true
                options.append((node.tag, node.textContent))
            }
            guard !tagged, let id = Self.forEachID(child.path.lastStep), acceptsTag(id) else { continue }
            options.append((id, child.textContent))
        }
    }

    /// The id a `ForEach` gave the view it made at this step, if it made it.
    private static func forEachID(_ step: PathStep?) -> AnyHashable? {
        switch step {
        case .id(let id): return id
        case .number(let number): return AnyHashable(number)
        default: return nil
        }
    }

    var selectedIndex: Int? { let s = getSelection(); return options.firstIndex { $0.tag == s } }
    /// In a form too narrow for a title column beside the longest option, the title goes above.
    private func titleAbove(width: Int) -> Bool {
        guard environment.isInForm, !title.isEmpty, style == .menu else { return false }
        let widest = options.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
        return width - FormLayout.titleWidth < max(FormLayout.minimumValueWidth, widest + 4)
    }
    private var titleColumn: Int {
        guard !title.isEmpty, !titleAbove(width: frame.width) else { return 0 }
        return environment.isInForm ? FormLayout.titleWidth : DisplayWidth.width(of: title) + 2
    }
    private let menu = AttachedMenu()

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let widest = options.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
        switch style {
        case .menu:
            if let width = p.width, titleAbove(width: width) { return Size(width: width, height: 2) }
            let column = title.isEmpty ? 0 : (environment.isInForm ? FormLayout.titleWidth : DisplayWidth.width(of: title) + 2)
            // Beside a form's title column the value takes at least its minimum width: narrower,
            // `titleAbove` would put the title on a row of its own.
            let value = environment.isInForm && !title.isEmpty ? max(FormLayout.minimumValueWidth, widest + 4) : widest + 4
            return Size(width: p.width.map { min($0, column + value) } ?? column + value, height: 1)
        case .segmented:
            let total = options.reduce(0) { $0 + DisplayWidth.width(of: $1.label) + 3 } + 1
            return Size(width: min(p.width ?? .infinity, titleColumn + total), height: 1)
        case .inline:
            let rows = options.count + (title.isEmpty || environment.isInForm ? 0 : 1)
            return Size(width: min(p.width ?? .infinity, max(widest + 4, titleColumn)), height: rows)
        }
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        // Option views are read for their labels, not drawn.
        for child in children { child.place(in: Rect(origin: rect.origin, size: .zero)) }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let focused = isFocused
        var base = environment.textStyle
        if !environment.isEnabled { base.attributes.insert(.dim) }
        let accent = environment.theme.accent
        let selected = selectedIndex
        switch style {
        case .menu:
            let above = titleAbove(width: frame.width)
            if titleColumn > 0 || above { canvas.write(title, x: frame.minX, y: frame.minY, width: above ? frame.width : titleColumn - 1, style: base.with(.dim)) }
            let label = selected.map { options[$0].label } ?? "—"
            let origin = valueOrigin
            let text = "‹ " + TextLayout.truncate(label, width: max(0, frame.maxX - origin.x - 4)) + " ›"
            canvas.write(text, at: origin, style: focused ? base.with([.reverse, .bold]) : base)
        case .segmented:
            var x = frame.minX
            if titleColumn > 0 { x = canvas.write(title + "  ", at: frame.origin, style: base.with(.dim)) }
            for (i, option) in options.enumerated() {
                let isSelected = i == selected
                var style = isSelected ? base.with(.bold).foreground(accent).with(.underline) : base
                if isSelected && focused { style.attributes.insert(.reverse) }
                x = canvas.write(isSelected ? "▸" + option.label + " " : " " + option.label + " ", at: Point(x: x, y: frame.minY), style: style)
                if i < options.count - 1 { x = canvas.write("│", at: Point(x: x, y: frame.minY), style: base.with(.dim)) }
            }
        case .inline:
            var y = frame.minY
            if !title.isEmpty && !environment.isInForm {
                canvas.write(title, x: frame.minX, y: y, width: frame.width, style: base.with(.bold)); y += 1
            }
            for (i, option) in options.enumerated() where y < frame.maxY {
                let isSelected = i == selected
                let mark = isSelected ? "(•) " : "( ) "
                var style = isSelected ? base.with(.bold) : base
                if isSelected && focused { style.attributes.insert(.reverse) }
                canvas.write(mark + option.label, x: frame.minX, y: y, width: frame.width, style: style)
                y += 1
            }
        }
    }

    private func step(_ delta: Int) -> Bool {
        guard !options.isEmpty else { return false }
        let current = selectedIndex ?? (delta > 0 ? -1 : options.count)
        let next = current + delta
        if style == .menu {
            setSelection(options[(next + options.count) % options.count].tag)
            return true
        }
        guard next >= 0, next < options.count else { return false }
        setSelection(options[next].tag)
        return true
    }

    /// Where a menu picker draws its value: after the title column, or under the title.
    private var valueOrigin: Point {
        titleAbove(width: frame.width) ? Point(x: frame.minX, y: frame.minY + 1) : Point(x: frame.minX + titleColumn, y: frame.minY)
    }

    /// Opens the options as a list under the value, the current one focused.
    private func openMenu() -> Bool {
        guard !menu.isOpen, !options.isEmpty else { return false }
        let entries = options.map { option in (title: option.label, action: { [weak self] in self?.setSelection(option.tag) } as @MainActor () -> Void) }
        menu.open(owner: self, anchor: valueOrigin, leading: true, entries: entries, focusIndex: selectedIndex ?? 0)
        return true
    }

    override package func teardown() {
        menu.teardown()
        super.teardown()
    }

    override package func makeKeyMap() -> KeyMap {
        if menu.isOpen {
            return KeyMap(isEnabled: environment.isEnabled, [KeyCommand([KeyTrigger(.escape)], "Close menu", id: "menu.close") { [unowned self] in menu.close(restoring: self) }])
        }
        let ends = KeyCommand([KeyTrigger(.home), KeyTrigger(.end)], "First/last", inFooter: false, id: "picker.first-last") { [unowned self] key in
            if let option = key.key == .home ? options.first : options.last { setSelection(option.tag) }
            return true
        }
        let step: @MainActor (KeyPress) -> Bool = { [unowned self] key in self.step(key.key == .left || key.key == .up ? -1 : 1) }
        switch style {
        case .menu:
            return KeyMap(isEnabled: environment.isEnabled, [
                KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", "Choose \(title)", id: "picker.open") { [unowned self] _ in openMenu() },
                KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], "Previous/next", id: "picker.step", run: step), ends,
            ])
        case .segmented:
            return KeyMap(isEnabled: environment.isEnabled, [KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], "Choose", id: "picker.step", run: step), ends])
        case .inline:
            return KeyMap(isEnabled: environment.isEnabled, [KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Choose", id: "picker.step", run: step), ends])
        }
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press else { return false }
        switch style {
        case .menu: return openMenu()
        case .inline:
            let row = event.position.y - frame.minY - (title.isEmpty || environment.isInForm ? 0 : 1)
            if row >= 0, row < options.count { setSelection(options[row].tag) }
            return true
        case .segmented:
            var x = frame.minX + (titleColumn > 0 ? DisplayWidth.width(of: title) + 2 : 0)
            for option in options {
                let w = DisplayWidth.width(of: option.label) + 3
                if event.position.x < x + w { setSelection(option.tag); return true }
                x += w
            }
            return true
        }
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .picker, label: title, value: selectedIndex.map { options[$0].label } ?? "",
                             states: menu.isOpen ? ["expanded"] : [])
    }

}

extension View {
    /// How the pickers inside are drawn: `.pickerStyle(.segmented)`.
    public func pickerStyle(_ style: PickerStyle) -> some View { environment(\.pickerStyle, style) }
}
