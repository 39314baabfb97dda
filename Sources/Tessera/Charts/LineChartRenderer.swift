/// Draws a line chart with axes: the larger sibling of the sparkline, for detail screens.
///
/// Layout inside `rect`, each part dropped when there is no room for it:
///
///     121┤           •⠔⠊•⠤•          y labels: max at the top, min at the bottom,
///        │         •⠜     ⠘⢄         right-aligned in a gutter as wide as the widest
///        │       ⢀⠔⠁       ⠈•        label, then the axis
///        │avg 101•┄┄┄┄┄┄┄┄┄┄┄⠑⠢•┄┄┄┄ average rule (┄), its label at the rule's start
///        │  •⠊•                ⠈⠢•   braille line; • marks the samples
///        │ ⡰⠁                     ⠉•
///      78┤•⠁
///         0s        50s         110s x labels: first, middle and last of `labels`
///
/// - The values are spread evenly across the plot's width (first at the left edge, last at
///   the right); `nil` values leave a gap in the line.
/// - Point marks (`markStyle` given): when the samples are at least two columns apart each
///   one is drawn as `•`; when they are denser, only the most recent one is.
/// - Whole-number data gets whole-number labels, other data one decimal.
/// - Every write stays inside `rect` (and the buffer); any size, down to 0×0, is safe.
public struct LineChartRenderer {
    /// The glyph of the dotted average rule.
    public static let averageRule: Character = "┄"
    /// The glyph of a point mark.
    public static let pointMark: Character = "•"

    /// Draws `values` spread evenly across the width, with the first, middle and last of
    /// `labels` under them, point marks in `markStyle` and, when `showAverage`, the average as
    /// a dotted rule labelled "avg".
    public static func draw(values: [Double?], labels: [String]?, in rect: Rect,
                            into buffer: inout ScreenBuffer, style: Style, markStyle: Style?,
                            axisStyle: Style, showAverage: Bool) {
        var plot = ChartPlot()
        plot.line = values.enumerated().map { (x: Double($0.offset), y: $0.element) }
        if values.count > 1 { plot.xDomain = 0...Double(values.count - 1) }
        if markStyle != nil {
            plot.points = plot.line.compactMap { sample in plottable(sample.y).map { (x: sample.x, y: $0) } }
            plot.pointStyle = markStyle
        }
        if let labels, labels.contains(where: { !$0.isEmpty }) {
            plot.xLabels = labels.enumerated().map { (x: Double($0.offset), text: $0.element) }
        }
        let present = values.compactMap(plottable)
        if showAverage, !present.isEmpty {
            let average = present.reduce(0, +) / Double(present.count)
            plot.rules = [ChartPlot.Rule(y: average, label: "avg", rounded: ChartLabel.allIntegral(values))]
        }
        draw(plot, in: rect, into: &buffer, style: style, axisStyle: axisStyle)
    }

