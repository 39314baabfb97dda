import Foundation

/// A scrolling grid of rows with a sticky header, sortable columns and row selection.
/// Only the rows on screen are read, built and drawn, so a million rows cost what thirty do.
///
/// ```swift
/// Table(animals, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Level", value: \.level) { Text($0.level.title) }
/// }
/// ```
public struct Table<Value: Identifiable>: PrimitiveView {
    let count: Int
    let row: (Int) -> Value
    let revision: TableDataRevision
    /// The rows changed since an earlier version of the data, when the data can say (see
    /// `TableRowChanges`).
    let changedRows: (Any) -> [Int]?
    let data: Any
    let columns: [TableColumn<Value>]
    let selection: TableSelection<Value.ID>
    let sortOrder: Binding<[KeyPathComparator<Value>]>?
    var emptyText = "No rows"

    init<Data: RandomAccessCollection>(data: Data, selection: TableSelection<Value.ID>,
                                       sortOrder: Binding<[KeyPathComparator<Value>]>?,
                                       columns: [TableColumn<Value>]) where Data.Element == Value {
        count = data.count
        row = { data[data.index(data.startIndex, offsetBy: $0)] }
        revision = TableDataRevision(data)
        self.data = data
        if let reporting = data as? any TableRowChanges {
            changedRows = { reporting.changedRows(sinceAny: $0) }
        } else {
            changedRows = { _ in nil }
        }
        self.columns = columns
        self.selection = selection
        self.sortOrder = sortOrder
    }

    /// A table with single selection, sorted by `sortOrder`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              sortOrder: Binding<[KeyPathComparator<Value>]>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) where Data.Element == Value {
        self.init(data: data, selection: .single(selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table with multiple selection (Space toggles a row), sorted by `sortOrder`.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              sortOrder: Binding<[KeyPathComparator<Value>]>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) where Data.Element == Value {
        self.init(data: data, selection: .multiple(selection), sortOrder: sortOrder, columns: columns())
    }

    /// A table with single selection, in the data's order.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) where Data.Element == Value {
        self.init(data: data, selection: .single(selection), sortOrder: nil, columns: columns())
    }

    /// A read-only table in the data's order (a cursor row still moves).
    public init<Data: RandomAccessCollection>(_ data: Data,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) where Data.Element == Value {
        self.init(data: data, selection: .none, sortOrder: nil, columns: columns())
    }

    /// The text shown when there are no rows.
    public func emptyText(_ text: String) -> Table {
        var t = self; t.emptyText = Sanitizer.sanitize(text); return t
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> TableNode<Value> { TableNode<Value>() }
    package func update(_ n: TableNode<Value>) {
        n.configure(count: count, row: row, revision: revision, data: data, changedRows: changedRows, columns: columns, selection: selection, sortOrder: sortOrder, emptyText: emptyText)
    }
}

/// What a table knows of its data's version, so it sorts again only when the rows changed
/// (at any row count). An `Equatable` collection is compared with `==` (an array whose
/// buffer did not change answers at once; a rebuilt one is compared row by row, still cheaper
/// than sorting); another collection with contiguous storage is the same while its buffer is
/// (the table keeps the old one alive, so any write makes a new one). A collection with
/// neither (rows made on demand) is the same while its count is: reading a million generated
/// rows on every evaluation to find out would cost what the sort does, so such a collection
/// says when it changed by being `Equatable` (a revision counter, as the animals' rows do).
enum TableDataRevision {
    case value(any Equatable)
    case storage(UnsafeRawPointer, count: Int)
    case opaque

    init<Data: RandomAccessCollection>(_ data: Data) {
        if let value = data as? any Equatable {
            self = .value(value)
        } else if let start = data.withContiguousStorageIfAvailable({ $0.baseAddress.map(UnsafeRawPointer.init) }), let start {
            self = .storage(start, count: data.count)
        } else {
            self = .opaque
        }
    }

    /// True when `other` holds the same rows, as far as this kind of collection can tell (the
    /// table compares counts too).
    func isSame(as other: TableDataRevision) -> Bool {
        switch (self, other) {
        case (.value(let a), .value(let b)): Self.equal(a, b)
        case (.storage(let a, let n), .storage(let b, let m)): a == b && n == m
        case (.opaque, .opaque): true
        default: false
        }
    }

    private static func equal<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
}

/// Rows that can say which of them changed since an earlier version of the same collection:
/// a sorted table then moves only those rows to their new places (an edit of one row of a
/// million costs a few comparisons, not a sort).
package protocol TableRowChanges {
    /// The indices of the rows that differ from `earlier`'s, or nil when that is not known
    /// (the table then sorts every row again). Rows may only change, not be added or removed.
    func changedRows(since earlier: Self) -> [Int]?
}

extension TableRowChanges {
    func changedRows(sinceAny earlier: Any) -> [Int]? {
        (earlier as? Self).flatMap { changedRows(since: $0) }
    }
}

/// How a table's selection is bound.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}
