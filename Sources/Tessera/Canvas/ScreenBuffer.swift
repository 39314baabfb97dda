/// A grid of cells: what one frame looks like. Views draw into it; backends present it.
///
/// Writes are wide-character correct: a wide glyph that would cross the clip edge is replaced
/// by a space, and overwriting either half of a wide glyph blanks the other half, so the grid
/// never holds half a glyph.
public struct ScreenBuffer: Hashable, Sendable {
    /// Columns and rows.
    public private(set) var size: Size
    /// The cells, row by row from the top-left.
    public private(set) var cells: [Cell]
    /// The hyperlinks cells carry, in the order they were first drawn (see `Cell.linkSlot`).
    public private(set) var links: [Hyperlink] = []
    /// The pictures drawn, for backends that show their pixels over the cells (see `PicturePlacement`).
    package var pictures: [PicturePlacement] = []

    /// A buffer of `size` cells, each one `fill` (blank by default).
    public init(size: Size, fill: Cell = .blank) {
        let w = max(0, size.width), h = max(0, size.height)
        self.size = Size(width: w, height: h)
        self.cells = Array(repeating: fill, count: w * h)
    }

    /// Columns.
    public var width: Int { size.width }
    /// Rows.
    public var height: Int { size.height }
    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; both must be inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Sets one cell, keeping wide glyphs whole. Out-of-bounds writes are ignored. A wide cell
    /// (width 2) also takes the cell to its right as a continuation; with no room for that it
    /// becomes a space. A continuation cell (width 0) cannot be set on its own: it becomes a
    /// space.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        breakWideGlyph(x: x, y: y)
        if cell.width == 0 {
            self[x, y] = Cell(" ", style: cell.style)
        } else if cell.width == 2 {
            guard x + 1 < size.width else { self[x, y] = Cell(" ", style: cell.style); return }
            breakWideGlyph(x: x + 1, y: y)
            self[x, y] = cell
            self[x + 1, y] = Cell(" ", width: 0, style: cell.style)
        } else {
            self[x, y] = cell
        }
    }

    /// Sets one cell as `set` does; with the default background, the cell keeps the
    /// background it had (what was drawn behind it shows through). Over a cell mostly covered
    /// by a shape's braille dots (more than half of them), anything but another shape's dots
    /// sits on the shape's colour instead: text over a filled circle, on the circle's colour.
    /// A shape in the terminal's own text colour gives that colour by reversing the cell.
    package mutating func setOver(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        var cell = cell
        if cell.style.background == .default {
            let under = self[x, y]
            if let dots = under.brailleDots, dots > 4, cell.brailleDots == nil, !cell.style.attributes.contains(.reverse) {
                if under.style.foreground == .default {
                    cell.style.background = cell.style.foreground
                    cell.style.foreground = .default
                    cell.style.attributes.insert(.reverse)
                } else {
                    cell.style.background = under.style.foreground
                }
            } else {
                cell.style.background = under.style.background
            }
        }
        set(cell, x: x, y: y)
    }

    /// Blanks the other half of a wide glyph that covers (x, y), before (x, y) is overwritten.
    private mutating func breakWideGlyph(x: Int, y: Int) {
        let current = self[x, y]
        if current.width == 2, x + 1 < size.width {
            self[x + 1, y] = Cell(" ", style: self[x + 1, y].style)
        } else if current.width == 0, x > 0 {
            self[x - 1, y] = Cell(" ", style: self[x - 1, y].style)
        }
    }

    /// Writes `text` on one line starting at `point`, clipped to `clip` (and the buffer).
    /// Control characters are drawn as visible symbols. A cell written with the default
    /// background keeps the background it had (text over a colour sits on that colour).
    /// Returns the column after the last glyph written (or that would have been written, for
    /// clipped text).
    @discardableResult public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        let y = point.y
        let visibleRow = y >= area.minY && y < area.maxY
        // Printable ASCII (most text): a cell per byte, without splitting it into graphemes.
        if text.utf8.allSatisfy(DisplayWidth.isPrintableASCII) {
            for byte in text.utf8 {
                if visibleRow, x >= area.minX, x < area.maxX {
                    setOver(Cell(ascii: byte, style: style), x: x, y: y)
                }
                x += 1
            }
            return x
        }
        // Latin text beyond ASCII (Vietnamese names): a cell per scalar, as above.
        if text.unicodeScalars.allSatisfy(DisplayWidth.isSimpleNarrow) {
            for scalar in text.unicodeScalars {
                if visibleRow, x >= area.minX, x < area.maxX {
                    setOver(Cell(Character(scalar), width: 1, style: style), x: x, y: y)
                }
                x += 1
            }
            return x
        }
        for character in text {
            let (glyph, w) = DisplayWidth.cell(for: character)
            if w == 0 {
                // A lone combining mark: attach nothing, draw nothing (it has no base here).
                continue
            }
            if visibleRow, x + w > area.minX, x < area.maxX {
                if x >= area.minX && x + w <= area.maxX {
                // A wide glyph exactly at the clip edge fits; `set` turns one at the buffer's
                // right edge into a space.
                    setOver(Cell(glyph, width: UInt8(w), style: style), x: x, y: y)
                } else {
                    // A wide glyph crossing the clip edge: draw the visible half as a space.
                    for cx in max(x, area.minX)..<min(x + w, area.maxX) {
                        setOver(Cell(" ", style: style), x: cx, y: y)
                    }
                }
            }
            x += w
        }
        return x
    }

    /// Fills `rect` (clipped to the buffer) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { set(cell, x: x, y: y) }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the characters.
    public mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { transform(&cells[y * size.width + x].style) }
        }
    }

    /// Makes every cell in `rect` (clipped to the buffer) carry `link`, keeping its glyph and
    /// style. Drawing over a cell later drops the link.
    public mutating func link(_ rect: Rect, to link: Hyperlink) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let slot: UInt16
        if let index = links.firstIndex(of: link) {
            slot = UInt16(index + 1)
        } else {
            guard links.count < Int(UInt16.max) else { return }
            links.append(link)
            slot = UInt16(links.count)
        }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { cells[y * size.width + x].linkSlot = slot }
        }
    }

    /// The hyperlink the cell at (x, y) carries, if any.
    public func hyperlink(x: Int, y: Int) -> Hyperlink? {
        hyperlink(of: self[x, y])
    }

    /// The hyperlink `cell` (a cell of this buffer) carries, if any.
    public func hyperlink(of cell: Cell) -> Hyperlink? {
        cell.linkSlot == 0 ? nil : links[Int(cell.linkSlot) - 1]
    }

    /// The text of one row; continuation cells contribute nothing.
    public func line(_ y: Int) -> String {
        var s = ""
        for x in 0..<size.width where !self[x, y].isContinuation { s.append(self[x, y].character) }
        return s
    }

    /// Every row as text, trailing spaces kept.
    public var lines: [String] { (0..<size.height).map(line) }

    /// The rows joined by newlines, with trailing spaces trimmed from each.
    public var text: String {
        lines.map { l in
            var s = Substring(l)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }.joined(separator: "\n")
    }

    /// A copy resized to `newSize`, keeping the top-left content.
    public func resized(to newSize: Size) -> ScreenBuffer {
        var out = ScreenBuffer(size: newSize)
        out.links = links
        for y in 0..<min(size.height, out.size.height) {
            // A head brings its continuation along (or becomes a space at the new right edge).
            for x in 0..<min(size.width, out.size.width) where !self[x, y].isContinuation {
                out.set(self[x, y], x: x, y: y)
            }
        }
        return out
    }
}

