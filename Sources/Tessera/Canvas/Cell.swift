/// One cell of the terminal grid.
///
/// A wide glyph (CJK, most emoji) takes two cells: the first holds the character with
/// `width == 2`, the second is a continuation cell with `width == 0`.
public struct Cell: Hashable, Sendable {
    public var character: Character
    /// 1 for a normal cell, 2 for the head of a wide glyph, 0 for its continuation.
    public var width: UInt8
    public var style: Style

    public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.character = character; self.width = width; self.style = style
    }

    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}
