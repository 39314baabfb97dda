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
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stored-enum-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let clock = TestClock()
        var environment = EnvironmentValues()
        environment.stateStore = StateStore(url: url, clock: clock)
        let first = Pilot(SortedList(), size: Size(width: 60, height: 4), environment: environment, clock: clock)
        #expect(first.text.contains("sort byDate display 7 both one mode byDate"))
        first.press(.enter)
        #expect(first.text.contains("sort byName display 30 both two mode byName"))
        clock.advance(by: .seconds(2))
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved.contains("\"byName\""))
        #expect(saved.contains("30"))
        var again = EnvironmentValues()
        again.stateStore = StateStore(url: url, clock: clock)
        let second = Pilot(SortedList(), size: Size(width: 60, height: 4), environment: again, clock: clock)
        #expect(second.text.contains("sort byName display 30 both two mode byName"))
    }
}
