import Foundation
import SnapshotTesting
import Testing
import Tessera
import TesseraTesting
@testable import HealthDashboard

@MainActor
func makeDashboard(size: Size = Size(width: 100, height: 32), path: [String] = [], stateDir: URL? = nil,
                   configure: (inout HealthConfiguration) -> Void = { _ in }) throws -> (HealthDashboard, Driver) {
    let clock = TestClock()
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")
    let dir = stateDir ?? FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString)")
    let store = StateStore(url: dir.appendingPathComponent("state.json"), clock: clock)
    var configuration = HealthConfiguration(dataDirectory: resources, stateStore: store, clock: clock, path: path, size: size,
                                            timeZone: TimeZone(identifier: "UTC")!)
    configure(&configuration)
    let app = try HealthDashboardApp.makeProgram(configuration: configuration)
    return (app, Driver(app, clock: clock, size: size))
}

@MainActor
@Suite struct HealthDashboardTests {
    @Test func summaryAt100x32() async throws {
        let (_, d) = try makeDashboard()
        await d.settle()
        assertSnapshot(of: d.screen, as: .screen)
        assertSnapshot(of: d.screen, as: .styledScreen)
    }

    @Test func summaryAt60x20() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 60, height: 20))
        await d.settle()
        assertSnapshot(of: d.screen, as: .screen)
    }

    @Test func heartRateUpdatesByObservationOnly() async throws {
        let (app, d) = try makeDashboard()
        #expect(d.text.contains("108 BPM"))
        let heart = app.heartCell.host.evaluationCount
        let steps = app.stepsController.host.evaluationCount
        let conditions = app.conditionsCell.host.evaluationCount
        let before = d.screen.line(3)
        d.advance(by: .seconds(1))
        await d.settle()
        #expect(app.heartData.beatsPerMinute == 109)
        #expect(d.text.contains("109 BPM"))
        #expect(d.screen.line(3) != before)  // the sparkline moved on
        #expect(app.heartCell.host.evaluationCount > heart)
        #expect(app.stepsController.host.evaluationCount == steps)
        #expect(app.conditionsCell.host.evaluationCount == conditions)
    }

    @Test func plainValuesNeedANewRootView() async throws {
        let (app, d) = try makeDashboard()
        #expect(d.text.contains("8432 / 10000"))
        d.advance(by: .seconds(30))
        await d.settle()
        #expect(d.text.contains("8469 / 10000"))
        #expect(app.stepsController.rootView.today == 8469)
    }

    @Test func enterOnHeartRatePushesDetailAndEscGoesBack() async throws {
        let (app, d) = try makeDashboard()
        d.press(.enter)
        await d.settle()
        #expect(app.isDetailPushed)
        #expect(d.text.contains("Health › Heart Rate"))
        #expect(d.text.contains("avg"))
        d.press(.escape)
        await d.settle()
        #expect(!app.isDetailPushed)
        #expect(d.text.contains("Health — Summary"))
    }

    @Test func deepLinks() async throws {
        let (app, d) = try makeDashboard(path: ["heart-rate"])
        #expect(app.isDetailPushed)
        #expect(d.text.contains("Health › Heart Rate"))
        let (app2, _) = try makeDashboard(path: ["conditions"])
        #expect(app2.focusedCell == 4)
        #expect(throws: HealthDataError.self) { _ = try makeDashboard(path: ["nowhere"]) }
    }

    @Test func addEditReorderSwipeDeleteAndRelaunch() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString)")
        let (app, d) = try makeDashboard(stateDir: dir)
        d.type("a")
        await d.settle()
        #expect(app.conditions.items.count == 5)
        d.type("Hay fever")
        await d.settle()
        #expect(app.conditions.items.last?.text == "Hay fever")
        #expect(d.text.contains("Hay fever"))
        d.press(.escape)          // stop editing: row mode
        await d.settle()
        d.type("K")               // move "Hay fever" above "Sprained ankle"
        await d.settle()
        #expect(app.conditions.items.map(\.text)[3] == "Hay fever")
        d.press(.left)            // reveal swipe actions on the moved row
        await d.settle()
        #expect(d.text.contains("✗ Delete"))
        d.press(.left)            // full swipe: the first action (Delete) of that row's id
        await d.settle()
        #expect(!app.conditions.items.contains { $0.text == "Hay fever" })
        #expect(app.conditions.items.count == 4)
        // Relaunch keeps edits.
        d.press(.up); await d.settle()
        d.press(.enter); await d.settle()
        d.type("!"); await d.settle()
        let edited = app.conditions.items[2].text
        #expect(edited == "Lactose intolerance!")
        (app.conditions.stateStore)?.saveNow()
        let (again, _) = try makeDashboard(stateDir: dir)
        #expect(again.conditions.items.map(\.text) == app.conditions.items.map(\.text))
    }

    @Test func swipeFlagActsOnStableID() async throws {
        let (app, d) = try makeDashboard(path: ["conditions"])
        d.press(.escape)
        await d.settle()
        d.press(.down)            // Mild asthma
        await d.settle()
        d.press(.left)
        await d.settle()
        d.press(.tab)             // second action: Flag
        await d.settle()
        d.press(.enter)
        await d.settle()
        #expect(app.conditions.items[1].flagged == false)
        #expect(app.conditions.items[0].flagged == false)
    }

    @Test func qQuits() async throws {
        let (_, d) = try makeDashboard()
        d.type("q")
        await d.settle()
        #expect(d.requests == [.quit])
    }
}

