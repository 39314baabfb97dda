import Foundation
import Tessera
import TesseraTerminal

/// Draws the pixels of the pictures a frame shows, after ncurses drew its cells, for a
/// terminal that can (kitty, Sixel, iTerm2).
///
/// Under a picture drawn as pixels ncurses is given marked blanks (`underPixels`), not the
/// picture's half-blocks, so the terminal is not sent cells the pixels hide; the pixels go
/// over them. A picture is drawn when it appears, moves, is uncovered or the screen is drawn
/// whole; a frame in which it did not change writes nothing for it. Anything ncurses writes
/// over those cells later replaces the pixels, as text would (the mark makes even a plain
/// blank differ from what ncurses believes is there), and a picture partly covered (a sheet
/// over it) shows its half-blocks where it shows. The encoded pixels are kept for the size
/// they were made for, so a resize encodes each picture once. Kitty's pictures are freed once
/// no frame shows them.
@MainActor
final class PictureWriter {
    let kind: PictureProtocol
    /// A cell's size in pixels, as the terminal reported it (else 10 × 20).
    var cellSize: Size

    /// What the terminal shows as pixels now, as the frame that drew them noted it.
    private var shown: [PicturePlacement] = []
    /// Encoded pictures by what they show and at what size (Sixel, iTerm2), at most 16.
    private var encoded: [EncodingKey: String] = [:]
    /// Kitty: the pictures sent, by what they show, with their ids.
    private var kittyIDs: [EncodingKey: UInt32] = [:]
    private var nextKittyID: UInt32 = 0x0A_0001
    /// How many times a picture was scaled and encoded (a picture drawn again at a size it
    /// was encoded for is not).
    private(set) var encodings = 0

    private struct EncodingKey: Hashable {
        var picture: Picture
        var crop: PictureCrop
        var cells: Size
        var pixels: Size
    }

    init(kind: PictureProtocol, cellSize: Size?) {
        self.kind = kind
        self.cellSize = cellSize ?? Size(width: 10, height: 20)
    }

