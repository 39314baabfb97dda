import Foundation

/// A picture or a symbol, as SwiftUI's `Image`.
///
/// `Image(systemName:)` is an SF Symbol drawn as a terminal glyph (see `Symbols`). A picture —
/// `Image("name")` from the program's resources folder, `Image(contentsOfFile:)`,
/// `Image(url:)` or `Image(data:label:)` — is decoded from PNG or JPEG and drawn in cells
/// (half-blocks, two pixels a cell, or braille without colour); a terminal that can show
/// pixels (kitty, Sixel, iTerm2) shows them over those cells. A picture that cannot be read
/// shows the reason in one line where it would be.
///
/// ```swift
/// Image("harbour").resizable().scaledToFit().frame(width: 40)
/// ```
///
/// Made on any actor, as SwiftUI's: a model off the main actor may hold images. It holds its
/// content alone, so it is a value any actor can send.
public struct Image: View {
    enum Content: Hashable {
        /// An SF Symbol's name.
        case symbol(String)
        /// A glyph drawn as it is (an asset that is not there), read as `label` when given.
        case glyph(String, label: String? = nil)
        /// A decoded picture, or why there is none.
        case picture(PictureContent)
    }

    let content: Content
    var isResizable = false

    /// The glyph for `systemName` (with the variants `.symbolVariant` asks for, where the table
    /// has them); a name the terminal does not know is drawn as `◦`.
    nonisolated public init(systemName: String) { content = .symbol(systemName) }

    nonisolated init(content: Content) { self.content = content }

    /// The picture in the PNG or JPEG file at `path`; a file that cannot be read shows why.
    nonisolated public init(contentsOfFile path: String) {
        content = .picture(PictureContent(result: PictureDecoder.load(path: path), label: (path as NSString).lastPathComponent))
    }

    /// The picture in the PNG or JPEG file `url` names (a `file://` URL); other URLs show
    /// that only local files are read.
    nonisolated public init(url: URL) {
        guard url.isFileURL else {
            self.init(content: .picture(PictureContent(result: .failure(PictureError(url.absoluteString, "only file:// addresses are read")),
                                                       label: url.lastPathComponent)))
            return
        }
        self.init(contentsOfFile: url.path)
    }

    /// The picture PNG or JPEG `data` holds, called `label` (for assistive technology and
    /// text snapshots): pictures built into a program. The same bytes are decoded once.
    nonisolated public init(data: Data, label: String) {
        content = .picture(PictureContent(result: PictureDecoder.decodeKeeping(data, name: label), label: label))
    }

    /// The glyph, or the picture.
    @ViewBuilder public var body: some View {
        switch content {
        case .symbol(let name): SymbolGlyph(name: name)
        case .glyph(let glyph, nil): Text(glyph)
        case .glyph(let glyph, let label?): Text(glyph).accessibilityLabel(label)
        case .picture(let picture): PictureView(content: picture, isResizable: isResizable)
        }
    }
}

/// An SF Symbol's glyph, with the variants the nearest `.symbolVariant` asks for: read here,
/// so that an `Image` holds only its content and stays a value any actor can make and send.
private struct SymbolGlyph: View {
    let name: String
    @Environment(\.symbolVariants) private var variants
    var body: some View { Text(Symbols.glyph(for: name, variants: variants)) }
}
