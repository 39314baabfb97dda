import Foundation
import Tessera

/// Half-blocks written for as few bytes as the picture allows: what a terminal of 256 or
/// 24-bit colours is sent for a picture's cells, over the blanks ncurses was given.
///
/// A cell shows two pixels, the top one and the bottom one. `▀` (top in the foreground) and
/// `▄` (top in the background) show the same two, so each cell takes the form that keeps
/// the colours the pen already has, and a cell of one colour is a blank on it (or `█` in it),
/// which needs one of the pen's colours only. A colour is set alone when only it changes
/// (ncurses sets both at every change of pair). Each pixel takes the nearest colour the
/// terminal has, or a colour of the pen when the eye cannot tell the two apart (within
/// `unnoticed` of the nearest), so that neighbours of nearly one colour make runs.
package enum HalfBlockEncoder {
    /// The colours a terminal takes.
    package enum Colors: Sendable {
        /// The 256-colour palette (SGR 38;5 and 48;5), of which the picture uses 16–255.
        case palette256
        /// 24-bit colour (SGR 38;2 and 48;2).
        case trueColor
    }

    /// The difference in CIELAB (ΔE 1976) below which two colours look alike: a pen's colour
    /// is kept for a pixel whose nearest colour is no more than this closer.
    package static let unnoticed = 2.3

    /// The rows of `cells` (`width` a row, each `▀` with the top pixel as its foreground and
    /// the bottom one as its background), each to be written after the cursor is
    /// moved to its start. The pen's colours are unknown at the start of the first row and
    /// carried from row to row (moving the cursor leaves them); nil when a cell is not such a
    /// half-block.
    package static func encode(_ cells: [Cell], width: Int, colors: Colors) -> [String]? {
        guard width > 0, cells.count % width == 0 else { return nil }
        var quantiser = Quantiser(colors: colors)
        // A few ways of writing the cells so far, the cheapest first (then the closest to the
        // picture): each cell is tried from each, in each form and with each colour it may
        // take, and the best `paths` go on. Taking the cheapest cell each time, one path,
        // costs the gallery's photograph a sixth more.
        var paths = [Path(pen: Pen(), bytes: 0, error: 0, step: -1, rank: 0)]
        var steps: [(previous: Int, text: String)] = []
        for cell in cells {
            guard cell.character == "▀", cell.style.attributes.isEmpty,
                  cell.style.foreground != .default, cell.style.background != .default else { return nil }
            let top = RGB(cell.style.foreground.rgbComponents), bottom = RGB(cell.style.background.rgbComponents)
            var next: [Pen: (path: Path, glyph: Character, foreground: Int?, background: Int?)] = [:]
            var found = 0
            for path in paths {
                for (upper, upperError) in quantiser.choices(for: top, pen: path.pen) {
                    for (lower, lowerError) in quantiser.choices(for: bottom, pen: path.pen) {
                        var forms: [(glyph: Character, foreground: Int?, background: Int?)] = [("▀", upper, lower), ("▄", lower, upper)]
                        if upper == lower { forms += [(" ", nil, upper), ("█", upper, nil)] }
                        for form in forms {
                            let foreground = form.foreground == path.pen.foreground ? nil : form.foreground
                            let background = form.background == path.pen.background ? nil : form.background
                            let bytes = path.bytes + quantiser.sgrLength(foreground: foreground, background: background)
                                + (form.glyph == " " ? 1 : 3)
                            let pen = Pen(foreground: form.foreground ?? path.pen.foreground, background: form.background ?? path.pen.background)
                            let candidate = Path(pen: pen, bytes: bytes, error: path.error + upperError + lowerError, step: path.step,
                                                 rank: found)
                            found += 1
                            if let known = next[pen], !(candidate < known.path) { continue }
                            next[pen] = (candidate, form.glyph, foreground, background)
                        }
                    }
                }
            }
            paths = []
            for (_, kept) in next.sorted(by: { $0.value.path < $1.value.path }).prefix(Self.paths) {
                steps.append((kept.path.step, quantiser.sgr(foreground: kept.foreground, background: kept.background) + String(kept.glyph)))
                var path = kept.path
                path.step = steps.count - 1
                paths.append(path)
            }
        }
        // The best path, followed back from its last cell.
        var texts: [String] = []
        texts.reserveCapacity(cells.count)
        var step = paths.first?.step ?? -1
        while step >= 0 {
            texts.append(steps[step].text)
            step = steps[step].previous
        }
        texts.reverse()
        return stride(from: 0, to: texts.count, by: width).map { texts[$0..<$0 + width].joined() }
    }

    /// How many ways of writing the cells are kept from one cell to the next.
    static let paths = 4

    /// One way of writing the cells so far: the pen it leaves, its bytes, how far its colours
    /// are from the picture's (ΔE, summed), its last step, and the order it was found in,
    /// which settles ties the same way every time.
    private struct Path: Comparable {
        var pen: Pen, bytes: Int, error: Double, step: Int, rank: Int
        static func < (a: Path, b: Path) -> Bool { (a.bytes, a.error, a.rank) < (b.bytes, b.error, b.rank) }
    }

    /// The colours set on the terminal: colour numbers (a palette index, or red, green and
    /// blue packed in 24 bits); nil while unknown.
    private struct Pen: Hashable { var foreground: Int?, background: Int? }

    private struct RGB: Hashable {
        var r: UInt8, g: UInt8, b: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
        init(_ components: (UInt8, UInt8, UInt8)) { self.init(components.0, components.1, components.2) }
        var packed: Int { Int(r) << 16 | Int(g) << 8 | Int(b) }
    }

    /// Picks each pixel's colour number, and says how to write one.
    private struct Quantiser {
        let colors: Colors
        /// CIELAB of the colours met so far.
        private var labs: [Int: Lab] = [:]
        /// The nearest palette colour to each colour met so far, and how far it is.
        private var nearestInPalette: [Int: (colour: Int, error: Double)] = [:]

        init(colors: Colors) { self.colors = colors }

        /// The colours `pixel` may take, with how far each is from it (ΔE): the nearest the
        /// terminal has, and each of the pen's colours that looks no different from that
        /// (within `unnoticed` of it).
        mutating func choices(for pixel: RGB, pen: Pen) -> [(colour: Int, error: Double)] {
            let lab = self.lab(of: pixel)
            let nearest: (colour: Int, error: Double)
            switch colors {
            case .trueColor:
                nearest = (pixel.packed, 0)
            case .palette256:
                if let known = nearestInPalette[pixel.packed] {
                    nearest = known
                } else {
                    var best = (colour: 16, error: Double.infinity)
                    for (offset, candidate) in Self.paletteLabs.enumerated() {
                        let distance = lab.distance(to: candidate)
                        if distance < best.error { best = (16 + offset, distance) }
                    }
                    nearestInPalette[pixel.packed] = best
                    nearest = best
                }
            }
            var choices = [nearest]
            for colour in [pen.foreground, pen.background].compactMap({ $0 }) where !choices.contains(where: { $0.colour == colour }) {
                let distance = lab.distance(to: self.lab(ofColour: colour))
                if distance <= nearest.error + HalfBlockEncoder.unnoticed { choices.append((colour, distance)) }
            }
            return choices
        }

        /// The SGR sequence that sets `foreground` and `background` (either nil: left as it is).
        func sgr(foreground: Int?, background: Int?) -> String {
            AnsiWriter.colors(foreground: foreground.map(color), background: background.map(color))
        }

        /// `colour` (a palette index, or 24-bit RGB packed in an Int) as a `Color`.
        func color(_ colour: Int) -> Color {
            switch colors {
            case .palette256: .palette(UInt8(clamping: colour))
            case .trueColor: .rgb(UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF))
            }
        }

        /// The length in bytes of `sgr(foreground:background:)`, counted without making it.
        func sgrLength(foreground: Int?, background: Int?) -> Int {
            func digits(_ n: Int) -> Int { n >= 100 ? 3 : n >= 10 ? 2 : 1 }
            func length(_ colour: Int) -> Int {  // "38;" and the parameters
                switch colors {
                case .palette256: return 5 + digits(colour)
                case .trueColor: return 7 + digits(colour >> 16 & 0xFF) + digits(colour >> 8 & 0xFF) + digits(colour & 0xFF)
                }
            }
            switch (foreground, background) {
            case (nil, nil): return 0
            case (let one?, nil), (nil, let one?): return 3 + length(one)
            case (let f?, let b?): return 4 + length(f) + length(b)
            }
        }

        private mutating func lab(of pixel: RGB) -> Lab {
            if let known = labs[pixel.packed] { return known }
            let lab = Lab(pixel.r, pixel.g, pixel.b)
            labs[pixel.packed] = lab
            return lab
        }

        private mutating func lab(ofColour colour: Int) -> Lab {
            switch colors {
            case .palette256: return Self.paletteLabs[colour - 16]
            case .trueColor: return lab(of: RGB(UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)))
            }
        }

        /// CIELAB of palette colours 16–255 (the 6 × 6 × 6 cube and the grey ramp), which do
        /// not follow the user's theme as 0–15 do.
        static let paletteLabs: [Lab] = (16..<256).map { index in
            let (r, g, b) = Color.palette(UInt8(index)).rgbComponents
            return Lab(r, g, b)
        }
    }

    /// A colour in CIELAB (D65), where distance is how different two colours look.
    private struct Lab {
        var l: Double, a: Double, b: Double

        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            func linear(_ v: UInt8) -> Double {
                let c = Double(v) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
            func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
            l = 116 * f(y) - 16
            a = 500 * (f(x) - f(y))
            self.b = 200 * (f(y) - f(z))
        }

        func distance(to other: Lab) -> Double {
            let (dl, da, db) = (l - other.l, a - other.a, b - other.b)
            return (dl * dl + da * da + db * db).squareRoot()
        }
    }
}
