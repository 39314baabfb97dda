/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`:
///
/// ```
/// ▸ Tutorial          collapsed
/// ▾ Tutorial          expanded: the content follows, two columns in
///   Step 1: open the app
/// ```
///
/// The label's row is one Tab stop. Space or Enter expands and collapses it, → expands and ←
/// collapses (both named in the footer, `disclosure.toggle` and `disclosure.expand-collapse`
/// for `.keyMap` and the keys file), and a click on the row does the same. Given
/// `isExpanded`, the group follows and writes that binding; otherwise it keeps its own state,
/// collapsed at first.
///
/// ```swift
/// DisclosureGroup("Tutorial", isExpanded: $showsTutorial) {
///     Text("Step 1: open the app")
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var expandedHere = false
    private let isExpanded: Binding<Bool>?
    let label: Label
    let content: () -> Content
    /// Whether it is expanded: the binding given, or its own state.
    var isExpandedBinding: Binding<Bool> { isExpanded ?? $expandedHere }

    /// A group that keeps whether it is expanded itself, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil; self.content = content; self.label = label()
    }

    /// A group expanded while `isExpanded` is true; its keys and clicks write it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded; self.content = content; self.label = label()
    }

    /// The disclosure row, then the content while expanded.
    public var body: some View {
        let expanded = isExpanded ?? $expandedHere
        let shown = expanded.wrappedValue
        VStack(alignment: .leading, spacing: 0) {
            DisclosureRow(isExpanded: expanded, shown: shown, label: label)
            if shown {
                PaddingView(content: content(), insets: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0), inCells: true)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey` that keeps whether it is expanded itself.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `label` that keeps whether it is expanded itself.
    @_disfavoredOverload public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(String(label)) }
    }

    /// A group titled `titleKey`, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`, expanded while `isExpanded` is true.
    @_disfavoredOverload public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(String(label)) }
    }
}

/// The group's first row: the chevron and the label, focusable, answering the keys.
struct DisclosureRow<Label: View>: PrimitiveView {
    let isExpanded: Binding<Bool>
    /// What the binding held when the group's body ran: a change applies the row again.
    let shown: Bool
    let label: Label

    var body: Never { fatalError() }
    func makeNode() -> DisclosureRowNode { DisclosureRowNode() }
    func update(_ n: DisclosureRowNode) {
        n.isExpanded = isExpanded
        n.shown = shown
        n.updateChild(label)
    }
}

package final class DisclosureRowNode: Node {
    var isExpanded = Binding.constant(false)
    var shown = false
    private static let indent = 2

    override package var isFocusable: Bool { environment.isEnabled }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let s = children.first?.size(for: ProposedSize(width: p.width.map { max(0, $0 - Self.indent) }, height: p.height)) ?? .zero
        return Size(width: s.width + Self.indent, height: max(1, s.height))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: Rect(x: rect.minX + Self.indent, y: rect.minY, width: max(0, rect.width - Self.indent), height: rect.height))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        canvas.write(shown ? "▾" : "▸", at: frame.origin, style: style.foreground(environment.theme.accent))
        super.draw(&canvas)
        if isFocused { canvas.restyle(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)) { $0.attributes.insert(.reverse) } }
    }

    /// Expands or collapses; false when it is already as asked.
    private func set(_ expanded: Bool) -> Bool {
        guard isExpanded.wrappedValue != expanded else { return false }
        isExpanded.wrappedValue = expanded
        return true
    }

    /// Space and Enter expand and collapse; → expands, ← collapses (else they move the focus).
    override package func makeKeyMap() -> KeyMap {
        KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.space), KeyTrigger(.enter)], label: "Space", shown ? "Collapse" : "Expand", id: "disclosure.toggle") { [unowned self] in
                _ = set(!isExpanded.wrappedValue)
            },
            KeyCommand([KeyTrigger(.right), KeyTrigger(.left)], "Expand/collapse", id: "disclosure.expand-collapse") { [unowned self] key in
                set(key.key == .right)
            },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press, event.button == .left else { return false }
        _ = set(!isExpanded.wrappedValue)
        return true
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .button, label: textContent, value: shown ? "expanded" : "collapsed")
    }
}
