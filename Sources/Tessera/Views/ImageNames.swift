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

    /// The glyph a terminal draws for an image from an asset catalog: it cannot draw the
    /// picture, so it marks where one is.
    nonisolated public static let assetPlaceholder = "▣"

    /// An image from the app's asset catalog by name. A terminal cannot draw pictures, so the
    /// image is drawn as `Image.assetPlaceholder`, one cell wide, wherever SwiftUI would place it.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        placeholder = Image.assetPlaceholder
    }

    /// An image from the asset catalog that assistive technology skips; drawn as
    /// `init(_:bundle:)` draws.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// Accepts SwiftUI's resizable image. A glyph keeps its one cell whatever room it is given;
    /// frames around it still take the room they ask for.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// Accepts SwiftUI's rendering mode; a glyph is always drawn in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

extension View {
    /// Accepts SwiftUI's aspect ratio. A terminal does not scale what it draws: the view keeps
    /// its size, and frames around it take the room they ask for.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Accepts SwiftUI's aspect ratio given as a size; drawn as `aspectRatio(_:contentMode:)` is.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }

    /// SwiftUI's `aspectRatio(contentMode: .fit)`; the view keeps its size.
    public func scaledToFit() -> some View { self }

    /// SwiftUI's `aspectRatio(contentMode: .fill)`; the view keeps its size.
    public func scaledToFill() -> some View { self }
}
