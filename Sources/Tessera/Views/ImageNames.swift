import Foundation

/// How an image fills the space it is given, SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The whole image shows, letterboxed.
    case fit
    /// The image covers the space, cropped.
    case fill
}

extension Image {
    /// Whether an image is drawn in its own colours or as a template tinted by the foreground.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Tinted by the foreground style.
        case template
        /// In the image's own colours.
        case original
    }

    /// How a resizable image fills a larger space.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeated.
        case tile
        /// Stretched.
        case stretch
    }

    /// The glyph a terminal draws for an image the resources folder does not have: it marks
    /// where one would be.
    nonisolated public static let assetPlaceholder = "▣"

    /// The picture called `name` in the program's resources folder: `TESSERA_RESOURCES` when
    /// set, else the `Resources` folder beside the executable; the file `name`, `name.png`,
    /// `name.jpg` or `name.jpeg`. With no such file it is drawn as `Image.assetPlaceholder`,
    /// one cell wide; a file that cannot be decoded shows why. `bundle` is accepted and unused.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        if let path = PictureDecoder.resourcePath(named: name) {
            self.init(content: .picture(PictureContent(result: PictureDecoder.load(path: path), label: name)))
        } else {
            self.init(content: .glyph(Image.assetPlaceholder))
        }
    }

    /// A picture from the resources folder that assistive technology skips; drawn as
    /// `init(_:bundle:)` draws.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A picture that takes the space it is given (shaped by `aspectRatio`, `scaledToFit` or
    /// `scaledToFill` around it) instead of its own size (8 × 16 pixels a cell). A glyph
    /// keeps its one cell. The insets and resizing mode are accepted: pictures are stretched.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Accepts SwiftUI's rendering mode; a glyph is always drawn in the foreground style and
    /// a picture in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

extension View {
    /// Shapes the resizable pictures inside to `aspectRatio` (width over height; nil: each
    /// picture's own): `.fit` the largest that fits the space offered, `.fill` the whole
    /// space with the picture's middle cropped to it. Other views keep their size.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        environment(\.pictureFit, PictureFit(ratio: aspectRatio.map { Double($0) }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }, mode: contentMode))
    }

    /// `aspectRatio(_:contentMode:)` with the ratio given as a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// SwiftUI's `aspectRatio(contentMode: .fit)`: resizable pictures inside show whole.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// SwiftUI's `aspectRatio(contentMode: .fill)`: resizable pictures inside fill their
    /// space, cropped.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
