import Testing
import Tessera
import TesseraApps

@Suite struct AnsiRenderingTests {
    @Test func stylesBecomeSGRCodesAndResetAtLineEnd() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.write("ab", at: Point(x: 1, y: 0), style: Style(foreground: .red, attributes: .bold))
        #expect(AnsiRendering.render(buffer) == " \u{1B}[0;1;31mab\u{1B}[0m \n")
    }

    @Test func paletteAndRGB() {
        #expect(AnsiRendering.sgr(Style(foreground: .palette(205), background: .rgb(1, 2, 3))) == "\u{1B}[0;38;5;205;48;2;1;2;3m")
    }
}
