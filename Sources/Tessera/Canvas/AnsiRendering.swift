/// Writes cells as text with SGR attributes and OSC 8 hyperlinks: the one serializer behind
/// `--snapshot --format ansi` (`AnsiRendering`), the links the ncurses backend writes after a
/// frame, and a transport that draws without ncurses (`TesseraTerminal.AnsiFrameWriter`).
///
/// A run of cells opens and closes each cell's link (`Hyperlink.startSequence` …
/// `endSequence`) and sets its style when it differs from the cell before. Those and SGR are
/// the only escape sequences written: a control character in a cell is written as its visible
/// symbol (`Sanitizer`).
public struct AnsiWriter: Sendable {
    /// The SGR parameters for a colour as foreground (`base` 30) or background (`base` 40);
    /// none for the terminal's default.
    public var colorCodes: @Sendable (_ color: Color, _ base: Int) -> [String]
    /// Whether strikethrough is written (SGR 9); ncurses has no attribute for it.
    public var strikethrough: Bool

    /// A writer that writes each colour as the program drew it (16 colours as SGR 30–37 and
    /// 90–97, palette as 38;5, RGB as 38;2), or none with `colors` false (`--no-color`).
    public init(colors: Bool = true, strikethrough: Bool = true) {
        let none: @Sendable (Color, Int) -> [String] = { _, _ in [] }
        self.init(strikethrough: strikethrough, colorCodes: colors ? AnsiWriter.drawnColorCodes : none)
    }

    /// A writer that maps colours with `colorCodes` (a terminal of fewer colours).
    public init(strikethrough: Bool, colorCodes: @escaping @Sendable (_ color: Color, _ base: Int) -> [String]) {
        self.strikethrough = strikethrough
        self.colorCodes = colorCodes
    }

    /// The SGR sequence that sets `style` from a reset.
    public func sgr(_ style: Style) -> String {
        var codes = ["0"] + AnsiWriter.attributeCodes(style.attributes, strikethrough: strikethrough)
        codes += colorCodes(style.foreground, 30)
        codes += colorCodes(style.background, 40)
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters of `attributes` (bold 1, dim 2, italic 3, underline 4, reverse 7,
    /// strikethrough 9), in that order.
    public static func attributeCodes(_ attributes: Style.Attributes, strikethrough: Bool = true) -> [String] {
        let table: [(Style.Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        var codes = table.filter { attributes.contains($0.0) }.map(\.1)
        if strikethrough, attributes.contains(.strikethrough) { codes.append("9") }
        return codes
    }

    /// Each colour as drawn: the default writes nothing.
    public static let drawnColorCodes: @Sendable (Color, Int) -> [String] = { color, base in
        switch color {
        case .default: return []
        case .ansi(let n): return n < 8 ? ["\(base + Int(n))"] : ["\(base + 60 + Int(n) - 8)"]
        case .palette(let n): return ["\(base + 8)", "5", "\(n)"]
        case .rgb(let r, let g, let b): return ["\(base + 8)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }

    /// The SGR sequence that ends a run: every attribute and colour back to the default.
    public static let reset = "\u{1B}[0m"

    /// The SGR sequence that puts the foreground colour back to the terminal's default, and
    /// nothing else.
    public static let defaultForeground = "\u{1B}[39m"

    /// The SGR sequence that changes only the colours given, each as drawn (nil: left as it is;
    /// `.default`: the terminal's own), keeping every other attribute: what a writer that
    /// tracks the pen itself sends (pictures in half-blocks, kitty's placeholder cells). Empty
    /// when neither is given.
    public static func colors(foreground: Color?, background: Color?) -> String {
        func codes(_ color: Color, _ base: Int) -> [String] { color == .default ? ["\(base + 9)"] : drawnColorCodes(color, base) }
        let parameters = (foreground.map { codes($0, 30) } ?? []) + (background.map { codes($0, 40) } ?? [])
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// Appends the cells of row `y` from `start` to `end` (not included) of `buffer` to `out`:
    /// each cell's link and style as it changes, then its text; the link is closed at the end.
    /// `style` is the style in force before the run (nil: unknown, so the first cell sets
    /// its own) and after it. A wide glyph that the right edge (`columns`) cuts is a space.
    public func appendCells(of buffer: ScreenBuffer, row y: Int, from start: Int, to end: Int, columns: Int,
                            style: inout Style?, into out: inout String) {
        var link: Hyperlink?
        for x in start..<end {
            let cell = buffer[x, y]
            if cell.isContinuation { continue }
            let cellLink = buffer.hyperlink(of: cell)
            if cellLink != link {
                if link != nil { out += Hyperlink.endSequence }
                if let cellLink { out += cellLink.startSequence }
                link = cellLink
            }
            if cell.style != style {
                out += sgr(cell.style)
                style = cell.style
            }
            let character = cell.character
            if cell.width == 2 && x + 1 >= columns {
                out += " "
            } else if character.unicodeScalars.contains(where: { Sanitizer.visibleSymbol(for: $0) != nil }) {
                // Cells hold drawn text, already made inert; this keeps it so whatever a cell holds.
                out += Sanitizer.sanitize(String(character))
            } else {
                out.append(character)
            }
        }
        if link != nil { out += Hyperlink.endSequence }
    }
}

/// Renders a screen as text with SGR escape codes, for `--snapshot --format ansi`, through
/// `AnsiWriter`: links in OSC 8, control characters in cells as their visible symbols.
public enum AnsiRendering {
    /// The screen's lines with escape codes; with `colors` false only attributes are written
    /// (`--no-color`, `NO_COLOR`), whatever colours the program drew with.
    public static func render(_ buffer: ScreenBuffer, colors: Bool = true) -> String {
        // Without colours a cell's style differs from the last only by its attributes.
        let source = colors ? buffer : buffer.withoutColors
        let writer = AnsiWriter()
        var out = ""
        for y in 0..<buffer.height {
            var style: Style? = .plain
            var line = ""
            writer.appendCells(of: source, row: y, from: 0, to: buffer.width, columns: buffer.width, style: &style, into: &line)
            if style != .plain { line += AnsiWriter.reset }
            out += line + "\n"
        }
        return out
    }

    /// The SGR sequence that sets `style` from a reset.
    public static func sgr(_ style: Style) -> String { AnsiWriter().sgr(style) }
}

extension ScreenBuffer {
    /// The same cells with every colour the default.
    fileprivate var withoutColors: ScreenBuffer {
        var copy = self
        copy.restyle(bounds) { $0.foreground = .default; $0.background = .default }
        return copy
    }
}
