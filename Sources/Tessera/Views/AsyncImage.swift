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

/// An image from a URL, as SwiftUI's `AsyncImage`. Only `file://` URLs are read (no network is
/// assumed), and a local file is read at once: the phase is `.success` with the picture, or
/// `.failure` with a `PictureError` saying why (another scheme, no such file, not a PNG or
/// JPEG); without a URL it is `.empty`.
public struct AsyncImage<Content: View>: View {
    private let content: Content

    /// The picture at `url` at its own size; a failure shows its reason in one line.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        switch Self.phase(for: url) {
        case .success(let image): content = AnyView(image)
        case .failure(let error): content = AnyView(Text("⚠ \(error)").foregroundStyle(.yellow))
        case .empty: content = AnyView(EmptyView())
        }
    }

    /// `content` given the picture once read, otherwise `placeholder` (no URL, or reading failed).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == AnyView {
        if case .success(let image) = Self.phase(for: url) {
            self.content = AnyView(content(image))
        } else {
            self.content = AnyView(placeholder())
        }
    }

    /// `content` given the phase: `.success` or `.failure` for a URL, `.empty` without one.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(Self.phase(for: url))
    }

    /// What the phase shows.
    public var body: some View { content }

    private static func phase(for url: URL?) -> AsyncImagePhase {
        guard let url else { return .empty }
        let image = Image(url: url)
        if case .picture(let picture) = image.content, case .failure(let error) = picture.result { return .failure(error) }
        return .success(image)
    }
}
