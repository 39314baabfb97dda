/// The draw stage of a host's frames: the damaged cells over the last frame when only some
/// changed, else everything; the layers, the footer and help over the content; where the
/// terminal cursor goes. It draws what evaluation, layout and focus left, and changes none of it.
@MainActor
package final class FrameDrawer {
    private unowned let host: ViewHost
    /// Where the terminal cursor goes this frame (a focused text field), or nil to hide it.
    package private(set) var cursor: Point?
    /// The last frame drawn, the one a damaged frame starts from.
    package private(set) var lastFrame: ScreenBuffer?
    /// The regions the last frame drew over the one before, nil when it drew everything.
    package private(set) var drawnRegions: [Rect]?
    /// What the last frame was drawn with beyond the tree: the layout epoch and whether
    /// something was presented (either different now: a whole frame), and the focused node
    /// (another now: both are drawn again).
    private var drawnWith: (epoch: Int, focused: Node?, presenting: Bool)?
    /// Where the last frame showed the cursor.
    private var shownCursor: Point?

    init(host: ViewHost) { self.host = host }

    /// The regions the last frame drew again and the footer's row; nil after a whole frame.
    package var changedRegions: [Rect]? {
        guard let regions = drawnRegions else { return nil }
        return regions + (footerRow.map { [$0] } ?? [])
    }

    /// The footer's row, when the host shows one.
    private var footerRow: Rect? {
        let size = host.size
        return host.showsFooter && size.height > 2 ? Rect(x: 0, y: size.height - 1, width: size.width, height: 1) : nil
    }

    /// A new layout: the cursor is placed again by whatever draws it.
    func forgetCursor() { cursor = nil }

    /// The frame as finished, colours dropped when they are off: the next one starts from it.
    func frameDone(_ canvas: CellCanvas) -> ScreenBuffer {
        var frame = canvas.buffer
        if !host.environment.colorsEnabled {
            frame.restyle(frame.bounds) { $0.foreground = .default; $0.background = .default }
        }
        lastFrame = frame
        return frame
    }

    /// Decides what the next frame draws: the damaged cells over the last frame when only
    /// some changed (and nothing beyond the tree: presentations, help, focus, the screen's
    /// size) and `wantsWhole` is false, else all. Returns true for a whole frame.
    func prepare(wantsWhole: Bool) -> Bool {
        let focus = host.focus
        // A focus change draws what showed focus and what shows it now: the two controls, and
        // the containers around them that draw the focus within them (a list's current row).
        if let drawn = drawnWith, drawn.focused !== focus.focused {
            for node in [drawn.focused, focus.focused].compactMap({ $0 }) where node.isAttached {
                host.damage.note(node.frame)
                var ancestor = node.parent
                while let container = ancestor {
                    if container.policy.contains(.drawsFocusWithin) { host.damage.note(container.frame) }
                    ancestor = container.parent
                }
            }
        }
        // The cursor is placed while drawing: the focused text control draws again, and so does
        // what showed the cursor last time (a table's find field).
        if let focused = focus.focused, focused.capturesText { host.damage.note(focused.frame) }
        if let point = shownCursor { host.damage.note(Rect(origin: point, size: Size(width: 1, height: 1))) }
        let regions = wantsWhole ? nil : lastFrame.flatMap { damagedRegions(last: $0) }
        // What is noted while drawing is for the next frame.
        host.damage.frameDrawn()
        drawnRegions = regions
        return regions == nil
    }

    /// Draws the frame `prepare` decided on.
    func draw() -> CellCanvas {
        let focus = host.focus
        defer {
            drawnWith = (host.layoutEpoch, focus.focused, !host.layers.isEmpty)
            shownCursor = cursor
        }
        guard let last = lastFrame, let regions = drawnRegions else {
            var canvas = CellCanvas(size: host.size)
            draw(&canvas)
            return canvas
        }
        var canvas = CellCanvas(buffer: last)
        draw(&canvas, over: regions)
        #if DEBUG
        // Debug builds check every damaged frame against a whole one (see `Damage`).
        var whole = CellCanvas(size: host.size)
        let shown = cursor
        draw(&whole)
        if whole.buffer != canvas.buffer || cursor != shown {
            let cells = canvas.buffer.bounds
            let first = (cells.minY..<cells.maxY).lazy.flatMap { y in (cells.minX..<cells.maxX).lazy.map { Point(x: $0, y: y) } }
                .first { whole.buffer[$0.x, $0.y] != canvas.buffer[$0.x, $0.y] }
            assertionFailure("a damaged frame differs from a whole one at \(first.map { "\($0)" } ?? "the cursor") (damage: \(regions))\n\(whole.buffer.text)\n---\n\(canvas.buffer.text)")
            return whole
        }
        #endif
        return canvas
    }

    /// The damaged regions of the content to draw over `last`, or nil for a whole frame.
    private func damagedRegions(last: ScreenBuffer) -> [Rect]? {
        let environment = host.environment
        guard !host.damage.isWhole, last.size == host.size, last.links.isEmpty, host.layers.isEmpty, !host.isHelpVisible,
              host.appearsActive, environment.colorsEnabled, !environment.screenReaderMode, let drawn = drawnWith,
              drawn.epoch == host.layoutEpoch, !drawn.presenting else { return nil }
        return host.damage.regions(in: host.contentRect, last: last)
    }

    /// Draws the content, then what lies over it. On a blank canvas, all of it; over the last
    /// frame, only `regions` of the content are cleared and drawn again (a partial frame has
    /// no layers, help or inactive focus to draw, see `damagedRegions`), and the footer's row.
    private func draw(_ canvas: inout CellCanvas, over regions: [Rect]? = nil) {
        let area = host.contentRect
        for region in regions ?? [area] {
            if regions != nil { canvas.buffer.fill(region) }
            canvas.clipped(to: region) { host.root.draw(&$0) }
        }
        host.layers.draw(&canvas, in: area)
        // The cursor a control put while drawing (see `CellCanvas.showCursor`).
        if let request = canvas.takeCursorRequest() { cursor = request }
        if !host.appearsActive, let focused = host.focus.focused {
            canvas.restyle(focused.frame) { if $0.attributes.contains(.reverse) { $0.attributes.insert(.dim) } }
        }
        if let footer = footerRow {
            if regions != nil { canvas.buffer.fill(footer) }
            Footer.draw(&canvas, host: host, row: footer.minY)
        }
        if host.isHelpVisible { HelpOverlay.draw(&canvas, host: host, in: area) }
        // Screen-reader mode: the cursor stays on what has focus, where a reader follows it.
        if cursor == nil, host.environment.screenReaderMode, let point = host.focus.focused?.accessibilityCursor { cursor = point }
        if let c = cursor, !canvas.buffer.bounds.contains(c) { cursor = nil }
        canvas.buffer.keepIntactPictures()
        host.stats.drawsAsked &+= canvas.drawsAsked
        canvas.drawsAsked = 0
    }
}
