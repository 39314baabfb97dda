/// One mark as a chart draws it: its kind, where it lies in axis units and its colour.
package struct PlottedMark {
    package enum Kind { case line, point, rule, bar }
    var kind: Kind
    /// The x position; `nil` for a rule across the plot, or an x that is not finite.
    var x: Double?
    /// The y position; `nil` when it is not finite (a line breaks there).
    var y: Double?
    /// Whether x is a date, labelled as a time of day or a day.
    var xIsDate = false
    /// What the y value measures ("BPM"); a rule writes it beside its value.
    var yLabel = ""
    /// The mark's own colour, from `.foregroundStyle`; `nil`: the chart's.
    var color: Color?
}

/// A chart's line: every `LineMark` in a chart is joined, in order, into one line drawn in
/// braille dots.
///
/// ```swift
/// Chart(samples, id: \.date) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }
/// ```
public struct LineMark: PrimitiveChartContent {
    var mark: PlottedMark

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .line, x: x.position, y: y.position, xIsDate: x.isDate, yLabel: y.label)
    }

}

/// A point mark, drawn as `•`. When the points are closer than two columns apart, only the
/// most recent one is drawn, so a dense series still reads as a line with its newest value
/// marked.
public struct PointMark: PrimitiveChartContent {
    var mark: PlottedMark

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point, x: x.position, y: y.position, xIsDate: x.isDate, yLabel: y.label)
    }

}

/// A horizontal rule across the plot at a value (a limit, an average), drawn as `┄` where the
/// line leaves room, with the value's label and the value written at its start:
/// `RuleMark(y: .value("avg", 95))` shows `avg 95┄┄┄`.
public struct RuleMark: PrimitiveChartContent {
    var mark: PlottedMark

    /// A rule at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, x: nil, y: y.position, yLabel: y.label)
    }

}

/// A bar from zero to a value, drawn in eighth blocks (▁▂▃▄▅▆▇█). Bars share the plot's width
/// in equal slots, in the order they are given, with a blank column between them when there
/// is room.
public struct BarMark: PrimitiveChartContent {
    var mark: PlottedMark

    /// A bar for `x`, as tall as `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .bar, x: x.position, y: y.position, xIsDate: x.isDate, yLabel: y.label)
    }

}

/// Chart content that is one mark: it adds itself to the chart's marks, and its colour can be set.
@MainActor
protocol SingleMark: PrimitiveChartContent {
    var mark: PlottedMark { get set }
}

extension SingleMark {
    package func collect(into marks: inout [PlottedMark]) { marks.append(mark) }
}

extension LineMark: SingleMark {}
extension PointMark: SingleMark {}
extension RuleMark: SingleMark {}
extension BarMark: SingleMark {}

extension LineMark {
    /// Draws the line in `color` (every line mark of the chart takes the first colour given).
    public func foregroundStyle(_ color: Color) -> LineMark { recolored(color) }
}

extension PointMark {
    /// Draws this point in `color` (the points take the first colour given); without one,
    /// points take the line's colour, bold.
    public func foregroundStyle(_ color: Color) -> PointMark { recolored(color) }
}

extension RuleMark {
    /// Draws this rule in `color`; without one, rules take the axes' colour.
    public func foregroundStyle(_ color: Color) -> RuleMark { recolored(color) }
}

extension BarMark {
    /// Draws the bars in `color` (the bars take the first colour given).
    public func foregroundStyle(_ color: Color) -> BarMark { recolored(color) }
}

extension SingleMark {
    fileprivate func recolored(_ color: Color) -> Self {
        var copy = self
        copy.mark.color = color
        return copy
    }
}
