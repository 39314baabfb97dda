/// What nodes draw into: the frame's buffer of cells and the current clip rectangle (SwiftUI's
/// `Canvas` view is another thing, in `Shapes/Canvas.swift`).
package struct CellCanvas {
    package var buffer: ScreenBuffer
    package var clip: Rect
    /// Where a control drawn into this canvas put the terminal cursor (nil inside: the clip
    /// missed it), for the drawer to take once the tree is drawn; nil when none did.
    package private(set) var cursorRequest: Point??
    /// How many times a container asked a child to draw into this canvas (what a frame walks),
    /// added to the host's `HostStats.drawsAsked` once the frame is drawn.
    package var drawsAsked = 0

    /// Puts the terminal cursor at `point` for this frame (a focused text field, a find
    /// field), when the clip shows it.
    package mutating func showCursor(at point: Point) {
        cursorRequest = .some(clip.contains(point) ? point : nil)
    }

    /// The cursor a control asked for since the last call, and no longer.
    mutating func takeCursorRequest() -> Point?? {
        defer { cursorRequest = nil }
        return cursorRequest
    }

    package init(size: Size) {
        buffer = ScreenBuffer(size: size)
        clip = buffer.bounds
    }

    /// A canvas over `buffer` as it is (a frame drawing only what changed since it).
    package init(buffer: ScreenBuffer) {
        self.buffer = buffer
        clip = buffer.bounds
    }

    @discardableResult
    package mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style = .plain) -> Int {
        buffer.write(text, at: point, style: style, clip: clip)
    }

    /// Writes `text` at (x, y), cut with `…` so it fits in `width` columns.
    package mutating func write(_ text: String, x: Int, y: Int, width: Int, style: Style = .plain, truncation: TruncationMode = .tail) {
        guard width > 0 else { return }
        write(TextLayout.truncate(text, width: width, mode: truncation), at: Point(x: x, y: y), style: style)
    }

    /// Sets every cell of `rect` (clipped) to `character` in `style`, background included: a
    /// colour filling its frame, or a layer clearing the area it covers.
    package mutating func fill(_ rect: Rect, style: Style = .plain, character: Character = " ") {
        buffer.fill(rect.intersection(clip), with: Cell(character, style: style))
    }

    /// A line of `width` cells from `origin`, each `character` (one column wide): a divider
    /// or a rule, set cell by cell rather than written as text. With the default background,
    /// each cell keeps the one behind it, as text does.
    package mutating func rule(from origin: Point, width: Int, character: Character = "─", style: Style = .plain) {
        let r = Rect(x: origin.x, y: origin.y, width: max(0, width), height: 1).intersection(clip).intersection(buffer.bounds)
        guard !r.isEmpty else { return }
        let cell = Cell(character, style: style)
        for x in r.minX..<r.maxX { buffer.setOver(cell, x: x, y: r.minY) }
    }

    /// Makes the cells in `rect` (clipped) carry `link`.
    package mutating func link(_ rect: Rect, to link: Hyperlink) {
        buffer.link(rect.intersection(clip), to: link)
    }

    package mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        buffer.restyle(rect.intersection(clip), transform)
    }

    /// Draws one glyph at (x, y) when the clip shows it; with the default background the cell
    /// keeps the one behind it.
    package mutating func set(_ character: Character, x: Int, y: Int, style: Style = .plain) {
        guard clip.contains(Point(x: x, y: y)) else { return }
        let (glyph, w) = DisplayWidth.cell(for: character)
        if w == 2 && !clip.contains(Point(x: x + 1, y: y)) {
            buffer.setOver(Cell(" ", style: style), x: x, y: y)
        } else {
            buffer.setOver(Cell(glyph, width: UInt8(max(1, w)), style: style), x: x, y: y)
        }
    }

    /// Runs `body` with the clip narrowed to `rect`.
    package mutating func clipped(to rect: Rect, _ body: (inout CellCanvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        if !clip.isEmpty { body(&self) }
        clip = saved
    }

    /// Copies another buffer's cells here with its top-left at `origin`, clipped. Cells with
    /// the default background keep the background already drawn; `restyle` may adjust each.
    package mutating func blit(_ picture: ScreenBuffer, at origin: Point, restyle: ((inout Style) -> Void)? = nil) {
        let visible = Rect(origin: origin, size: picture.size).intersection(clip)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let cell = picture[x - origin.x, y - origin.y]
                if cell.isContinuation { continue }
                var style = cell.style
                if style.background == .default { style.background = buffer[x, y].style.background }
                restyle?(&style)
                set(cell.character, x: x, y: y, style: style)
            }
        }
    }

    /// Draws a box outline along the edges of `rect`.
    package mutating func box(_ rect: Rect, style: Style, border: BorderStyle = .rounded) {
        guard rect.width >= 2, rect.height >= 2 else {
            if rect.height == 1 { rule(from: rect.origin, width: rect.width, character: border.glyphs.h, style: style) }
            return
        }
        let g = border.glyphs
        set(g.tl, x: rect.minX, y: rect.minY, style: style)
        set(g.tr, x: rect.maxX - 1, y: rect.minY, style: style)
        set(g.bl, x: rect.minX, y: rect.maxY - 1, style: style)
        set(g.br, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
        if rect.width > 2 {
            rule(from: Point(x: rect.minX + 1, y: rect.minY), width: rect.width - 2, character: g.h, style: style)
            rule(from: Point(x: rect.minX + 1, y: rect.maxY - 1), width: rect.width - 2, character: g.h, style: style)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            set(g.v, x: rect.minX, y: y, style: style)
            set(g.v, x: rect.maxX - 1, y: y, style: style)
        }
    }
}

/// Box-drawing styles for `.border` and panels.
public enum BorderStyle: Sendable, Hashable {
    /// ┌─┐ thin lines, ╭─╮ thin with round corners, ╔═╗ double, ┏━┓ heavy, or +-+ ASCII.
    case single, rounded, double, heavy, ascii

    var glyphs: (tl: Character, tr: Character, bl: Character, br: Character, h: Character, v: Character) {
        switch self {
        case .single: ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .ascii: ("+", "+", "+", "+", "-", "|")
        }
    }
}
