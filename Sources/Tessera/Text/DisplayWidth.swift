/// The one width function of the toolkit: how many terminal columns a grapheme takes, and
/// which glyph actually reaches a cell. Layout, the buffer and the backends all use it, so
/// the grid and the terminal never disagree.
public enum DisplayWidth {
    /// The glyph drawn in place of a grapheme the terminal cannot show faithfully.
    public static let fallbackGlyph: Character = "\u{FFFD}"

    /// The grapheme that will be drawn for `character` and its width in columns (0, 1 or 2).
    /// Control characters become visible symbols; unsupported clusters become `fallbackGlyph`.
    public static func cell(for character: Character) -> (glyph: Character, width: Int) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (fallbackGlyph, 1) }
        if scalars.count == 1 {
            if let visible = Sanitizer.visibleSymbol(for: first) { return (visible, 1) }
            let w = UnicodeWidth.width(of: first.value)
            if w < 0 { return (fallbackGlyph, 1) }
            return (character, w)
        }
        // A cluster: a base followed by combining marks keeps the base's width, provided every
        // mark is zero-width to the terminal too. ZWJ sequences, flags and emoji with
        // presentation selectors are not drawn faithfully by ncurses, so they fall back.
        if let visible = Sanitizer.visibleSymbol(for: first) { return (visible, 1) }
        let baseWidth = UnicodeWidth.width(of: first.value)
        if baseWidth <= 0 { return (fallbackGlyph, 1) }
        for scalar in scalars.dropFirst() {
            if scalar.value == 0x200D || scalar.value == 0xFE0F || (0x1F1E6...0x1F1FF).contains(scalar.value) {
                return (fallbackGlyph, baseWidth)
            }
            if UnicodeWidth.width(of: scalar.value) != 0 { return (fallbackGlyph, baseWidth) }
        }
        return (character, baseWidth)
    }

    /// Columns taken by a character once drawn.
    @inline(__always)
    public static func width(of character: Character) -> Int {
        if character.asciiValue != nil { return 1 }
        return cell(for: character).width
    }

    /// Columns taken by a string once drawn.
    public static func width<S: StringProtocol>(of text: S) -> Int {
        var total = 0
        for ch in text { total += width(of: ch) }
        return total
    }
}

