import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// PNG files made here, pixel by pixel: zlib's stored blocks need no compressor.
enum TestPNG {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(kind.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// An RGBA PNG of `width` × `height` with the pixels `rgba` gives, row by row.
    static func make(width: Int, height: Int, rgba: (Int, Int) -> [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += rgba(x, y) }
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(b << 16 | a)
        return header(width: width, height: height) + Data(chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// The signature and IHDR of an 8-bit RGBA picture: all a decoder reads before pixels.
    static func header(width: Int, height: Int) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
             + chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]))
    }

    /// Red, green over blue, white: the 2 × 2 picture the rendering tests draw.
    static let quadrants = make(width: 2, height: 2) { x, y in
        [[[255, 0, 0, 255], [0, 255, 0, 255]], [[0, 0, 255, 255], [255, 255, 255, 255]]][y][x]
    }
}

@MainActor @Suite struct PictureDecoderTests {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/photos").standardized

    @Test func aPNGDecodesToItsPixels() throws {
        let picture = try PictureDecoder.decode(TestPNG.quadrants, name: "q.png").get()
        #expect(picture.width == 2 && picture.height == 2)
        #expect(picture.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(picture.rgba(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(picture.rgba(x: 0, y: 1) == (0, 0, 255, 255))
        #expect(picture.rgba(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test func aJPEGDecodesToItsPixels() throws {
        let data = try Data(contentsOf: Self.photos.appendingPathComponent("merzouga.jpg"))
        let picture = try PictureDecoder.decode(data, name: "merzouga.jpg").get()
        #expect(picture.width == 144 && picture.height == 96)
        // The sky at the top is orange: much more red than blue.
        let (r, _, b, a) = picture.rgba(x: 100, y: 2)
        #expect(r > 200 && b < 150 && a == 255)
    }

    @Test func aTruncatedPNGIsAOneLineError() {
        let cut = TestPNG.quadrants.prefix(TestPNG.quadrants.count - 20)
        let result = PictureDecoder.decode(Data(cut), name: "cut.png")
        guard case .failure(let error) = result else { Issue.record("a truncated PNG decoded"); return }
        #expect(error.description.hasPrefix("cut.png: "))
        #expect(!error.description.contains("\n"))
    }

    @Test func aTruncatedJPEGIsAOneLineError() throws {
        let data = try Data(contentsOf: Self.photos.appendingPathComponent("zermatt.jpg"))
        let result = PictureDecoder.decode(data.prefix(data.count / 2), name: "half.jpg")
        guard case .failure(let error) = result else { Issue.record("half a JPEG decoded"); return }
        #expect(error.description.hasPrefix("half.jpg: JPEG"))
        #expect(!error.description.contains("\n"))
    }

    @Test func hugeDimensionsAreRefusedBeforeAnyPixelIsRead() {
        // A header claiming 100,000 × 100,000 pixels (40 GB of RGBA) and no pixels at all.
        let result = PictureDecoder.decode(TestPNG.header(width: 100_000, height: 100_000), name: "huge.png")
        guard case .failure(let error) = result else { Issue.record("a huge picture decoded"); return }
        #expect(error.description == "huge.png: the picture is 100000 x 100000 pixels, more than the 16777216 allowed")
    }

    @Test func otherFilesAndEmptyOnesSaySo() {
        for (bytes, reason) in [(Data("GIF89a".utf8), "not a PNG or JPEG file"), (Data(), "the file is empty"),
                                (Data([0xFF, 0xD8, 0xFF]), "JPEG")] {
            guard case .failure(let error) = PictureDecoder.decode(bytes, name: "x") else { Issue.record("\(bytes) decoded"); continue }
            #expect(error.description.hasPrefix("x: " + reason))
        }
    }

    @Test func aNameWithNoFileInTheResourcesFolderIsTheOneCellPlaceholder() {
        #expect(Pilot(Image("no-such-picture-anywhere"), size: Size(width: 3, height: 1)).screen.line(0).contains(Image.assetPlaceholder))
    }

    @Test func aMissingFileSaysSoWhereThePictureWouldBe() {
        let pilot = Pilot(Image(contentsOfFile: "/nonexistent/photo.png"), size: Size(width: 30, height: 1))
        #expect(pilot.screen.line(0).trimmingCharacters(in: .whitespaces) == "⚠ photo.png: no such file")
    }

