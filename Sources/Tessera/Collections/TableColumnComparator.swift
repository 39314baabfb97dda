import Foundation

extension TableColumn {
    /// A column sorted by `value` in the order `comparator` gives (a key that is not
    /// `Comparable`, or an order of the app's own), showing a custom view for each row:
    /// `TableColumn("Favorite", value: \.favorite, comparator: FavoritesFirst()) { Toggle(…) }`.
    public init<Value, C: SortComparator, Content: View>(_ title: String, value: KeyPath<Row, Value>, comparator: C,
                                                          @ViewBuilder content: @escaping (Row) -> Content) where C.Compared == Value {
        self.title = Sanitizer.sanitize(title)
        self.comparator = KeyPathComparator(unsafeBitCast(value, to: (any KeyPath<Row, Value> & Sendable).self), comparator: comparator)
        var forward = comparator
        forward.order = .forward
        makeRankBuilder = { count in
            var initial: [Value] = []
            initial.reserveCapacity(count)
            return RankBuilder(keys: initial, append: { $0.append($1[keyPath: value]) }, rank: { keys in
                SortRanks.ranks(count: keys.count) { forward.compare(keys[$0], keys[$1]) }
            })
        }
        text = nil
        self.content = { content($0) }
    }
}
