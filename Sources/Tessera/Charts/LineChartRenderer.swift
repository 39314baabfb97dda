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

    public static func draw(values: [Double?], labels: [String]?, in rect: Rect,
                            into buffer: inout ScreenBuffer, style: Style, markStyle: Style?,
                            axisStyle: Style, showAverage: Bool) {
        let clip = rect.intersection(buffer.bounds)
        guard !rect.isEmpty, !clip.isEmpty, let scale = ChartScale(values: values) else { return }
        let integral = ChartLabel.allIntegral(values)

        // Rows: the plot, then one row of x labels when there are labels and room.
        let xLabels = (labels ?? []).filter { !$0.isEmpty }.isEmpty ? [] : labels ?? []
        let labelRows = !xLabels.isEmpty && rect.height >= 3 ? 1 : 0
        let plotHeight = rect.height - labelRows

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
        let plot = Rect(x: rect.minX + gutter, y: rect.minY, width: rect.width - gutter, height: plotHeight)

        if gutter > 0 {
            let axisX = plot.minX - 1
            for row in 0..<plotHeight {
                let tick = yLabels.contains { $0.row == row }
                buffer.setClipped(tick ? "┤" : "│", x: axisX, y: plot.minY + row, style: axisStyle, clip: clip)
            }
            for label in yLabels {
                let x = rect.minX + labelWidth - DisplayWidth.width(of: label.text)
                buffer.write(label.text, at: Point(x: x, y: plot.minY + label.row), style: axisStyle, clip: clip)
            }
        }

        // The line, in braille dots.
        var grid = BrailleGrid(columns: plot.width, rows: plot.height)
        let count = values.count
        func dotX(_ i: Int) -> Int {
            let span = grid.dotWidth - 1
            guard count > 1 else { return span / 2 }
            return (2 * i * span + (count - 1)) / (2 * (count - 1))
        }
        var previous: (x: Int, y: Int)?
        var samples: [(x: Int, y: Int)] = []
        for (i, value) in values.enumerated() {
            guard let v = plottable(value) else { previous = nil; continue }
            let point = (x: dotX(i), y: scale.dotRow(v, dotHeight: grid.dotHeight))
            if let previous { grid.line(from: previous, to: point) } else { grid.plot(x: point.x, y: point.y) }
            previous = point
            samples.append(point)
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let glyph = grid.glyph(column: column, row: row) else { continue }
                buffer.setClipped(glyph, x: plot.minX + column, y: plot.minY + row, style: style, clip: clip)
            }
        }

        // The average rule, under the line: only where the line left the cell empty.
        var averageLabel: (row: Int, text: String)?
        if showAverage, !plot.isEmpty {
            let present = values.compactMap(plottable)
            let average = present.reduce(0, +) / Double(present.count)
            let row = scale.dotRow(average, dotHeight: grid.dotHeight) / 4
            for column in 0..<grid.columns where grid.glyph(column: column, row: row) == nil {
                buffer.setClipped(averageRule, x: plot.minX + column, y: plot.minY + row, style: axisStyle, clip: clip)
            }
            let text = "avg " + ChartLabel.format(average, integral: integral)
            if plot.width >= DisplayWidth.width(of: text) + 2 { averageLabel = (row, text) }
        }

        // Point marks.
        if let markStyle, let newest = samples.last {
            let sparse = count < 2 || (0..<(count - 1)).allSatisfy { dotX($0 + 1) / 2 - dotX($0) / 2 >= 2 }
            for point in sparse ? samples : [newest] {
                buffer.setClipped(pointMark, x: plot.minX + point.x / 2, y: plot.minY + point.y / 4,
                                  style: markStyle, clip: clip)
            }
        }

        if let averageLabel {
            buffer.write(averageLabel.text, at: Point(x: plot.minX, y: plot.minY + averageLabel.row),
                         style: axisStyle, clip: clip)
        }

        if labelRows == 1 {
            drawXLabels(xLabels, y: rect.maxY - 1, plot: plot, clip: clip, into: &buffer, style: axisStyle,
                        middleX: { i in i < count ? plot.minX + dotX(i) / 2 : plot.midX })
        }
    }

    /// First label at the plot's left edge, last at its right edge, middle one centred under
    /// its sample; a label that would touch another is left out.
    private static func drawXLabels(_ labels: [String], y: Int, plot: Rect, clip: Rect,
                                    into buffer: inout ScreenBuffer, style: Style,
                                    middleX: (Int) -> Int) {
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
            let start = middleX(index) - width / 2
            if start > firstEnd, start + width <= limit {
                buffer.write(labels[index], at: Point(x: start, y: y), style: style, clip: clip)
            }
        }
    }
}
