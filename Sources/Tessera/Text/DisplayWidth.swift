/// The one width function of the toolkit: how many terminal columns a grapheme takes, and
/// which glyph actually reaches a cell. Layout, the buffer and the backends all use it, so
/// the grid and the terminal never disagree.
///
/// Widths are glibc's `wcwidth` (what ncursesw advances the cursor by), taken from generated
/// tables so they do not depend on the process locale. The glyph returned always has the
/// width returned: a grapheme ncurses cannot draw faithfully is replaced by a fallback glyph
/// of the same width.
public enum DisplayWidth {
    /// The glyph drawn in place of a one-column grapheme the terminal cannot show faithfully.
    public static let fallbackGlyph: Character = "\u{FFFD}"
    /// The glyph drawn in place of a two-column grapheme the terminal cannot show faithfully
    /// (a ZWJ sequence or a skin-toned emoji): a fullwidth question mark, two columns wide.
    public static let wideFallbackGlyph: Character = "\u{FF1F}"
    /// How many scalars one ncurses cell holds (`CCHARW_MAX`); longer clusters are cut by
    /// `setcchar`, so they fall back.
    static let maxScalarsPerCell = 5

    /// The grapheme that will be drawn for `character` and its width in columns (0, 1 or 2).
    /// Control characters become visible symbols; unsupported clusters become a fallback glyph.
    /// Width 0 only for a lone zero-width scalar (a combining mark with no base, U+200B, ...),
    /// which draws nothing.
    public static func cell(for character: Character) -> (glyph: Character, width: Int) {
        // Printable ASCII, asked of its one UTF-8 byte: `asciiValue` compares with "\r\n"
        // first and costs several times as much, for every character drawn.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, isPrintableASCII(byte) { return (character, 1) }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (fallbackGlyph, 1) }
        if let visible = Sanitizer.visibleSymbol(for: first) { return (visible, 1) }
        let baseWidth = UnicodeWidth.width(of: first.value)
        if baseWidth < 0 { return (fallbackGlyph, 1) }
        var count = 1
        var rest = scalars.index(after: scalars.startIndex)
        if rest == scalars.endIndex { return (character, baseWidth) }
        // A cluster: a base followed by marks keeps the base's width, provided every mark is
        // zero-width to the terminal too and the whole fits in one ncurses cell. ZWJ sequences,
        // flags, skin tones, keycaps and a one-column base made an emoji by VS16 with more after
        // it are not drawn faithfully, so they fall back.
        if baseWidth == 0 { return (fallbackGlyph, 1) }
        // A one-column glyph made an emoji by VS16 alone (`❤️`), which some terminals draw two
        // columns wide and others one, is drawn as the glyph: one column everywhere.
        if baseWidth == 1, scalars.count == 2, scalars[rest].value == 0xFE0F { return (Character(first), 1) }
        let fallback = baseWidth == 2 ? wideFallbackGlyph : fallbackGlyph
        while rest != scalars.endIndex {
            let scalar = scalars[rest]
            count += 1
            if count > maxScalarsPerCell { return (fallback, baseWidth) }
            switch scalar.value {
            case 0x200D: return (fallback, baseWidth)                        // ZWJ
            case 0xFE0F where baseWidth == 1: return (fallback, baseWidth)   // VS16 on a text glyph
            default: break
            }
            if Sanitizer.visibleSymbol(for: scalar) != nil { return (fallback, baseWidth) }
            if UnicodeWidth.width(of: scalar.value) != 0 { return (fallback, baseWidth) }
            rest = scalars.index(after: rest)
        }
        return (character, baseWidth)
    }

    /// Columns taken by a character once drawn.
    @inline(__always) public static func width(of character: Character) -> Int {
        cell(for: character).width
    }

    /// Columns taken by `text`, measured only until they exceed `limit` (then some value
    /// above `limit`): asking whether a long string fits costs as much as the columns asked.
    public static func width<S: StringProtocol>(of text: S, upTo limit: Int) -> Int {
        // Printable ASCII up to past the limit: one column per byte, no graphemes to find.
        var bytes = 0
        for byte in text.utf8 {
            if !isPrintableASCII(byte) { bytes = -1; break }
            bytes += 1
            if bytes > limit { return bytes }
        }
        if bytes >= 0 { return bytes }
        if let count = simpleNarrowCount(of: text, upTo: limit) { return count }
        var total = 0
        for ch in text {
            total += width(of: ch)
            if total > limit { break }
        }
        return total
    }

    /// Columns taken by a string once drawn.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        // Fast path, taken by most labels: printable ASCII is one column per byte.
        var printableASCII = true
        for byte in text.utf8 where !isPrintableASCII(byte) { printableASCII = false; break }
        if printableASCII { return text.utf8.count }
        if let count = simpleNarrowCount(of: text) { return count }
        var total = 0
        for ch in text { total += width(of: ch) }
        return total
    }

    /// True for a byte that is a whole printable ASCII character, one column wide: text made
    /// only of them is measured and drawn a byte a cell.
    static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// True for a scalar that is a whole character on its own, one column wide, and never
    /// joins a neighbour into one: printable ASCII; the Latin letters and signs of
    /// U+00A0–U+02FF but the soft hyphen, and U+1E00–U+1EFF (Vietnamese's precomposed
    /// letters); dashes, quotes, bullets and the ellipsis (U+2010–U+2027); arrows; circled
    /// letters; box drawing, blocks and geometric shapes but the two drawn wide. Text made
    /// only of them (most Latin-script text, and what controls draw around it) is measured
    /// and drawn a scalar a cell, without looking for grapheme clusters.
    static func isSimpleNarrow(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 }
        if v < 0x300 { return v >= 0xA0 && v != 0xAD }
        switch v {
        case 0x1E00...0x1EFF, 0x2010...0x2027, 0x2190...0x21FF, 0x2460...0x24FF: return true
        case 0x2500...0x25FF: return v != 0x25FD && v != 0x25FE
        default: return false
        }
    }

    /// The columns of `text` when every scalar in it `isSimpleNarrow` (one each), else nil;
    /// once past `limit`, some count above it (the rest is not looked at).
    static func simpleNarrowCount<S: StringProtocol>(of text: S, upTo limit: Int = .max) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            guard isSimpleNarrow(scalar) else { return nil }
            count += 1
            if count > limit { return count }
        }
        return count
    }
}
