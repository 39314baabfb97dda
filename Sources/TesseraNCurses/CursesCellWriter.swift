import CNCursesW
import Tessera

/// Writes toolkit cells into a curses window: each glyph with its attributes and colour pair.
/// The one path from a `ScreenBuffer` to curses, shared by the backend (the whole screen) and
/// `CursesHostingWindow` (a window of someone else's program).
@MainActor
struct CursesCellWriter {
    let colorPairs: ColorPairs
    private var cchar = cchar_t()
    private var text = [wchar_t](repeating: 0, count: Int(tessera_ccharw_max()) + 1)

    init(colorPairs: ColorPairs) {
        self.colorPairs = colorPairs
    }

    /// Writes the cells of `frame` that differ from `previous` (all of them when nil or of
    /// another size) into `window`, clipped to `rows` × `cols`. Does not refresh. `changed`:
    /// where `frame` may differ from `previous`, when its producer knows (see `ScreenBuffer.diff`).
    mutating func write(_ frame: ScreenBuffer, over previous: ScreenBuffer?, changed: [Rect]? = nil,
                        into window: UnsafeMutablePointer<WINDOW>, rows: Int, cols: Int) {
        let runs = ScreenBuffer.diff(previous, frame, within: changed)
        #if DEBUG
        // Debug builds check the producer's word: outside what it said changed, nothing did.
        if changed != nil {
            assert(runs == ScreenBuffer.diff(previous, frame), "a frame changed outside the regions its producer named: \(changed!)")
        }
        #endif
        for run in runs where run.y < rows {
            var previous: PairColors?
            for (offset, cell) in run.cells.enumerated() {
                let x = run.x + offset
                guard x < cols, !cell.isContinuation else { continue }
                // A wide glyph that no longer fits (the window is narrower than the frame).
                var glyph: Character = cell.width == 2 && x + 1 >= cols ? " " : cell.character
                var pair: Int32
                if let same = previous, let halfBlock = halfBlock(cell, inPairOf: same) {
                    (glyph, pair) = (halfBlock, same.pair)
                } else {
                    pair = self.pair(for: cell.style)
                    previous = cell.style.attributes.isEmpty ? PairColors(pair: pair, style: cell.style, depth: colorPairs.depth) : nil
                }
                fill(with: glyph)
                _ = tessera_setcchar(&cchar, text, Self.attributes(for: cell.style), pair)
                _ = mvwadd_wch(window, Int32(run.y), Int32(x), &cchar)
            }
        }
    }

    /// A colour pair and the terminal colour numbers of its two colours.
    private struct PairColors {
        var pair: Int32, foreground: Int32, background: Int32
        init(pair: Int32, style: Style, depth: TerminalCapabilities.ColorDepth) {
            self.pair = pair
            foreground = ColorPairs.colorNumber(style.foreground, depth: depth)
            background = ColorPairs.colorNumber(style.background, depth: depth)
        }
    }

    /// The glyph that shows the half-block `cell` (`▀`: the top half its foreground, the
    /// bottom half its background) in the pair of the cell written before it, when one does;
    /// nil when it is not a half-block or none does. ncurses sets both colours whenever the
    /// pair changes (22 bytes in 256 colours), so a picture's cells cost a fifth less when
    /// the halves are the other way round (`▄`) or one terminal colour, that pair's
    /// foreground (`█`). A blank on the pair's background would save two bytes more a cell,
    /// but would read as a blank to whatever reads the screen's text.
    private func halfBlock(_ cell: Cell, inPairOf previous: PairColors) -> Character? {
        guard cell.character == "▀", cell.style.attributes.isEmpty, previous.foreground >= 0, previous.background >= 0 else { return nil }
        let top = ColorPairs.colorNumber(cell.style.foreground, depth: colorPairs.depth)
        let bottom = ColorPairs.colorNumber(cell.style.background, depth: colorPairs.depth)
        guard top >= 0, bottom >= 0 else { return nil }
        if top == previous.foreground && bottom == previous.background { return nil }  // the same pair as it is
        if top == bottom { return top == previous.foreground ? "█" : nil }
        return top == previous.background && bottom == previous.foreground ? "▄" : nil
    }

    /// The glyph's scalars, at most CCHARW_MAX of them, zero-terminated.
    private mutating func fill(with glyph: Character) {
        var count = 0
        for scalar in glyph.unicodeScalars where count < text.count - 1 {
            text[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        text[count] = 0
    }

    static func attributes(for style: Style) -> attr_t {
        var result = tessera_attr_normal()
        let attributes = style.attributes
        if attributes.contains(.bold) { result |= tessera_attr_bold() }
        if attributes.contains(.dim) { result |= tessera_attr_dim() }
        if attributes.contains(.italic) { result |= tessera_attr_italic() }
        if attributes.contains(.underline) { result |= tessera_attr_underline() }
        if attributes.contains(.reverse) { result |= tessera_attr_reverse() }
        // ncurses has no strikethrough attribute: it is dropped.
        return result
    }

    private func pair(for style: Style) -> Int32 {
        colorPairs.pair(foreground: style.foreground, background: style.background)
    }

    /// What `window` holds at (x, y): the glyph, its attributes and colour pair.
    static func readCell(in window: UnsafeMutablePointer<WINDOW>, x: Int, y: Int)
        -> (text: String, attributes: Style.Attributes, pair: Int32) {
        var cchar = cchar_t()
        guard mvwin_wch(window, Int32(y), Int32(x), &cchar) != ERR else { return ("", [], 0) }
        var text = [wchar_t](repeating: 0, count: Int(tessera_ccharw_max()) + 2)
        var attrs: attr_t = 0
        var pair: Int32 = 0
        _ = tessera_getcchar(&cchar, &text, &attrs, &pair)
        var scalars = String.UnicodeScalarView()
        for value in text {
            guard value != 0 else { break }
            if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { scalars.append(scalar) }
        }
        var result: Style.Attributes = []
        if attrs & tessera_attr_bold() != 0 { result.insert(.bold) }
        if attrs & tessera_attr_dim() != 0 { result.insert(.dim) }
        if attrs & tessera_attr_italic() != 0 { result.insert(.italic) }
        if attrs & tessera_attr_underline() != 0 { result.insert(.underline) }
        if attrs & tessera_attr_reverse() != 0 { result.insert(.reverse) }
        return (String(scalars), result, pair)
    }
}
