/// Where a frame shows a picture: noted by the view as it draws its cells, read by a backend
/// that can draw the pixels themselves (Sixel, kitty, iTerm2) over those cells.
///
/// The cells are always drawn (half-blocks or braille), so every path that shows cells shows
/// the picture; a placement counts only while the cells under it are still the ones the
/// picture drew (`isIntact`): something drawn over it (a sheet, a menu) makes those cells
/// what the frame shows.
package struct PicturePlacement: Hashable, Sendable {
    package var picture: Picture
    /// What the picture is called: its label, else its file's name.
    package var label: String
    /// The cells the whole picture takes.
    package var frame: Rect
    /// The cells of `frame` drawn (inside the clip of scroll views and the screen).
    package var visible: Rect
    /// The part of the picture `frame` shows.
    package var crop: PictureCrop
    /// The cells drawn in `visible`, hashed: changed when anything is drawn over them.
    package var cellsHash: Int

    /// The part of the picture `visible` shows.
    package var visibleCrop: PictureCrop { crop.narrowed(to: visible, of: frame) }

    /// True while `buffer` holds the cells this placement drew.
    package func isIntact(in buffer: ScreenBuffer) -> Bool {
        visible.intersection(buffer.bounds) == visible && Self.hash(of: buffer, in: visible) == cellsHash
    }

    /// The cells of `rect` in `buffer`, hashed.
    package static func hash(of buffer: ScreenBuffer, in rect: Rect) -> Int {
        var hasher = Hasher()
        let r = rect.intersection(buffer.bounds)
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { hasher.combine(buffer[x, y]) }
        }
        return hasher.finalize()
    }
}

extension ScreenBuffer {
    /// Notes `placement`, replacing any earlier placement its cells overlap.
    package mutating func place(_ placement: PicturePlacement) {
        // Part of a picture drawn again where the frame was damaged: the placement stands.
        if pictures.contains(where: { $0.picture == placement.picture && $0.frame == placement.frame && $0.crop == placement.crop
            && $0.visible.intersection(placement.visible) == placement.visible }) { return }
        pictures.removeAll { $0.visible.intersects(placement.visible) }
        pictures.append(placement)
    }

    /// Keeps the placements whose cells are still theirs, in reading order: called once a
    /// frame is drawn, so a frame drawn over the last one and one drawn whole agree.
    package mutating func keepIntactPictures() {
        guard !pictures.isEmpty else { return }
        let buffer = self
        pictures = pictures.filter { $0.isIntact(in: buffer) }
            .sorted { ($0.visible.minY, $0.visible.minX) < ($1.visible.minY, $1.visible.minX) }
    }

    /// The buffer with each picture drawn as a box named by its label: what `--snapshot
    /// --format text` and text snapshots show, since a picture's cells say nothing as text.
    package func labellingPictures() -> ScreenBuffer {
        guard !pictures.isEmpty else { return self }
        var canvas = CellCanvas(buffer: self)
        for placement in pictures {
            let box = placement.visible
            canvas.fill(box)
            if box.width >= 2 && box.height >= 2 {
                canvas.box(box, style: .plain, border: .single)
                let inner = Rect(x: box.minX + 1, y: box.minY + box.height / 2 - (box.height > 2 ? 0 : 1), width: box.width - 2, height: 1)
                if box.height > 2 {
                    canvas.write("▣ " + placement.label, x: inner.minX + 1, y: inner.minY, width: max(0, inner.width - 2))
                }
            } else {
                canvas.write("▣ " + placement.label, x: box.minX, y: box.minY, width: box.width)
            }
        }
        var labelled = canvas.buffer
        labelled.pictures = []
        return labelled
    }
}
