/// How text that does not fit is cut.
public enum TruncationMode: Sendable, Hashable { case head, middle, tail }

/// Wrapping and truncation by display width.
public enum TextLayout {
    /// Breaks `text` into lines no wider than `width` columns: at spaces where possible, inside
    /// a word only when the word alone is too wide. Hard newlines always break.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = DisplayWidth.width(of: word)
                let needed = lineWidth == 0 ? w : lineWidth + 1 + w
                if needed <= width {
                    if lineWidth > 0 || !line.isEmpty { line += " "; }
                    line += word
                    lineWidth = needed
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""; lineWidth = 0
                var rest = Substring(word)
                while DisplayWidth.width(of: rest) > width {
                    var piece = ""; var pw = 0
                    while let c = rest.first, pw + DisplayWidth.width(of: c) <= width {
                        piece.append(c); pw += DisplayWidth.width(of: c); rest = rest.dropFirst()
                    }
                    if piece.isEmpty { piece.append(rest.removeFirst()) }
                    lines.append(piece)
                }
                line = String(rest); lineWidth = DisplayWidth.width(of: rest)
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` cut to at most `width` columns, an ellipsis marking what was removed.
    public static func truncate(_ text: String, width: Int, mode: TruncationMode = .tail) -> String {
        let total = DisplayWidth.width(of: text)
        if total <= width { return text }
        if width <= 0 { return "" }
        if width == 1 { return "…" }
        let budget = width - 1
        switch mode {
        case .tail:
            return prefix(text, columns: budget) + "…"
        case .head:
            return "…" + suffix(text, columns: budget)
        case .middle:
            let left = (budget + 1) / 2
            return prefix(text, columns: left) + "…" + suffix(text, columns: budget - left)
        }
    }

    /// The longest prefix of `text` that fits in `columns`.
    public static func prefix(_ text: String, columns: Int) -> String {
        var out = ""; var w = 0
        for c in text {
            let cw = DisplayWidth.width(of: c)
            if w + cw > columns { break }
            out.append(c); w += cw
        }
        return out
    }

    /// The longest suffix of `text` that fits in `columns`.
    public static func suffix(_ text: String, columns: Int) -> String {
        var out: [Character] = []; var w = 0
        for c in text.reversed() {
            let cw = DisplayWidth.width(of: c)
            if w + cw > columns { break }
            out.append(c); w += cw
        }
        return String(out.reversed())
    }
}