/// What a new user typed must land in the new condition, at any size and however many rows.
@MainActor
@Suite struct HealthTypingFocusTests {
    @Test func aNewConditionBelowTheScreenGetsTheTypingFocus() async throws {
        let (app, d) = try makeDashboard(size: Size(width: 80, height: 24))
        for word in ["One", "Two", "Seven"] {
            d.type("a"); await d.settle()
            d.type(word); await d.settle()
            d.press(.escape); await d.settle()
        }
        d.type("a"); await d.settle()
        d.type("Headache"); await d.settle()
        #expect(app.conditions.items.map(\.text).suffix(4) == ["One", "Two", "Seven", "Headache"])
        #expect(d.text.contains("Headache"))
        #expect(d.requests.isEmpty)
    }

    /// `a` from the first cell, the conditions out of sight below: the new row takes the
    /// typing focus, and the word typed is its text (its `a` does not add another row).
    @Test func aConditionAddedFromACellOffScreenGetsTheTypingFocus() async throws {
        for size in [Size(width: 50, height: 15), Size(width: 80, height: 24), Size(width: 120, height: 32)] {
            let (app, d) = try makeDashboard(size: size)
            let count = app.conditions.items.count
            d.type("a"); await d.settle()
            d.type("Hay fever"); await d.settle()
            #expect(app.conditions.items.count == count + 1, "\(size)")
            #expect(app.conditions.items.last?.text == "Hay fever", "\(size)")
        }
    }

    @Test func theDashboardScrollsToTheFocusedCellOnASmallScreen() async throws {
        let (app, d) = try makeDashboard(size: Size(width: 50, height: 15))
        d.press(.down, times: 4); await d.settle()
        #expect(d.text.contains("MEDICAL CONDITIONS"))
        #expect(d.text.contains("▸"))           // the focused row is on screen
        d.type("a"); await d.settle()
        d.type("Xq"); await d.settle()
        #expect(app.conditions.items.last?.text == "Xq")
        #expect(d.requests.isEmpty)              // `q` was typed, not a quit
        d.press(.up, times: 9); await d.settle()
        #expect(d.text.contains("Heart Rate"))   // and back up to the first cell
    }
}

@MainActor
@Suite struct HealthUndoTests {
    @Test func aDeletedConditionComesBackWithUWithinAFewSeconds() async throws {
        let (app, d) = try makeDashboard(size: Size(width: 100, height: 32))
        d.press(.down, times: 2); await d.settle()          // the conditions list, first row
        let first = app.conditions.items[0].text
        d.type("d"); await d.settle()
        #expect(!app.conditions.items.contains { $0.text == first })
        #expect(d.screen.line(31).contains("u Undo delete"))
        d.type("u"); await d.settle()
        #expect(app.conditions.items.first?.text == first)  // back in its place
        #expect(!d.screen.line(31).contains("Undo"))
    }

    @Test func theUndoOfferEndsAfterAFewSeconds() async throws {
        let (app, d) = try makeDashboard(size: Size(width: 100, height: 32))
        d.press(.down, times: 2); await d.settle()
        d.type("d"); await d.settle()
        let count = app.conditions.items.count
        d.advance(by: .seconds(10)); await d.settle()
        #expect(!d.screen.line(31).contains("Undo"))
        d.type("u"); await d.settle()
        #expect(app.conditions.items.count == count)
    }
}

