import Testing
@testable import Tessera

/// Renders with `body` into a blank buffer of `size` and returns it.
private func render(_ size: Size, _ body: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    body(&buffer)
    return buffer
}

private let pink = Style(foreground: .pink)
private let rising: [Double?] = [1, 2, 3, 4, 5, 6, 7, 8]

@Suite struct ChartRenderingTests {
    // MARK: Sparkline, blocks

    @Test func blocksRisingOneRow() {
        let b = render(Size(width: 8, height: 1)) {
            SparklineRenderer.draw(values: rising, in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
        }
        #expect(b.lines == ["▁▂▃▄▅▆▇█"])
    }

    @Test func blocksRisingThreeRows() {
        // 24 eighths in all: 1, 4, 8, 11, 14, 17, 21 and 24 of them.
        let b = render(Size(width: 8, height: 3)) {
            SparklineRenderer.draw(values: rising, in: $0.bounds, into: &$0, mode: .blocks, style: .plain,
                                   markStyle: pink)
        }
        #expect(b.lines == [
            "     ▁▅█",
            "   ▃▆███",
            "▁▄██████",
        ])
        // The top of each bar carries the mark style, the blocks under it do not.
        #expect(b[7, 0].style == pink)
        #expect(b[7, 1].style == .plain)
        #expect(b[3, 1].style == pink)
        #expect(b[3, 2].style == .plain)
        #expect(b[0, 2].style == pink)
    }

    @Test func blocksKeepTheLastValuesAndRightAlignFewer() {
        let tail = render(Size(width: 4, height: 1)) {
            SparklineRenderer.draw(values: (1...10).map { Double($0) }, in: $0.bounds, into: &$0,
                                   mode: .blocks, style: .plain)
        }
        #expect(tail.lines == ["▁▃▆█"])
        let few = render(Size(width: 5, height: 1)) {
            SparklineRenderer.draw(values: [1, 2, 3], in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
        }
        #expect(few.lines == ["  ▁▅█"])
    }

    @Test func blocksNilLeavesAGap() {
        let b = render(Size(width: 3, height: 1)) {
            SparklineRenderer.draw(values: [1, nil, 3], in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
        }
        #expect(b.lines == ["▁ █"])
    }

    @Test func blocksFlatDataSitsHalfWay() {
        let one = render(Size(width: 3, height: 1)) {
            SparklineRenderer.draw(values: [5, 5, 5], in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
        }
        #expect(one.lines == ["▄▄▄"])
        let two = render(Size(width: 3, height: 2)) {
            SparklineRenderer.draw(values: [5, 5, 5], in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
        }
        #expect(two.lines == ["   ", "███"])
    }

    @Test func blocksHonourAnExplicitRange() {
        let b = render(Size(width: 3, height: 1)) {
            SparklineRenderer.draw(values: [0, 5, 10], in: $0.bounds, into: &$0, mode: .blocks,
                                   style: .plain, range: 0...20)
        }
        #expect(b.lines == ["▁▃▅"])
    }

    // MARK: Sparkline, braille

    @Test func brailleFlatLine() {
        let b = render(Size(width: 2, height: 1)) {
            SparklineRenderer.draw(values: [5, 5, 5, 5], in: $0.bounds, into: &$0, mode: .braille, style: .plain)
        }
        #expect(b.lines == ["⠤⠤"])
    }

    @Test func brailleRisingLine() {
        let b = render(Size(width: 4, height: 1)) {
            SparklineRenderer.draw(values: [0, 1, 2, 3, 4, 5, 6, 7], in: $0.bounds, into: &$0,
                                   mode: .braille, style: .plain)
        }
        #expect(b.lines == ["⣀⠤⠒⠉"])
    }

    @Test func brailleSteepRiseStaysConnected() {
        // From the bottom dot of the lower cell to the top dot of the upper one: the left
        // column climbs half-way, the right column finishes the climb.
        let b = render(Size(width: 1, height: 2)) {
            SparklineRenderer.draw(values: [0, 7], in: $0.bounds, into: &$0, mode: .braille, style: .plain)
        }
        #expect(b.lines == ["⢸", "⡇"])
        let rightAligned = render(Size(width: 2, height: 1)) {
            SparklineRenderer.draw(values: [0, 1], in: $0.bounds, into: &$0, mode: .braille, style: .plain)
        }
        #expect(rightAligned.lines == [" ⡜"])
    }

    @Test func brailleNilBreaksTheLine() {
        let b = render(Size(width: 3, height: 1)) {
            SparklineRenderer.draw(values: [0, 0, nil, nil, 3, 3], in: $0.bounds, into: &$0,
                                   mode: .braille, style: .plain)
        }
        #expect(b.lines == ["⣀ ⠉"])
    }

    @Test func brailleMarksTheNewestSample() {
        let b = render(Size(width: 4, height: 1)) {
            SparklineRenderer.draw(values: [0, 1, 2, 3, 4, 5, 6, 7], in: $0.bounds, into: &$0,
                                   mode: .braille, style: .plain, markStyle: pink)
        }
        #expect(b.lines == ["⣀⠤⠒•"])
        #expect(b[3, 0].style == pink)
        #expect(b[2, 0].style == .plain)
    }

    // MARK: Line chart

    private let heart: [Double?] = [78, 94, 96, 102, 110, 118, 121, 116, 104, 97, 90, 88]
    private let seconds = ["0s", "10s", "20s", "30s", "40s", "50s", "60s", "70s", "80s", "90s", "100s", "110s"]

    @Test func lineChartWithLabels() {
        // Max 121 and min 78 in a 3-column gutter; average 1214 / 12 ≈ 101 on the fourth row;
        // samples are 2–3 columns apart, so each one is marked; x labels: first, sample 5, last.
        let b = render(Size(width: 30, height: 8)) {
            LineChartRenderer.draw(values: heart, labels: seconds, in: $0.bounds, into: &$0, style: .plain,
                                   markStyle: pink, axisStyle: .plain, showAverage: true)
        }
        #expect(b.lines == [
            "121┤           •⠔⠊•⠤•         ",
            "   │         •⠜     ⠘⢄        ",
            "   │       ⢀⠔⠁       ⠈•       ",
            "   │avg 101•┄┄┄┄┄┄┄┄┄┄┄⠑⠢•┄┄┄┄",
            "   │  •⠊•                ⠈⠢•  ",
            "   │ ⡰⠁                     ⠉•",
            " 78┤•⠁                        ",
            "    0s        50s         110s",
        ])
        #expect(b[15, 0].style == pink)   // 118, sample 5
        #expect(b[16, 0].style == .plain) // line between samples
    }

    @Test func lineChartWithoutMarksOrAverage() {
        let b = render(Size(width: 30, height: 8)) {
            LineChartRenderer.draw(values: heart, labels: seconds, in: $0.bounds, into: &$0, style: .plain,
                                   markStyle: nil, axisStyle: .plain, showAverage: false)
        }
        #expect(b.lines == [
            "121┤           ⡠⠔⠊⠑⠤⡀         ",
            "   │         ⢀⠜     ⠘⢄        ",
            "   │       ⢀⠔⠁       ⠈⢆       ",
            "   │     ⡠⠔⠁           ⠑⠢⡀    ",
            "   │  ⡰⠊⠉                ⠈⠢⣀  ",
            "   │ ⡰⠁                     ⠉⠒",
            " 78┤⡰⠁                        ",
            "    0s        50s         110s",
        ])
    }

    @Test func lineChartGapForNil() {
        let b = render(Size(width: 10, height: 3)) {
            LineChartRenderer.draw(values: [1, 1, nil, 3, 3], labels: nil, in: $0.bounds, into: &$0,
                                   style: .plain, markStyle: nil, axisStyle: .plain, showAverage: false)
        }
        #expect(b.lines == [
            "3┤     ⠈⠉⠉",
            " │        ",
            "1┤⣀⣀⡀     ",
        ])
    }

    // MARK: Tiny and awkward rects

    @Test func tinyRectsStayInside() {
        let sizes = [(0, 0), (1, 1), (2, 2), (1, 2), (2, 1), (0, 3), (3, 0), (3, 3), (5, 2)]
        let data: [Double?] = [3, nil, 9, 1, 4, 4, 7, nil, 2]
        for (w, h) in sizes {
            let rect = Rect(x: 2, y: 2, width: w, height: h)
            let drawings: [(inout ScreenBuffer) -> Void] = [
                { SparklineRenderer.draw(values: data, in: rect, into: &$0, mode: .blocks, style: .plain, markStyle: pink) },
                { SparklineRenderer.draw(values: data, in: rect, into: &$0, mode: .braille, style: .plain, markStyle: pink) },
                { LineChartRenderer.draw(values: data, labels: ["a", "bb", "ccc"], in: rect, into: &$0, style: .plain,
                                         markStyle: pink, axisStyle: .plain, showAverage: true) },
            ]
            for draw in drawings {
                let b = render(Size(width: 9, height: 8), draw)
                for y in 0..<b.height {
                    for x in 0..<b.width where !rect.contains(Point(x: x, y: y)) {
                        #expect(b[x, y] == .blank, "wrote outside \(rect) at (\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func zeroAndOneCellCharts() {
        let empty = render(Size(width: 3, height: 3)) {
            LineChartRenderer.draw(values: [1, 2, 3], labels: ["x"], in: Rect(x: 1, y: 1, width: 0, height: 0),
                                   into: &$0, style: .plain, markStyle: pink, axisStyle: .plain, showAverage: true)
            SparklineRenderer.draw(values: [1, 2, 3], in: Rect(x: 1, y: 1, width: 0, height: 0), into: &$0,
                                   mode: .braille, style: .plain, markStyle: pink)
        }
        #expect(empty.lines == ["   ", "   ", "   "])
        // One cell: no room for labels; the three samples share it, the newest is marked.
        let marked = render(Size(width: 3, height: 3)) {
            LineChartRenderer.draw(values: [1, 2, 3], labels: ["x"], in: Rect(x: 1, y: 1, width: 1, height: 1),
                                   into: &$0, style: .plain, markStyle: pink, axisStyle: .plain, showAverage: true)
        }
        #expect(marked.lines == ["   ", " • ", "   "])
        let plain = render(Size(width: 3, height: 3)) {
            LineChartRenderer.draw(values: [1, 2, 3], labels: ["x"], in: Rect(x: 1, y: 1, width: 1, height: 1),
                                   into: &$0, style: .plain, markStyle: nil, axisStyle: .plain, showAverage: false)
        }
        #expect(plain.lines == ["   ", " ⡸ ", "   "])
        let block = render(Size(width: 3, height: 3)) {
            SparklineRenderer.draw(values: [1, 2, 3], in: Rect(x: 1, y: 1, width: 1, height: 1), into: &$0,
                                   mode: .blocks, style: .plain)
        }
        // Only the newest value fits, and a single value is flat data: half a cell.
        #expect(block.lines == ["   ", " ▄ ", "   "])
    }

    @Test func rectsHangingOffTheBufferAreClipped() {
        let b = render(Size(width: 4, height: 2)) {
            SparklineRenderer.draw(values: rising, in: Rect(x: -2, y: -1, width: 8, height: 3), into: &$0,
                                   mode: .blocks, style: .plain)
            LineChartRenderer.draw(values: rising, labels: ["a", "b"], in: Rect(x: 2, y: 1, width: 10, height: 6),
                                   into: &$0, style: .plain, markStyle: pink, axisStyle: .plain, showAverage: true)
        }
        #expect(b.height == 2 && b.width == 4)
    }

    @Test func nothingToPlotDrawsNothing() {
        let b = render(Size(width: 6, height: 3)) {
            SparklineRenderer.draw(values: [nil, nil], in: $0.bounds, into: &$0, mode: .blocks, style: .plain)
            SparklineRenderer.draw(values: [], in: $0.bounds, into: &$0, mode: .braille, style: .plain)
            LineChartRenderer.draw(values: [nil, .nan], labels: ["a"], in: $0.bounds, into: &$0, style: .plain,
                                   markStyle: pink, axisStyle: .plain, showAverage: true)
        }
        #expect(b.text == "\n\n")
    }
}
