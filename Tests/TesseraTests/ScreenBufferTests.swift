import Testing
@testable import Tessera

@Suite struct ScreenBufferTests {
    private func buffer(_ width: Int, _ height: Int = 1) -> ScreenBuffer {
        ScreenBuffer(size: Size(width: width, height: height))
    }

    @Test func aCellGivesBackTheCharacterItWasGiven() {
        // One scalar, kept as its number; several, numbered in the shared table.
        for character: Character in ["a", " ", "é", "e\u{301}", "中", "👩‍💻", "🇫🇷", "\r\n", "\n", "\u{7F}"] {
            #expect(Cell(character).character == character)
            var cell = Cell.blank
            cell.character = character
            #expect(cell == Cell(character))
        }
        #expect(Cell("👩‍💻") != Cell("👩"))
        #expect(Cell("\r\n") != Cell("\n"))
        #expect(Cell(ascii: 0x41, style: .plain) == Cell("A"))
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.set(Cell("👩‍💻", width: 2), x: 1, y: 0)
        buffer.set(Cell("e\u{301}"), x: 3, y: 0)
        #expect(buffer[1, 0].character == "👩‍💻" && buffer[2, 0].isContinuation && buffer[3, 0].character == "e\u{301}")
    }

    @Test func newBufferIsBlank() {
        let b = buffer(3, 2)
        #expect(b.lines == ["   ", "   "])
        #expect(b.text == "\n")
        #expect(b.cells.allSatisfy { $0 == .blank })
    }

    @Test func writeIsClippedAtTheClipRectEdges() {
        var b = buffer(10)
        let end = b.write("abcdef", at: Point(x: 0, y: 0), clip: Rect(x: 2, y: 0, width: 3, height: 1))
        #expect(b.line(0) == "  cde     ")
        #expect(end == 6)
    }

