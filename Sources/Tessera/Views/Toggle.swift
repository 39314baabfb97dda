/// A switch between on and off: `[x] Title`. Space or Enter flips it.
public struct Toggle<Label: View>: PrimitiveView {
    let title: String?
    let label: Label
    let isOn: Binding<Bool>
    /// A toggle labelled by `label`, on when `isOn` is true.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.title = nil; self.label = label(); self.isOn = isOn
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ToggleNode { ToggleNode() }
    package func update(_ n: ToggleNode) {
        n.isOn = isOn
        n.hasLabelView = title == nil
        if let title { n.title = title } else { n.updateChild(label); n.title = n.textContent }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, on when `isOn` is true.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = Sanitizer.sanitize(title); self.label = Text(title); self.isOn = isOn
    }
}

package final class ToggleNode: Node {
    var title = ""
    var isOn = Binding.constant(false)
    /// The label is a view of the program's own, placed after the mark, not the title drawn.
    var hasLabelView = false
    private var shownLabel: Node? { hasLabelView && !environment.labelsHidden ? children.first : nil }
    override package var isFocusable: Bool { environment.isEnabled }
    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        if environment.labelsHidden { return Size(width: min(p.width ?? .infinity, 3), height: 1) }
        guard let label = shownLabel else { return Size(width: min(p.width ?? .infinity, 4 + DisplayWidth.width(of: title)), height: 1) }
        let s = label.size(for: ProposedSize(width: p.width.map { max(0, $0 - 4) }, height: p.height))
        return Size(width: s.width + 4, height: max(1, s.height))
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        shownLabel?.place(in: Rect(x: rect.minX + 4, y: rect.minY, width: max(0, rect.width - 4), height: rect.height))
    }
    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .toggle, label: title, value: isOn.wrappedValue ? "on" : "off")
    }
    override package func draw(_ canvas: inout CellCanvas) {
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        let mark = isOn.wrappedValue ? "[x]" : "[ ]"
        canvas.write(mark, at: frame.origin, style: isOn.wrappedValue ? style.foreground(environment.theme.accent).with(.bold) : style)
        if let label = shownLabel { label.draw(&canvas) }
        else if !environment.labelsHidden && !hasLabelView { canvas.write(title, x: frame.minX + 4, y: frame.minY, width: frame.width - 4, style: style) }
        if isFocused { canvas.restyle(Rect(x: frame.minX, y: frame.minY, width: min(frame.width, 3), height: 1)) { $0.attributes.insert(.reverse) } }
    }
    override package func makeKeyMap() -> KeyMap {
        KeyMap([KeyCommand([KeyTrigger(.space), KeyTrigger(.enter)], label: "Space", "Toggle", id: "toggle.toggle") { [isOn] in isOn.wrappedValue.toggle() }])
    }
    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press else { return false }
        isOn.wrappedValue.toggle(); return true
    }
}

/// What `ProgressView`'s built-in styles draw: a bar (`.linear`) or a quarter-filled circle
/// (`.circular`), with the title before and the percentage after.
struct ProgressBar: PrimitiveView {
    let title: String?
    let fraction: Double?
    let circular: Bool
    var body: Never { fatalError() }
    package func makeNode() -> ProgressNode { ProgressNode() }
    package func update(_ n: ProgressNode) { n.title = title; n.fraction = fraction; n.circular = circular }
}

package final class ProgressNode: Node {
    var title: String?
    var fraction: Double?
    var circular = false
    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        guard circular else { return Size(width: p.width ?? 20, height: 1) }
        let titleWidth = title.map { DisplayWidth.width(of: $0) + 1 } ?? 0
        return Size(width: titleWidth + (fraction == nil ? 1 : 6), height: 1)
    }
    override package func draw(_ canvas: inout CellCanvas) {
        var x = frame.minX
        if let title { x = canvas.write(title + " ", at: frame.origin, style: environment.textStyle) }
        if circular {
            let glyph = fraction.map { ["○", "◔", "◑", "◕", "●"][Int(($0 * 4).rounded())] } ?? "◌"
            x = canvas.write(glyph, at: Point(x: x, y: frame.minY), style: Style(foreground: environment.theme.accent))
            if let fraction { canvas.write(" \(Int((fraction * 100).rounded()))%", at: Point(x: x, y: frame.minY), style: environment.textStyle) }
            return
        }
        guard let fraction else {
            canvas.write("…", at: Point(x: x, y: frame.minY), style: environment.textStyle)
            return
        }
        let percent = " \(Int((fraction * 100).rounded()))%"
        let barWidth = max(0, frame.maxX - x - DisplayWidth.width(of: percent))
        let filled = Int((Double(barWidth) * fraction).rounded())
        canvas.write(String(repeating: "█", count: filled), at: Point(x: x, y: frame.minY), style: Style(foreground: environment.theme.accent))
        canvas.write(String(repeating: "░", count: barWidth - filled), at: Point(x: x + filled, y: frame.minY), style: Style(foreground: environment.theme.secondary))
        canvas.write(percent, at: Point(x: x + barWidth, y: frame.minY), style: environment.textStyle)
    }
}
