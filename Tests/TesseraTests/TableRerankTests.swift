import Foundation
import Testing
@testable import Tessera
import TesseraTesting

private struct Bird: Identifiable, Equatable { var id: Int; var name: String }

/// Shared rows with an edit log: each version knows which rows it changed, and every read is counted.
@MainActor private final class Aviary {
    var names: [String]
    var edited: [Int] = []
    var reads = 0
    init(count: Int) { names = (0..<count).map { "Bird \(($0 * 7_919) % count)" } }
}

private struct AviaryRows: RandomAccessCollection, Equatable, TableRowChanges {
    let aviary: Aviary
    let version: Int
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Bird {
        MainActor.assumeIsolated { aviary.reads += 1; return Bird(id: i, name: aviary.names[i]) }
    }
    static func == (a: Self, b: Self) -> Bool { a.aviary === b.aviary && a.version == b.version }
    func changedRows(since earlier: Self) -> [Int]? {
        MainActor.assumeIsolated {
            earlier.aviary === aviary && earlier.version <= version ? Array(aviary.edited[earlier.version..<version]) : nil
        }
    }
}

@MainActor
@Suite struct TableRerankTests {
    @Test func anEditMovesOnlyTheEditedRowAndKeepsTheSelection() {
        let aviary = Aviary(count: 20_000)
        var order = [KeyPathComparator(\Bird.name)]
        var selection: Int? = 4_321
        let table = TableNode<Bird>()
        func configure(_ version: Int) {
            let rows = AviaryRows(aviary: aviary, version: version, count: 20_000)
            let changed: (Any) -> [Int]? = { rows.changedRows(sinceAny: $0) }
            table.configure(count: rows.count, row: { rows[$0] }, revision: TableDataRevision(rows), data: rows, changedRows: changed,
                            columns: [TableColumn("Name", value: \.name)],
                            selection: .single(Binding(get: { selection }, set: { selection = $0 })),
                            sortOrder: Binding(get: { order }, set: { order = $0 }), emptyText: "")
        }
        configure(0)
        for (version, name) in ["Aardvark", "Bird 9999x", "Zebra"].enumerated() {
            aviary.names[4_321] = name
            aviary.edited.append(4_321)
            aviary.reads = 0
            configure(version + 1)
            #expect(aviary.reads < 200, "read \(aviary.reads) rows to place one edited row")
            let full = (0..<20_000).sorted { a, b in
                let order = KeyPathComparator(\Bird.name).rankCompare(Bird(id: a, name: aviary.names[a]), Bird(id: b, name: aviary.names[b]))
                return order == .orderedSame ? a < b : order == .orderedAscending
            }
            #expect(table.displayOrder == full, "after renaming to \(name)")
            #expect(selection == 4_321)
            #expect(table.cursorRow == 4_321, "the cursor stays on the edited row")
        }
    }
}

private struct Reading: Identifiable { var id: Int; var name: String; var kind: String; var note: String }

/// Rows made when read, each read counted.
@MainActor private final class ReadCounter { var reads = 0 }

private struct CountedRows: RandomAccessCollection {
    let counter: ReadCounter
    var startIndex: Int { 0 }
    var endIndex: Int { 100_000 }
    subscript(i: Int) -> Reading {
        MainActor.assumeIsolated { counter.reads += 1 }
        return Reading(id: i, name: "Name \(i)", kind: "Kind \(i % 7)", note: "Note \(i % 13)")
    }
}

@MainActor
@Suite struct TableRowReadTests {
    /// A table of three text columns over rows that count their reads, on a 60×22 screen.
    private static func countedTable() -> (Pilot, ReadCounter) {
        let counter = ReadCounter()
        let pilot = Pilot(Table(CountedRows(counter: counter)) {
            TableColumn("Name", value: \Reading.name)
            TableColumn("Kind", value: \Reading.kind)
            TableColumn("Note", value: \Reading.note)
        }, size: Size(width: 60, height: 22))
        return (pilot, counter)
    }

    /// End shows other rows, so the columns are measured again: each row shown is read once
    /// for its three text columns.
    @Test func endReadsEachRowShownOnceToMeasureTheColumns() {
        let (pilot, counter) = Self.countedTable()
        _ = pilot.screen
        counter.reads = 0
        pilot.press(.end)
        #expect(pilot.text.contains("Name 99999"))
        // 21 rows show under the header, each read to measure, to draw, and to ask whether it
        // is selected (a read per text column to measure made it five).
        #expect(counter.reads <= 3 * 21, "read \(counter.reads) rows")
    }

    /// The terminal shrinks under a cursor far down the table: its row is still on the screen,
    /// marked, before any other key.
    @Test func aShrinkingScreenKeepsTheCursorRowOnIt() {
        let (pilot, _) = Self.countedTable()
        for _ in 0..<17 { pilot.press(.down) }
        let marked = pilot.text.split(separator: "\n").first { $0.hasPrefix("▌") }.map(String.init)
        #expect(marked?.hasPrefix("▌Name 16 ") == true, "\(pilot.text)")
        pilot.resize(60, 10)
        let after = pilot.text.split(separator: "\n").first { $0.hasPrefix("▌") }.map(String.init)
        #expect(after == marked, "\(pilot.text)")
        #expect(!pilot.text.contains("Name 0 "), "the rows scrolled to show the cursor")
    }

    /// A table's layout reads no row: the text of the rows shown is measured when they are
    /// made (evaluation), so a narrower screen showing the same rows reads them only to draw.
    @Test func aNarrowerScreenShowingTheSameRowsReadsThemOnlyToDrawThem() {
        let (pilot, counter) = Self.countedTable()
        #expect(pilot.text.contains("Name 19"))
        counter.reads = 0
        pilot.resize(50, 22)
        #expect(pilot.text.contains("Name 19"), "\(pilot.text)")
        // 20 rows show, all drawn again: each read to draw it and to ask whether it is
        // selected. Measuring them in layout read each a third time.
        #expect(counter.reads <= 2 * 20, "read \(counter.reads) rows")
    }
}
