import Testing
import Tessera
import TesseraTesting

/// A row's sort key of a type of the app's own (not text, a number or a date): ranking a large
/// table by it keeps the keys it read, not the rows.
private enum Level: Int, Comparable {
    case low, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    var title: String { ["low", "mid", "high"][rawValue] }
}

/// Counts the rows alive, and the most alive at once: each row made holds one.
@MainActor private enum LiveRows { static var count = 0; static var peak = 0 }
private final class RowToken: @unchecked Sendable {
    @MainActor init() { LiveRows.count += 1; LiveRows.peak = max(LiveRows.peak, LiveRows.count) }
    deinit { MainActor.assumeIsolated { LiveRows.count -= 1 } }
}

private struct LevelRow: Identifiable {
    let id: Int
    let level: Level
    let token: RowToken
}

/// 200,000 rows made when read; the level of row `i` is `(i * 7) % 3`.
private struct LevelRows: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 200_000 }
    subscript(i: Int) -> LevelRow {
        MainActor.assumeIsolated { LevelRow(id: i, level: Level(rawValue: (i * 7) % 3)!, token: RowToken()) }
    }
}

private struct LevelTable: View {
    @State var selection: Int?
    @State var order: [KeyPathComparator<LevelRow>] = []
    var body: some View {
        Table(LevelRows(), selection: $selection, sortOrder: $order) {
            TableColumn("Row") { row in Text("Row \(row.id)") }
            TableColumn("Level", value: \.level) { row in Text(row.level.title) }
        }
    }
}

@MainActor
@Suite struct TableSortKeyTests {
    @Test func rankingByAKeyOfTheAppsOwnTypeKeepsTheKeysNotTheRows() {
        let pilot = Pilot(LevelTable(), size: Size(width: 60, height: 6))
        let before = LiveRows.count
        LiveRows.peak = before
        pilot.type(">")                        // sorted by Level, read a slice per turn
        #expect(pilot.screen.line(0).contains("Sorting…"), "\(pilot.text)")
        for _ in 0..<10 where pilot.screen.line(0).contains("Sorting…") { pilot.advance(by: .milliseconds(1)) }
        #expect(!pilot.screen.line(0).contains("Sorting…"))
        // Each row read is gone once its level is: at most a screenful live at any time.
        #expect(LiveRows.peak - before < 1_000, "\(LiveRows.peak - before) rows alive at once")
        pilot.press(.home)
        // Lows first, in data order: rows 0, 3, 6 (7·3 % 3 = 0).
        #expect(pilot.screen.line(1).contains("Row 0 "), "\(pilot.text)")
        #expect(pilot.screen.line(2).contains("Row 3 "))
        #expect(pilot.screen.line(3).contains("Row 6 "))
        pilot.type("r")
        pilot.press(.home)
        // Highs first, still in data order among themselves: 7·2 % 3 = 2, 7·5 % 3 = 2.
        #expect(pilot.screen.line(1).contains("Row 2 "), "\(pilot.text)")
        #expect(pilot.screen.line(2).contains("Row 5 "))
    }
}
