import Foundation
import Testing
import Tessera
import TesseraTesting
import TesseraTerminal
@testable import TesseraNCurses

/// Red, green over blue, white, as a PNG.
private func quadrantsPNG() -> Data {
    png(width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
}

/// A PNG of `width` × `height` opaque pixels, three bytes each (stored, uncompressed deflate).
private func png(width: Int, height: Int, rgb: [UInt8]) -> Data {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
    func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] { be(UInt32(data.count)) + Array(kind.utf8) + data + be(crc32(Array(kind.utf8) + data)) }
    var raw: [UInt8] = []
    for y in 0..<height {
        raw.append(0)
        for x in 0..<width { raw += rgb[(y * width + x) * 3..<(y * width + x) * 3 + 3] + [255] }
    }
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    let length = UInt16(raw.count)
    let zlib: [UInt8] = [0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), ~UInt8(length & 0xFF), ~UInt8(length >> 8)] + raw + be(b << 16 | a)
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0])
                + chunk("IDAT", zlib) + chunk("IEND", []))
}

@MainActor @Suite struct PictureWriterTests {
    /// A 4 × 3 screen with the 2 × 2 picture in its top-left two cells.
    private func frame(withPicture: Bool = true) -> ScreenBuffer {
        let view = VStack(alignment: .leading, spacing: 0) {
            if withPicture { Image(data: quadrantsPNG(), label: "quadrants").resizable().frame(width: 2, height: 1) } else { Text("--") }
            Text("ok")
        }
        return Pilot(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 4, height: 3)).screen
    }

    @Test func sixelDrawsThePixelsOverTheCellsOnceThenNothingWhileTheyStay() {
        let writer = PictureWriter(kind: .sixel, cellSize: Size(width: 1, height: 2))
        let screen = frame()
        #expect(screen.pictures.count == 1)
        let bytes = writer.sequence(for: screen, rows: 3, cols: 4, cursor: Point(x: 0, y: 2))
        // Two by two pixels: the picture's own four colours in four registers; one band.
        #expect(bytes == "\u{1B}[1;1H\u{1B}P0;1;0q\"1;1;2;2#0;2;0;0;100#1;2;100;0;0#2;2;0;100;0#3;2;100;100;100"
                + "#0A$#1@$#2?@$#3?A-\u{1B}\\\u{1B}[0m\u{1B}[3;1H")
        #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: Point(x: 0, y: 2)).isEmpty)
    }

    @Test func sixelRunsAColoursPixelsAndEndsItsLineAtItsLastPixel() {
        // Red and blue, scaled up to 40 × 6 pixels as a cell's pixels scale a picture: each
        // colour is one run, and red's line stops where red does.
        let picture = Picture(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let grid = picture.scaled(PictureCrop(whole: picture), width: 40, height: 6)
        #expect(SixelEncoder.encode(grid) == "\u{1B}P0;1;0q\"1;1;40;6#0;2;0;0;100#1;2;100;0;0#0!20?!20~$#1!20~-\u{1B}\\")
    }

    @Test func sixelGivesAColourItsOwnRegisterNotADither() {
        let picture = Picture(width: 1, height: 1, pixels: [100, 150, 200, 255])
        let sequence = SixelEncoder.encode(picture.scaled(PictureCrop(whole: picture), width: 24, height: 6))
        #expect(sequence.filter { $0 == "#" }.count == 2, "one register defined and used")
        #expect(sequence.contains("#0;2;39;59;78#0!24~-\u{1B}\\"), "the colour itself, in percent")
    }

    @Test func sixelGivesAPictureOfManyColoursSixteenRegistersNearItsOwn() {
        // A grey ramp of 64 shades: sixteen registers, each shade within half a step of 16 of one.
        let shades = (0..<64).flatMap { v -> [UInt8] in let g = UInt8(v * 4); return [g, g, g, 255] }
        let picture = Picture(width: 64, height: 1, pixels: shades)
        let sequence = SixelEncoder.encode(picture.scaled(PictureCrop(whole: picture), width: 64, height: 6))
        let registers = sequence.split(separator: "#").filter { $0.contains(";2;") }
        #expect(registers.count == SixelEncoder.registers && SixelEncoder.registers == 16)
        let levels = registers.map { Int($0.split(separator: ";")[2])! }
        for v in 0..<64 {
            let percent = Double(v * 4) * 100 / 255
            #expect(levels.contains { abs(Double($0) - percent) <= 100.0 / 16 / 2 + 1 }, "shade \(v * 4)")
        }
    }

    @Test func theCellsUnderAPictureDrawnAsPixelsAreMarkedBlanks() {
        let writer = PictureWriter(kind: .sixel, cellSize: Size(width: 1, height: 2))
        let screen = frame()
        let placements = writer.pixelPlacements(in: screen, rows: 3, cols: 4)
        let (cells, _) = writer.cellsForTerminal(screen, placements: placements)
        #expect(cells[0, 0] == PictureWriter.underPixels && cells[1, 0] == PictureWriter.underPixels)
        #expect(cells[2, 0] == screen[2, 0] && cells[0, 1] == screen[0, 1])
        // The mark differs from a plain blank, so a blank drawn there later is written over the pixels.
        #expect(PictureWriter.underPixels != Cell.blank && PictureWriter.underPixels.character == " ")
        // Covered, the picture is its half-blocks again; on a terminal of cells it always is.
        var covered = screen
        covered.write("x", at: Point(x: 1, y: 0))
        #expect(writer.cellsForTerminal(covered, placements: writer.pixelPlacements(in: covered, rows: 3, cols: 4)).cells == covered)
        let cellsOnly = PictureWriter(kind: .cells, cellSize: nil)
        #expect(cellsOnly.cellsForTerminal(screen, placements: cellsOnly.pixelPlacements(in: screen, rows: 3, cols: 4)).cells == screen)
    }

    @Test func aPictureCoveredShowsItsCellsAndIsDrawnAgainWhenUncovered() {
        let writer = PictureWriter(kind: .sixel, cellSize: Size(width: 1, height: 2))
        let screen = frame()
        _ = writer.sequence(for: screen, rows: 3, cols: 4, cursor: .zero)
        var covered = screen
        covered.write("x", at: Point(x: 1, y: 0))
        #expect(writer.sequence(for: covered, rows: 3, cols: 4, cursor: .zero).isEmpty)
        #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: .zero).hasPrefix("\u{1B}[1;1H\u{1B}P0;1;0q"))
    }

    @Test func aPictureIsEncodedOnceForEachSizeWhateverTheFrames() {
        let writer = PictureWriter(kind: .sixel, cellSize: Size(width: 1, height: 2))
        let screen = frame()
        var covered = screen
        covered.write("x", at: Point(x: 1, y: 0))
        // Drawn, covered, uncovered (drawn again from what was encoded), then unchanged frames.
        for shown in [screen, covered, screen, screen, screen] { _ = writer.sequence(for: shown, rows: 3, cols: 4, cursor: .zero) }
        #expect(writer.encodings == 1)
        // A resize gives cells another size in pixels: one encoding for it, then none.
        writer.cellSize = Size(width: 2, height: 4)
        writer.forgetShown()
        for _ in 0..<3 { _ = writer.sequence(for: screen, rows: 3, cols: 4, cursor: .zero) }
        #expect(writer.encodings == 2)
    }

    /// A 4 × 3 screen with a picture of `width` × `height` pixels (`rgb`) in its top-left
    /// `width` × `height / 2` cells.
    private func frame(width: Int, height: Int, rgb: [UInt8]) -> ScreenBuffer {
        let view = VStack(alignment: .leading, spacing: 0) {
            Image(data: png(width: width, height: height, rgb: rgb), label: "pixels").resizable().frame(width: width, height: height / 2)
            Text("ok")
        }
        return Pilot(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 4, height: 3)).screen
    }

    @Test func halfBlocksIn256ColoursSetOnlyTheColoursThatChangeAndTurnTheBlockToKeepThePen() {
        let writer = PictureWriter(kind: .cells, cellSize: nil, colors: .palette256)
        // Red over blue, blue over red, red over red.
        let screen = frame(width: 3, height: 2, rgb: [255, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 255, 0, 0])
        let placements = writer.pixelPlacements(in: screen, rows: 3, cols: 4)
        #expect(placements.count == 1)
        // ncurses is given the marked blanks; the writer draws the cells over them.
        let (cells, _) = writer.cellsForTerminal(screen, placements: placements)
        #expect((0..<3).allSatisfy { cells[$0, 0] == PictureWriter.underPixels } && cells[0, 1] == screen[0, 1])
        // One colour setting for all three: the first cell upside down (`▄`, red behind), the
        // second the same pair the other way round, the third a blank on the red behind.
        #expect(writer.sequence(for: placements, cursor: Point(x: 0, y: 2))
                == "\u{1B}[1;1H\u{1B}[38;5;21;48;5;196m▄▀ \u{1B}[0m\u{1B}[3;1H")
        #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: Point(x: 0, y: 2)).isEmpty, "nothing while it stays")
    }

    @Test func halfBlocksIn24BitKeepThePensColourWhereTheEyeCannotTellTheDifference() {
        let writer = PictureWriter(kind: .cells, cellSize: nil, colors: .trueColor)
        // The second cell is a step of green and blue from the first (ΔE below 1); the third's top is black.
        let screen = frame(width: 3, height: 2, rgb: [200, 100, 50, 200, 101, 51, 0, 0, 0, 20, 40, 60, 20, 40, 61, 20, 40, 60])
        #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: Point(x: 0, y: 2))
                == "\u{1B}[1;1H\u{1B}[38;2;200;100;50;48;2;20;40;60m▀▀\u{1B}[38;2;0;0;0m▀\u{1B}[0m\u{1B}[3;1H")
    }

    @Test func aCellOfOneColourIsABlankOnThatColourWhenThePenHasItsBackground() {
        let writer = PictureWriter(kind: .cells, cellSize: nil, colors: .palette256)
        // Red over blue, then blue over blue: the pen's background is blue, so a blank shows it.
        let screen = frame(width: 2, height: 2, rgb: [255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255])
        #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: .zero) == "\u{1B}[1;1H\u{1B}[38;5;196;48;5;21m▀ \u{1B}[0m\u{1B}[1;1H")
    }

    @Test func terminalsOfFewerColoursGetTheirHalfBlocksFromNcurses() {
        for colors in [TerminalCapabilities.ColorDepth.ansi16, .basic8, .monochrome] {
            let writer = PictureWriter(kind: .cells, cellSize: nil, colors: colors)
            let screen = frame()
            #expect(writer.pixelPlacements(in: screen, rows: 3, cols: 4).isEmpty)
            #expect(writer.sequence(for: screen, rows: 3, cols: 4, cursor: .zero).isEmpty)
        }
    }

    @Test func kittySendsThePNGOnceWithPlaceholdersAndFreesItWhenTheViewGoes() throws {
        let writer = PictureWriter(kind: .kitty, cellSize: Size(width: 10, height: 20))
        let bytes = writer.sequence(for: frame(), rows: 3, cols: 4, cursor: Point(x: 3, y: 2))
        let start = "\u{1B}_Ga=T,U=1,f=100,t=d,i=655361,c=2,r=1,q=2,m=0;"
        #expect(bytes.hasPrefix(start))
        let payload = String(bytes.dropFirst(start.count).prefix { $0 != "\u{1B}" })
        let png = try #require(Data(base64Encoded: payload))
        #expect(png.count > 25 && png[25] == 3, "a colour-mapped PNG (IHDR colour type 3), its four colours exact")
        // Sent at the picture's own pixels (kitty scales them to the cells): 2 × 2, as decoded.
        let sent = try PictureDecoder.decode(png, name: "sent").get()
        #expect(sent.width == 2 && sent.height == 2)
        #expect(sent.rgba(x: 0, y: 0) == (255, 0, 0, 255) && sent.rgba(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(sent.rgba(x: 0, y: 1) == (0, 0, 255, 255) && sent.rgba(x: 1, y: 1) == (255, 255, 255, 255))
        // One row of two placeholders in the id's colour: row 0 (U+0305), columns 0 and 1 (U+0305, U+030D).
        // The first names its row and column, the next follows it (kitty counts on from the cell to its left).
        #expect(bytes.hasSuffix("\u{1B}\\\u{1B}[1;1H\u{1B}[38;2;10;0;1m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{1B}[39m\u{1B}[0m\u{1B}[3;4H"))
        #expect(writer.sequence(for: frame(), rows: 3, cols: 4, cursor: .zero).isEmpty)
        #expect(writer.sequence(for: frame(withPicture: false), rows: 3, cols: 4, cursor: Point(x: 0, y: 0))
                == "\u{1B}_Ga=d,d=I,i=655361,q=2\u{1B}\\\u{1B}[0m\u{1B}[1;1H")
    }

    @Test func iTerm2SendsAPNGSizedInCells() {
        let writer = PictureWriter(kind: .iTerm2, cellSize: Size(width: 1, height: 2))
        let bytes = writer.sequence(for: frame(), rows: 3, cols: 4, cursor: .zero)
        #expect(bytes.hasPrefix("\u{1B}[1;1H\u{1B}]1337;File=inline=1;size="))
        #expect(bytes.contains(";width=2;height=1;preserveAspectRatio=0:iVBORw0KGgo"))
    }

    @Test func theProtocolFollowsTheAnswersTmuxGetsCellsAndTheEnvironmentDecidesFirst() {
        var features = TerminalFeatures()
        features.sixel = true
        #expect(PictureWriter.choose(features: features, term: "xterm", environment: [:]) == .sixel)
        #expect(PictureWriter.choose(features: features, term: "tmux-256color", environment: ["TMUX": "/tmp/x"]) == .cells)
        features.kittyGraphics = true
        #expect(PictureWriter.choose(features: features, term: "xterm-kitty", environment: [:]) == .kitty)
        #expect(PictureWriter.choose(features: features, term: "xterm-kitty", environment: ["TESSERA_PICTURES": "cells"]) == .cells)
        #expect(PictureWriter.choose(features: TerminalFeatures(), term: "xterm-256color", environment: ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
        #expect(PictureWriter.choose(features: TerminalFeatures(), term: "linux", environment: [:]) == .cells)
    }

    @Test func theProbeReadsSixelFromTheDeviceAttributesAndKittysGraphicsReply() {
        var parser = TerminalReplyParser()
        parser.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
        #expect(parser.features.kittyGraphics && parser.features.sixel && parser.features.answered)
        #expect(parser.finish().isEmpty)
        var plain = TerminalReplyParser()
        plain.feed(Array("\u{1B}[?62;22c".utf8))
        #expect(!plain.features.sixel && !plain.features.kittyGraphics)
        #expect(TerminalProbe.queries(term: "xterm-kitty", environment: [:]).hasSuffix(KittyGraphics.query + "\u{1B}[c"))
        #expect(TerminalProbe.queries(term: "linux", environment: [:]) == TerminalProbe.queries)
    }
}
