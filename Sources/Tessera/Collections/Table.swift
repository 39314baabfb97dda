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
    let columns: [TableColumn<Value>]
    let selection: TableSelection<Value.ID>
    let sortOrder: Binding<[KeyPathComparator<Value>]>?
    var emptyText = "No rows"

    init<Data: RandomAccessCollection>(data: Data, selection: TableSelection<Value.ID>,
                                       sortOrder: Binding<[KeyPathComparator<Value>]>?,
                                       columns: [TableColumn<Value>]) where Data.Element == Value {
        count = data.count
        row = { data[data.index(data.startIndex, offsetBy: $0)] }
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

    public var body: Never { fatalError() }
    package func makeNode() -> Node { TableNode<Value>() }
    package func update(_ node: Node) {
        guard let n = node as? TableNode<Value> else { return }
        n.configure(count: count, row: row, columns: columns, selection: selection, sortOrder: sortOrder, emptyText: emptyText)
    }
}

/// How a table's selection is bound.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}
