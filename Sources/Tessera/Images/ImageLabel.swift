import Foundation

extension Image {
    /// The picture called `name` in the resources folder, as `init(_:bundle:)` finds and draws
    /// it, read by assistive technology as the text of `label` (the placeholder of a missing
    /// picture too).
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        let spoken = label.spans.map(\.string).joined()
        if let path = PictureDecoder.resourcePath(named: name) {
            self.init(content: .picture(PictureContent(result: PictureDecoder.load(path: path), label: spoken)))
        } else {
            self.init(content: .glyph(Image.assetPlaceholder, label: spoken))
        }
    }
}
