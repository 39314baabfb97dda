import Testing
import TesseraTesting

// `.task` bodies sleep on the host's clock: a test moves time instead of waiting for it.

private struct Countdown: View {
    @State private var remaining = 3
    var body: some View {
        Text("Left \(remaining)")
            .task {
                while remaining > 0 {
                    do { try await Task.sleep(for: .seconds(1)) } catch { return }
                    remaining -= 1
                }
            }
    }
}

@MainActor private final class Searches { var started: [String] = []; var finished: [String] = []; var cancelled: [String] = [] }

private struct Search: View {
    let log: Searches
    @State private var query = "fig"
    var body: some View {
        VStack {
            TextField("Query", text: $query)
            Text("Query \(query)")
        }
        .task(id: query) {
            let current = query
            log.started.append(current)
            do {
                try await Task.sleep(for: .milliseconds(300))   // debounce
                log.finished.append(current)
            } catch {
                log.cancelled.append(current)
            }
        }
    }
}

private struct Removable: View {
    let log: Searches
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Remove") { shown = false }
            if shown {
                Text("Waiting").task {
                    do { try await Task.sleep(for: .seconds(60)) } catch { log.cancelled.append("waiting") }
                }
            }
        }
    }
}

@MainActor
@Suite struct TaskClockTests {
    @Test func taskSleepInATaskWakesWhenThePilotAdvancesTheClock() async {
        let pilot = Pilot(Countdown(), size: Size(width: 20, height: 3))
        await pilot.advance(by: .milliseconds(999))
        #expect(pilot.text.contains("Left 3"))
        await pilot.advance(by: .milliseconds(1))
        #expect(pilot.text.contains("Left 2"))
        await pilot.advance(by: .seconds(5))       // one advance wakes each later sleep in turn
        #expect(pilot.text.contains("Left 0"))
        #expect(pilot.clock.pendingTimers == 0)
    }

    @Test func aTaskWithAnIDRestartsWhenTheIDChanges() async {
        let log = Searches()
        let pilot = Pilot(Search(log: log), size: Size(width: 30, height: 4))
        await pilot.advance(by: .milliseconds(100))
        #expect(log.started == ["fig"])
        pilot.type("s")                                // the id changes: the old task is cancelled
        await pilot.advance(by: .milliseconds(100))
        #expect(log.started == ["fig", "figs"])
        #expect(log.cancelled == ["fig"])
        #expect(log.finished.isEmpty)
        await pilot.advance(by: .milliseconds(300))
        #expect(log.finished == ["figs"])
    }

    @Test func aSleepingTaskIsCancelledWhenItsViewGoesAway() async {
        let log = Searches()
        let pilot = Pilot(Removable(log: log), size: Size(width: 20, height: 4))
        await pilot.advance(by: .seconds(1))
        pilot.press(.enter)
        await pilot.advance(by: .milliseconds(1))
        #expect(log.cancelled == ["waiting"])
        #expect(!pilot.text.contains("Waiting"))
    }

    @Test func outsideATaskSleepIsRealTime() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(for: .milliseconds(20))
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
