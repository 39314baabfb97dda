/// SwiftUI's named typefaces. A terminal draws every character in its one font at one size, so
/// the name and the point size change nothing; a font that scales like a text style draws as
/// that style (docs/SWIFTUI-DIFFERENCES.md).
extension Font {
    /// The typeface `name` at `size` points, scaling like `textStyle`: drawn as `textStyle` is
    /// (`relativeTo: .title3` is bold, as `.title3`).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        .system(textStyle)
    }

    /// The typeface `name` at `size` points, scaling like body text: drawn as body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .system(size: Double(size))
    }

    /// The typeface `name` at `fixedSize` points, not scaling at all: drawn as body text.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .system(size: Double(fixedSize))
    }
}
