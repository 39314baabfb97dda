import Foundation

/// How wide a table column is.
public enum TableColumnWidth: Hashable, Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// Shares the free space, between `min` and `max`, starting from `ideal`.
    case flexible(min: Int, ideal: Int, max: Int?)
    /// As wide as the widest text on screen (header included), capped at `max`.
    case fit(max: Int?)
}

/// One column of a `Table`: a title, what each row shows, and (optionally) a sort key.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Level", value: \.level) { row in Gauge(row.level) }
/// ```
public struct TableColumn<Row> {
    let title: String
    var width: TableColumnWidth = .flexible(min: 4, ideal: 20, max: nil)
    /// The sort key, for sortable columns.
    let comparator: KeyPathComparator<Row>?
    /// Ranks rows by the sort key kept as its own type, known here and erased in `comparator`
    /// (nil for text, which the comparator ranks by collation keys).
    let makeRankBuilder: ((_ count: Int) -> RankBuilder<Row>)?
    /// Text drawn directly (fast path); nil when `content` is used.
    let text: ((Row) -> String)?
    let content: ((Row) -> any View)?

    /// A text column showing (and sorted by) a string property.
    public init(_ title: String, value: KeyPath<Row, String>) {
        self.title = Sanitizer.sanitize(title)
        comparator = KeyPathComparator(rowsOnMainActor: value)
        makeRankBuilder = nil
        text = { $0[keyPath: value] }
        content = nil
    }

    /// A column sorted by `value` that shows a custom view for each row.
    public init<Value: Comparable, Content: View>(_ title: String, value: KeyPath<Row, Value>,
                                                  @ViewBuilder content: @escaping (Row) -> Content) {
        self.title = Sanitizer.sanitize(title)
        comparator = KeyPathComparator(rowsOnMainActor: value)
        makeRankBuilder = value is KeyPath<Row, String> ? nil : { .values(at: value, count: $0) }
        text = nil
        self.content = { content($0) }
    }

    /// A column that shows a custom view for each row and does not sort.
    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (Row) -> Content) {
        self.title = Sanitizer.sanitize(title)
        comparator = nil
        makeRankBuilder = nil
        text = nil
        self.content = { content($0) }
    }

    /// A fixed width in columns.
    public func width(_ fixed: Int) -> TableColumn {
        var c = self; c.width = .fixed(max(1, fixed)); return c
    }

    /// A flexible width; nil bounds keep their defaults.
    public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumn {
        var c = self
        let lo = Swift.max(1, min ?? 4)
        let hi = max.map { Swift.max(lo, $0) }
        let mid = Swift.max(lo, Swift.min(hi ?? Int.max, ideal ?? Swift.max(lo, 20)))
        c.width = .flexible(min: lo, ideal: mid, max: hi)
        return c
    }

    /// As wide as the widest visible cell.
    public func widthToFit(max: Int? = nil) -> TableColumn {
        var c = self; c.width = .fit(max: max); return c
    }
}

/// Builds the columns of a `Table`.
@resultBuilder public enum TableColumnBuilder<Row> {
    /// One column.
    public static func buildExpression(_ column: TableColumn<Row>) -> [TableColumn<Row>] { [column] }
    /// The columns written one after another, left to right.
    public static func buildBlock(_ columns: [TableColumn<Row>]...) -> [TableColumn<Row>] { columns.flatMap { $0 } }
    /// The columns of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ columns: [TableColumn<Row>]?) -> [TableColumn<Row>] { columns ?? [] }
    /// The columns of an `if` branch.
    public static func buildEither(first: [TableColumn<Row>]) -> [TableColumn<Row>] { first }
    /// The columns of an `else` branch.
    public static func buildEither(second: [TableColumn<Row>]) -> [TableColumn<Row>] { second }
}

/// Column widths: fixed ones first, then flexible ones share what is left. A flexible column
/// is widened to show its widest visible cell before the others share the rest, and gives up
/// the room it does not need before any column is cut, so text is truncated only when the
/// table has no room left for it.
enum TableColumnLayout {
    static func widths(_ specs: [TableColumnWidth], fitWidths: [Int], available: Int) -> [Int] {
        var widths = specs.enumerated().map { i, spec -> Int in
            switch spec {
            case .fixed(let w): return w
            case .flexible(let lo, let ideal, _): return Swift.max(lo, ideal)
            case .fit(let hi): return Swift.min(hi ?? Int.max, fitWidths[i])
            }
        }
        let total = widths.reduce(0, +)
        let flexible = specs.indices.filter { if case .flexible = specs[$0] { return true }; return false }
        /// The width a flexible column needs for what it shows, within its bounds.
        func needed(_ i: Int) -> Int {
            guard case .flexible(let lo, _, let hi) = specs[i] else { return widths[i] }
            return Swift.max(lo, Swift.min(hi ?? Int.max, fitWidths[safe: i] ?? lo))
        }
        if total > available {
            var excess = total - available
            // Room a column does not need goes first, then flexible columns shrink towards
            // their minimum, then everything from the right.
            for i in flexible.reversed() where excess > 0 {
                let give = Swift.min(excess, Swift.max(0, widths[i] - needed(i)))
                widths[i] -= give; excess -= give
            }
            for i in flexible.reversed() where excess > 0 {
                guard case .flexible(let lo, _, _) = specs[i] else { continue }
                let give = Swift.min(excess, widths[i] - lo)
                widths[i] -= give; excess -= give
            }
            for i in widths.indices.reversed() where excess > 0 {
                let give = Swift.min(excess, widths[i])
                widths[i] -= give; excess -= give
            }
        } else if total < available, !flexible.isEmpty {
            var spare = available - total
            // A column cut short gets what it needs first.
            for i in flexible where spare > 0 && widths[i] < needed(i) {
                let give = Swift.min(spare, needed(i) - widths[i])
                widths[i] += give; spare -= give
            }
            var growable = flexible
            while spare > 0 && !growable.isEmpty {
                let share = Swift.max(1, spare / growable.count)
                for i in growable where spare > 0 {
                    guard case .flexible(_, _, let hi) = specs[i] else { continue }
                    let room = (hi ?? Int.max) - widths[i]
                    let give = Swift.min(share, room, spare)
                    widths[i] += give; spare -= give
                }
                growable = growable.filter { i in
                    if case .flexible(_, _, let hi) = specs[i] { return widths[i] < (hi ?? Int.max) }
                    return false
                }
            }
        }
        return widths
    }
}
