/// A line chart with a value axis (min and max), optional x labels (first, middle, last) and
/// an optional dotted average rule, for detail screens. It takes all the space offered
/// (ideally 40×10).
///
/// ```swift
/// LineChart(values: samples, labels: times, showAverage: true)
///     .foregroundStyle(.pink)
/// ```
public struct LineChart: PrimitiveView {
    let values: [Double?]
    let labels: [String]?
    let showAverage: Bool
    let marks: Color?

    /// A chart of `values` spread evenly across the width (`nil` leaves a gap), with the
    /// first, middle and last of `labels` under them, the average as a dotted rule when
    /// `showAverage`, and point marks in `marks`.
    public init(values: [Double?], labels: [String]? = nil, showAverage: Bool = false, marks: Color? = nil) {
        self.values = values; self.labels = labels; self.showAverage = showAverage; self.marks = marks
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> LineChartNode { LineChartNode() }
    package func update(_ n: LineChartNode) {
        n.values = values; n.labels = labels; n.showAverage = showAverage; n.marks = marks
    }
}

package final class LineChartNode: Node {
    var values: [Double?] = []
    var labels: [String]?
    var showAverage = false
    var marks: Color?

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .chart, label: "Line chart", value: AccessibilityTree.describe(values))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        func axis(_ v: Int?, _ ideal: Int) -> Int { v.map { $0 >= Int.infinity / 2 ? ideal : max(0, $0) } ?? ideal }
        return Size(width: axis(p.width, 40), height: axis(p.height, 10))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let style = environment.textStyle
        let markColor = marks ?? environment.sparklineMarks
        let markStyle = markColor.map { Style(foreground: $0, attributes: [.bold]) }
        let axisStyle = Style(foreground: environment.theme.secondary)
        let (values, labels, showAverage) = (values, labels, showAverage)
        ChartCanvas.draw(in: frame, on: &canvas) { buffer, rect in
            LineChartRenderer.draw(values: values, labels: labels, in: rect, into: &buffer, style: style,
                                   markStyle: markStyle, axisStyle: axisStyle, showAverage: showAverage)
        }
    }
}
