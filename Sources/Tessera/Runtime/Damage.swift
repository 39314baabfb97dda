/// The cells a frame has to draw again: the frames of the nodes whose drawing may have
/// changed since the last frame (a view applied anew, a node that answered a key, a node
/// placed elsewhere, one that left), or everything.
///
/// A frame that is not whole starts from the last one and, in each damaged rectangle,
/// clears the cells and draws the tree clipped to it, so what is drawn there is what a whole
/// frame would draw. Anything that cannot say which cells it changed (a node asking for a
/// frame, a presentation, help, a resize) asks for a whole frame. A focus change draws the
/// control that had it, the one that has it, and the containers around them that draw the
/// focus within them.
package struct Damage {
    /// True when the next frame draws everything.
    package private(set) var isWhole = true
    /// The damaged rectangles, in the order they were noted.
    package private(set) var rects: [Rect] = []

    /// Past this many separate regions a whole frame is cheaper than drawing them one by one.
    private static let limit = 32

    /// The cells of `rect` need drawing again.
    package mutating func note(_ rect: Rect) {
        guard !isWhole, !rect.isEmpty else { return }
        rects.append(rect)
    }

    /// Every cell needs drawing again.
    package mutating func noteEverything() {
        isWhole = true
        rects.removeAll()
    }

    /// A frame was drawn: nothing is damaged now.
    package mutating func frameDrawn() {
        isWhole = false
        rects.removeAll(keepingCapacity: true)
    }

    /// The damaged rectangles within `area`, merged where they overlap and widened so that no
    /// wide glyph of `last` is cut at their edges; nil when they cover so much of `area` that
    /// a whole frame costs about the same.
    package func regions(in area: Rect, last: ScreenBuffer) -> [Rect]? {
        var merged: [Rect] = []
        for rect in rects {
            var r = widened(rect.intersection(area), in: last)
            guard !r.isEmpty else { continue }
            // Absorb every region this one overlaps, until none does.
            while let index = merged.firstIndex(where: { $0.intersects(r) }) {
                let other = merged.remove(at: index)
                let x = min(r.minX, other.minX), y = min(r.minY, other.minY)
                r = widened(Rect(x: x, y: y, width: max(r.maxX, other.maxX) - x, height: max(r.maxY, other.maxY) - y), in: last)
            }
            merged.append(r)
            if merged.count > Self.limit { return nil }
        }
        let cells = merged.reduce(0) { $0 + $1.width * $1.height }
        return cells * 2 > area.width * area.height ? nil : merged
    }

    /// `rect` grown sideways until neither edge splits a wide glyph of `buffer`.
    private func widened(_ rect: Rect, in buffer: ScreenBuffer) -> Rect {
        guard !rect.isEmpty else { return rect }
        var r = rect
        var changed = true
        while changed {
            changed = false
            for y in r.minY..<r.maxY {
                if r.minX > 0, buffer[r.minX, y].isContinuation { r = Rect(x: r.minX - 1, y: r.minY, width: r.width + 1, height: r.height); changed = true }
                if r.maxX < buffer.width, buffer[r.maxX - 1, y].width == 2 { r = Rect(x: r.minX, y: r.minY, width: r.width + 1, height: r.height); changed = true }
            }
        }
        return r
    }
}
