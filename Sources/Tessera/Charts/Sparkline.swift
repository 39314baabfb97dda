/// A word-sized chart of recent values with no axes: one row high (use `LineChart` for a taller
/// chart), as wide as it is offered (ideally one column per value in blocks mode, two values per
/// column in braille mode).
///
/// ```swift
/// Sparkline(values: samples, mode: .braille)
///     .sparklineMarks(.pink)
///     .foregroundStyle(.pink)
/// ```
///
/// The line takes the inherited text style (`.foregroundStyle`, `.bold`); point marks, when
/// given, are drawn in their own colour (in braille mode the most recent sample is marked,
/// in blocks mode the top of every bar).
public struct Sparkline: PrimitiveView {
    let values: [Double?]
    let mode: SparklineMode
    let range: ClosedRange<Double>?
    let marks: Color?

    /// A sparkline of `values`; `nil` leaves a gap. `range` sets the values at the bottom and
    /// top (the values' lowest and highest when nil); `marks` draws point marks in that colour.
    public init(values: [Double?], mode: SparklineMode = .blocks, range: ClosedRange<Double>? = nil, marks: Color? = nil) {
        self.values = values; self.mode = mode; self.range = range; self.marks = marks
    }

    /// A sparkline of whole-number samples: `Sparkline(stepsPerHour)`.
    public init<S: Sequence>(_ values: S, mode: SparklineMode = .blocks, range: ClosedRange<Double>? = nil, marks: Color? = nil)
    where S.Element: BinaryInteger {
        self.init(values: values.map { Double($0) }, mode: mode, range: range, marks: marks)
    }

    /// A sparkline of floating-point samples: `Sparkline(hoursSlept)`; NaN and infinite
    /// samples leave a gap.
    public init<S: Sequence>(_ values: S, mode: SparklineMode = .blocks, range: ClosedRange<Double>? = nil, marks: Color? = nil)
    where S.Element: BinaryFloatingPoint {
        self.init(values: values.map { Double($0) }, mode: mode, range: range, marks: marks)
    }

    /// Point marks in `color` (nil: no marks unless the environment sets them).
    public func sparklineMarks(_ color: Color?) -> Sparkline {
        Sparkline(values: values, mode: mode, range: range, marks: color)
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> SparklineNode { SparklineNode() }
    package func update(_ n: SparklineNode) {
        if n.values != values || n.mode != mode || n.range != range || n.marks != marks {
            n.values = values; n.mode = mode; n.range = range; n.marks = marks
        }
    }
}

private struct SparklineMarksKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The colour of sparkline point marks inside this view (nil: no marks).
    public var sparklineMarks: Color? { get { self[SparklineMarksKey.self] } set { self[SparklineMarksKey.self] = newValue } }
}

extension View {
    /// Draws point marks in `color` on the sparklines inside this view.
    public func sparklineMarks(_ color: Color?) -> some View { environment(\.sparklineMarks, color) }
}

package final class SparklineNode: Node {
    var values: [Double?] = []
    var mode: SparklineMode = .blocks
    var range: ClosedRange<Double>?
    var marks: Color?

    private var idealWidth: Int { mode == .blocks ? values.count : (values.count + 1) / 2 }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .chart, label: "Sparkline", value: AccessibilityTree.describe(values))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let width = p.width.map { $0 >= Int.infinity / 2 ? idealWidth : $0 } ?? idealWidth
        let height = min(1, p.height ?? 1)
        return Size(width: max(0, width), height: max(0, height))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let style = environment.textStyle
        let markColor = marks ?? environment.sparklineMarks
        let markStyle = markColor.map { Style(foreground: $0, background: style.background, attributes: style.attributes.union(.bold)) }
        let (values, mode, range) = (values, mode, range)
        ChartCanvas.draw(in: frame, on: &canvas) { buffer, rect in
            SparklineRenderer.draw(values: values, in: rect, into: &buffer, mode: mode, style: style,
                                   markStyle: markStyle, range: range)
        }
    }
}