    /// Draws `plot`: its line in `style` (or the plot's own), marks, bars and rules; axes,
    /// labels and rules in `axisStyle`.
    static func draw(_ plot: ChartPlot, in rect: Rect, into buffer: inout ScreenBuffer,
                     style: Style, axisStyle: Style) {
        let clip = rect.intersection(buffer.bounds)
        let dataValues = plot.line.map(\.y) + plot.points.map { Optional($0.y) } + plot.bars.map { Optional($0.y) }
        let scaledValues = dataValues + plot.rules.map { Optional($0.y) } + (plot.bars.isEmpty ? [] : [0])
        guard !rect.isEmpty, !clip.isEmpty, let scale = ChartScale(values: scaledValues, range: plot.yDomain) else { return }
        let integral = ChartLabel.allIntegral(dataValues)

        // Rows: an axis title above, the plot, a row of x labels and an axis title below, each
        // when there is something to write and room.
        let yTitleRows = plot.yTitle != nil && rect.height >= 5 ? 1 : 0
        let labelRows = !plot.xLabels.isEmpty && rect.height - yTitleRows >= 3 ? 1 : 0
        let xTitleRows = plot.xTitle != nil && rect.height - yTitleRows - labelRows >= 4 ? 1 : 0
        let plotHeight = rect.height - yTitleRows - labelRows - xTitleRows

        // Y labels and the gutter that holds them.
        var yLabels: [(row: Int, text: String)] = []
        if scale.isFlat {
            let row = scale.dotRow(scale.lower, dotHeight: plotHeight * 4) / 4
            yLabels = [(row, ChartLabel.format(scale.lower, integral: integral))]
        } else if plotHeight >= 2 {
            yLabels = [(0, ChartLabel.format(scale.upper, integral: integral)),
                       (plotHeight - 1, ChartLabel.format(scale.lower, integral: integral))]
        }
        let labelWidth = yLabels.map { DisplayWidth.width(of: $0.text) }.max() ?? 0
        var gutter = labelWidth > 0 ? labelWidth + 1 : 0
        if rect.width < gutter + 2 { gutter = 0; yLabels = [] }
        let area = Rect(x: rect.minX + gutter, y: rect.minY + yTitleRows, width: rect.width - gutter, height: plotHeight)

        if let title = plot.yTitle, yTitleRows == 1 {
            buffer.write(title, at: Point(x: rect.minX, y: rect.minY), style: axisStyle, clip: clip)
        }
        if gutter > 0 {
            let axisX = area.minX - 1
            for row in 0..<plotHeight {
                let tick = yLabels.contains { $0.row == row }
                buffer.setClipped(tick ? "┤" : "│", x: axisX, y: area.minY + row, style: axisStyle, clip: clip)
            }
            for label in yLabels {
                let x = rect.minX + labelWidth - DisplayWidth.width(of: label.text)
                buffer.write(label.text, at: Point(x: x, y: area.minY + label.row), style: axisStyle, clip: clip)
            }
        }

        // Bars, as block columns, one slot per bar.
        let slot = plot.bars.isEmpty ? 0 : area.width / plot.bars.count
        let barWidth = slot >= 3 ? slot - 1 : max(slot, 1)
        func barColumn(_ i: Int) -> Int { area.minX + (area.width - slot * plot.bars.count) / 2 + i * slot }
        if !area.isEmpty, slot > 0 {
            for (i, bar) in plot.bars.enumerated() {
                let column = Rect(x: barColumn(i), y: area.minY, width: barWidth, height: area.height)
                SparklineRenderer.draw(values: Array(repeating: bar.y, count: barWidth), in: column, into: &buffer,
                                       mode: .blocks, style: plot.barStyle ?? style,
                                       range: scale.isFlat ? nil : scale.lower...scale.upper)
            }
        }

        // The line, in braille dots.
        var grid = BrailleGrid(columns: area.width, rows: area.height)
        let xs = plot.line.map(\.x) + plot.points.map(\.x)
        let xDomain = plot.xDomain ?? xs.min().flatMap { low in xs.max().map { low...$0 } }
        func dotX(_ x: Double) -> Int {
            let span = grid.dotWidth - 1
            guard let xDomain, xDomain.upperBound > xDomain.lowerBound else { return span / 2 }
            let dot = ((x - xDomain.lowerBound) * Double(span) / (xDomain.upperBound - xDomain.lowerBound))
            return Int(min(Double(2 * grid.dotWidth), max(Double(-grid.dotWidth), dot)).rounded(.toNearestOrAwayFromZero))
        }
        var previous: (x: Int, y: Int)?
        for sample in plot.line {
            guard let v = plottable(sample.y) else { previous = nil; continue }
            let point = (x: dotX(sample.x), y: scale.dotRow(v, dotHeight: grid.dotHeight))
            if let previous { grid.line(from: previous, to: point) } else { grid.plot(x: point.x, y: point.y) }
            previous = point
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let glyph = grid.glyph(column: column, row: row) else { continue }
                buffer.setClipped(glyph, x: area.minX + column, y: area.minY + row, style: plot.lineStyle ?? style, clip: clip)
            }
        }

        // Rules, under the line: only where the line left the cell empty.
        var ruleLabels: [(row: Int, text: String)] = []
        if !area.isEmpty {
            for rule in plot.rules where rule.y.isFinite {
                let row = scale.dotRow(rule.y, dotHeight: grid.dotHeight) / 4
                for column in 0..<grid.columns where grid.glyph(column: column, row: row) == nil {
                    buffer.setClipped(averageRule, x: area.minX + column, y: area.minY + row, style: rule.style ?? axisStyle, clip: clip)
                }
                let value = ChartLabel.format(rule.y, integral: rule.rounded || rule.y.rounded() == rule.y)
                let text = [rule.label, value].filter { !$0.isEmpty }.joined(separator: " ")
                if area.width >= DisplayWidth.width(of: text) + 2 { ruleLabels.append((row, text)) }
            }
        }

