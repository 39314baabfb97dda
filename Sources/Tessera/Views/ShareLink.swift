import Foundation

/// A button that shares an item, as SwiftUI's `ShareLink`. A terminal has no share sheet; what
/// it can hand to other programs is the clipboard, so the button copies the item's text there
/// (OSC 52, see `CopyToClipboardAction`) and the status line says "Copied …". An item with no
/// text of its own (an image) shares the message, else the preview's title.
///
/// ```swift
/// ShareLink(item: trip.url, message: Text(trip.name))
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let label: Label
    @Environment(\.copyToClipboard) private var copy

    init(text: String, label: Label) {
        self.text = text
        self.label = label
    }

    /// A button labelled by `label` that copies `text`.
    public var body: some View {
        Button { copy(text) } label: { label }
    }

    /// What sharing `item` copies: a string or URL as it is, else the message, else the
    /// preview's title, else the item described.
    static func shared(_ item: Any, message: Text?, previewTitle: String? = nil) -> String {
        switch item {
        case let string as String: return string
        case let url as URL: return url.absoluteString
        default: return message?.plainText ?? previewTitle ?? String(describing: item)
        }
    }
}

/// The label a `ShareLink` shows when given none: "Share" with its symbol.
public struct DefaultShareLinkLabel: View {
    /// The default label.
    public init() {}
    /// "Share", with the share symbol.
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item` (copies the string). `subject` is accepted for SwiftUI's signature (a
    /// clipboard has no subject); `message` is what an item with no text of its own shares.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: ShareLink.shared(item, message: message), label: DefaultShareLinkLabel())
    }

    /// Shares `item` (copies its address).
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: ShareLink.shared(item, message: message), label: DefaultShareLinkLabel())
    }

    /// Shares `item` as `preview` shows it: a string or URL is copied, anything else (an image)
    /// shares `message`, or the preview's title.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(text: ShareLink.shared(item, message: message, previewTitle: preview.title), label: DefaultShareLinkLabel())
    }
}

extension ShareLink {
    /// Shares `item` (copies the string), labelled by `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: ShareLink.shared(item, message: message), label: label())
    }

    /// Shares `item` (copies its address), labelled by `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: ShareLink.shared(item, message: message), label: label())
    }
}

extension ShareLink where Label == Text {
    /// Shares `item` (copies the string), labelled with `title`.
    public init(_ title: String, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: ShareLink.shared(item, message: message), label: Text(title))
    }

    /// Shares `item` (copies its address), labelled with `title`.
    public init(_ title: String, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: ShareLink.shared(item, message: message), label: Text(title))
    }
}

/// How a shared item is shown in the share sheet, as SwiftUI's `SharePreview`: a title, an
/// image and an icon. A terminal has no sheet; the title is what an item with no text shares.
public struct SharePreview<Image, Icon> {
    /// The title.
    public let title: String
    let image: Image?
    let icon: Icon?

    /// A preview titled `title`, with `image` and `icon`.
    public init(_ title: String, image: Image, icon: Icon) { self.title = title; self.image = image; self.icon = icon }
    /// A preview titled `title`, with `image` and `icon`.
    @MainActor public init(_ title: Text, image: Image, icon: Icon) { self.init(title.plainText, image: image, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// A preview titled `title`, with `image`.
    public init(_ title: String, image: Image) { self.title = title; self.image = image; icon = nil }
    /// A preview titled `title`, with `image`.
    @MainActor public init(_ title: Text, image: Image) { self.init(title.plainText, image: image) }
}

extension SharePreview where Image == Never {
    /// A preview titled `title`, with `icon`.
    public init(_ title: String, icon: Icon) { self.title = title; image = nil; self.icon = icon }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled `title`.
    public init(_ title: String) { self.title = title; image = nil; icon = nil }
}