@MainActor
@Suite struct HealthSharedKeysTests {
    @Test func tabAndShiftTabWalkEveryCellAndRow() async throws {
        let (app, d) = try makeDashboard(size: Size(width: 100, height: 32))
        var visited: [Int] = []
        for _ in 0..<4 { d.press(.tab); await d.settle(); visited.append(app.focusedCell) }
        #expect(visited == [1, 2, 3, 4])
        let rows = app.conditions.items.count
        for _ in 0..<(rows - 1) { d.press(.tab); await d.settle() }
        #expect(app.focusedCell == 4)                 // row by row through the list …
        d.press(.tab); await d.settle()
        #expect(app.focusedCell == 0)                 // … then round to the first cell
        d.press(.backTab); await d.settle()
        #expect(app.focusedCell == 4)
        d.press(.tab); await d.settle()
        d.press(.backTab); await d.settle()
        #expect(app.focusedCell == 4)
    }

    @Test func escAtTheRootLeavesLikeQ() async throws {
        let (_, d) = try makeDashboard()
        d.press(.escape); await d.settle()
        #expect(d.requests == [.leaveRoot])
    }

    @Test func escClosesTheDetailFirst() async throws {
        let (app, d) = try makeDashboard(path: ["heart-rate"])
        d.press(.escape); await d.settle()
        #expect(!app.isDetailPushed)
        #expect(d.requests.isEmpty)
    }

    @Test func theFooterSaysBackWhenALauncherOpenedTheDashboard() async throws {
        let clock = TestClock()
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources")
        var configuration = HealthConfiguration(dataDirectory: resources, clock: clock, size: Size(width: 100, height: 32),
                                                timeZone: TimeZone(identifier: "UTC")!)
        configuration.exitTitle = "Back"
        let app = try HealthDashboardApp.makeProgram(configuration: configuration)
        let d = Driver(app, clock: clock, size: Size(width: 100, height: 32))
        #expect(d.screen.line(31).contains("q Back"))
    }

    @Test func aNarrowFooterStillNamesHelp() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 50, height: 15))
        let footer = d.screen.line(14)
        #expect(footer.contains("Enter Details"))
        #expect(footer.contains("? Help"))
    }
}

@MainActor
@Suite struct HealthDetailTests {
    @Test func pinningACellShowsItsCheckmark() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 100, height: 20))
        d.press(.down); await d.settle()
        d.type(" "); await d.settle()
        #expect(d.text.contains("✓ Pinned"))
    }

    @Test func theHeaderAndTheChartAgreeAndTimesAreDistinct() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 100, height: 24), path: ["heart-rate"])
        for _ in 0..<25 {
            d.advance(by: .seconds(1)); await d.settle()
            let header = d.screen.line(2)
            guard let range = header.range(of: "avg ") else { Issue.record("no average in the header"); return }
            let headerAverage = header[range.upperBound...].prefix { $0.isNumber }
            #expect(d.text.contains("avg \(headerAverage)┄") || d.text.contains("avg \(headerAverage)•") || d.text.contains("avg \(headerAverage)⠉"),
                    "the chart's average line says avg \(headerAverage) too")
        }
        let axis = d.screen.line(20).split(separator: " ").map(String.init)
        #expect(Set(axis).count == axis.count && axis.count >= 2)   // each label a different time
    }

    @Test func theHeaderFitsANarrowScreen() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 30, height: 10), path: ["heart-rate"])
        #expect(d.screen.line(2).contains("♥ 108 BPM · avg"))
        #expect(!d.screen.line(3).contains("BPM"))                  // one line, not wrapped
    }
}

/// What a new user met: a window that grows back, a row added and left empty, the marker
/// after editing, a light terminal, a narrow title bar, a narrow steps cell.
@MainActor
@Suite struct HealthRobustnessTests {
    /// Scrolled down on a small screen, the dashboard shows every cell again once the window
    /// is large enough for them all: nothing stays scrolled off above empty rows.
    @Test func growingTheWindowBringsBackTheCellsScrolledOff() async throws {
        let (_, d) = try makeDashboard(size: Size(width: 120, height: 32))
        d.resize(30, 10); await d.settle()
        d.press(.down, times: 6); await d.settle()
        d.resize(120, 32); await d.settle()
        #expect(d.screen.line(2).contains("Heart Rate"))
        #expect(d.text.contains("Steps"))
        #expect(d.text.contains("MEDICAL CONDITIONS"))
    }