/// A horizontal run of cells that changed between two frames.
public struct ChangedRun: Hashable, Sendable {
    /// The row.
    public var y: Int
    /// The first column of the run.
    public var x: Int
    /// The new cells, from column `x` on.
    public var cells: [Cell]
}

extension ScreenBuffer {
    /// The longest run of unchanged cells a changed run spans rather than being split in two.
    static let maxGap = 3

    /// The runs of cells in `new` that differ from `old`: in glyph, style or the address of the
    /// link they carry. Different sizes change every row. A run never starts on a continuation
    /// cell: it includes the head of the wide glyph.
    ///
    /// `regions`, when given, are where `new` may differ from `old` (a producer's
    /// `changedRegions`): only the rows they cross are compared.
    public static func diff(_ old: ScreenBuffer?, _ new: ScreenBuffer, within regions: [Rect]? = nil) -> [ChangedRun] {
        var runs: [ChangedRun] = []
        let width = new.size.width
        guard let old, old.size == new.size else {
            for y in 0..<new.size.height {
                runs.append(ChangedRun(y: y, x: 0, cells: Array(new.cells[(y * width)..<((y + 1) * width)])))
            }
            return runs
        }
        let sameLinks = old.links == new.links
        var rows = [Bool](repeating: regions == nil, count: new.size.height)
        for region in regions ?? [] {
            for y in max(0, region.minY)..<min(new.size.height, max(0, region.maxY)) { rows[y] = true }
        }
        for y in 0..<new.size.height where rows[y] {
            let base = y * width
            func changed(_ x: Int) -> Bool {
                let before = old.cells[base + x], after = new.cells[base + x]
                if sameLinks || (before.linkSlot == 0 && after.linkSlot == 0) { return before != after }
                // Slots number each buffer's own table: compare the links they stand for.
                return before.character != after.character || before.width != after.width || before.style != after.style
                    || old.hyperlink(of: before) != new.hyperlink(of: after)
            }
            var x = 0
            while x < width {
                guard changed(x) else { x += 1; continue }
                // Start on the head of a wide glyph, never on its continuation.
                let start = new.cells[base + x].isContinuation && x > 0 ? x - 1 : x
                // Extend across changed cells, and across short unchanged gaps (cheaper than a
                // cursor move) so one write covers them. `end` is one past the last changed cell.
                var end = x + 1
                var probe = end
                while probe < width, probe - end <= maxGap {
                    if changed(probe) { end = probe + 1 }
                    probe += 1
                }
                // End after the continuation of a wide glyph, never between its halves.
                if end < width, new.cells[base + end].isContinuation { end += 1 }
                runs.append(ChangedRun(y: y, x: start, cells: Array(new.cells[(base + start)..<(base + end)])))
                x = end
            }
        }
        return runs
    }
}
