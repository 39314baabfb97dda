import Tessera

/// The changed runs between two frames, as `ScreenBuffer.diff` defines them.
///
/// A local copy because `ScreenBuffer.diff` loops forever when a change is followed by more
/// than three unchanged cells on the same row (it breaks out of the gap scan one cell short,
/// so `end -= gap` lands back on `x`). Switch back to `ScreenBuffer.diff` once that is fixed.
enum FrameDiff {
    /// A horizontal run of changed cells starting at (x, y).
    struct Run { var y: Int; var x: Int; var cells: ArraySlice<Cell> }

    static func changedRuns(_ old: ScreenBuffer?, _ new: ScreenBuffer) -> [Run] {
        let width = new.size.width
        guard let old, old.size == new.size else {
            return (0..<new.size.height).map { y in
                Run(y: y, x: 0, cells: new.cells[(y * width)..<((y + 1) * width)])
            }
        }
        var runs: [Run] = []
        for y in 0..<new.size.height {
            let base = y * width
            var x = 0
            while x < width {
                if old.cells[base + x] == new.cells[base + x] { x += 1; continue }
                var start = x
                if new.cells[base + start].isContinuation, start > 0 { start -= 1 }
                var end = x + 1
                // Cover short unchanged gaps (cheaper than a cursor move), at most three cells.
                var gap = 0
                while end < width {
                    if old.cells[base + end] != new.cells[base + end] { gap = 0; end += 1; continue }
                    if gap == 3 { break }
                    gap += 1
                    end += 1
                }
                end -= gap
                if end < width, new.cells[base + end].isContinuation { end += 1 }
                runs.append(Run(y: y, x: start, cells: new.cells[(base + start)..<(base + end)]))
                x = end
            }
        }
        return runs
    }
}
