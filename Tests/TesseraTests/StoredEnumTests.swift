import Foundation
import Testing
import TesseraTesting

// `@AppStorage` and `@SceneStorage` of an enum, as SwiftUI code keeps a sort order or a mode:
// stored as its raw value and read back across launches.

private enum SortingOption: String, CaseIterable { case byDate, byName }
private enum DisplayMode: Int { case week = 7, month = 30 }
private enum Both: String, Codable { case one, two }

private struct SortedList: View {
    @AppStorage("sorting") private var sorting = SortingOption.byDate
    @AppStorage("display") private var display: DisplayMode = .week
    @AppStorage("both") private var both = Both.one
    @SceneStorage("mode") private var mode = SortingOption.byDate
    var body: some View {
        VStack {
            Text("sort \(sorting.rawValue) display \(display.rawValue) both \(both.rawValue) mode \(mode.rawValue)")
            Button("Change") { sorting = .byName; display = .month; both = .two; mode = .byName }
        }
    }
}

@MainActor
@Suite struct StoredEnumTests {
    @Test func anEnumIsKeptAsItsRawValueAcrossLaunches() throws {
        let file = try TemporaryStateFile()
        defer { file.remove() }
        let first = Pilot(SortedList(), size: Size(width: 60, height: 4), environment: file.launch(), clock: file.clock)
        #expect(first.text.contains("sort byDate display 7 both one mode byDate"))
        first.press(.enter)
        #expect(first.text.contains("sort byName display 30 both two mode byName"))
        file.clock.advance(by: .seconds(2))
        let saved = try String(contentsOf: file.url, encoding: .utf8)
        #expect(saved.contains("\"byName\""))
        #expect(saved.contains("30"))
        let second = Pilot(SortedList(), size: Size(width: 60, height: 4), environment: file.launch(), clock: file.clock)
        #expect(second.text.contains("sort byName display 30 both two mode byName"))
    }
}

/// A state file in a directory of its own, on a test clock, and the environment of each launch
/// that keeps its values there.
@MainActor
struct TemporaryStateFile {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
    var url: URL { directory.appendingPathComponent("app.json") }
    let clock = TestClock()

    init() throws { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }

    /// The environment of one launch: a store reading and writing the file.
    func launch() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.stateStore = StateStore(url: url, clock: clock)
        return environment
    }

    /// Removes the directory and the file in it.
    func remove() { try? FileManager.default.removeItem(at: directory) }
}
