/// A terminal colour: the terminal's default, one of the 16 ANSI colours, one of the
/// 256-colour palette, or a 24-bit colour. Backends degrade what the terminal cannot show.
public enum Color: Hashable, Sendable {
    /// The terminal's own colour (foreground or background, as the terminal is set up).
    case `default`
    /// 0–7 the normal ANSI colours, 8–15 their bright variants.
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour (red, green, blue); the nearest palette colour on terminals without direct colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The terminal's own text colour, as SwiftUI's `.primary` is the platform's.
    public static let primary = Color.default
    /// Quieter text, as SwiftUI's `.secondary`: the terminal's grey.
    public static let secondary = Color.ansi(8)
    /// No colour of its own: what is behind shows through.
    public static let clear = Color.default
    /// ANSI black.
    public static let black = Color.ansi(0)
    /// ANSI red.
    public static let red = Color.ansi(1)
    /// ANSI green.
    public static let green = Color.ansi(2)
    /// ANSI yellow.
    public static let yellow = Color.ansi(3)
    /// ANSI blue.
    public static let blue = Color.ansi(4)
    /// ANSI magenta.
    public static let magenta = Color.ansi(5)
    /// ANSI cyan.
    public static let cyan = Color.ansi(6)
    /// ANSI white (a light grey on most terminals).
    public static let white = Color.ansi(7)
    /// ANSI bright black: the terminal's grey.
    public static let gray = Color.ansi(8)
    /// ANSI bright red.
    public static let brightRed = Color.ansi(9)
    /// ANSI bright green.
    public static let brightGreen = Color.ansi(10)
    /// ANSI bright yellow.
    public static let brightYellow = Color.ansi(11)
    /// ANSI bright blue.
    public static let brightBlue = Color.ansi(12)
    /// ANSI bright magenta.
    public static let brightMagenta = Color.ansi(13)
    /// ANSI bright cyan.
    public static let brightCyan = Color.ansi(14)
    /// ANSI bright white.
    public static let brightWhite = Color.ansi(15)
    /// The pink of the Health app's heart rate.
    public static let pink = Color.palette(205)
    /// Orange, from the 256-colour palette.
    public static let orange = Color.palette(208)
    /// Purple, from the 256-colour palette.
    public static let purple = Color.palette(135)
    /// Indigo.
    public static let indigo = Color.palette(62)
    /// Teal.
    public static let teal = Color.palette(30)
    /// Mint.
    public static let mint = Color.palette(79)
    /// Brown.
    public static let brown = Color.palette(130)
    /// The accent of the default (dark) theme. Controls draw with the accent of the current
    /// theme (`Theme.accent`, changed with `.tint`); a view that must match it reads
    /// `@Environment(\.theme)`.
    public static let accentColor = Theme.dark.accent

    /// The nearest colour in the 256-colour palette.
    public var paletteIndex: Int {
        switch self {
        case .default: return -1
        case .ansi(let n): return Int(n)
        case .palette(let n): return Int(n)
        case .rgb(let r, let g, let b):
            // The nearer of the 6×6×6 cube's colour and the 24-step grey ramp's (232–255):
            // a dark grey such as (38, 38, 38) is grey 235, where the cube has only black.
            let cube = [0, 95, 135, 175, 215, 255]
            func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : Int((Int(v) - 35) / 40) }
            let (lr, lg, lb) = (level(r), level(g), level(b))
            let (r, g, b) = (Int(r), Int(g), Int(b))
            func distance(_ x: Int, _ y: Int, _ z: Int) -> Int { (x - r) * (x - r) + (y - g) * (y - g) + (z - b) * (z - b) }
            let cubeDistance = distance(cube[lr], cube[lg], cube[lb])
            let step = min(23, max(0, ((r + g + b) / 3 - 3) / 10))
            let grey = 8 + 10 * step
            return distance(grey, grey, grey) < cubeDistance ? 232 + step : 16 + 36 * lr + 6 * lg + lb
        }
    }

    /// The nearest of the 8 basic ANSI colours (for terminals with only 8).
    public var basicIndex: Int {
        switch self {
        case .default: return -1
        case .ansi(let n): return Int(n % 8)
        default:
            let (r, g, b) = rgbComponents
            let hi = max(r, g, b)
            if hi < 60 { return 0 }
            let t = Int(hi) * 6 / 10
            let index = (r >= t ? 1 : 0) | (g >= t ? 2 : 0) | (b >= t ? 4 : 0)
            return index
        }
    }

    /// Approximate 8-bit RGB components of this colour.
    public var rgbComponents: (UInt8, UInt8, UInt8) {
        switch self {
        case .default: return (192, 192, 192)
        case .rgb(let r, let g, let b): return (r, g, b)
        case .ansi(let n): return Color.ansiRGB[Int(n % 16)]
        case .palette(let n):
            let i = Int(n)
            if i < 16 { return Color.ansiRGB[i] }
            if i >= 232 { let v = UInt8(8 + (i - 232) * 10); return (v, v, v) }
            let c = i - 16
            let steps: [UInt8] = [0, 95, 135, 175, 215, 255]
            return (steps[c / 36], steps[(c / 6) % 6], steps[c % 6])
        }
    }

    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