    /// `a` then Esc: the empty row is discarded, not saved as a blank condition.
    @Test func anEmptyNewConditionIsDiscardedOnEsc() async throws {
        let (app, d) = try makeDashboard()
        let texts = app.conditions.items.map(\.text)
        d.type("a"); await d.settle()
        #expect(app.conditions.items.count == texts.count + 1)
        d.press(.escape); await d.settle()
        #expect(app.conditions.items.map(\.text) == texts)
        #expect(!d.text.contains("Condition "))
        #expect(d.requests.isEmpty)
        // The marker is on a row that is there, and `d` deletes the row it marks.
        let marked = try #require(d.screen.text.split(separator: "\n").first { $0.contains("▸") })
        d.type("d"); await d.settle()
        #expect(app.conditions.items.count == texts.count - 1)
        let deleted = try #require(Set(texts).subtracting(app.conditions.items.map(\.text)).first)
        #expect(marked.contains(deleted))
    }

    /// Editing a row and leaving it with Esc keeps the marker on that row, so `d` deletes it.
    @Test func theMarkerFollowsTheEditedRow() async throws {
        let (app, d) = try makeDashboard(path: ["conditions"])
        d.press(.escape); await d.settle()
        d.press(.down); await d.settle()                 // the second row
        let second = app.conditions.items[1].text
        d.press(.enter); await d.settle()
        d.type("!"); await d.settle()
        d.press(.escape); await d.settle()
        #expect(app.conditions.items[1].text == second + "!")
        let marked = try #require(d.screen.text.split(separator: "\n").first { $0.contains("▸") })
        #expect(marked.contains(second + "!"))
        d.type("d"); await d.settle()
        #expect(!app.conditions.items.map(\.text).contains(second + "!"))
    }

    /// The title and the clock never overlap: at narrow widths the clock goes first.
    @Test func theClockNeverOverprintsTheTitle() async throws {
        for width in [20, 24, 26, 27, 40] {
            let (_, d) = try makeDashboard(size: Size(width: width, height: 10), path: ["heart-rate"])
            let title = d.screen.line(0)
            #expect(title.contains("Health › Heart Rate"), "\(width): \(title)")
            let (_, summary) = try makeDashboard(size: Size(width: width, height: 10))
            #expect(summary.screen.line(0).contains("Health — Summary"), "\(width)")
        }
        let (_, wide) = try makeDashboard(size: Size(width: 40, height: 10))
        #expect(wide.screen.line(0).contains("09:41"))
    }

    /// The steps cell's percentage is never wrapped onto a line of its own.
    @Test func theStepsCellKeepsItsPercentageOnItsLine() async throws {
        for size in [Size(width: 56, height: 20), Size(width: 60, height: 20), Size(width: 40, height: 24), Size(width: 100, height: 32), Size(width: 120, height: 32)] {
            let (_, d) = try makeDashboard(size: size)
            await d.settle()
            let lines = d.text.split(separator: "\n", omittingEmptySubsequences: false)
            let title = try #require(lines.firstIndex { $0.contains("Steps") }, "\(size)")
            // The line under the title holds the count and the percentage (the bar may be cut).
            #expect(lines[title + 1].contains("%"), "\(size): \(lines[title + 1])")
            #expect(!lines[title + 2].contains("%"), "\(size): \(lines[title + 2])")
            if size.width >= 100 { #expect(lines[title + 1].contains("84% ▰▰▰▰▰▰▰▰▱▱"), "\(size): \(lines[title + 1])") }
        }
    }

    /// `--theme light`: the title bar, the footer and the cells take the light palette.
    @Test func aLightThemeColoursTheFrameAndTheCells() async throws {
        let (_, d) = try makeDashboard { $0.theme = .light }
        await d.settle()
        let screen = d.screen
        #expect(screen[0, 0].style.background == Theme.light.barBackground)
        #expect(screen[0, 31].style.background == Theme.light.barBackground)
        let heart = try #require((0..<32).first { screen.line($0).contains("Heart Rate") })
        #expect(screen[3, heart].style.background != Theme.dark.barBackground)
    }
}
