/// Column widths of single Unicode scalars, matching glibc's `wcwidth` (which ncursesw uses
/// to advance the cursor) independently of the process locale.
enum UnicodeWidth {
    /// 0 for combining and zero-width scalars, 1 or 2 for printable ones, -1 for scalars the
    /// terminal library does not know (unassigned, or newer than its tables).
    static func width(of value: UInt32) -> Int {
        if value < 0x7F { return value >= 0x20 ? 1 : -1 }
        if value < 0xA0 { return -1 }
        if value == 0x200B || (0x200C...0x200F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2060...0x2064).contains(value) || value == 0xFEFF { return 0 }
        guard let scalar = Unicode.Scalar(value) else { return -1 }
        let props = scalar.properties
        switch props.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        case .format: return 0
        case .unassigned, .surrogate, .privateUse: return -1
        case .control: return -1
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }
        if isWide(value) { return 2 }
        return 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
             0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
             0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
             0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
             0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
             0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
