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
            for (offset, cell) in run.cells.enumerated() {
                let x = run.x + offset
                guard x < cols, !cell.isContinuation else { continue }
                // A wide glyph that no longer fits (the window is narrower than the frame).
                let glyph: Character = cell.width == 2 && x + 1 >= cols ? " " : cell.character
                fill(with: glyph)
                _ = tessera_setcchar(&cchar, text, Self.attributes(for: cell.style), pair(for: cell.style))
                _ = mvwadd_wch(window, Int32(run.y), Int32(x), &cchar)
            }
        }
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
