/// One cell of the terminal grid.
///
/// A wide glyph (CJK, most emoji) takes two cells: the first holds the character with
/// `width == 2`, the second is a continuation cell with `width == 0`.
public struct Cell: Hashable, Sendable {
    /// The glyph drawn in the cell (a space in a continuation cell).
    public var character: Character
    /// 1 for a normal cell, 2 for the head of a wide glyph, 0 for its continuation.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style
    /// The hyperlink the cell carries: 0 for none, otherwise one more than its index in the
    /// buffer's `links`. Writing a new cell over it drops the link; restyling keeps it.
    public var linkSlot: UInt16

    /// A cell showing `character`, `width` columns wide, drawn with `style`, carrying the link in
    /// `linkSlot` of its buffer (0: none; see `ScreenBuffer.link(_:to:)`).
    public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain, linkSlot: UInt16 = 0) {
        self.character = character; self.width = width; self.style = style; self.linkSlot = linkSlot
    }

    /// A space with no style and no link.
    public static let blank = Cell()
    /// True for the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
