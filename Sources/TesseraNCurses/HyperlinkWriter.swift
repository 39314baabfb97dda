import CNCursesW
import Tessera

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
        var out = ""
        for y in 0..<min(rows, frame.height) {
            var x = 0
            while x < min(cols, frame.width) {
                guard needsRewrite(x: x, y: y, frame: frame, previous: comparable) else { x += 1; continue }
                let start = frame[x, y].isContinuation && x > 0 ? x - 1 : x
                var end = x + 1
                while end < min(cols, frame.width), needsRewrite(x: end, y: y, frame: frame, previous: comparable) { end += 1 }
                out += run(frame, y: y, from: start, to: end, cols: cols)
                x = end
            }
        }
        guard !out.isEmpty else { return "" }
        return out + "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H"
    }

    /// A cell with a link that ncurses may have rewritten (or that is new), or one whose link
    /// went away.
    private func needsRewrite(x: Int, y: Int, frame: ScreenBuffer, previous: ScreenBuffer?) -> Bool {
        let cell = frame[x, y]
        guard let previous else { return cell.linkSlot != 0 }
        let before = previous[x, y]
        if cell.linkSlot == 0 { return before.linkSlot != 0 }
        return before.character != cell.character || before.width != cell.width || before.style != cell.style
            || previous.hyperlink(of: before) != frame.hyperlink(of: cell)
    }

    /// The cells from `start` to `end` of row `y`, each with its attributes and link.
    private func run(_ frame: ScreenBuffer, y: Int, from start: Int, to end: Int, cols: Int) -> String {
        var out = "\u{1B}[\(y + 1);\(start + 1)H"
        var link: Hyperlink?
        var style: Style?
        for x in start..<end {
            let cell = frame[x, y]
            if cell.isContinuation { continue }
            let cellLink = frame.hyperlink(of: cell)
            if cellLink != link {
                if link != nil { out += Hyperlink.endSequence }
                if let cellLink { out += cellLink.startSequence }
                link = cellLink
            }
            if cell.style != style {
                out += sgr(cell.style)
                style = cell.style
            }
            // A wide glyph cut by the right edge is a space, as the cell writer draws it.
            out.append(cell.width == 2 && x + 1 >= cols ? " " : cell.character)
        }
        if link != nil { out += Hyperlink.endSequence }
        return out + "\u{1B}[0m"
    }

    /// The attributes and colours ncurses gives `style` at this depth, from a reset.
    /// (ncurses has no strikethrough, so neither has this.)
    func sgr(_ style: Style) -> String {
        var codes = ["0"] + AnsiRendering.attributeCodes(style.attributes, strikethrough: false)
        codes += colorCodes(style.foreground, base: 30)
        codes += colorCodes(style.background, base: 40)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func colorCodes(_ color: Color, base: Int) -> [String] {
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
