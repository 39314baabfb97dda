extension Slider {
    /// A slider over `bounds` with `minimumValueLabel` and `maximumValueLabel` drawn at the
    /// two ends of its bar, as SwiftUI's `Slider(value:in:minimumValueLabel:maximumValueLabel:label:)`:
    /// `Volume 0% ━━━━●────── 100%`. The end labels are drawn when they are `Text`.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
                                                          minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                                          @ViewBuilder label: () -> Label,
                                                          onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        valueLabels = (Sanitizer.sanitize((minimumValueLabel as? Text)?.plainText ?? ""),
                       Sanitizer.sanitize((maximumValueLabel as? Text)?.plainText ?? ""))
    }
}

extension SliderNode {
    /// `bar` less the room the end labels take, each with a space beside the bar; the whole of
    /// it when there are none or no room is left for the bar.
    func barBetweenValueLabels(_ bar: Rect) -> Rect {
        guard let labels = valueLabels else { return bar }
        let leading = DisplayWidth.width(of: labels.minimum) + 1, trailing = DisplayWidth.width(of: labels.maximum) + 1
        guard bar.width - leading - trailing >= 3 else { return bar }
        return Rect(x: bar.minX + leading, y: bar.minY, width: bar.width - leading - trailing, height: 1)
    }

    /// Draws the end labels beside `bar`, when `barBetweenValueLabels` made room for them.
    func drawValueLabels(_ canvas: inout CellCanvas, around bar: Rect, style: Style) {
        guard let labels = valueLabels, bar.maxX < frame.maxX else { return }
        canvas.write(labels.minimum, at: Point(x: bar.minX - DisplayWidth.width(of: labels.minimum) - 1, y: bar.minY), style: style)
        canvas.write(labels.maximum, at: Point(x: bar.maxX + 1, y: bar.minY), style: style)
    }
}
