extension Color {
    /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`. A terminal
    /// has one: components are read as sRGB whichever space is named.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard RGB space.
        case sRGB
        /// sRGB without gamma.
        case sRGBLinear
        /// The wider P3 space.
        case displayP3
    }

    /// A colour from components between 0 and 1 in `colorSpace`, read as sRGB (see
    /// `RGBColorSpace`); as `init(red:green:blue:opacity:)` otherwise.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey from `white` between 0 and 1 in `colorSpace`, read as sRGB.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
