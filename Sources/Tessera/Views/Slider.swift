/// A value picked along a bar: `Volume ━━━━━━●──────`. Left/Right move it by `step` (a
/// twentieth of the range when there is none), Home/End to its bounds; a click or a drag puts it
/// where the mouse is.
///
/// ```swift
/// Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
/// ```
public struct Slider<Label: View>: PrimitiveView {
    let label: Label
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    /// The texts drawn at the bar's two ends (SliderValueLabels.swift).
    var valueLabels: (minimum: String, maximum: String)?

    /// A slider over `bounds`, moving by `step` (continuous when nil), named by `label`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> Node { SliderNode() }
    package func update(_ node: Node) {
        guard let n = node as? SliderNode else { return }
        n.read = read; n.write = write; n.bounds = bounds; n.step = step; n.onEditingChanged = onEditingChanged
        n.valueLabels = valueLabels
        n.updateChild(label)
    }
}

extension Slider where Label == EmptyView {
    /// A slider over `bounds` with no label, moving by `step` (continuous when nil).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}

package final class SliderNode: Node {
    var read: @MainActor () -> Double = { 0 }
    var write: @MainActor (Double) -> Void = { _ in }
    var bounds: ClosedRange<Double> = 0...1
    var step: Double?
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    var valueLabels: (minimum: String, maximum: String)?
    private var dragging = false

    override package var isFocusable: Bool { environment.isEnabled }

    private var title: String { textContent }
    private var titleColumn: Int {
        if environment.isInForm { return title.isEmpty ? 0 : FormLayout.titleWidth }
        return title.isEmpty ? 0 : DisplayWidth.width(of: title) + 1
    }
    private var bar: Rect { barBetweenValueLabels(Rect(x: frame.minX + titleColumn, y: frame.minY, width: max(1, frame.width - titleColumn), height: 1)) }

    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? min(1, max(0, (read() - bounds.lowerBound) / span)) : 0
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? titleColumn + 20, height: 1)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        // The label is read for its text, not drawn as a view.
        for child in children { child.place(in: Rect(origin: rect.origin, size: .zero)) }
    }

    override package func draw(_ canvas: inout CellCanvas) {
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        if titleColumn > 0 { canvas.write(title, x: frame.minX, y: frame.minY, width: titleColumn - 1, style: style) }
        let bar = self.bar
        drawValueLabels(&canvas, around: bar, style: style)
        let knob = Int((fraction * Double(bar.width - 1)).rounded())
        canvas.rule(from: bar.origin, width: knob, character: "━", style: style.foreground(environment.theme.accent))
        canvas.rule(from: Point(x: bar.minX + knob + 1, y: bar.minY), width: bar.width - knob - 1,
                    style: style.foreground(environment.theme.secondary))
        canvas.write("●", at: Point(x: bar.minX + knob, y: bar.minY), style: isFocused ? style.with([.reverse, .bold]) : style.with(.bold))
    }

    private func set(_ value: Double) {
        var next = min(bounds.upperBound, max(bounds.lowerBound, value))
        if let step, step > 0 { next = min(bounds.upperBound, bounds.lowerBound + ((next - bounds.lowerBound) / step).rounded() * step) }
        if next != read() { write(next) }
    }

    private func move(by steps: Double) {
        let unit = step ?? (bounds.upperBound - bounds.lowerBound) / 20
        onEditingChanged(true)
        set(read() + steps * unit)
        onEditingChanged(false)
    }

    override package func makeKeyMap() -> KeyMap {
        KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], "Less/more", id: "slider.step") { [unowned self] key in move(by: key.key == .right ? 1 : -1); return true },
            KeyCommand([KeyTrigger(.home)], "Least", inFooter: false, id: "slider.least") { [unowned self] in set(bounds.lowerBound) },
            KeyCommand([KeyTrigger(.end)], "Most", inFooter: false, id: "slider.most") { [unowned self] in set(bounds.upperBound) },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled else { return false }
        switch event.kind {
        case .press where event.button == .left: dragging = true; onEditingChanged(true)
        case .drag where dragging: break
        case .release where dragging: dragging = false; onEditingChanged(false); return true
        default: return false
        }
        let bar = self.bar
        let offset = Double(min(bar.width - 1, max(0, event.position.x - bar.minX)))
        set(bounds.lowerBound + (bar.width > 1 ? offset / Double(bar.width - 1) : 0) * (bounds.upperBound - bounds.lowerBound))
        return true
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        let percent = Int((fraction * 100).rounded())
        return AccessibilityElement(role: .picker, label: title, value: "\(percent)%", hint: "Left and Right change it")
    }
}