    /// Which protocol a terminal gets: `TESSERA_PICTURES` when it names one, else cells inside
    /// tmux or screen (they pass none of these through by default), else what the terminal
    /// answered (kitty's graphics query, Sixel in the device attributes), else iTerm2's when
    /// the terminal says it is iTerm2, else cells.
    nonisolated static func choose(features: TerminalFeatures, term: String, environment: [String: String]) -> PictureProtocol {
        if let asked = environment["TESSERA_PICTURES"].flatMap({ PictureProtocol(rawValue: $0) }) { return asked }
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return .cells }
        if features.kittyGraphics { return .kitty }
        if features.sixel { return .sixel }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm2 }
        return .cells
    }

    /// The cell ncurses is given under a picture drawn as pixels: a blank, which shows nothing
    /// and costs a few bytes a row, in a colour of its own (palette 16 on the default
    /// background), so that the cells a frame draws there once the picture goes, a plain blank
    /// included, differ from it and are written over the pixels.
    static let underPixels = Cell(" ", style: Style(foreground: .palette(16)))

    /// Where the last frame's pixels went, as `cellsForTerminal` marked them.
    private var marked: [Rect] = []

    /// The terminal forgot what it showed (the screen is drawn whole next).
    func forgetShown() { shown = [] }

    /// The placements of `frame` drawn as pixels on a screen of `rows` × `cols`: those whose
    /// cells are still the picture's, clipped to the screen above its last row.
    func pixelPlacements(in frame: ScreenBuffer, rows: Int, cols: Int) -> [PicturePlacement] {
        guard kind != .cells else { return [] }
        // Pixels never reach the last row: a terminal may scroll after drawing there.
        let screen = Rect(x: 0, y: 0, width: cols, height: rows - 1)
        return frame.pictures.compactMap { placement in
            guard placement.isIntact(in: frame) else { return nil }
            var placement = placement
            let visible = placement.visible.intersection(screen)
            guard !visible.isEmpty else { return nil }
            if visible != placement.visible {
                placement.crop = placement.visibleCrop.narrowed(to: visible, of: placement.visible)
                placement.frame = visible
                placement.visible = visible
            }
            return placement
        }
    }

    /// The cells ncurses is given for `frame`: `underPixels` where `placements` go, and
    /// whether the marked cells are where they were last frame (when not, the frame is to be
    /// compared with the last one whole, not only where its producer said it changed).
    func cellsForTerminal(_ frame: ScreenBuffer, placements: [PicturePlacement]) -> (cells: ScreenBuffer, sameMarks: Bool) {
        let rects = placements.map(\.visible)
        defer { marked = rects }
        guard !rects.isEmpty else { return (frame, marked.isEmpty) }
        var cells = frame
        for rect in rects {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { cells.set(Self.underPixels, x: x, y: y) }
            }
        }
        return (cells, marked == rects)
    }

    /// What to write after ncurses drew `frame` on a screen of `rows` × `cols`, its cursor at
    /// `cursor`: `sequence(for:cursor:)` of its `pixelPlacements`.
    func sequence(for frame: ScreenBuffer, rows: Int, cols: Int, cursor: Point) -> String {
        sequence(for: pixelPlacements(in: frame, rows: rows, cols: cols), cursor: cursor)
    }

    /// What to write after ncurses drew the cells of a frame whose pictures drawn as pixels
    /// are `placements` (`pixelPlacements`), its cursor at `cursor`: the pictures to draw,
    /// then the cursor put back; empty when none changed.
    func sequence(for placements: [PicturePlacement], cursor: Point) -> String {
        guard kind != .cells else { return "" }
        let current = placements
        var out = ""
        for placement in current where !shown.contains(placement) {
            out += draw(placement)
        }
        if kind == .kitty { out += freeUnused(current) }
        shown = current
        guard !out.isEmpty else { return "" }
        return out + "\u{1B}[0m" + AnsiFrameWriter.moveCursor(x: cursor.x, y: cursor.y)
    }

    private func draw(_ placement: PicturePlacement) -> String {
        let visible = placement.visible
        let move = AnsiFrameWriter.moveCursor(x: visible.minX, y: visible.minY)
        let pixels = Size(width: visible.width * cellSize.width, height: visible.height * cellSize.height)
        // Sixel draws pixel for pixel; kitty and iTerm2 scale to the cells themselves, so
        // they get the picture's own pixels, never more than the cells hold.
        let crop = placement.visibleCrop
        let key = EncodingKey(picture: placement.picture, crop: crop, cells: visible.size,
                              pixels: kind == .sixel ? pixels : Size(width: min(pixels.width, max(1, Int(crop.width.rounded()))),
                                                                     height: min(pixels.height, max(1, Int(crop.height.rounded())))))
        switch kind {
        case .cells:
            return ""
        case .sixel, .iTerm2:
            if let known = encoded[key] { return move + known }
            let grid = placement.picture.scaled(key.crop, width: key.pixels.width, height: key.pixels.height)
            encodings += 1
            let sequence: String
            if kind == .sixel {
                sequence = SixelEncoder.encode(grid)
            } else {
                guard let png = grid.pngData() else { return "" }
                sequence = ITerm2Images.sequence(png: png, columns: visible.width, rows: visible.height)
            }
            if encoded.count >= 16 { encoded.removeAll() }
            encoded[key] = sequence
            return move + sequence
        case .kitty:
            var out = ""
            let id: UInt32
            if let known = kittyIDs[key] {
                id = known
            } else {
                let grid = placement.picture.scaled(key.crop, width: key.pixels.width, height: key.pixels.height)
                encodings += 1
                guard let png = grid.pngData() else { return "" }
                id = nextKittyID
                nextKittyID = nextKittyID >= 0xFF_FFFF ? 0x0A_0001 : nextKittyID + 1
                kittyIDs[key] = id
                out += KittyGraphics.transmit(png: png, id: id, columns: visible.width, rows: visible.height)
            }
            for row in 0..<visible.height {
                out += AnsiFrameWriter.moveCursor(x: visible.minX, y: visible.minY + row)
                out += KittyGraphics.placeholders(id: id, row: row, firstColumn: 0, columns: visible.width)
            }
            return out
        }
    }

    /// Kitty: frees the pictures no placement of `current` shows.
    private func freeUnused(_ current: [PicturePlacement]) -> String {
        let used = Set(current.map { EncodingKey(picture: $0.picture, crop: $0.visibleCrop, cells: $0.visible.size, pixels: .zero) }
            .map { Pair(picture: $0.picture, crop: $0.crop, cells: $0.cells) })
        var out = ""
        for (key, id) in kittyIDs where !used.contains(Pair(picture: key.picture, crop: key.crop, cells: key.cells)) {
            out += KittyGraphics.delete(id: id)
            kittyIDs[key] = nil
        }
        return out
    }

    private struct Pair: Hashable { var picture: Picture; var crop: PictureCrop; var cells: Size }
}
