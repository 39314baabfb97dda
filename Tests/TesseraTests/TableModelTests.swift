import Testing
@testable import Tessera

// A table's order, scroll position, cursor and find, as a value: no host, no screen, no clock.

private struct Row { var id: Int; var name: String }

/// A small deterministic generator, so a failing sequence is found again from its seed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The rows a table shows, worked out the plain way: the rows' ids in display order, the
/// cursor's position in them, and the first row shown.
private struct Reference {
    var display: [Int] = []
    var cursor = 0
    var top = 0

    /// Scrolls as little as shows the cursor among `rows`.
    mutating func reveal(rows: Int) {
        let rows = max(1, rows)
        if cursor < top { top = cursor }
        if cursor >= top + rows { top = cursor - rows + 1 }
        top = max(0, min(top, max(0, display.count - rows)))
    }

    /// The rows show in a new order, or the data changed (`sameRows` false when rows came or
    /// went): the cursor stays on the row with `id` if there still is one, and is revealed if
    /// it moved or the rows are the same ones; with the row gone, it stays where it was,
    /// within the rows.
    mutating func reorder(_ display: [Int], following id: Int?, rows: Int, sameRows: Bool) {
        self.display = display
        guard let id, let at = display.firstIndex(of: id) else {
            cursor = min(cursor, max(0, display.count - 1))
            return
        }
        if !sameRows, at == cursor { return }
        cursor = at
        reveal(rows: rows)
    }
}

/// The model and the reference side by side, with the data they show.
private struct Harness {
    var rows: [Row] = []
    var nextID = 0
    var model = TableModel<Int>()
    var reference = Reference()
    /// The sort: nil for the data's own order, else by name, reversed or not.
    var sortReversed: Bool?
    /// What the cursor follows (the id it was last moved to).
    var followed: Int?
    var height = 5

    /// Display order by the current sort: names compared, ties in data order.
    func order() -> [Int]? {
        guard let reversed = sortReversed, rows.count > 1 else { return nil }
        return rows.indices.sorted { a, b in
            if rows[a].name != rows[b].name { return (rows[a].name < rows[b].name) != reversed }
            return a < b
        }
    }

    /// Applies the current sort to the model as `TableNode` does after the data or the sort changed.
    mutating func reorder(countChanged: Bool) {
        let anchor = countChanged ? nil : model.cursorDataIndex(keeping: rows.count)
        model.setCount(rows.count)
        model.setOrder(order())
        let rows = self.rows
        model.followCursor(from: anchor, id: followed, rows: height) { rows[$0].id }
        reference.reorder((order() ?? Array(rows.indices)).map { rows[$0].id }, following: followed, rows: height, sameRows: !countChanged)
        fit()
    }

    /// The height the rows were last fitted to, for the reference.
    var fittedHeight: Int?

    /// What evaluation does before layout: the rows shown kept within the rows there are, and
    /// after a new height, a cursor that was in view kept in view.
    mutating func fit() {
        model.fit(rows: height)
        let rows = max(1, height)
        if let old = fittedHeight, old != rows, reference.cursor >= reference.top, reference.cursor < reference.top + old,
           reference.cursor >= reference.top + rows {
            reference.top = reference.cursor - rows + 1
        }
        reference.top = max(0, min(reference.top, max(0, reference.display.count - rows)))
        fittedHeight = rows
    }

    mutating func move(to position: Int) {
        if model.move(to: position, rows: height) { followed = rows[model.dataIndex(model.cursor)].id }
        guard !reference.display.isEmpty else { return }
        reference.cursor = max(0, min(reference.display.count - 1, position))
        reference.reveal(rows: height)
    }

