/// How text that does not fit is cut.
public enum TruncationMode: Sendable, Hashable {
    /// The start is cut: "…end of the text".
    case head
    /// The middle is cut: "start…end".
    case middle
    /// The end is cut: "start of the…".
    case tail
}

/// Wrapping and truncation by display width.
public enum TextLayout {
    /// The mark left where text was cut (one column wide).
    public static let ellipsis: Character = "…"

    /// Breaks `text` into lines no wider than `width` columns: at spaces where possible, inside
    /// a word only when the word alone is too wide (never inside a grapheme, so a wide glyph is
    /// never split). Hard newlines ("\n", "\r\n", "\r") always break.
    ///
    /// Spaces where a line breaks are dropped, as are spaces at the end of a paragraph; spaces
    /// between words and at the start of a paragraph (indentation) are kept when they fit.
    /// A glyph wider than `width` on its own (a wide glyph in one column) becomes `…`.
    /// Returns no lines when `width` is not positive, one empty line for empty text.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var lineStarted = false       // the line holds a word (maybe of zero width)
        var i = paragraph.startIndex
        var gap = 0                   // spaces before the next word
        var atParagraphStart = true
        while i < paragraph.endIndex {
            // Spaces, then a word.
            while i < paragraph.endIndex, paragraph[i] == " " { gap += 1; i = paragraph.index(after: i) }
            guard i < paragraph.endIndex else { break }   // trailing spaces: dropped
            let wordStart = i
            var wordWidth = 0
            while i < paragraph.endIndex, paragraph[i] != " " {
                wordWidth += DisplayWidth.width(of: paragraph[i]); i = paragraph.index(after: i)
            }
            let word = paragraph[wordStart..<i]

            if lineStarted {
                if lineWidth + gap + wordWidth <= width {
                    line += String(repeating: " ", count: gap); line += word
                    lineWidth += gap + wordWidth
                    gap = 0
                    continue
                }
                lines.append(line)
                line = ""; lineWidth = 0; lineStarted = false
            }
            // The word starts a line. Indentation is kept only at the start of a paragraph.
            let indent = atParagraphStart && gap + wordWidth <= width ? gap : 0
            atParagraphStart = false
            gap = 0
            if indent + wordWidth <= width {
                line = String(repeating: " ", count: indent) + word
                lineWidth = indent + wordWidth
                lineStarted = true
                continue
            }
            // Too wide alone: cut it into full lines; the remainder starts the next line.
            var piece = ""
            var pieceWidth = 0
            for character in word {
                var c = character
                var w = DisplayWidth.width(of: c)
                if w > width { c = ellipsis; w = 1 }
                if pieceWidth + w > width {
                    lines.append(piece)
                    piece = ""; pieceWidth = 0
                }
                piece.append(c); pieceWidth += w
            }
            line = piece; lineWidth = pieceWidth; lineStarted = true
        }
        lines.append(line)
    }

    /// `text` cut to at most `width` columns, `…` marking what was removed: at the end
    /// (`.tail`), at the start (`.head`) or in the middle (`.middle`). Text that fits is
    /// returned unchanged; no width leaves nothing.
    public static func truncate(_ text: String, width: Int, mode: TruncationMode = .tail) -> String {
        if DisplayWidth.width(of: text, upTo: width) <= width { return text }
        if width <= 0 { return "" }
        if width == 1 { return String(ellipsis) }
        let budget = width - 1
        switch mode {
        case .tail:
            return prefix(text, columns: budget) + String(ellipsis)
        case .head:
            return String(ellipsis) + suffix(text, columns: budget)
        case .middle:
            // The left side gets the larger half; columns a wide glyph leaves unused there go
            // to the right side.
            let left = prefix(text, columns: (budget + 1) / 2)
            let right = suffix(text, columns: budget - DisplayWidth.width(of: left))
            return left + String(ellipsis) + right
        }
    }

    /// The longest prefix of `text` that fits in `columns`.
    public static func prefix(_ text: String, columns: Int) -> String {
        var end = text.startIndex
        var w = 0
        for i in text.indices {
            let cw = DisplayWidth.width(of: text[i])
            if w + cw > columns { break }
            w += cw
            end = text.index(after: i)
        }
        return String(text[..<end])
    }

    /// The longest suffix of `text` that fits in `columns`.
    public static func suffix(_ text: String, columns: Int) -> String {
        var start = text.endIndex
        var w = 0
        while start > text.startIndex {
            let i = text.index(before: start)
            let cw = DisplayWidth.width(of: text[i])
            if w + cw > columns { break }
            w += cw
            start = i
        }
        return String(text[start...])
    }
}
