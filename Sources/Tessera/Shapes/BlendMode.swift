import Foundation

/// How a view's colours combine with what is drawn behind it, as SwiftUI's `BlendMode`. A
/// terminal blends cell by cell: each cell the view draws has its text and background colours
/// combined with the background of the cell behind it (see `View.blendMode(_:)`).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// The view's colour, over what is behind.
    case normal
    /// The product of the two: darker.
    case multiply
    /// The inverse of the product of the inverses: lighter.
    case screen
    /// Multiply or screen, by what is behind.
    case overlay
    /// The darker of the two, channel by channel.
    case darken
    /// The lighter of the two, channel by channel.
    case lighten
    /// What is behind brightened by the view's colour.
    case colorDodge
    /// What is behind darkened by the view's colour.
    case colorBurn
    /// A gentler overlay.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The difference of the two.
    case difference
    /// A lower-contrast difference.
    case exclusion
    /// The view's hue with what is behind's saturation and luminosity.
    case hue
    /// The view's saturation with what is behind's hue and luminosity.
    case saturation
    /// The view's hue and saturation with what is behind's luminosity.
    case color
    /// The view's luminosity with what is behind's hue and saturation.
    case luminosity
    /// The view, drawn where something is behind it (everywhere, in a terminal).
    case sourceAtop
    /// What is behind, drawn over the view.
    case destinationOver
    /// What is behind, cut away where the view is: the terminal's background.
    case destinationOut
    /// The sum of the two less white, at least black.
    case plusDarker
    /// The sum of the two, at most white.
    case plusLighter

    /// `color` (text when `foreground`) combined with the background `ground` by this mode,
    /// as one 24-bit colour; the terminal's own colours are taken as the colour scheme's.
    func blend(_ color: Color, foreground: Bool, over ground: Color, scheme: ColorScheme) -> Color {
        switch self {
        case .normal, .sourceAtop: return color
        case .destinationOver: return ground == .default && foreground ? Color.blend(ground, over: ground, opacity: 1, scheme: scheme) : ground
        case .destinationOut: return foreground ? Color.blend(.default, over: .default, opacity: 1, scheme: scheme) : .default
        default: break
        }
        let s = Color.components(color, foreground: foreground, scheme: scheme)
        let b = Color.components(ground, foreground: false, scheme: scheme)
        let source = [s.0 / 255, s.1 / 255, s.2 / 255], backdrop = [b.0 / 255, b.1 / 255, b.2 / 255]
        let mixed: [Double]
        switch self {
        case .hue: mixed = Self.withLuminosity(Self.withSaturation(source, of: backdrop), of: backdrop)
        case .saturation: mixed = Self.withLuminosity(Self.withSaturation(backdrop, of: source), of: backdrop)
        case .color: mixed = Self.withLuminosity(source, of: backdrop)
        case .luminosity: mixed = Self.withLuminosity(backdrop, of: source)
        default: mixed = zip(source, backdrop).map { channel($0, $1) }
        }
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        return .rgb(byte(mixed[0]), byte(mixed[1]), byte(mixed[2]))
    }

    /// One channel of a separable mode: `s` the view's, `b` what is behind, both 0–1.
    private func channel(_ s: Double, _ b: Double) -> Double {
        switch self {
        case .multiply: return s * b
        case .screen: return s + b - s * b
        case .overlay: return BlendMode.hardLight.channel(b, s)
        case .darken: return min(s, b)
        case .lighten: return max(s, b)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? b * 2 * s : BlendMode.screen.channel(2 * s - 1, b)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        case .plusDarker: return max(0, s + b - 1)
        case .plusLighter: return min(1, s + b)
        default: return s
        }
    }

    private static func luminosity(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    /// `c` moved to the luminosity of `other`, kept within 0–1.
    private static func withLuminosity(_ c: [Double], of other: [Double]) -> [Double] {
        let d = luminosity(other) - luminosity(c)
        let moved = c.map { $0 + d }
        let l = luminosity(moved), low = moved.min() ?? 0, high = moved.max() ?? 0
        return moved.map { v in
            if low < 0 { return l + (v - l) * l / max(l - low, .ulpOfOne) }
            if high > 1 { return l + (v - l) * (1 - l) / max(high - l, .ulpOfOne) }
            return v
        }
    }

    /// `c` with the saturation (the spread of its channels) of `other`.
    private static func withSaturation(_ c: [Double], of other: [Double]) -> [Double] {
        let saturation = (other.max() ?? 0) - (other.min() ?? 0)
        let low = c.min() ?? 0, high = c.max() ?? 0
        guard high > low else { return [0, 0, 0] }
        return c.map { ($0 - low) * saturation / (high - low) }
    }
}

/// Draws its content, then blends each cell the content changed with the cell behind it.
package final class BlendModeNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    var mode = BlendMode.normal

    override package func draw(_ canvas: inout CellCanvas) {
        let depth = environment.colorDepth ?? TerminalCapabilities.currentColors
        guard mode != .normal, depth >= .palette256, environment.colorsEnabled else { return super.draw(&canvas) }
        let (mode, scheme) = (mode, environment.colorScheme)
        canvas.drawComposing(frame, { super.draw(&$0) }) { cell, under in
            let ground = under.style.background
            // A background the view did not draw itself (none, or the one behind carried
            // under its text) is what is behind, and is left as it is.
            let own = cell.style.background != .default && cell.style.background != ground
            if own || mode == .destinationOut {
                cell.style.background = mode.blend(cell.style.background, foreground: false, over: ground, scheme: scheme)
            } else {
                cell.style.background = ground
            }
            cell.style.foreground = mode.blend(cell.style.foreground, foreground: true, over: ground, scheme: scheme)
        }
    }
}

extension View {
    /// Blends what this view draws with what is behind it by `mode`, as SwiftUI does: each cell
    /// the view draws has its text and background colours combined with the background of the
    /// cell behind it (`.colorDodge` text over a blue shape brightens the blue). Where the
    /// terminal shows fewer than 256 colours, or with `--no-color`, the view draws as it is.
    public func blendMode(_ mode: BlendMode) -> some View {
        NodeView(self, make: { BlendModeNode() }, configure: { $0.mode = mode; $0.invalidate(.draw) })
    }
}

extension CellCanvas {
    /// Draws with `draw` what lies in `rect`, then hands each cell it changed to `compose`
    /// with the cell that was there before (what is behind), to combine the two.
    package mutating func drawComposing(_ rect: Rect, _ draw: (inout CellCanvas) -> Void, compose: (inout Cell, Cell) -> Void) {
        let area = rect.intersection(clip).intersection(buffer.bounds)
        var behind: [Cell] = []
        behind.reserveCapacity(max(0, area.width * area.height))
        for y in area.minY..<area.maxY { for x in area.minX..<area.maxX { behind.append(buffer[x, y]) } }
        draw(&self)
        var index = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                defer { index += 1 }
                let under = behind[index]
                var cell = buffer[x, y]
                guard cell != under else { continue }
                compose(&cell, under)
                buffer[x, y] = cell
            }
        }
    }
}