    mutating func find(_ needle: String, slice: Int) {
        let rows = self.rows
        model.startSearch(needle) { rows[$0].name.contains(needle) }
        let origin = reference.cursor
        while model.search != nil {
            if let hit = model.continueSearch(limit: slice, matches: { rows[$0].name.contains(needle) }) { move(to: hit) }
            if !model.isSearching { break }
        }
        // The plain way: the first match from where the cursor was, else the first of all.
        let matches = reference.display.indices.filter { position in rows.first { $0.id == reference.display[position] }!.name.contains(needle) }
        #expect(model.search?.matches ?? [] == matches, "matches of \(needle)")
        if let first = matches.first(where: { $0 >= origin }) ?? matches.first { #expect(model.cursor == first) }
    }

    /// The model shows what the reference does.
    func check(_ step: String) {
        #expect(model.count == rows.count, "\(step)")
        #expect(model.displayOrder.map { rows[$0].id } == reference.display, "\(step): the order")
        #expect(model.cursor == reference.cursor, "\(step): the cursor")
        #expect(model.top == reference.top, "\(step): the first row shown")
        let shown = model.visibleRange(rows: height).map { rows[model.dataIndex($0)].id }
        let expected = Array(reference.display[reference.top..<min(reference.display.count, reference.top + height)])
        #expect(shown == expected, "\(step): the rows shown")
    }
}

@MainActor
@Suite struct TableModelTests {
    @Test func movingRevealsTheCursorScrollingAsLittleAsItCan() {
        var model = TableModel<Int>()
        model.setCount(100)
        let moved1 = model.move(to: 7, rows: 5)
        #expect(moved1)
        #expect(model.top == 3 && model.cursor == 7)
        let moved2 = model.move(to: 4, rows: 5)
        #expect(moved2)
        #expect(model.top == 3, "a row shown does not scroll")
        let moved3 = model.move(to: 500, rows: 5)
        #expect(moved3)
        #expect(model.cursor == 99 && model.top == 95)
        #expect(model.visibleRange(rows: 5) == 95..<100)
        model.scroll(by: 3, rows: 5)
        #expect(model.top == 95, "no empty space below the last row")
        var empty = TableModel<Int>()
        let moved4 = empty.move(to: 3, rows: 5)
        #expect(!moved4)
    }

    /// The terminal (or a pane beside the table) shrinks: the cursor the user saw is still shown,
    /// the rows scrolled as little as that takes; one the wheel had scrolled away stays away.
    @Test func aShorterTableKeepsTheCursorInView() {
        var model = TableModel<Int>()
        model.setCount(48)
        model.fit(rows: 21)
        _ = model.move(to: 17, rows: 21)
        #expect(model.top == 0)
        model.fit(rows: 9)
        #expect(model.top == 9 && model.cursor == 17, "top \(model.top)")
        #expect(model.visibleRange(rows: 9).contains(17))
        model.fit(rows: 21)
        #expect(model.top == 9, "a taller table does not scroll back")
        model.scroll(by: 20, rows: 21)
        #expect(!model.visibleRange(rows: 21).contains(model.cursor))
        let top = model.top
        model.fit(rows: 10)
        #expect(model.top == top, "a cursor scrolled out of view by the wheel is not brought back by a resize")
    }

    @Test func aNewOrderKeepsTheCursorOnItsRow() {
        let ids = [40, 10, 30, 20]
        var model = TableModel<Int>()
        model.setCount(ids.count)
        _ = model.move(to: 2, rows: 10)  // the row with id 30
        let anchor = model.cursorDataIndex(keeping: ids.count)
        model.setOrder([1, 3, 2, 0])  // by id
        model.followCursor(from: anchor, id: 30, rows: 10) { ids[$0] }
        #expect(model.cursor == 2 && model.dataIndex(model.cursor) == 2)
        #expect(model.orderVersion == 1)
        // The row gone, the cursor stays where it was, within the rows.
        model.setCount(2)
        model.setOrder(nil)
        model.locateCursor(id: 30, rows: 10) { [40, 10][$0] }
        #expect(model.cursor == 1)
    }

    @Test func anEditedRowMovesToItsPlaceByBinarySearch() {
        var names = ["a", "c", "e", "g", "i"]
        var model = TableModel<Int>()
        model.setCount(names.count)
        model.setOrder([0, 1, 2, 3, 4])
        names[0] = "h"
        var compared = 0
        let reranked5 = model.rerank([0]) { a, b in compared += 1; return names[a] < names[b] }
        #expect(reranked5)
        #expect(model.displayOrder == [1, 2, 3, 0, 4])
        #expect(compared <= 3)
        // Unsorted rows have nothing to move.
        var unsorted = TableModel<Int>()
        unsorted.setCount(3)
        let reranked6 = unsorted.rerank([1]) { _, _ in true }
        #expect(!reranked6)
    }

