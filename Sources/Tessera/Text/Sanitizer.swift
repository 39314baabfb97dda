/// Makes untrusted text inert: control characters become visible symbols, so nothing a data
/// file or a paste says can move the cursor, change colours or talk to the terminal.
public enum Sanitizer {
    /// The visible stand-in for a control or otherwise dangerous scalar, or nil if the scalar
    /// may be drawn as it is.
    public static func visibleSymbol(for scalar: Unicode.Scalar) -> Character? {
        let v = scalar.value
        switch v {
        case 0x00...0x1F: return Character(Unicode.Scalar(0x2400 + v)!)   // ␀ … ␟
        case 0x7F: return "\u{2421}"                                        // ␡
        case 0x80...0x9F: return "\u{FFFD}"
        // Bidi overrides and isolates would reorder what follows on the line.
        case 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
        default: return nil
        }
    }

    /// `text` with every control scalar replaced by its visible stand-in.
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { visibleSymbol(for: $0) != nil }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" {
                out.append(scalar)
            } else if let symbol = visibleSymbol(for: scalar) {
                out.append(contentsOf: symbol.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
