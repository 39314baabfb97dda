import Foundation

/// What a table knows of its rows apart from what they hold: the order they show in (an index
/// permutation, never a copy of the rows), the first row shown, the cursor, and a find under
/// way. A value with no host, screen or clock: it reads rows only through the closures its
/// operations are given (by data index), so its behaviour is tested on its own
/// (`TableModelTests`), and `TableNode` is what draws it and turns its keys into operations.
struct TableModel<ID: Hashable> {
    /// How many rows the data has.
    private(set) var count = 0
    /// Display position → data index; nil means the data's own order.
    private(set) var permutation: [Int]?
    /// Counts the changes of order: what was made under another order belongs to other rows.
    private(set) var orderVersion = 0
    /// The first row shown (a display position).
    private(set) var top = 0
    /// The cursor's display position.
    private(set) var cursor = 0
    /// How many rows showed at the last fit (0 before the first): a new height is told from it.
    private(set) var fittedRows = 0
    /// The id of the row the cursor was last put on: what it follows when no single selection
    /// says which row is current.
    var cursorID: ID?
    /// What the find bar holds, as typed; nil while it is closed.
    private(set) var query: String?
    /// The find under way, once the query holds something.
    private(set) var search: TableSearch?

    // MARK: Order

    /// The data index of the row at display `position`.
    func dataIndex(_ position: Int) -> Int { permutation?[position] ?? position }

    /// Data indices in display order.
    var displayOrder: [Int] { permutation ?? Array(0..<count) }

    /// How many rows the current order covers.
    private var orderCount: Int { permutation?.count ?? count }

    /// The display positions shown when `rows` rows fit.
    func visibleRange(rows: Int) -> Range<Int> { top..<max(top, min(count, top + rows)) }

    /// The data index of the cursor's row, when the data keeps `count` rows and the order covers
    /// them: the row to find again after a new order, without reading every row's id.
    func cursorDataIndex(keeping count: Int) -> Int? {
        count == self.count && cursor < count && orderCount == count ? dataIndex(cursor) : nil
    }

    /// The data now has `count` rows (the order is set next).
    mutating func setCount(_ count: Int) {
        if count != self.count { search?.isStale = true }
        self.count = count
    }

    /// The rows show in `order` (nil: the data's own).
    mutating func setOrder(_ order: [Int]?) {
        permutation = order
        orderVersion &+= 1
        // The matches found are display positions: under another order they are other rows.
        search?.isStale = true
    }

    /// After a new order: the cursor goes to the new place of the row at data index `anchor`
    /// when that row still has `id`; otherwise it looks for `id` (see `locateCursor`). Either
    /// way, as few rows scroll as show it among `rows`.
    mutating func followCursor(from anchor: Int?, id: ID?, rows: Int, rowID: (Int) -> ID) {
        if let anchor, let id, rowID(anchor) == id {
            cursor = permutation?.firstIndex(of: anchor) ?? anchor
            reveal(rows: rows)
        } else {
            locateCursor(id: id, rows: rows, rowID: rowID)
        }
    }

    /// Finds the cursor's row again by `id`, never by position, revealing it among `rows`
    /// (nil: not scrolled); with no id, or none found, the cursor stays where it is, within the
    /// rows.
    mutating func locateCursor(id: ID?, rows: Int?, rowID: (Int) -> ID) {
        guard let id, count > 0 else { cursor = min(cursor, max(0, count - 1)); return }
        if cursor < count, rowID(dataIndex(cursor)) == id { return }
        for position in 0..<count where rowID(dataIndex(position)) == id {
            cursor = position
            if let rows { reveal(rows: rows) }
            return
        }
        cursor = min(cursor, max(0, count - 1))
    }

