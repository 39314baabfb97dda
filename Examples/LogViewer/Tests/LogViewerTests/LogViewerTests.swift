import Foundation
import SnapshotTesting
import Testing
import TesseraTesting
@testable import LogViewer

@MainActor
@Suite struct LogViewerTests {
    /// The sample next to the package, read as the app reads a file.
    private static let samplePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("sample.log").path

    /// The sample repeated to 60,000 lines: a log too long to build a row for each line.
    private static func largeLog() throws -> LogModel {
        let sample = try String(contentsOfFile: samplePath, encoding: .utf8)
        return LogModel(text: String(repeating: sample, count: 200))
    }

    private func makePilot(_ log: LogModel) -> Pilot {
        Pilot(LogView(log: log), size: Size(width: 80, height: 20))
    }

    @Test func theSampleOpensAtTheTop() {
        let pilot = makePilot(LogModel(path: Self.samplePath))
        #expect(pilot.text.contains("300 of 300 lines"))
        #expect(pilot.text.contains("token refreshed"))
        assertSnapshot(of: pilot, as: .screen, named: "sample")
    }

    @Test func sixtyThousandLinesScrollToTheEnd() throws {
        let log = try Self.largeLog()
        #expect(log.lines.count == 60_000)
        let pilot = makePilot(log)
        #expect(pilot.text.contains("60000 of 60000 lines"))
        pilot.press(.tab, times: 2)   // find field, level filter, the table
        pilot.press(.end)
        #expect(pilot.text.contains("60000"))
        #expect(pilot.text.contains(log.lines.last!.message))
    }

    @Test func theLevelFilterKeepsThatLevelAndAbove() throws {
        let log = try Self.largeLog()
        let pilot = makePilot(log)
        pilot.click("Errors")
        let errors = log.count(of: .error)
        #expect(errors > 0)
        #expect(log.shown.count == errors)
        #expect(log.shown.allSatisfy { $0.level == .error })
        #expect(pilot.text.contains("\(errors) of 60000 lines"))
        pilot.click("Warn+")
        #expect(log.shown.count == errors + log.count(of: .warning))
    }

    @Test func findShowsOnlyMatchingLines() throws {
        let log = try Self.largeLog()
        let pilot = makePilot(log)
        pilot.type("Connection Reset")
        #expect(!log.shown.isEmpty)
        #expect(log.shown.allSatisfy { $0.message.hasSuffix("connection reset by peer") })
        #expect(pilot.text.contains("connection reset by peer"))
        #expect(!pilot.text.contains("token refreshed"))
        assertSnapshot(of: pilot, as: .screen, named: "find")
        pilot.type("zzz")
        #expect(pilot.text.contains("No lines match"))
    }

    @Test func aMissingFileSaysSo() {
        let pilot = makePilot(LogModel(path: "/nonexistent/server.log"))
        #expect(pilot.text.contains("Cannot read /nonexistent/server.log"))
    }
}
