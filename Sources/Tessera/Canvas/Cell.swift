import Synchronization

/// One cell of the terminal grid.
///
/// A wide glyph (CJK, most emoji) takes two cells: the first holds the character with
/// `width == 2`, the second is a continuation cell with `width == 0`.
///
/// A cell holds no reference: its glyph is kept as a number (see `character`), so a frame's
/// thousands of cells are made, copied, compared and freed as plain memory.
public struct Cell: Hashable, Sendable {
    /// The glyph as kept: a Unicode scalar's value, or, past the last scalar, the number of a
    /// cluster of several scalars (an emoji sequence, a letter with combining marks) in the
    /// table every buffer shares.
    private var glyph: UInt32
    /// 1 for a normal cell, 2 for the head of a wide glyph, 0 for its continuation.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style
    /// The hyperlink the cell carries: 0 for none, otherwise one more than its index in the
    /// buffer's `links`. Writing a new cell over it drops the link; restyling keeps it.
    public var linkSlot: UInt16

    /// The glyph drawn in the cell (a space in a continuation cell).
    public var character: Character {
        get { GlyphTable.character(for: glyph) }
        set { glyph = GlyphTable.glyph(for: newValue) }
    }

    /// A cell showing `character`, `width` columns wide, drawn with `style`, carrying the link in
    /// `linkSlot` of its buffer (0: none; see `ScreenBuffer.link(_:to:)`).
    public init(_ character: Character = " ", width: UInt8 = 1, style: Style = .plain, linkSlot: UInt16 = 0) {
        self.glyph = GlyphTable.glyph(for: character); self.width = width; self.style = style; self.linkSlot = linkSlot
    }

    /// A one-column cell showing the ASCII character `byte` (printable: see `DisplayWidth`).
    package init(ascii byte: UInt8, style: Style) {
        self.glyph = UInt32(byte); self.width = 1; self.style = style; self.linkSlot = 0
    }

    /// A space with no style and no link.
    public static let blank = Cell()
    /// True for the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
    /// How many of its eight dots the cell's braille glyph shows (a shape's dots); nil for any
    /// other glyph.
    package var brailleDots: Int? { (0x2800...0x28FF).contains(glyph) ? (glyph - 0x2800).nonzeroBitCount : nil }
}

/// The clusters of several scalars cells have shown, numbered from past the last Unicode
/// scalar; shared by every buffer, and only ever added to (a program shows few of them).
private enum GlyphTable {
    static let firstCluster: UInt32 = 0x110000
    static let clusters = Mutex<(list: [Character], numbers: [Character: UInt32])>(([], [:]))

    static func glyph(for character: Character) -> UInt32 {
        if let ascii = character.asciiValue, ascii != 0x0A || character == "\n" { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return only.value }
        return clusters.withLock { table in
            if let number = table.numbers[character] { return number }
            let number = firstCluster + UInt32(table.list.count)
            table.list.append(character)
            table.numbers[character] = number
            return number
        }
    }

    static func character(for glyph: UInt32) -> Character {
        if glyph < firstCluster, let scalar = Unicode.Scalar(glyph) { return Character(scalar) }
        return clusters.withLock { $0.list[Int(glyph - firstCluster)] }
    }
}
