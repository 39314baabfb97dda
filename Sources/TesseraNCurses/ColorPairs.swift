import CNCursesW
import Tessera

/// Maps toolkit colours to what the terminal can show, and allocates ncurses colour pairs on
/// demand (pair 0 is the terminal's default pair and is never redefined).
@MainActor
final class ColorPairs {
    /// Where pair numbers come from.
    enum Allocation {
        /// Numbered from 1 up by this object: the backend owns its screen.
        case sequential
        /// Asked of ncurses (`alloc_pair`) every time: a window of someone else's program
        /// shares the screen, so pairs the program set with `init_pair` are skipped and equal
        /// combinations are shared. ncurses recycles the oldest pair when none is left.
        case shared
    }

    let depth: TerminalCapabilities.ColorDepth
    private let allocation: Allocation
    private let maximumPairs: Int
    private var pairs: [PairKey: Int32] = [:]
    private var nextPair: Int32 = 1

    private struct PairKey: Hashable { var foreground: Int32; var background: Int32 }

    init(depth: TerminalCapabilities.ColorDepth, maximumPairs: Int, allocation: Allocation = .sequential) {
        self.depth = depth
        self.allocation = allocation
        self.maximumPairs = maximumPairs
    }

    /// The colour depth a terminal with `colors` colours offers. A direct-colour terminfo
    /// entry (`xterm-direct`: `COLORS` is 2^24) takes 24-bit values as colour numbers.
    nonisolated static func depth(forColorCount colors: Int) -> TerminalCapabilities.ColorDepth {
        switch colors {
        case (1 << 24)...: return .trueColor
        case 256...: return .palette256
        case 16...: return .ansi16
        case 8...: return .basic8
        default: return .monochrome
        }
    }

    /// The ncurses colour number for `color` at `depth`; -1 is the terminal default.
    nonisolated static func colorNumber(_ color: Color, depth: TerminalCapabilities.ColorDepth) -> Int32 {
        if color == .default { return -1 }
        switch depth {
        case .monochrome: return -1
        case .basic8: return Int32(color.basicIndex)
        case .ansi16:
            switch color {
            case .ansi(let n): return Int32(n % 16)
            case .palette(let n) where n < 16: return Int32(n)
            default: return Int32(color.basicIndex)
            }
        case .palette256: return Int32(color.paletteIndex)
        case .trueColor: return directColorNumber(color)
        }
    }

    /// A colour number for a direct-colour terminal: the eight ANSI colours by index (they
    /// follow the user's theme), everything else as its exact red, green and blue packed in
    /// 24 bits. The entries number their indexed colours from 0 (8, 16 or 256 of them), so
    /// an RGB value that small is nudged up by one step of green, which no eye can tell.
    nonisolated static func directColorNumber(_ color: Color) -> Int32 {
        switch color {
        case .ansi(let n) where n < 8: return Int32(n)
        case .palette(let n) where n < 8: return Int32(n)
        default:
            let (r, g, b) = color.rgbComponents
            let packed = Int32(r) << 16 | Int32(g) << 8 | Int32(b)
            return packed < 256 ? packed | 0x100 : packed
        }
    }

    /// The pair for a foreground and background, allocated the first time it is asked for.
    /// Falls back to the default pair when the terminal has no pairs left.
    func pair(foreground: Color, background: Color) -> Int32 {
        guard depth != .monochrome else { return 0 }
        let key = PairKey(foreground: Self.colorNumber(foreground, depth: depth),
                          background: Self.colorNumber(background, depth: depth))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if allocation == .shared {
            let pair = alloc_pair(key.foreground, key.background)
            guard pair > 0 else { return 0 }
            pairs[key] = pair  // counted only: ncurses may hand the number to another pair later
            return pair
        }
        if let known = pairs[key] { return known }
        guard Int(nextPair) < maximumPairs else { return 0 }
        let pair = nextPair
        guard init_extended_pair(pair, key.foreground, key.background) == OK else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    var allocatedPairs: Int { pairs.count }
}
