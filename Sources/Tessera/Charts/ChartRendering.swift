/// How a sparkline draws its samples.
public enum SparklineMode: Sendable {
    /// One bar per column in eighth-block glyphs (▁▂▃▄▅▆▇█), stacked when taller than a row.
    case blocks
    /// A continuous line of braille dots, two samples per column and four dot rows per row.
    case braille
}

/// Draws a sparkline: a small chart of the most recent values, with no axes or labels.
///
/// The renderer writes only the cells that hold ink, all of them inside `rect`; it does not
/// clear the rest of `rect` (the caller draws the background).
public struct SparklineRenderer {
    /// The eighth-block glyphs, from one eighth to a full cell.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The glyph that marks the most recent sample in braille mode.
    public static let currentMark: Character = "•"

    /// Draws `values` into `rect`.
    ///
    /// - Blocks: one value per column, the last `rect.width` values, right-aligned when there
    ///   are fewer. The lowest value shows as ▁, the highest fills the column.
    /// - Braille: two values per column, the last `2 × rect.width` values, right-aligned;
    ///   consecutive values are joined so the line is unbroken.
    /// - `nil` (or non-finite) values leave a gap; in braille mode the line breaks there.
    /// - `markStyle`: in blocks mode the top cell of every bar is drawn with it; in braille
    ///   mode the cell holding the most recent value is replaced by `•` in that style (every
    ///   cell holds two samples, so marking each one would mark them all).
    /// - `range`: the values at the bottom and top; `nil` uses the values' min…max. Flat
    ///   data is drawn half-way up.
    public static func draw(values: [Double?], in rect: Rect, into buffer: inout ScreenBuffer,
                            mode: SparklineMode, style: Style, markStyle: Style? = nil,
                            range: ClosedRange<Double>? = nil) {
        let clip = rect.intersection(buffer.bounds)
        guard !rect.isEmpty, !clip.isEmpty else { return }
        switch mode {
        case .blocks:
            drawBlocks(values: values, in: rect, clip: clip, into: &buffer,
                       style: style, markStyle: markStyle, range: range)
        case .braille:
            drawBraille(values: values, in: rect, clip: clip, into: &buffer,
                        style: style, markStyle: markStyle, range: range)
        }
    }

    private static func drawBlocks(values: [Double?], in rect: Rect, clip: Rect,
                                   into buffer: inout ScreenBuffer, style: Style,
                                   markStyle: Style?, range: ClosedRange<Double>?) {
        let shown = Array(values.suffix(rect.width))
        guard let scale = ChartScale(values: shown, range: range) else { return }
        let total = rect.height * 8
        let offset = rect.width - shown.count
        for (i, value) in shown.enumerated() {
            guard let v = plottable(value) else { continue }
            // Eighths of a cell to fill: at least one, so the lowest value still shows.
            let level = scale.isFlat
                ? max(1, total / 2)
                : 1 + Int((scale.fraction(v) * Double(total - 1)).rounded(.toNearestOrAwayFromZero))
            let full = level / 8, partial = level % 8
            let x = rect.minX + offset + i
            let topRow = partial > 0 ? rect.maxY - 1 - full : rect.maxY - full
            for k in 0..<full {
                let y = rect.maxY - 1 - k
                let s = (y == topRow ? markStyle : nil) ?? style
                buffer.setClipped("█", x: x, y: y, style: s, clip: clip)
            }
            if partial > 0 {
                buffer.setClipped(blocks[partial - 1], x: x, y: topRow, style: markStyle ?? style, clip: clip)
            }
        }
    }

    private static func drawBraille(values: [Double?], in rect: Rect, clip: Rect,
                                    into buffer: inout ScreenBuffer, style: Style,
                                    markStyle: Style?, range: ClosedRange<Double>?) {
        var grid = BrailleGrid(columns: rect.width, rows: rect.height)
        let shown = Array(values.suffix(grid.dotWidth))
        guard let scale = ChartScale(values: shown, range: range) else { return }
        let offset = grid.dotWidth - shown.count
        var previous: (x: Int, y: Int)?
        var last: (x: Int, y: Int)?
        for (i, value) in shown.enumerated() {
            guard let v = plottable(value) else { previous = nil; continue }
            let point = (x: offset + i, y: scale.dotRow(v, dotHeight: grid.dotHeight))
            if let previous { grid.line(from: previous, to: point) } else { grid.plot(x: point.x, y: point.y) }
            previous = point
            last = point
        }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let glyph = grid.glyph(column: column, row: row) else { continue }
                buffer.setClipped(glyph, x: rect.minX + column, y: rect.minY + row, style: style, clip: clip)
            }
        }
        if let markStyle, let last {
            buffer.setClipped(currentMark, x: rect.minX + last.x / 2, y: rect.minY + last.y / 4,
                              style: markStyle, clip: clip)
        }
    }
}
