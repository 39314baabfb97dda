import Tessera
import Testing
@testable import TesseraNCurses

/// A picture's half-blocks through a real ncurses screen (xterm-256color, writing to
/// /dev/null): a cell whose two colours the cell before it already has is written in that
/// cell's colour pair, since ncurses sets both colours at every change of pair.
@Suite(.serialized) @MainActor struct HalfBlockWritingTests {
    @Test func halfBlocksTakeTheColourPairOfTheCellBeforeWhenItShowsThem() throws {
        let size = Size(width: 5, height: 1)
        let backend = try NCursesBackend(testTerminal: size)
        defer { backend.shutdown() }
        let red = Color.rgb(255, 0, 0), blue = Color.rgb(0, 0, 255)
        var frame = ScreenBuffer(size: size)
        for (x, halves) in [(red, blue), (blue, red), (red, red), (red, blue), (blue, blue)].enumerated() {
            frame.set(Cell("▀", style: Style(foreground: halves.0, background: halves.1)), x: x, y: 0)
        }
        backend.present(frame, cursor: nil)
        // Red on blue: ▀, then ▄ for blue over red and █ for all red; all blue needs a pair of its own.
        #expect((0..<5).map { backend.readCell(x: $0, y: 0).text } == ["▀", "▄", "█", "▀", "▀"])
        #expect(backend.allocatedColorPairs == 2)
    }

    @Test func otherCellsKeepTheirGlyphsAndPairs() throws {
        let size = Size(width: 4, height: 1)
        let backend = try NCursesBackend(testTerminal: size)
        defer { backend.shutdown() }
        var frame = ScreenBuffer(size: size)
        frame.write("▀ab", at: .zero, style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        frame.set(Cell("▀", style: Style(foreground: .rgb(0, 0, 255), background: .rgb(255, 0, 0), attributes: .bold)), x: 3, y: 0)
        backend.present(frame, cursor: nil)
        #expect((0..<4).map { backend.readCell(x: $0, y: 0).text } == ["▀", "a", "b", "▀"])
        #expect(backend.allocatedColorPairs == 2)
    }
}
