import Foundation
import Observation
import Testing
import Tessera
import TesseraTesting

// MARK: @AppStorage

private struct VolumeView: View {
    @AppStorage("volume") private var volume = 5
    var body: some View {
        VStack(alignment: .leading) {
            Text("volume \(volume)")
            Button("Louder") { volume += 1 }
        }
    }
}

private struct VolumeReadout: View {
    @AppStorage("volume") private var volume = 5
    var body: some View { Text("readout \(volume)") }
}

private struct TwoVolumeViews: View {
    var body: some View {
        VStack(alignment: .leading) {
            VolumeView()
            VolumeReadout()
        }
    }
}

// MARK: Environment

private struct ShelfKey: EnvironmentKey {
    static var defaultValue: String { "default shelf" }
}

extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

private struct ShelfLabel: View {
    let label: String
    @Environment(\.shelf) private var shelf
    var body: some View { Text("\(label): \(shelf)") }
}

private struct ShelfDemo: View {
    @State private var inner = "teal"
    var body: some View {
        VStack(alignment: .leading) {
            ShelfLabel(label: "outer")
            VStack(alignment: .leading) {
                ShelfLabel(label: "inner")
            }
            .environment(\.shelf, inner)
            Button("Swap") { inner = "rose" }
        }
        .environment(\.shelf, "plum")
    }
}

// MARK: Change, task, timer

@MainActor @Observable
private final class Probe {
    var log: [String] = []
    var ticks = 0
    var started = false
    var cancelled = false
}

private struct ChangeDemo: View {
    let probe: Probe
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(count) other \(other)")
            Button("Inc") { count += 1 }
            Button("Other") { other += 1 }
            Button("Twice") { count += 2 }
        }
        .onChange(of: count) { old, new in probe.log.append("\(old)->\(new)") }
    }
}

private struct Worker: View {
    let probe: Probe
    var body: some View {
        Text("working")
            .task {
                probe.started = true
                try? await Task.sleep(for: .seconds(3600))
                probe.cancelled = Task.isCancelled
            }
            .onTimer(every: .seconds(1)) { probe.ticks += 1 }
    }
}

private struct WorkerHost: View {
    let probe: Probe
    @State private var showing = true
    var body: some View {
        VStack(alignment: .leading) {
            Button("Remove") { showing = false }
            if showing { Worker(probe: probe) }
        }
    }
}

// MARK: Horizontal scroll

private struct WideRow: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<12) { i in Button("Item \(i)") {} }
            }
        }
        .frame(width: 30, height: 2)
    }
}

