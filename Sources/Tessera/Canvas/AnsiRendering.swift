/// Renders a screen as text with SGR escape codes, for `--snapshot --format ansi`.
/// Cells that carry a hyperlink are wrapped in OSC 8 (`Hyperlink.startSequence` … `endSequence`).
/// Those and SGR are the only escape sequences written: a control character in a cell is
/// written as its visible symbol (`Sanitizer`).
public enum AnsiRendering {
    /// The screen's lines with escape codes; with `colors` false only attributes are written
    /// (`--no-color`, `NO_COLOR`), whatever colours the program drew with.
    public static func render(_ buffer: ScreenBuffer, colors: Bool = true) -> String {
        var out = ""
        for y in 0..<buffer.height {
            var current = Style.plain
            var link: Hyperlink?
            var line = ""
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                let cellLink = buffer.hyperlink(of: cell)
                if cellLink != link {
                    if link != nil { line += Hyperlink.endSequence }
                    if let cellLink { line += cellLink.startSequence }
                    link = cellLink
                }
                var style = cell.style
                if !colors { style.foreground = .default; style.background = .default }
                if style != current {
                    line += sgr(style)
                    current = style
                }
                // Cells hold drawn text, already made inert; this keeps it so whatever a cell holds.
                let character = cell.character
                if character.unicodeScalars.contains(where: { Sanitizer.visibleSymbol(for: $0) != nil }) {
                    line += Sanitizer.sanitize(String(character))
                } else {
                    line.append(character)
                }
            }
            if link != nil { line += Hyperlink.endSequence }
            if current != .plain { line += "\u{1B}[0m" }
            out += line + "\n"
        }
        return out
    }

    /// The SGR sequence that sets `style` from a reset.
    public static func sgr(_ style: Style) -> String {
        var codes = ["0"] + attributeCodes(style.attributes)
        codes += color(style.foreground, base: 30)
        codes += color(style.background, base: 40)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters of `attributes` (bold 1, dim 2, italic 3, underline 4, reverse 7,
    /// strikethrough 9), in that order; the terminal layer leaves out what ncurses lacks.
    public static func attributeCodes(_ attributes: Style.Attributes, strikethrough: Bool = true) -> [String] {
        let table: [(Style.Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        var codes = table.filter { attributes.contains($0.0) }.map(\.1)
        if strikethrough, attributes.contains(.strikethrough) { codes.append("9") }
        return codes
    }

    private static func color(_ c: Color, base: Int) -> [String] {
        switch c {
        case .default: return []
        case .ansi(let n): return n < 8 ? ["\(base + Int(n))"] : ["\(base + 60 + Int(n) - 8)"]
        case .palette(let n): return ["\(base + 8)", "5", "\(n)"]
        case .rgb(let r, let g, let b): return ["\(base + 8)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }
}
