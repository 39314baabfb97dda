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

    @Test func linkedCellsAreWrappedInOSC8() throws {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 2))
        buffer.write("go", at: Point(x: 1, y: 0), style: Style(attributes: .underline))
        buffer.link(Rect(x: 1, y: 0, width: 2, height: 1), to: try #require(Hyperlink(address: "https://example.org")))
        buffer.write("x", at: Point(x: 0, y: 1))
        #expect(AnsiRendering.render(buffer) ==
            " \u{1B}]8;;https://example.org\u{1B}\\\u{1B}[0;4mgo\u{1B}]8;;\u{1B}\\\u{1B}[0m   \nx     \n")
    }

    @Test func twoLinksSideBySideCloseOneBeforeOpeningTheOther() throws {
        var buffer = ScreenBuffer(size: Size(width: 2, height: 1))
        buffer.write("ab", at: .zero)
        buffer.link(Rect(x: 0, y: 0, width: 1, height: 1), to: try #require(Hyperlink(address: "https://a.example")))
        buffer.link(Rect(x: 1, y: 0, width: 1, height: 1), to: try #require(Hyperlink(address: "mailto:b@example.org")))
        #expect(AnsiRendering.render(buffer, colors: false) ==
            "\u{1B}]8;;https://a.example\u{1B}\\a\u{1B}]8;;\u{1B}\\\u{1B}]8;;mailto:b@example.org\u{1B}\\b\u{1B}]8;;\u{1B}\\\n")
    }
}
