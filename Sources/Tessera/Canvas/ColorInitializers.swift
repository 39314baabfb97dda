import Foundation

// SwiftUI's ways of making a colour: by components, by hue, and by name.
extension Color {
    /// A 24-bit colour from components between 0 and 1 (outside that, the nearest end).
    /// `opacity` below 1 mixes the colour with black, as a terminal has no transparency.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded()) }
        let keep = min(1, max(0, opacity.isNaN ? 1 : opacity))
        self = .rgb(byte(red * keep), byte(green * keep), byte(blue * keep))
    }

    /// A colour of the same brightness in each component: 0 black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour by hue (0 red, ⅓ green, ⅔ blue, around to 1), saturation and brightness, each
    /// between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour registered under `name` with `Color.register(_:named:)` (an asset catalogue's
    /// colour in SwiftUI); a name never registered gives `.primary`, the terminal's own text colour.
    /// `bundle` is accepted for SwiftUI's signature: a terminal program has no asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = NamedColors.shared.color(named: name) ?? .primary
    }

    /// Registers `color` under `name`, for `Color("name")`: what an asset catalogue's colour
    /// set is in SwiftUI. A later registration of the same name replaces the earlier one.
    public static func register(_ color: Color, named name: String) {
        NamedColors.shared.register(color, named: name)
    }

    /// This colour seen through `opacity` (0–1) over a black terminal: each component scaled
    /// down, as a terminal cell has no transparency. 1 keeps the colour; the terminal's own
    /// colours (`.primary`, `.clear`) are kept as they are.
    public func opacity(_ opacity: Double) -> Color {
        if self == .default || opacity >= 1 { return self }
        let (r, g, b) = rgbComponents
        return Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }
}

/// The colours a program registered by name.
final class NamedColors: @unchecked Sendable {
    static let shared = NamedColors()
    private let lock = NSLock()
    private var colors: [String: Color] = [:]

    func register(_ color: Color, named name: String) {
        lock.lock(); defer { lock.unlock() }
        colors[name] = color
    }

    func color(named name: String) -> Color? {
        lock.lock(); defer { lock.unlock() }
        return colors[name]
    }
}
