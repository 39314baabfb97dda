/// Column widths of single Unicode scalars, exactly as glibc's `wcwidth` gives them under
/// C.UTF-8 (ncursesw advances the cursor by `wcwidth`), independently of the process locale.
///
/// The data lives in `UnicodeWidthTable.swift`, generated from this machine's glibc by
/// `scripts/generate-width-table.py`; a test compares every code point with libc itself.
enum UnicodeWidth {
    /// 0 for combining and zero-width scalars, 1 or 2 for printable ones, -1 for scalars
    /// `wcwidth` rejects (controls, unassigned code points, or ones newer than its tables).
    /// Values above U+10FFFF are -1.
    @inline(__always)
    static func width(of value: UInt32) -> Int {
        // Fast paths, which the tables agree with: ASCII and Latin-1 through the spacing
        // modifiers, where the first combining mark (U+0300) starts.
        if value < 0x300 {
            if value >= 0x20 && value < 0x7F { return 1 }
            if value >= 0xA0 { return 1 }
            return value == 0 ? 0 : -1
        }
        if value > 0x10FFFF { return -1 }
        if value >= 0x1100 && contains(value, in: wideRanges) { return 2 }
        if contains(value, in: zeroWidthRanges) { return 0 }
        if contains(value, in: nonPrintableRanges) { return -1 }
        return 1
    }

    /// Whether `value` falls in one of the sorted, flattened (first, last) pairs of `ranges`.
    @inline(__always)
    static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
        // Binary search for the last range whose first code point is <= value.
        var low = 0
        var high = ranges.count / 2
        guard high > 0, value >= ranges[0] else { return false }
        while high - low > 1 {
            let mid = (low + high) / 2
            if ranges[2 * mid] <= value { low = mid } else { high = mid }
        }
        return value <= ranges[2 * low + 1]
    }
}
