import Testing
@testable import Tessera
import TesseraTesting

// Several rows of a `List` removed (and inserted) in one change, as a filter or an `onDelete`
// with several offsets does: checked against a plain array after every batch.

@MainActor @Observable private final class Rows {
    var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
}

private struct RowsScreen: View {
    var rows: Rows
    var body: some View {
        List {
            ForEach(rows.ids, id: \.self) { id in Text("r\(id)") }
                .onDelete { rows.ids.remove(atOffsets: $0) }
        }
    }
}

@MainActor
@Suite struct ListBatchRemovalPropertyTests {
    /// After every random batch of deletes and inserts (and keys between them), the rows on
    /// screen are the array's, in its order, and the current row is the one a person would
    /// expect: the same row if it stayed; else the first row after it that stayed; else the
    /// last before it that stayed; else the first row. It is on screen.
    @Test(arguments: fuzzSeeds([1, 2, 3, 7, 42]))
    func batchesOfRemovalsKeepTheRowsAndMoveTheCurrentRowToTheNextOneThatStayed(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var nextID = 0
        func newID() -> Int { nextID += 1; return nextID }
        let rows = Rows((0..<(4 + random.below(30))).map { _ in newID() })
        let pilot = Pilot(RowsScreen(rows: rows), size: Size(width: 30, height: 3 + random.below(12)))
        var expected: Int? = rows.ids.first
        var log: [String] = []
        for step in 0..<fuzzSteps(80) {
            switch random.below(6) {
            case 0, 1, 2:
                // A batch: some rows go (often the current one among them), some come.
                let old = rows.ids
                var gone = old.isEmpty ? [] : Set((0..<random.below(min(6, old.count) + 1)).map { _ in old[random.below(old.count)] })
                if let current = expected, random.chance(50) { gone.insert(current) }
                var next = old.filter { !gone.contains($0) }
                let added = random.chance(40) ? (0..<(1 + random.below(3))).map { _ in newID() } : []
                for id in added { next.insert(id, at: random.below(next.count + 1)) }
                if let current = expected, gone.contains(current) {
                    let at = old.firstIndex(of: current)!
                    expected = old[(at + 1)...].first { !gone.contains($0) } ?? old[..<at].last { !gone.contains($0) } ?? next.first
                }
                if expected == nil { expected = next.first }
                log.append("remove \(gone.sorted()) add \(added)")
                rows.ids = next
            case 3:
                // Deleted through the list's own onDelete, several offsets at once.
                guard let list = Self.list(in: pilot), let source = list.sources.first, source.deleteAction != nil, !rows.ids.isEmpty else { continue }
                let offsets = IndexSet((0..<(1 + random.below(3))).map { _ in random.below(rows.ids.count) })
                let old = rows.ids
                if let current = expected, let at = old.firstIndex(of: current), offsets.contains(at) {
                    expected = old.indices[(at + 1)...].first { !offsets.contains($0) }.map { old[$0] }
                        ?? old.indices[..<at].last { !offsets.contains($0) }.map { old[$0] }
                }
                log.append("onDelete \(Array(offsets))")
                source.deleteAction?(offsets)
            default:
                guard let current = expected, let at = rows.ids.firstIndex(of: current) else { continue }
                let key = random.pick([Key.down, .up, .end, .home])
                pilot.press(key)
                switch key {
                case .down: expected = rows.ids[min(at + 1, rows.ids.count - 1)]
                case .up: expected = rows.ids[max(at - 1, 0)]
                case .end: expected = rows.ids.last
                default: expected = rows.ids.first
                }
                log.append("\(key)")
            }
            if rows.ids.isEmpty { expected = nil }
            let problem = Self.mismatch(pilot, rows.ids, current: expected)
            #expect(problem == nil, "seed \(seed), step \(step) (\(log.suffix(5).joined(separator: "; "))): \(problem ?? "")\n\(pilot.text)")
            if problem != nil { return }
        }
    }

    private static func list(in pilot: Pilot) -> ListNode? {
        _ = pilot.screen
        var found: ListNode?
        pilot.host.root.forEachNode { if found == nil, let list = $0 as? ListNode { found = list } }
        return found
    }

    /// The first thing wrong: a row out of the array's order, a gap, or the current row not
    /// the expected one or not on screen; nil when all is right.
    private static func mismatch(_ pilot: Pilot, _ ids: [Int], current: Int?) -> String? {
        let shown = pilot.text.split(separator: "\n").compactMap { line -> Int? in
            guard let word = line.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).first, word.hasPrefix("r") else { return nil }
            return Int(word.dropFirst())
        }
        if !ids.isEmpty, shown.isEmpty { return "no row on screen" }
        if let first = shown.first {
            guard let start = ids.firstIndex(of: first) else { return "row r\(first) is not in the array" }
            let want = Array(ids[start..<min(ids.count, start + shown.count)])
            if shown != want { return "rows \(shown) on screen, the array has \(want) there" }
        }
        guard let list = list(in: pilot) else { return "no list" }
        let actual = list.focusedID.flatMap { $0.base as? Int }
        if actual != current { return "the current row is \(actual.map { "r\($0)" } ?? "none"), expected \(current.map { "r\($0)" } ?? "none")" }
        if let current, !shown.contains(current) { return "the current row r\(current) is not on screen" }
        return nil
    }
}