@MainActor
@Suite struct StateFeatureTests {
    @Test func appStorageReadsTheStoreAndWritesBackAfterTheDebounce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("state.json")
        try Data(#"{"volume": 7}"#.utf8).write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        var env = EnvironmentValues()
        env.stateStore = store
        let pilot = Pilot(VolumeView(), size: Size(width: 30, height: 5), environment: env, clock: clock)
        #expect(pilot.text.contains("volume 7"))
        pilot.press(.enter)
        #expect(pilot.text.contains("volume 8"))
        #expect(store.value(Int.self, forKey: "volume") == 8)
        #expect(store.hasPendingSave)
        let before = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: url))
        #expect(before["volume"] == 7)   // not yet written
        pilot.advance(by: .seconds(1))
        #expect(!store.hasPendingSave)
        let after = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: url))
        #expect(after["volume"] == 8)
        // A new launch reads the saved value.
        let relaunched = Pilot(VolumeView(), size: Size(width: 30, height: 5),
                               environment: { var e = EnvironmentValues(); e.stateStore = StateStore(url: url, clock: clock); return e }(),
                               clock: clock)
        #expect(relaunched.text.contains("volume 8"))
    }

    @Test func saveAllPendingWritesAChangeInsideTheSaveDelay() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        let store = StateStore(url: url, clock: TestClock())
        store.set(9, forKey: "volume")
        #expect(store.hasPendingSave)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        StateStore.saveAllPending()   // what every way out calls, before the delay has passed
        #expect(!store.hasPendingSave)
        let saved = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: url))
        #expect(saved["volume"] == 9)
    }

    @Test func viewsSharingAnAppStorageKeySeeEachOthersChanges() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = TestClock()
        var env = EnvironmentValues()
        env.stateStore = StateStore(url: dir.appendingPathComponent("state.json"), clock: clock)
        let pilot = Pilot(TwoVolumeViews(), size: Size(width: 30, height: 8), environment: env, clock: clock)
        #expect(pilot.text.contains("volume 5"))
        #expect(pilot.text.contains("readout 5"))
        pilot.press(.enter)
        #expect(pilot.text.contains("volume 6"))
        #expect(pilot.text.contains("readout 6"))
    }

    @Test func customEnvironmentKeyPassesDownAndIsOverriddenForASubtree() {
        let plain = Pilot(ShelfLabel(label: "alone"), size: Size(width: 30, height: 3))
        #expect(plain.text.contains("alone: default shelf"))
        let pilot = Pilot(ShelfDemo(), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("outer: plum"))
        #expect(pilot.text.contains("inner: teal"))
        pilot.press(.enter)
        #expect(pilot.text.contains("inner: rose"))
        #expect(pilot.text.contains("outer: plum"))
    }

    @Test func onChangeFiresOncePerChangeWithOldAndNewValues() {
        let probe = Probe()
        let pilot = Pilot(ChangeDemo(probe: probe), size: Size(width: 30, height: 6))
        #expect(probe.log.isEmpty)
        pilot.press(.enter)        // Inc
        pilot.press(.enter)        // Inc
        pilot.press(.tab)
        pilot.press(.enter)        // Other: the body runs again, count unchanged
        pilot.press(.tab)
        pilot.press(.enter)        // Twice
        #expect(pilot.text.contains("count 4 other 1"))
        #expect(probe.log == ["0->1", "1->2", "2->4"])
    }

    @Test func taskIsCancelledWhenItsViewIsRemoved() async throws {
        let probe = Probe()
        let pilot = Pilot(WorkerHost(probe: probe), size: Size(width: 30, height: 4))
        #expect(pilot.text.contains("working"))
        for _ in 0..<100 where !probe.started { try await Task.sleep(for: .milliseconds(5)) }
        #expect(probe.started)
        #expect(!probe.cancelled)
        pilot.press(.enter)   // Remove
        #expect(!pilot.text.contains("working"))
        for _ in 0..<200 where !probe.cancelled { try await Task.sleep(for: .milliseconds(5)) }
        #expect(probe.cancelled)
    }

    @Test func onTimerFiresOnTheClockAndStopsWhenTheViewIsRemoved() {
        let probe = Probe()
        let pilot = Pilot(WorkerHost(probe: probe), size: Size(width: 30, height: 4))
        pilot.advance(by: .seconds(3))
        #expect(probe.ticks == 3)
        pilot.advance(by: .milliseconds(500))
        #expect(probe.ticks == 3)
        pilot.press(.enter)   // Remove
        pilot.advance(by: .seconds(5))
        #expect(probe.ticks == 3)
    }

    @Test func horizontalScrollViewRevealsAFocusedButtonAtTheFarRight() {
        let pilot = Pilot(WideRow(), size: Size(width: 30, height: 3))
        #expect(pilot.screen.lines[0].hasPrefix("[ Item 0 ]"))
        pilot.press(.backTab)   // wraps to the last button
        let row = pilot.screen.lines[0]
        #expect(row.contains("[ Item 11 ]"))
        #expect(!row.contains("Item 0 "))
        // Scrolled just far enough: its closing bracket is in the last visible column.
        #expect(pilot.position(of: "Item 11 ]")?.x == 21)
        pilot.press(.tab)   // back to the first: scrolls back to the start
        #expect(pilot.screen.lines[0].hasPrefix("[ Item 0 ]"))
    }
}
