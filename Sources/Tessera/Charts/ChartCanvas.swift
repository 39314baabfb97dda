/// Draws a chart renderer's output into a canvas: the renderer paints into a scratch buffer the
/// size of the chart's frame, then every cell of the frame (inside the clip) is copied over,
/// blank cells included — the chart's rectangle is cleared first, keeping the background colour
/// already there (a cell or row background) under the ink.
@MainActor
enum ChartCanvas {
    static func draw(in frame: Rect, on canvas: inout CellCanvas, _ render: (inout ScreenBuffer, Rect) -> Void) {
        guard frame.width > 0, frame.height > 0 else { return }
        var scratch = ScreenBuffer(size: frame.size)
        render(&scratch, scratch.bounds)
        canvas.blit(scratch, at: frame.origin)
    }
}
