import CNCursesW
import Foundation
import Tessera
import TesseraTerminal

/// Draws the pixels of the pictures a frame shows, after ncurses drew its cells, for a
/// terminal that can (kitty, Sixel, iTerm2); on a terminal of 256 or 24-bit colours without
/// them, draws the pictures' half-blocks itself (`HalfBlockEncoder`), in fewer bytes than
/// ncurses, which sets both colours at every change of pair.
///
/// Under a picture drawn as pixels (or half-blocks written here) ncurses is given marked
/// blanks (`underPixels`), not the picture's half-blocks, so the terminal is not sent cells
/// twice; the pixels go over them. Where the writer's own text covers every cell (half-blocks,
/// kitty's placeholders) ncurses is told the marks are there without writing them
/// (`markAsWritten`). A picture is drawn when it appears, moves, is uncovered or the screen is
/// drawn whole; a frame in which it did not change writes nothing for it. Anything ncurses writes
/// over those cells later replaces the pixels, as text would (the mark makes even a plain
/// blank differ from what ncurses believes is there), and a picture partly covered (a sheet
/// over it) shows its half-blocks where it shows. The encoded pixels are kept for the size
/// they were made for, so a resize encodes each picture once. Kitty's pictures are freed once
/// no frame shows them.
@MainActor
final class PictureWriter {
    let kind: PictureProtocol
    /// The terminal's colours: on a terminal of cells with 256 or 24 bits of them the
    /// half-blocks are written here.
    let colors: TerminalCapabilities.ColorDepth
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

    /// Half-block rows written, by what they show and at what size, at most 16.
    private var halfBlockRows: [EncodingKey: [String]] = [:]
    /// The cells of each placement `pixelPlacements` found last (half-blocks written here).
    private var cellsOfPlacements: [PicturePlacement: [Cell]] = [:]

    init(kind: PictureProtocol, cellSize: Size?, colors: TerminalCapabilities.ColorDepth = .monochrome) {
        self.kind = kind
        self.colors = colors
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

    /// The colours half-blocks are written in here; nil when ncurses writes them.
    private var halfBlockColors: HalfBlockEncoder.Colors? {
        guard kind == .cells else { return nil }
        switch colors {
        case .palette256: return .palette256
        case .trueColor: return .trueColor
        default: return nil
        }
    }

    /// The placements of `frame` drawn as pixels (or half-blocks written here) on a screen of
    /// `rows` × `cols`: those whose cells are still the picture's, clipped to the screen
    /// above its last row; for half-blocks, only pictures drawn in colour.
    func pixelPlacements(in frame: ScreenBuffer, rows: Int, cols: Int) -> [PicturePlacement] {
        cellsOfPlacements = [:]
        guard kind != .cells || halfBlockColors != nil else { return [] }
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
            if halfBlockColors != nil {
                var cells: [Cell] = []
                cells.reserveCapacity(visible.width * visible.height)
                for y in visible.minY..<visible.maxY { for x in visible.minX..<visible.maxX { cells.append(frame[x, y]) } }
                guard cells.allSatisfy({ $0.character == "▀" }) else { return nil }  // braille, without colour
                cellsOfPlacements[placement] = cells
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

    /// The cells of `placements` the writer covers with text of its own (half-blocks, kitty's
    /// placeholders, up to the 128 rows and columns those can number): every one of them is
    /// written over when the placement is drawn. Sixel and iTerm2 pixels cover cells without
    /// replacing them, so none.
    func cellsCoveredWithText(_ placements: [PicturePlacement]) -> [Rect] {
        switch kind {
        case .cells: return halfBlockColors == nil ? [] : placements.map(\.visible)
        case .kitty:
            let most = KittyGraphics.diacritics.count
            return placements.map { Rect(x: $0.visible.minX, y: $0.visible.minY, width: min(most, $0.visible.width), height: min(most, $0.visible.height)) }
        case .sixel, .iTerm2: return []
        }
    }

    /// Tells ncurses that the terminal already holds the marked blanks (`underPixels`, in
    /// colour pair `pair`) in `rects`, without writing them: called before a frame is drawn,
    /// for `cellsCoveredWithText`, which the writer fills after ncurses drew the frame. So the
    /// blanks cost nothing (about 35 bytes a row of a picture), and ncurses still believes
    /// the marks are there, so whatever a later frame draws in their place is written.
    static func markAsWritten(_ rects: [Rect], pair: Int32) {
        guard !rects.isEmpty, let screen = tessera_curscr() else { return }
        let (row, column) = (getcury(screen), getcurx(screen))
        var cchar = cchar_t()
        let blank: [wchar_t] = [wchar_t(UnicodeScalar(" ").value), 0]
        _ = tessera_setcchar(&cchar, blank, tessera_attr_normal(), pair)
        for rect in rects {
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX { _ = mvwadd_wch(screen, Int32(y), Int32(x), &cchar) }
            }
        }
        wmove(screen, row, column)
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
        guard kind != .cells || halfBlockColors != nil else { return "" }
        let current = placements
        var out = ""
        for placement in current where !shown.contains(placement) {
            out += draw(placement)
        }
        if kind == .kitty { out += freeUnused(current) }
        shown = current
        guard !out.isEmpty else { return "" }
        return out + AnsiWriter.reset + AnsiFrameWriter.moveCursor(x: cursor.x, y: cursor.y)
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
            guard let colors = halfBlockColors, let cells = cellsOfPlacements[placement] else { return "" }
            let rows: [String]
            if let known = halfBlockRows[key] {
                rows = known
            } else {
                guard let made = HalfBlockEncoder.encode(cells, width: visible.width, colors: colors) else { return "" }
                encodings += 1
                if halfBlockRows.count >= 16 { halfBlockRows.removeAll() }
                halfBlockRows[key] = made
                rows = made
            }
            var out = ""
            for (row, text) in rows.enumerated() { out += AnsiFrameWriter.moveCursor(x: visible.minX, y: visible.minY + row) + text }
            return out
        case .sixel, .iTerm2:
            if let known = encoded[key] { return move + known }
            let grid = placement.picture.scaled(key.crop, width: key.pixels.width, height: key.pixels.height)
            encodings += 1
            let sequence: String
            if kind == .sixel {
                sequence = SixelEncoder.encode(grid)
            } else {
                guard let png = Self.png(of: grid) else { return "" }
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
                guard let png = Self.png(of: grid) else { return "" }
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

    /// How many colours the PNG sent to kitty and iTerm2 has at most.
    static let pngColours = 128

    /// The PNG kitty and iTerm2 are sent for `grid`: colour-mapped, in at most `pngColours`
    /// colours (its own when it has no more), which is under half the bytes of 24 bits for a
    /// photograph and looks the same; in 24 bits if that could not be written.
    static func png(of grid: RGBGrid) -> Data? {
        grid.indexed(limit: pngColours).pngData() ?? grid.pngData()
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