        // Point marks: every one when they are at least two columns apart, else the newest.
        if let newest = plot.points.last {
            let columns = plot.points.map { dotX($0.x) / 2 }
            let sparse = zip(columns, columns.dropFirst()).allSatisfy { abs($1 - $0) >= 2 }
            for point in sparse ? plot.points : [newest] {
                let dot = (x: dotX(point.x), y: scale.dotRow(point.y, dotHeight: grid.dotHeight))
                guard dot.x >= 0, dot.x < grid.dotWidth else { continue }
                buffer.setClipped(pointMark, x: area.minX + dot.x / 2, y: area.minY + dot.y / 4,
                                  style: plot.pointStyle ?? style, clip: clip)
            }
        }

        for label in ruleLabels {
            buffer.write(label.text, at: Point(x: area.minX, y: area.minY + label.row), style: axisStyle, clip: clip)
        }

        if labelRows == 1 {
            let middle = plot.xLabels.isEmpty ? nil : plot.xLabels[(plot.xLabels.count - 1) / 2].x
            let middleX = plot.bars.isEmpty
                ? area.minX + (middle.map { dotX($0) / 2 } ?? area.width / 2)
                : barColumn((plot.xLabels.count - 1) / 2) + barWidth / 2
            // Bars' labels span the bars, from the first one's left edge to the last one's right.
            let span = plot.bars.isEmpty || slot == 0 ? area
                : Rect(x: barColumn(0), y: area.minY, width: barColumn(plot.bars.count - 1) + barWidth - barColumn(0), height: area.height)
            drawXLabels(plot.xLabels.map(\.text), y: area.maxY, plot: span, clip: clip, into: &buffer,
                        style: axisStyle, middleX: middleX)
        }
        if let title = plot.xTitle, xTitleRows == 1 {
            let x = max(rect.minX, rect.maxX - DisplayWidth.width(of: title))
            buffer.write(title, at: Point(x: x, y: rect.maxY - 1), style: axisStyle, clip: clip)
        }
    }

    /// First label at the plot's left edge, last at its right edge, middle one centred under
    /// its sample; a label that would touch another is left out.
    private static func drawXLabels(_ labels: [String], y: Int, plot: Rect, clip: Rect,
                                    into buffer: inout ScreenBuffer, style: Style, middleX: Int) {
        guard let first = labels.first else { return }
        let firstEnd = plot.minX + DisplayWidth.width(of: first)
        buffer.write(first, at: Point(x: plot.minX, y: y), style: style, clip: clip)
        var limit = plot.maxX
        if labels.count >= 2, let last = labels.last {
            let start = plot.maxX - DisplayWidth.width(of: last)
            if start > firstEnd {
                buffer.write(last, at: Point(x: start, y: y), style: style, clip: clip)
                limit = start - 1
            }
        }
        if labels.count >= 3 {
            let index = (labels.count - 1) / 2
            let width = DisplayWidth.width(of: labels[index])
            let start = middleX - width / 2
            if start > firstEnd, start + width <= limit {
                buffer.write(labels[index], at: Point(x: start, y: y), style: style, clip: clip)
            }
        }
    }
}

/// What a chart shows, in axis units: the input of `LineChartRenderer.draw(_:in:into:style:axisStyle:)`,
/// built by `Chart` from its marks and by `LineChart` from its values.
struct ChartPlot {
    /// A horizontal rule across the plot, its label and value written at its start.
    struct Rule {
        var y: Double
        var label: String
        var style: Style?
        /// Whether the value is written as a whole number (an average of whole numbers).
        var rounded = false
    }

    /// The line's samples in order; a `nil` y breaks the line.
    var line: [(x: Double, y: Double?)] = []
    /// The line's own style; `nil`: the style the renderer is given.
    var lineStyle: Style?
    /// Point marks (`•`).
    var points: [(x: Double, y: Double)] = []
    var pointStyle: Style?
    /// Bars, drawn in equal slots across the plot in this order, from the bottom of the scale.
    var bars: [(x: Double, y: Double)] = []
    var barStyle: Style?
    var rules: [Rule] = []
    /// The x values at the plot's left and right edges; `nil`: the samples' smallest and largest.
    var xDomain: ClosedRange<Double>?
    /// The y values at the plot's bottom and top; `nil`: the values' smallest and largest.
    var yDomain: ClosedRange<Double>?
    /// Labels under the plot, in x order: the first, middle and last are shown.
    var xLabels: [(x: Double, text: String)] = []
    /// The axes' titles: the x title under the labels at the right, the y title above the plot.
    var xTitle: String?
    var yTitle: String?
}
