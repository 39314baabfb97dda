import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor
private func render<V: View>(_ view: V, _ width: Int, _ height: Int) -> ScreenBuffer {
    let host = ViewHost(rootView: view, size: Size(width: width, height: height), clock: TestClock())
    host.showsFooter = false
    return host.render(size: Size(width: width, height: height))
}

private struct Reading: Identifiable {
    var second: Int
    var bpm: Int
    var id: Int { second }
}

private let heart = [78, 94, 96, 102, 110, 118, 121, 116, 104, 97, 90, 88]
private let readings = heart.enumerated().map { Reading(second: $0.offset * 10, bpm: $0.element) }
private let utc = TimeZone(secondsFromGMT: 0)!
/// 2026-03-14 09:40:00 UTC.
private let start = Date(timeIntervalSince1970: 1_773_481_200)

@MainActor
@Suite struct ChartTests {
    @Test func lineAndPointMarksWithARuleDrawTheLineChartsPicture() {
        // The same picture as LineChartRenderer's: max 121, min 78, the rule at the average
        // (1214 / 12 ≈ 101), every sample marked; x labels are the first, middle and last x,
        // the last one ending at the right edge.
        let chart = Chart {
            ForEach(readings) { reading in
                LineMark(x: .value("Time", reading.second), y: .value("BPM", reading.bpm))
                PointMark(x: .value("Time", reading.second), y: .value("BPM", reading.bpm))
            }
            RuleMark(y: .value("avg", 101))
        }
        #expect(render(chart, 30, 8).lines == [
            "121┤           •⠔⠊•⠤•         ",
            "   │         •⠜     ⠘⢄        ",
            "   │       ⢀⠔⠁       ⠈•       ",
            "   │avg 101•┄┄┄┄┄┄┄┄┄┄┄⠑⠢•┄┄┄┄",
            "   │  •⠊•                ⠈⠢•  ",
            "   │ ⡰⠁                     ⠉•",
            " 78┤•⠁                        ",
            "    0         50           110",
        ])
    }

    @Test func chartOverDataIsTheChartOfItsForEach() {
        let overData = Chart(readings) { LineMark(x: .value("Time", $0.second), y: .value("BPM", $0.bpm)) }
        let withForEach = Chart {
            ForEach(readings) { LineMark(x: .value("Time", $0.second), y: .value("BPM", $0.bpm)) }
        }
        let lines = render(overData, 30, 8).lines
        #expect(lines == render(withForEach, 30, 8).lines)
        #expect(lines[0] == "121┤           ⡠⠔⠊⠑⠤⡀         ")
    }

    @Test func marksArePlacedByTheirXValues() {
        // x = 0, 1 and 9 over 20 dots: dots 0, 2 and 19.
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 1), y: .value("y", 1))
            LineMark(x: .value("x", 9), y: .value("y", 1))
        }
        #expect(render(chart, 12, 3).lines == [
            "1┤⢠⠋⠉⠉⠉⠉⠉⠉⠉⠉",
            "0┤⡜         ",
            "  0        9",
        ])
    }

    @Test func datesOnTheXAxisAreTimesOfDayInTheEnvironmentsTimeZone() {
        // Not on whole minutes: with seconds (the middle label, 09:40:55, does not fit).
        let seconds = Chart(readings) {
            LineMark(x: .value("Time", start.addingTimeInterval(Double($0.second) + 5)), y: .value("BPM", $0.bpm))
        }
        .environment(\.timeZone, utc)
        #expect(render(seconds, 30, 4).lines[3] == "    09:40:05          09:41:55")

        let minutes = Chart(readings) {
            LineMark(x: .value("Time", start.addingTimeInterval(Double($0.second) * 6)), y: .value("BPM", $0.bpm))
        }
        .environment(\.timeZone, TimeZone(secondsFromGMT: 3600)!)
        #expect(render(minutes, 30, 4).lines[3] == "    10:40    10:45       10:51")

        let days = Chart(readings) {
            LineMark(x: .value("Day", start.addingTimeInterval(Double($0.second) * 8640)), y: .value("BPM", $0.bpm))
        }
        .environment(\.timeZone, utc)
        #expect(render(days, 30, 4).lines[3] == "    03-14    03-19       03-25")
    }

    @Test func yScaleDomainSetsTheAxisEnds() {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 50))
            LineMark(x: .value("x", 1), y: .value("y", 50))
        }
        .chartYScale(domain: 0...100)
        #expect(render(chart, 8, 4).lines == [
            "100┤    ",
            "   │⠤⠤⠤⠤",
            "  0┤    ",
            "    0  1",
        ])
    }

    @Test func xScaleDomainWidensThePlot() {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", 4), y: .value("y", 2))
        }
        .chartXScale(domain: 0...8)
        #expect(render(chart, 10, 3).lines == [
            "2┤  ⣀⠔⠁   ",
            "1┤⡠⠊      ",
            "  0      8",
        ])
    }

    @Test func axisTitlesAreWrittenAboveAndBelow() {
        let chart = Chart(readings) { LineMark(x: .value("Time", $0.second), y: .value("BPM", $0.bpm)) }
            .chartYAxisLabel("BPM")
            .chartXAxisLabel("seconds")
        let lines = render(chart, 30, 8).lines
        #expect(lines[0] == "BPM                           ")
        #expect(lines[1].hasPrefix("121┤"))
        #expect(lines[5].hasPrefix(" 78┤"))
        #expect(lines[6] == "    0         50           110")
        #expect(lines[7] == "                       seconds")
    }

    @Test func barMarksShareTheWidth() {
        let chart = Chart {
            BarMark(x: .value("Day", 1), y: .value("Steps", 2))
            BarMark(x: .value("Day", 2), y: .value("Steps", 8))
            BarMark(x: .value("Day", 3), y: .value("Steps", 4))
        }
        #expect(render(chart, 11, 3).lines == [
            "8┤   ██ ▁▁ ",
            "0┤▅▅ ██ ██ ",
            "  1   2  3 ",
        ])
    }

    @Test func anyIntegerOrFloatingPointValuePlots() {
        let floats: [Float] = [1.5, 2.5]
        let bytes: [UInt8] = [1, 3]
        let fromFloats = Chart {
            ForEach(Array(floats.enumerated()), id: \.offset) { LineMark(x: .value("i", $0.offset), y: .value("v", $0.element)) }
        }
        let fromBytes = Chart {
            ForEach(Array(bytes.enumerated()), id: \.offset) { LineMark(x: .value("i", Double($0.offset)), y: .value("v", $0.element)) }
        }
        #expect(render(fromFloats, 8, 2).lines == ["2.5┤  ⡠⠊", "1.5┤⡠⠊  "])
        #expect(render(fromBytes, 6, 2).lines == ["3┤  ⡠⠊", "1┤⡠⠊  "])
    }

    @Test func marksTakeTheirOwnColours() {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0)).foregroundStyle(.pink)
            LineMark(x: .value("x", 1), y: .value("y", 1))
            PointMark(x: .value("x", 1), y: .value("y", 1)).foregroundStyle(.cyan)
            RuleMark(y: .value("", 0.5)).foregroundStyle(.orange)
        }
        let buffer = render(chart, 6, 4)
        #expect(buffer.lines == [
            "1┤  ⢀•",
            " │┄⢠⠃┄",
            "0┤⡰⠁  ",
            "  0  1",
        ])
        #expect(buffer[2, 2].style.foreground == .pink)
        #expect(buffer[2, 1].style.foreground == .orange)
        #expect(buffer[5, 0].style == Style(foreground: .cyan, attributes: [.bold]))
        #expect(buffer[5, 1].style.foreground == .orange)
    }

    @Test func aChartDescribesItselfToAccessibility() {
        let pilot = Pilot(Chart(readings) { LineMark(x: .value("Time", $0.second), y: .value("BPM", $0.bpm)) },
                          size: Size(width: 30, height: 8))
        #expect(pilot.accessibilityText.contains("chart \"Line chart of BPM\" value \"min 78, max 121, latest 88, falling\""))
    }

    @Test func sparklineTakesAnyNumbers() {
        let floats: [Float] = [1, 2, 3, 4]
        let bytes: [UInt8] = [1, 2, 3, 4]
        #expect(render(Sparkline(floats), 4, 1).lines == ["▁▃▆█"])
        #expect(render(Sparkline(bytes), 4, 1).lines == ["▁▃▆█"])
        #expect(render(Sparkline([Double.nan, 1, 2]), 3, 1).lines == [" ▁█"])
    }
}