    @Test func writeOutsideTheClipRowDrawsNothingButStillMeasures() {
        var b = buffer(10, 2)
        let end = b.write("abcdefghijklmnop", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(b.text == "\n")
        #expect(end == 16)
    }

    @Test func writeIsClippedAtTheBufferEdgeAndAtNegativeX() {
        var b = buffer(4)
        b.write("abcdef", at: Point(x: 2, y: 0))
        #expect(b.line(0) == "  ab")
        b.write("xyz", at: Point(x: -2, y: 0))
        #expect(b.line(0) == "z ab")
    }

    @Test func wideGlyphAtRightEdgeOfBufferBecomesSpace() {
        var b = buffer(5)
        let end = b.write("abcd中", at: Point(x: 0, y: 0))
        #expect(b.lines == ["abcd "])
        #expect(b[4, 0].width == 1)
        #expect(end == 6)
    }

    @Test func wideGlyphAtRightEdgeOfClipRectBecomesSpace() {
        var b = buffer(6)
        b.write("zzzzzz", at: .zero)
        b.write("ab中", at: .zero, clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(b.line(0) == "ab zzz")
        #expect(b.cells.allSatisfy { $0.width == 1 })
    }

    @Test func wideGlyphCrossingLeftClipEdgeBecomesSpace() {
        var b = buffer(4)
        b.write("中a", at: .zero, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(b.line(0) == "  a ")
        #expect(b.cells.allSatisfy { $0.width == 1 })
    }

    @Test func wideGlyphThatFitsTakesTwoCells() {
        var b = buffer(4)
        let end = b.write("中a", at: Point(x: 1, y: 0))
        #expect(b[1, 0] == Cell("中", width: 2))
        #expect(b[2, 0].isContinuation)
        #expect(b.line(0) == " 中a")
        #expect(end == 4)
    }

    @Test func overwritingTheSecondHalfOfAWideGlyphBlanksTheFirst() {
        var b = buffer(4)
        b.write("中文", at: .zero)
        b.set(Cell("x"), x: 1, y: 0)
        #expect(b.line(0) == " x文")
        #expect(b[0, 0] == Cell(" "))
    }

    @Test func overwritingTheFirstHalfOfAWideGlyphBlanksTheSecond() {
        var b = buffer(4)
        b.write("中文", at: .zero)
        b.write("x", at: Point(x: 2, y: 0))
        #expect(b.line(0) == "中x ")
        #expect(b[3, 0] == Cell(" "))
    }

    @Test func wideGlyphWrittenOverTheMiddleOfTwoWideGlyphsBlanksBothOuterHalves() {
        var b = buffer(4)
        b.write("中文", at: .zero)
        b.write("字", at: Point(x: 1, y: 0))
        #expect(b.line(0) == " 字 ")
        #expect(b[0, 0].width == 1 && b[3, 0].width == 1)
    }

    @Test func settingAContinuationCellAloneWritesASpace() {
        var b = buffer(3)
        b.set(Cell("q", width: 0), x: 1, y: 0)
        #expect(b[1, 0] == Cell(" "))
    }

    @Test func controlCharactersAreDrawnAsVisibleSymbols() {
        var b = buffer(8)
        b.write("a\u{1B}[2Jb\n", at: .zero)
        #expect(b.line(0) == "a␛[2Jb␊ ")
    }

    @Test func loneCombiningMarkDrawsNothing() {
        var b = buffer(3)
        let end = b.write("\u{301}ab", at: .zero)
        #expect(b.line(0) == "ab ")
        #expect(end == 2)
    }

    @Test func linesKeepTrailingSpacesAndTextTrimsThem() {
        var b = buffer(5, 2)
        b.write("中b", at: .zero)
        b.write("c", at: Point(x: 1, y: 1))
        #expect(b.lines == ["中b  ", " c   "])
        #expect(b.text == "中b\n c")
    }

    @Test func writeUsesTheGivenStyle() {
        var b = buffer(3)
        let style = Style(attributes: .underline)
        b.write("ab", at: .zero, style: style)
        #expect(b[0, 0].style == style && b[1, 0].style == style && b[2, 0].style == .plain)
    }

    @Test func resizingKeepsWideGlyphsWhole() {
        var b = buffer(5)
        b.write("ab中c", at: .zero)
        let same = b.resized(to: Size(width: 5, height: 1))
        #expect(same == b)
        let narrower = b.resized(to: Size(width: 3, height: 1))
        #expect(narrower.line(0) == "ab ")
        #expect(narrower.cells.allSatisfy { $0.width == 1 })
    }

    // MARK: diff

    @Test func identicalBuffersHaveNoChangedRuns() {
        var b = buffer(6, 3)
        b.write("hello", at: Point(x: 0, y: 1))
        #expect(ScreenBuffer.diff(b, b).isEmpty)
    }

    @Test func oneChangedCellIsOneRunAtThatCell() {
        let old = buffer(10, 3)
        var new = old
        new.set(Cell("x"), x: 4, y: 2)
        #expect(ScreenBuffer.diff(old, new) == [ChangedRun(y: 2, x: 4, cells: [Cell("x")])])
    }

    @Test func aDiffWithinRegionsComparesOnlyTheRowsTheyCross() {
        let old = buffer(10, 6)
        var new = old
        new.set(Cell("a"), x: 1, y: 1)
        new.set(Cell("b"), x: 2, y: 4)
        // The caller says only rows 3 and 4 may differ: row 1 is not compared.
        #expect(ScreenBuffer.diff(old, new, within: [Rect(x: 5, y: 3, width: 2, height: 2)]) == [ChangedRun(y: 4, x: 2, cells: [Cell("b")])])
        #expect(ScreenBuffer.diff(old, new, within: []).isEmpty)
        // Regions past the edges are clipped to the buffer.
        #expect(ScreenBuffer.diff(old, new, within: [Rect(x: 0, y: -3, width: 10, height: 40)]) == ScreenBuffer.diff(old, new))
        // A buffer of another size is new in every row, whatever the regions.
        #expect(ScreenBuffer.diff(buffer(10, 5), new, within: []).count == 6)
    }

    @Test func changedCellsWithAShortGapShareARun() {
        let old = buffer(12)
        var new = old
        new.set(Cell("a"), x: 1, y: 0)
        new.set(Cell("b"), x: 5, y: 0)   // three unchanged cells between
        let runs = ScreenBuffer.diff(old, new)
        #expect(runs.count == 1)
        #expect(runs.first?.x == 1)
        #expect(runs.first?.cells.map(\.character) == ["a", " ", " ", " ", "b"])
    }

    @Test func changedCellsWithALongGapAreSeparateRuns() {
        let old = buffer(12)
        var new = old
        new.set(Cell("a"), x: 1, y: 0)
        new.set(Cell("b"), x: 6, y: 0)   // four unchanged cells between
        let runs = ScreenBuffer.diff(old, new)
        #expect(runs == [ChangedRun(y: 0, x: 1, cells: [Cell("a")]), ChangedRun(y: 0, x: 6, cells: [Cell("b")])])
    }

    @Test func changedWideGlyphRunIncludesItsHeadAndContinuation() {
        var old = buffer(8)
        old.write("ab中d", at: .zero)
        var new = old
        new.write("文", at: Point(x: 2, y: 0))
        let runs = ScreenBuffer.diff(old, new)
        #expect(runs == [ChangedRun(y: 0, x: 2, cells: [Cell("文", width: 2), Cell(" ", width: 0)])])
    }

    @Test func changeOnlyToAContinuationCellStartsTheRunAtItsHead() {
        var old = buffer(8)
        old.write("ab中d", at: .zero)
        var new = old
        new.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.attributes.insert(.bold) }
        let runs = ScreenBuffer.diff(old, new)
        #expect(runs.count == 1)
        #expect(runs.first?.x == 2)
        #expect(runs.first?.cells.count == 2)
        #expect(runs.first?.cells.first?.character == "中")
    }

    @Test func sizeChangeRedrawsEveryRow() {
        let old = buffer(4, 2)
        var new = buffer(5, 3)
        new.write("hi", at: Point(x: 0, y: 2))
        let runs = ScreenBuffer.diff(old, new)
        #expect(runs.map(\.y) == [0, 1, 2])
        #expect(runs.allSatisfy { $0.x == 0 && $0.cells.count == 5 })
        #expect(runs[2].cells.prefix(2).map(\.character) == ["h", "i"])
        #expect(ScreenBuffer.diff(nil, new).count == 3)
    }
}
