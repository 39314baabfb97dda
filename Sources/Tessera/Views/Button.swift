/// What a button does, for styling and for alerts (cancel, destructive).
public enum ButtonRole: Sendable, Hashable {
    /// Cancels: Esc presses it in an alert or a dialog.
    case cancel
    /// Deletes or discards: drawn in the destructive colour.
    case destructive
}

/// A control that performs an action on Enter, Space or a click.
public struct Button<ButtonLabel: View>: PrimitiveView {
    let label: ButtonLabel
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// A button showing `label` that runs `action`.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> ButtonLabel) {
        self.label = label(); self.role = role; self.action = action
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ButtonNode { ButtonNode() }
    package func update(_ n: ButtonNode) {
        n.action = action
        n.role = role
        switch n.environment.customButtonStyle {
        case .label(let makeBody)?:
            n.kind = .styledLabel
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), isPressed: false)
            n.updateChild(makeBody(configuration).environment(\.customButtonStyle, nil))
            return
        case .control(let makeBody)?:
            n.kind = .styledControl
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: action)
            n.updateChild(makeBody(configuration).environment(\.customButtonStyle, nil))
            return
        case nil:
            n.kind = .standard
        }
        if role == .destructive { n.environment.textStyle.foreground = n.environment.theme.destructive }
        if n.environment.buttonStyle == .borderedProminent {
            n.environment.textStyle.foreground = .black
            n.environment.textStyle.attributes.insert(.bold)
        }
        if !n.environment.isEnabled { n.environment.textStyle.attributes.insert(.dim) }
        n.updateChild(label)
    }
}

extension Button where ButtonLabel == Text {
    /// A button titled `title` that runs `action`: `Button("Save") { store.save() }`.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where ButtonLabel == Label<Text, Image> {
    /// A button showing a symbol and a title: `Button("Delete", systemImage: "trash") { … }`.
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}

package final class ButtonNode: Node {
    var action: @MainActor () -> Void = {}
    var role: ButtonRole?
    /// Drawn by Tessera, or by a style of the program's own (`.buttonStyle`).
    enum Kind {
        /// Tessera's chrome around the label.
        case standard
        /// A `ButtonStyle` draws the label; the button keeps focus and keys.
        case styledLabel
        /// A `PrimitiveButtonStyle` builds the whole control, keys included.
        case styledControl
    }
    var kind = Kind.standard
    var style: ButtonChrome { kind == .standard ? environment.buttonStyle : .plain }
    private var inset: Int { style == .plain ? 0 : 2 }

    override package var isFocusable: Bool { kind != .styledControl && environment.isEnabled }

    /// The button's title, as far as text can tell (for shortcuts, help and tests): the text of
    /// its label, without what a `ButtonStyle` draws around it (the whole text when the style
    /// does not show the label).
    var title: String {
        guard kind == .styledLabel else { return textContent }
        var label: Node?
        _ = containsNode { node in
            if node is ButtonLabelNode { label = node; return true }
            return false
        }
        return (label ?? self).textContent
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let inner = ProposedSize(width: p.width.map { max(0, $0 - inset * 2) }, height: p.height)
        let s = children.first?.size(for: ProposedSize(width: inner.width, height: 1)) ?? .zero
        return Size(width: s.width + inset * 2, height: max(1, min(s.height, 1)))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: Rect(x: rect.minX + inset, y: rect.minY, width: max(0, rect.width - inset * 2), height: min(1, rect.height)))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let theme = environment.theme
        var base = Style.plain
        if role == .destructive { base.foreground = theme.destructive }
        switch style {
        case .bordered:
            canvas.write("[", at: frame.origin, style: base)
            canvas.write("]", at: Point(x: frame.maxX - 1, y: frame.minY), style: base)
        case .borderedProminent:
            base = base.background(theme.accent).foreground(.black).with(.bold)
            // The half blocks at the ends round the box over whatever is behind it.
            canvas.fill(Rect(x: frame.minX + 1, y: frame.minY, width: max(0, frame.width - 2), height: frame.height), style: base)
            canvas.write("▐", at: frame.origin, style: Style(foreground: theme.accent))
            canvas.write("▌", at: Point(x: frame.maxX - 1, y: frame.minY), style: Style(foreground: theme.accent))
        case .plain: break
        }
        children.first?.draw(&canvas)
        if isFocused {
            // The focus ring: reverse video over the whole button, visible without colour.
            canvas.restyle(frame) { $0.attributes.insert(.reverse); $0.attributes.insert(.bold) }
        }
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .button, label: title)
    }

    override package func makeKeyMap() -> KeyMap {
        guard kind != .styledControl else { return KeyMap() }
        return KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", title.isEmpty ? "Activate" : title, id: "button.activate") { [action] in action() },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard kind != .styledControl, environment.isEnabled, event.kind == .press, event.button == .left else { return false }
        action()
        return true
    }
}

extension View {
    /// Makes the button inside respond to `key` (with `modifiers`, none unless given: a terminal
    /// has no Command key) from anywhere in its window.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes the button inside respond to `shortcut` from anywhere in its window:
    /// `.defaultAction` (Return) or `.cancelAction` (Esc), or a key with modifiers.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        NodeView(self, make: { ShortcutNode() }, configure: { $0.key = shortcut.press })
    }
}

package final class ShortcutNode: PassthroughNode {
    var key = KeyPress(.enter)

    /// The shortcut to the button inside, for the walk after layout that collects them.
    /// A modal layer over the button takes its shortcut out of reach, as it takes the button.
    func shortcut(in host: ViewHost) -> Shortcut? {
        var button: ButtonNode?
        forEachNode { if button == nil, let b = $0 as? ButtonNode { button = b } }
        guard let button else { return nil }
        let active = button.environment.isEnabled && !host.layers.blocks(self)
        return Shortcut(key: key, title: button.title, isActive: active, action: { [weak button] in button?.action() })
    }
}