    /// Moves each of the `edited` rows (data indices) to its new place in the current order: out
    /// of the order, then back in by binary search, `comesBefore(edited, other)` comparing two
    /// data indices. False when the rows must be sorted again instead (an order that does not
    /// cover them, or too many edits), and the order is left as it is.
    mutating func rerank(_ edited: [Int], comesBefore: (Int, Int) -> Bool) -> Bool {
        guard var order = permutation, order.count == count, edited.count <= 16 else { return false }
        for index in Set(edited) where index >= 0 && index < count {
            guard let at = order.firstIndex(of: index) else { return false }
            order.remove(at: at)
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if comesBefore(index, order[mid]) { high = mid } else { low = mid + 1 }
            }
            order.insert(index, at: low)
        }
        setOrder(order)
        return true
    }

    // MARK: Cursor and scrolling

    /// Scrolls as little as shows the cursor among `rows` rows.
    mutating func reveal(rows: Int) {
        let rows = max(1, rows)
        if cursor < top { top = cursor } else if cursor >= top + rows { top = cursor - rows + 1 }
        top = max(0, min(top, max(0, count - rows)))
    }

    /// Moves the cursor to `position`, kept within the rows, and reveals it among `rows`. False
    /// when there are no rows.
    mutating func move(to position: Int, rows: Int) -> Bool {
        guard count > 0 else { return false }
        cursor = max(0, min(count - 1, position))
        reveal(rows: rows)
        return true
    }

    /// Puts the cursor on `position` without scrolling (a click on a row shown).
    mutating func setCursor(_ position: Int) {
        guard position >= 0, position < count else { return }
        cursor = position
    }

    /// Scrolls by `delta` rows (the wheel), the cursor staying where it is.
    mutating func scroll(by delta: Int, rows: Int) {
        top = max(0, min(top + delta, max(0, count - max(1, rows))))
    }

    /// Where the rows start and the cursor is when `rows` rows show: the scroll position kept
    /// within the rows (no empty space below the last while rows above are hidden), the cursor
    /// within the data, and, when the height changed since the last fit, a cursor that was in
    /// view kept in view (the terminal or a pane beside the table shrank; one the wheel had
    /// scrolled away stays away).
    func fitted(rows: Int) -> (top: Int, cursor: Int) {
        let rows = max(1, rows)
        let cursor = count > 0 ? min(self.cursor, count - 1) : self.cursor
        var top = self.top
        if fittedRows > 0, rows != fittedRows, cursor >= top, cursor < top + fittedRows, cursor >= top + rows {
            top = cursor - rows + 1
        }
        return (max(0, min(top, max(0, count - rows))), cursor)
    }

    /// Keeps the scroll position and the cursor within the rows when `rows` show.
    mutating func fit(rows: Int) {
        (top, cursor) = fitted(rows: rows)
        fittedRows = max(1, rows)
    }

    // MARK: Find

    /// Opens the find bar, empty.
    mutating func startFinding() { query = "" }

    /// Closes the find bar, dropping the find under way.
    mutating func stopFinding() {
        query = nil
        search = nil
    }

    /// The find bar now holds `text`: the find starts again for it (see `startSearch`).
    mutating func setQuery(_ text: String) { query = text }

    /// Starts a find for `needle` (folded, see `FindFolding`) from the cursor: none with no rows. A needle that only grew from a finished find's filters the
    /// matches it had; `matches` tells whether a row (by data index) holds the needle. Rows are
    /// then read by `continueSearch`.
    mutating func startSearch(_ needle: String, matches: (Int) -> Bool) {
        guard count > 0 else { search = nil; return }
        if let old = search, !old.isStale, old.scanned == count, needle.hasPrefix(old.needle) {
            search = TableSearch(needle: needle, matches: old.matches.filter { matches(dataIndex($0)) }, scanned: count, origin: cursor)
        } else {
            search = TableSearch(needle: needle, origin: cursor)
        }
    }

    /// Drops the find under way (the query was erased).
    mutating func clearSearch() { search = nil }

    /// Reads up to `limit` more rows for the find under way. Returns the match the cursor is to
    /// go to, the first time there is one: the first from where the cursor was when the
    /// needle changed, or round the end once every row was read.
    mutating func continueSearch(limit: Int, matches: (Int) -> Bool) -> Int? {
        guard var current = search else { return nil }
        let end = min(count, current.scanned + limit)
        for position in current.scanned..<end where matches(dataIndex(position)) { current.matches.append(position) }
        current.scanned = end
        var hit: Int?
        if !current.moved, let first = current.matches.first(where: { $0 >= current.origin }) ?? (end == count ? current.matches.first : nil) {
            current.moved = true
            hit = first
        }
        search = current
        return hit
    }

    /// True while rows are left to read for the find under way.
    var isSearching: Bool { search.map { $0.scanned < count } ?? false }

    /// The next match after the cursor (or the previous one before it), round the end; nil
    /// with no matches.
    func nextMatch(forward: Bool) -> Int? {
        guard let matches = search?.matches, !matches.isEmpty else { return nil }
        return forward ? matches.first { $0 > cursor } ?? matches[0] : matches.last { $0 < cursor } ?? matches[matches.count - 1]
    }

    /// "3 of 17", "searching… 40%", "No matches": what the find bar says after the query.
    var searchStatus: String {
        guard let search else { return "" }
        let total = search.matches.count
        let position = search.matches.firstIndex(of: cursor).map { "\($0 + 1) of \(total)" } ?? "\(total) found"
        if search.scanned < count {
            return (total > 0 ? position + ", " : "") + "searching… \(search.scanned * 100 / max(1, count))%"
        }
        return total == 0 ? "No matches" : position
    }

    /// The characters of `text` (offsets) that a find for `needle` (folded) matches first, if any.
    @MainActor static func matchedCharacters(in text: String, needle: String) -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        let characters = Array(text)
        let foldedCharacters = characters.map { FindFolding.folded(String($0)) }
        // Where each character's folded text starts in the whole folded string.
        var starts: [Int] = []
        var joined = ""
        for f in foldedCharacters { starts.append(joined.count); joined += f }
        guard let range = joined.range(of: needle) else { return nil }
        let lower = joined.distance(from: joined.startIndex, to: range.lowerBound)
        let upper = joined.distance(from: joined.startIndex, to: range.upperBound)
        let first = starts.lastIndex { $0 <= lower } ?? 0
        let last = starts.lastIndex { $0 < upper } ?? first
        return first..<(last + 1)
    }
}

/// A find in progress: the display positions that match so far and how far the walk has got.
/// A large table is walked a slice at a time, so no keystroke waits for a million rows.
struct TableSearch {
    /// What is looked for, folded.
    var needle: String
    /// The display positions found so far, in order.
    var matches: [Int] = []
    /// How many rows (from the first shown) were read.
    var scanned = 0
    /// Where the cursor was when the needle changed: the first match from here is shown.
    var origin: Int
    /// Set once the cursor went to a match.
    var moved = false
    /// Set when the rows changed order or number since: a longer needle reads them all again
    /// rather than filtering these matches.
    var isStale = false
}