    @Test func asyncImageReadsFileURLsAndRefusesOthers() {
        let remote = Pilot(AsyncImage(url: URL(string: "https://example.com/a.png")), size: Size(width: 60, height: 1))
        #expect(remote.screen.line(0).hasPrefix("⚠ https://example.com/a.png: only file:// addresses are read"))
        let url = Self.photos.appendingPathComponent("kyoto.png")
        let local = Pilot(AsyncImage(url: url) { phase in
            if let image = phase.image { image.resizable() } else { Text("no") }
        }.frame(width: 4, height: 2), size: Size(width: 4, height: 2))
        #expect(local.screen[0, 0].character == "▀")
    }
}

/// One picture or another, the next on Right, as the vacation gallery pages through photographs.
private struct PagedPictures: View {
    @State private var page = 0
    var body: some View {
        let colour: [UInt8] = page == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255]
        Image(data: TestPNG.make(width: 2, height: 2) { _, _ in colour }, label: "page \(page)")
            .resizable().frame(width: 2, height: 1)
            .focusable()
            .onKeyPress(.rightArrow) { page += 1; return .handled }
    }
}

@MainActor @Suite struct PictureRenderingTests {
    @Test func anotherPictureOfTheSameSizeIsDrawnNotTheLastOnesCells() {
        let pilot = Pilot(PagedPictures(), size: Size(width: 2, height: 1))
        #expect(pilot.screen[0, 0].style.foreground == .rgb(255, 0, 0))
        pilot.press(.right)
        #expect(pilot.screen[0, 0].style.foreground == .rgb(0, 0, 255) && pilot.screen[1, 0].style.background == .rgb(0, 0, 255))
    }

    @Test func twoByTwoPixelsAreTwoHalfBlocksCellByCell() {
        let pilot = Pilot(Image(data: TestPNG.quadrants, label: "quadrants").resizable().frame(width: 2, height: 1),
                          size: Size(width: 2, height: 1))
        let left = pilot.screen[0, 0], right = pilot.screen[1, 0]
        #expect(left.character == "▀" && right.character == "▀")
        #expect(left.style.foreground == .rgb(255, 0, 0) && left.style.background == .rgb(0, 0, 255))
        #expect(right.style.foreground == .rgb(0, 255, 0) && right.style.background == .rgb(255, 255, 255))
    }

    @Test func withoutColourItIsBraille() {
        var environment = EnvironmentValues()
        environment.colorsEnabled = false
        // Dark left half, light right half: the right column of dots only.
        let data = TestPNG.make(width: 2, height: 4) { x, _ in x == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let pilot = Pilot(Image(data: data, label: "half").resizable().frame(width: 1, height: 1),
                          size: Size(width: 1, height: 1), environment: environment)
        #expect(pilot.screen[0, 0].character == "⢸")
    }

    @Test func scaledToFitKeepsThePicturesShape() {
        // 144 × 96 pixels (3:2) in cells twice as high as wide: 36 × 12 cells, wherever it is offered more.
        let picture = Picture(width: 144, height: 96, pixels: [UInt8](repeating: 255, count: 144 * 96 * 4))
        let natural = PictureMetrics.naturalSize(of: picture)
        #expect(natural == Size(width: 18, height: 6))
        #expect(PictureMetrics.size(ratio: 1.5, mode: .fit, proposal: ProposedSize(width: 36, height: 40), natural: natural) == Size(width: 36, height: 12))
        #expect(PictureMetrics.size(ratio: 1.5, mode: .fit, proposal: ProposedSize(width: 80, height: 12), natural: natural) == Size(width: 36, height: 12))
        #expect(PictureMetrics.size(ratio: 1.5, mode: .fill, proposal: ProposedSize(width: 80, height: 12), natural: natural) == Size(width: 80, height: 12))
        // Filling a wider frame shows the middle rows of the picture.
        let crop = PictureMetrics.crop(of: picture, size: Size(width: 72, height: 12), fit: PictureFit(ratio: nil, mode: .fill))
        #expect(crop == PictureCrop(x: 0, y: 24, width: 144, height: 48))
    }

    @Test func textSnapshotsShowALabelledBoxAndTheTreeNamesThePicture() {
        let pilot = Pilot(VStack(alignment: .leading, spacing: 0) {
            Text("Above")
            Image(data: TestPNG.quadrants, label: "Quadrants").resizable().frame(width: 16, height: 3)
        }, size: Size(width: 16, height: 5))
        #expect(ScreenRendering.text(pilot.screen).hasPrefix("""
        Above
        ┌──────────────┐
        │ ▣ Quadrants  │
        └──────────────┘
        """))
        #expect(pilot.accessibilityText.contains("image \"Quadrants\""))
    }
}
