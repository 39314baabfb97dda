import Foundation

/// A chart built from marks, with Swift Charts' names, drawn with braille dots and blocks.
///
/// ```swift
/// Chart {
///     ForEach(samples, id: \.date) { sample in
///         LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
///         PointMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
///     }
///     RuleMark(y: .value("avg", average))
/// }
/// .chartYScale(domain: 40...180)
/// .foregroundStyle(.pink)
/// ```
///
/// The line marks are joined into one line, placed by their x values. The y axis shows the
/// lowest and highest value (`chartYScale(domain:)` sets them); the x axis the first, middle
/// and last line sample's x, or the domain's ends when `chartXScale(domain:)` sets it. Dates
/// are written as times of day (`HH:mm`, or `HH:mm:ss` when not on whole minutes), or as days
/// (`MM-dd`) over more than two days, in the environment's `timeZone`. Marks take the inherited
/// text style unless given their own colour; rules and axes are drawn in the secondary colour.
/// It takes all the space offered (ideally 40×10).
public struct Chart: PrimitiveView {
    let marks: [PlottedMark]

    /// A chart of the marks `content` makes.
    public init(@ChartContentBuilder content: () -> ChartMarks) {
        marks = content().marks
    }

    /// A chart with the marks `content` makes for each element of `data`, elements told apart
    /// by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> ChartMarks
    ) {
        marks = data.flatMap { content($0).marks }
    }

    /// A chart with the marks `content` makes for each element of `data`:
    /// `Chart(readings) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> ChartMarks
    ) where Data.Element: Identifiable {
        marks = data.flatMap { content($0).marks }
    }

    package func makeNode() -> ChartNode { ChartNode() }
    package func update(_ n: ChartNode) {
        n.marks = marks
    }
}

/// How a chart's axes are set by the chart modifiers.
struct ChartAxes {
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var xTitle: String?
    var yTitle: String?
}

private struct ChartAxesKey: EnvironmentKey { static var defaultValue: ChartAxes { ChartAxes() } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone? { nil } }

extension EnvironmentValues {
    var chartAxes: ChartAxes { get { self[ChartAxesKey.self] } set { self[ChartAxesKey.self] = newValue } }

    /// The time zone dates are shown in (a chart's time axis); the system's by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] ?? .current }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The time zone set with `.environment(\.timeZone, …)`; `nil`: local time as the C
    /// library knows it (`TZ`, /etc/localtime), read without loading the time-zone tables.
    var explicitTimeZone: TimeZone? { self[TimeZoneKey.self] }
}

extension View {
    /// The y values at the bottom and top of the charts inside this view, instead of the
    /// data's lowest and highest: `.chartYScale(domain: 0...200)`. Values outside are drawn at
    /// the edge.
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let range = domain.lowerBound.plottableNumber...domain.upperBound.plottableNumber
        return transformEnvironment { $0.chartAxes.yDomain = range }
    }

    /// The x values at the left and right edges of the charts inside this view, instead of
    /// the data's first and last: `.chartXScale(domain: start...end)`.
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>) -> some View {
        let range = domain.lowerBound.plottableNumber...domain.upperBound.plottableNumber
        return transformEnvironment { $0.chartAxes.xDomain = range }
    }

    /// A title for the x axis, written under its labels at the right.
    public func chartXAxisLabel(_ label: String) -> some View {
        transformEnvironment { $0.chartAxes.xTitle = label }
    }

    /// A title for the y axis, written above the plot at the left.
    public func chartYAxisLabel(_ label: String) -> some View {
        transformEnvironment { $0.chartAxes.yTitle = label }
    }
}

package final class ChartNode: Node {
    var marks: [PlottedMark] = []

    private var lineValues: [Double?] {
        let line = marks.filter { $0.kind == .line }
        if !line.isEmpty { return line.map(\.y) }
        return marks.filter { $0.kind == .point || $0.kind == .bar }.map(\.y)
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        let kind = marks.contains { $0.kind == .line } ? "Line chart"
            : marks.contains { $0.kind == .bar } ? "Bar chart" : "Chart"
        let title = environment.chartAxes.yTitle ?? marks.first { $0.kind != .rule }?.yLabel ?? ""
        return AccessibilityElement(role: .chart, label: title.isEmpty ? kind : "\(kind) of \(title)",
                                    value: AccessibilityTree.describe(lineValues))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        func axis(_ v: Int?, _ ideal: Int) -> Int { v.map { $0 >= Int.infinity / 2 ? ideal : max(0, $0) } ?? ideal }
        return Size(width: axis(p.width, 40), height: axis(p.height, 10))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let style = environment.textStyle
        let axisStyle = Style(foreground: environment.theme.secondary)
        let plot = ChartPlot(marks: marks, axes: environment.chartAxes, style: style,
                             timeZone: environment.explicitTimeZone)
        ChartCanvas.draw(in: frame, on: &canvas) { buffer, rect in
            LineChartRenderer.draw(plot, in: rect, into: &buffer, style: style, axisStyle: axisStyle)
        }
    }
}

extension ChartPlot {
    /// The plot of a chart's marks: line marks joined into the line, point, bar and rule marks
    /// as they are; x labels from the line's samples (or the points', or the bars').
    init(marks: [PlottedMark], axes: ChartAxes, style: Style, timeZone: TimeZone?) {
        func colored(_ kind: PlottedMark.Kind) -> Color? { marks.first { $0.kind == kind && $0.color != nil }?.color }
        let line = marks.filter { $0.kind == .line && $0.x != nil }
        let points = marks.filter { $0.kind == .point && $0.x != nil && $0.y != nil }
        let bars = marks.filter { $0.kind == .bar && $0.x != nil && $0.y != nil }
        self.init()
        self.line = line.map { (x: $0.x!, y: $0.y) }
        self.points = points.map { (x: $0.x!, y: $0.y!) }
        self.bars = bars.map { (x: $0.x!, y: $0.y!) }
        let lineColor = colored(.line)
        lineStyle = lineColor.map { Style(foreground: $0, background: style.background, attributes: style.attributes) }
        pointStyle = Style(foreground: colored(.point) ?? lineColor ?? style.foreground, attributes: [.bold])
        barStyle = colored(.bar).map { Style(foreground: $0, background: style.background, attributes: style.attributes) }
        rules = marks.filter { $0.kind == .rule && $0.y != nil }.map {
            Rule(y: $0.y!, label: $0.yLabel, style: $0.color.map { Style(foreground: $0) })
        }
        xDomain = axes.xDomain
        yDomain = axes.yDomain
        xTitle = axes.xTitle
        yTitle = axes.yTitle
        let labelled = !line.isEmpty ? line : !points.isEmpty ? points : bars
        // The samples' x values under the plot, or the domain's ends when one is set.
        let xs = axes.xDomain.map { [$0.lowerBound, $0.upperBound] } ?? labelled.map(\.x!)
        if labelled.first?.xIsDate == true {
            let format = ChartLabel.DateFormat(spanning: xs, timeZone: timeZone)
            xLabels = xs.map { (x: $0, text: ChartLabel.format(date: $0, as: format, timeZone: timeZone)) }
        } else {
            let integral = ChartLabel.allIntegral(xs)
            xLabels = xs.map { (x: $0, text: ChartLabel.format($0, integral: integral)) }
        }
    }
}
