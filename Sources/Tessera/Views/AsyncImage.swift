import Foundation

/// Where an `AsyncImage` is in loading its image, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet (or no URL).
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed with `error`.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image from a URL, as SwiftUI's `AsyncImage`. A terminal cannot draw a picture, so nothing
/// is downloaded: with a URL the image counts as loaded and is drawn as an asset image is
/// (`Image.assetPlaceholder`); without one (`nil`), the view shows its empty phase (the
/// placeholder).
public struct AsyncImage<Content: View>: View {
    private let content: Content

    /// The image at `url`, drawn as `Image.assetPlaceholder`; `scale` is accepted and unused.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        content = url == nil ? AnyView(EmptyView()) : AnyView(Image("url", bundle: nil))
    }

    /// `content` given the image when `url` is set, otherwise `placeholder`.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == AnyView {
        self.content = url == nil ? AnyView(placeholder()) : AnyView(content(Image("url", bundle: nil)))
    }

    /// `content` given the phase: `.success` when `url` is set, `.empty` when it is nil.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(url == nil ? .empty : .success(Image("url", bundle: nil)))
    }

    /// What the phase shows.
    public var body: some View { content }
}
