/// How a table's find compares text: case and accents ignored, a scalar at a time. Plain
/// ASCII is lowercased byte by byte; any other scalar is folded once by Foundation (case and
/// diacritics, "đ" to "d") and the result kept, so a million rows of Vietnamese names ask
/// Foundation about each letter once, not about each row. Matching compares the folded
/// UTF-8 bytes, as a literal search does.
@MainActor
enum FindFolding {
    /// Each non-ASCII scalar met so far, folded.
    private static var foldedScalars: [UInt32: String] = [:]

    /// `text` with case and accents folded away.
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(Unicode.Scalar(lowercased(UInt8(scalar.value))))
            } else {
                out += folded(scalar)
            }
        }
        return out
    }

    private static func folded(_ scalar: Unicode.Scalar) -> String {
        if let known = foldedScalars[scalar.value] { return known }
        let one = String(Character(scalar))
        let result = one.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "đ", with: "d").replacingOccurrences(of: "Đ", with: "d")
        foldedScalars[scalar.value] = result
        return result
    }

    /// True when `text`, folded, contains `needle` (already folded). ASCII text is compared
    /// without being copied.
    static func contains(_ text: String, folded needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { wanted in
            guard !wanted.isEmpty else { return true }
            var text = text
            let ascii: Bool? = text.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                return find(wanted, in: bytes, lowercasing: true)
            }
            if let ascii { return ascii }
            var folded = folded(text)
            return folded.withUTF8 { find(wanted, in: $0, lowercasing: false) }
        }
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// True when `needle` occurs in `bytes` (each lowercased first when `lowercasing`).
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        let n = needle.count, count = bytes.count
        guard n <= count else { return false }
        let first = needle[0]
        var start = 0
        while start <= count - n {
            let byte = lowercasing ? lowercased(bytes[start]) : bytes[start]
            if byte == first {
                var i = 1
                while i < n, (lowercasing ? lowercased(bytes[start + i]) : bytes[start + i]) == needle[i] { i += 1 }
                if i == n { return true }
            }
            start += 1
        }
        return false
    }
}
