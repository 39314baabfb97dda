import CNCursesW
import Tessera
import TesseraTerminal

/// Writes OSC 8 hyperlinks around the cells that carry one, after ncurses has drawn a frame.
///
/// ncurses has no capability for hyperlinks and would not write a cell whose text did not
/// change, so after `doupdate` the linked cells that changed are written again: a cursor move,
/// the cell's attributes, OSC 8 with the address, the same text, OSC 8 with none, a reset.
/// Cells that lost their link are written again without one. The terminal ends with what
/// ncurses believes it holds: the same glyphs, normal attributes, the cursor where it was.
struct HyperlinkWriter {
    let depth: TerminalCapabilities.ColorDepth

    /// Terminal types that take OSC 8, or drop it without a trace (tmux before 3.4, screen,
    /// xterm). The Linux console and the VT family show part of it as text: never for them.
    static func isLikelySupported(terminalType: String) -> Bool {
        let type = terminalType.lowercased()
        let families = ["xterm", "tmux", "screen", "kitty", "alacritty", "foot", "wezterm", "ghostty", "contour", "rio",
                        "mintty", "iterm", "vte", "gnome", "konsole", "st-"]
        return families.contains { type == $0 || type.hasPrefix($0 + "-") || type.hasPrefix($0 + ".") || ($0.hasSuffix("-") && type.hasPrefix($0)) }
            && !type.contains("-mono")
    }

    /// What to write after ncurses drew `frame` over `previous` on a screen of `rows` × `cols`
    /// with its cursor at `cursor`; empty when no cell has or had a link.
    func sequence(for frame: ScreenBuffer, over previous: ScreenBuffer?, rows: Int, cols: Int, cursor: Point) -> String {
        let comparable = previous.flatMap { $0.size == frame.size ? $0 : nil }
        guard !frame.links.isEmpty || !(comparable?.links.isEmpty ?? true) else { return "" }
        let out = frameWriter.runs(of: frame, rows: rows, columns: cols) { x, y in
            needsRewrite(x: x, y: y, frame: frame, previous: comparable)
        }
        guard !out.isEmpty else { return "" }
        return out + AnsiFrameWriter.moveCursor(x: cursor.x, y: cursor.y)
    }

    /// A cell with a link that ncurses may have rewritten (or that is new), or one whose link
    /// went away.
    private func needsRewrite(x: Int, y: Int, frame: ScreenBuffer, previous: ScreenBuffer?) -> Bool {
        let cell = frame[x, y]
        guard let previous else { return cell.linkSlot != 0 }
        if cell.linkSlot == 0 { return previous[x, y].linkSlot != 0 }
        return AnsiFrameWriter.differs(frame, previous, x: x, y: y)
    }

    /// Writes cells with the attributes and colours ncurses gives them at this depth (ncurses
    /// has no strikethrough, so neither has this).
    private var frameWriter: AnsiFrameWriter {
        let depth = depth
        return AnsiFrameWriter(writer: AnsiWriter(strikethrough: false) { color, base in Self.colorCodes(color, base: base, depth: depth) })
    }

    /// The SGR sequence ncurses would set `style` with at this depth, from a reset.
    func sgr(_ style: Style) -> String { frameWriter.writer.sgr(style) }

    private static func colorCodes(_ color: Color, base: Int, depth: TerminalCapabilities.ColorDepth) -> [String] {
        let number = Int(ColorPairs.colorNumber(color, depth: depth))
        if depth == .trueColor, number >= 8 {
            // A direct-colour number is the colour's red, green and blue packed in 24 bits.
            return ["\(base + 8)", "2", "\(number >> 16 & 0xFF)", "\(number >> 8 & 0xFF)", "\(number & 0xFF)"]
        }
        switch number {
        case ..<0: return []
        case 0..<8: return ["\(base + number)"]
        case 8..<16: return ["\(base + 60 + number - 8)"]
        default: return ["\(base + 8)", "5", "\(number)"]
        }
    }
}