    @Test func findGoesToTheFirstMatchFromTheCursorAndSaysWhereItIs() {
        let names = ["ant", "bee", "cat", "bat", "cow", "bee"]
        var model = TableModel<Int>()
        model.setCount(names.count)
        _ = model.move(to: 2, rows: 10)
        model.startFinding()
        model.setQuery("b")
        model.startSearch("b") { names[$0].contains("b") }
        // Two rows at a time: the first match after the cursor is found in the second slice.
        let hit7 = model.continueSearch(limit: 2) { names[$0].contains("b") }
        #expect(hit7 == nil)
        #expect(model.searchStatus == "1 found, searching… 33%")
        let hit8 = model.continueSearch(limit: 2) { names[$0].contains("b") }
        #expect(hit8 == 3)
        _ = model.move(to: 3, rows: 10)
        let hit9 = model.continueSearch(limit: 2) { names[$0].contains("b") }
        #expect(hit9 == nil)
        #expect(!model.isSearching)
        #expect(model.searchStatus == "2 of 3")
        #expect(model.nextMatch(forward: true) == 5)
        #expect(model.nextMatch(forward: false) == 1)
        // A needle that grew filters the matches it had.
        model.startSearch("be") { names[$0].contains("be") }
        #expect(model.search?.matches == [1, 5])
        model.stopFinding()
        #expect(model.query == nil && model.search == nil)
        #expect(TableModel<Int>.matchedCharacters(in: "Ông Đỗ", needle: "do") == 4..<6)
    }

    /// Random sequences of sorts, finds, moves, inserted and deleted rows and new heights,
    /// each step checked against the rows worked out the plain way.
    @Test func randomOperationsShowTheRowsAPlainModelShows() {
        let letters = ["a", "b", "c", "d"]
        for seed in 0..<150 {
            var random = SplitMix(state: UInt64(seed))
            var h = Harness()
            func name() -> String { (0..<3).map { _ in letters.randomElement(using: &random)! }.joined() }
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                h.rows.append(Row(id: h.nextID, name: name()))
                h.nextID += 1
            }
            h.reorder(countChanged: true)
            h.check("seed \(seed), start")
            for step in 0..<40 {
                let label = "seed \(seed), step \(step)"
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    h.sortReversed = [nil, false, true].randomElement(using: &random)!
                    h.reorder(countChanged: false)
                case 1, 2:
                    let position = h.model.cursor + Int.random(in: -7...7, using: &random)
                    h.move(to: position)
                case 3:
                    let at = Int.random(in: 0...h.rows.count, using: &random)
                    h.rows.insert(Row(id: h.nextID, name: name()), at: at)
                    h.nextID += 1
                    h.reorder(countChanged: true)
                case 4:
                    guard !h.rows.isEmpty else { continue }
                    h.rows.remove(at: Int.random(in: 0..<h.rows.count, using: &random))
                    h.reorder(countChanged: true)
                case 5:
                    // A new height: the rows shown stay within the data, and a cursor in view stays in view.
                    h.height = Int.random(in: 1...8, using: &random)
                    h.fit()
                case 6:
                    h.find(String(letters.randomElement(using: &random)!), slice: Int.random(in: 1...5, using: &random))
                default:
                    // An edit: a row renamed in place, moved to its new place if sorted.
                    guard !h.rows.isEmpty else { continue }
                    let index = Int.random(in: 0..<h.rows.count, using: &random)
                    h.rows[index].name = name()
                    let rows = h.rows
                    let anchor = h.model.cursorDataIndex(keeping: rows.count)
                    let reversed = h.sortReversed
                    let moved = reversed != nil && h.model.rerank([index]) { a, b in
                        rows[a].name != rows[b].name ? (rows[a].name < rows[b].name) != reversed! : a < b
                    }
                    if !moved { h.model.setOrder(h.order()) }
                    h.model.followCursor(from: anchor, id: h.followed, rows: h.height) { rows[$0].id }
                    h.reference.reorder((h.order() ?? Array(rows.indices)).map { rows[$0].id }, following: h.followed, rows: h.height, sameRows: true)
                    h.fit()
                }
                h.check(label)
            }
        }
    }
}
