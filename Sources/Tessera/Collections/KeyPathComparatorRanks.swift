import Foundation

// A `Table` sorts by Foundation's own `KeyPathComparator`, as SwiftUI's does. Its rows are
// ranked once per sort key (see `SortRanks`): text by collation keys, the common value types by
// their own order, and any other key by the comparator itself.
extension KeyPathComparator {
    /// Compares by `keyPath`, smallest first. A table column's key path need not be `Sendable`
    /// (its rows are read on the main actor, where the table runs), as SwiftUI's need not.
    init<Value: Comparable>(rowsOnMainActor keyPath: KeyPath<Compared, Value>) {
        self.init(unsafeBitCast(keyPath, to: (any KeyPath<Compared, Value> & Sendable).self))
    }

    /// Starts ranking `count` rows by this comparator's key, always smallest first (the table
    /// applies `order` when it lays the ranks out): equal keys, equal ranks.
    func makeRankBuilder(_ count: Int) -> RankBuilder<Compared> {
        if let path = keyPath as? KeyPath<Compared, String> {
            return RankBuilder(keys: CollationKeys(capacity: count), append: { $0.append($1[keyPath: path]) }, rank: SortRanks.ranks(of:))
        }
        if let builder = valueRankBuilder(Int.self, count) ?? valueRankBuilder(Double.self, count)
            ?? valueRankBuilder(Date.self, count) {
            return builder
        }
        var forward = self
        forward.order = .forward
        var initial: [Compared] = []
        initial.reserveCapacity(count)
        return RankBuilder(keys: initial, append: { $0.append($1) }, rank: { rows in
            SortRanks.ranks(count: rows.count) { forward.compare(rows[$0], rows[$1]) }
        })
    }

    /// A builder reading values of `Value` at the key path, when the key path is of that type.
    private func valueRankBuilder<Value: Comparable>(_: Value.Type, _ count: Int) -> RankBuilder<Compared>? {
        guard let path = keyPath as? KeyPath<Compared, Value> else { return nil }
        return .values(at: path, count: count)
    }

    /// Compares two rows as their ranks would, smallest first whatever `order` says: text by
    /// collation keys, the common value types by their own order, any other key by the comparator.
    func rankCompare(_ a: Compared, _ b: Compared) -> ComparisonResult {
        if let path = keyPath as? KeyPath<Compared, String> {
            var keys = CollationKeys(capacity: 2)
            keys.append(a[keyPath: path])
            keys.append(b[keyPath: path])
            let order = keys.compare(0, 1)
            return order < 0 ? .orderedAscending : order > 0 ? .orderedDescending : .orderedSame
        }
        if let result = valueCompare(Int.self, a, b) ?? valueCompare(Double.self, a, b) ?? valueCompare(Date.self, a, b) {
            return result
        }
        var forward = self
        forward.order = .forward
        return forward.compare(a, b)
    }

    private func valueCompare<Value: Comparable>(_: Value.Type, _ a: Compared, _ b: Compared) -> ComparisonResult? {
        guard let path = keyPath as? KeyPath<Compared, Value> else { return nil }
        let x = a[keyPath: path], y = b[keyPath: path]
        return x < y ? .orderedAscending : y < x ? .orderedDescending : .orderedSame
    }

}

extension RankBuilder {
    /// A builder keeping the value at `path` of each row, as its own type: a key whose type a
    /// `KeyPathComparator` does not reveal (an app's enum) is kept as itself, not as the row.
    static func values<Value: Comparable>(at path: KeyPath<Row, Value>, count: Int) -> RankBuilder<Row> {
        var initial: [Value] = []
        initial.reserveCapacity(count)
        return RankBuilder(keys: initial, append: { $0.append($1[keyPath: path]) }, rank: { SortRanks.ranks(of: $0) })
    }

    /// Ranks of all `count` rows, read at once.
    func ranks(count: Int, row: (Int) -> Row) -> [Int32] {
        read(upTo: count, row: row)
        return ranks()
    }
}

extension SortRanks {
    /// Ranks for `count` rows compared by `compare`: 0 for the smallest, equal rows equal ranks.
    static func ranks(count: Int, compare: (Int, Int) -> ComparisonResult) -> [Int32] {
        let order = (0..<count).sorted { compare($0, $1) == .orderedAscending }
        var ranks = [Int32](repeating: 0, count: count)
        var rank: Int32 = 0
        for (position, row) in order.enumerated() {
            if position > 0, compare(order[position - 1], row) != .orderedSame { rank += 1 }
            ranks[row] = rank
        }
        return ranks
    }
}

extension SortOrder {
    /// The other direction.
    var reversed: SortOrder { self == .forward ? .reverse : .forward }
}
