import Foundation

/// A scrolling column of rows, built lazily (only the rows on screen exist), with identity:
/// focus, selection and swipe state follow each row's id through inserts, deletes and moves.
///
/// ```swift
/// List(selection: $selected) {
///     Section("Conditions") {
///         ForEach(conditions) { c in ConditionRow(condition: c) }
///             .onDelete { offsets in conditions.remove(atOffsets: offsets) }
///             .onMove { offsets, to in conditions.move(fromOffsets: offsets, toOffset: to) }
///     }
/// }
/// ```
///
/// Keys: ↑/↓ move between rows (also while editing a text field in a row), Space selects
/// (a `✓` marks selected rows), Enter presses a row that is one button (or one tap target),
/// opens a row that is a link and otherwise edits the row's controls (or selects), Esc stops
/// editing, ← reveals swipe actions, `K`/`J` or Alt-↑/Alt-↓ move a row, Delete or `d`
/// deletes it (with `.onDelete`). The list is one Tab stop.
///
/// Rows of two `ForEach`es may share ids (two sections counting from zero): each is still a
/// row of its own, and a selection holds the id its `ForEach` gave it.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    let selection: ListSelection?

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ListNode { ListNode() }
    package func update(_ n: ListNode) {
        n.selection = selection
        n.environment.stackAxis = nil
        n.apply(content: content)
        n.contentChanged()
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content(); selection = nil }

    /// A row for each element of `data`, identified by its id: `List(fruits) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                                @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List {
    /// A row for each element of `data`, identified by the value at `id`, one selectable at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                                selection: Binding<SelectionValue?>,
                                                                                @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, one selectable at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>,
                                                                @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, several selectable at a time:
    /// `List(fruits, selection: $chosen) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>,
                                                                @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the value at `id`, several selectable at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                                selection: Binding<Set<SelectionValue>>,
                                                                                @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of a bound collection, each given a binding to its element:
    /// `List($items) { $item in TextField("Title", text: $item.title) }`.
    public init<Data, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Data: MutableCollection & RandomAccessCollection, Data.Element: Identifiable,
          Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A row for each element of a bound collection, each given a binding to its element, one
    /// selectable at a time.
    public init<Data, RowContent: View>(_ data: Binding<Data>, selection: Binding<SelectionValue?>,
                                        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Data: MutableCollection & RandomAccessCollection, Data.Element: Identifiable,
          Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list whose rows the user can select, several at a time.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(
            contains: { id in (id.base as? SelectionValue).map { selection.wrappedValue.contains($0) } ?? false },
            toggle: { id in
                guard let value = id.base as? SelectionValue else { return }
                var set = selection.wrappedValue
                if set.contains(value) { set.remove(value) } else { set.insert(value) }
                selection.wrappedValue = set
            })
    }

    /// A list with at most one selected row.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(
            contains: { id in (id.base as? SelectionValue).map { selection.wrappedValue == $0 } ?? false },
            toggle: { id in
                guard let value = id.base as? SelectionValue else { return }
                selection.wrappedValue = selection.wrappedValue == value ? nil : value
            })
    }
}

package struct ListSelection {
    var contains: @MainActor (AnyHashable) -> Bool
    var toggle: @MainActor (AnyHashable) -> Void
}

/// One row of the flattened list: where it comes from and its identity.
package struct ListEntry {
    /// A section's title, a row of a `ForEach`, a row written out, or a row the data no
    /// longer has that shows its removal transition where it was (see `ListNode`).
    enum Kind { case header(String), row(source: Int, offset: Int), single(any View), leaving }
    var kind: Kind
    var id: AnyHashable
    var isHeader: Bool { if case .header = kind { return true }; return false }
    var isLeaving: Bool { if case .leaving = kind { return true }; return false }
    /// True for an entry the current row never rests on: a header, or a row leaving.
    var isPassedBy: Bool { isHeader || isLeaving }
    /// What a selection holds for this row: the id its `ForEach` gave it, even where that id
    /// was taken by an earlier row and the entry's own identity is a `RepeatedRowID`.
    var selectionValue: AnyHashable { (id.base as? RepeatedRowID)?.id ?? id }
}

/// The identity of a row whose id an earlier row of the same list already has: two sections
/// that each count from zero, say. SwiftUI tells such rows apart by where they are; here the
/// second and later rows of an id are told apart by how many came before.
struct RepeatedRowID: Hashable {
    var id: AnyHashable
    var occurrence: Int
}

/// The node of one row: its content, and what the list draws around it.
package final class ListRowNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var entryID: AnyHashable = 0
    var separatorX = 0
    /// The row's options, merged from every row modifier inside it (the outermost wins).
    /// Merged again only when an option or the row's tree changed: the list asks for them
    /// several times per row on each placement.
    var options: ListRowOptionsNode? {
        let shape = treeShape, changes = host?.revisions.listRowOptions ?? 0
        if let merged = mergedOptions, merged.shape == shape, merged.changes == changes { return merged.options }
        let options = mergeOptions()
        mergedOptions = (shape, changes, options)
        return options
    }
    private var mergedOptions: (shape: Node.TreeShape, changes: Int, options: ListRowOptionsNode?)?

    private func mergeOptions() -> ListRowOptionsNode? {
        host?.stats.subtreeSearches &+= 1
        var merged: ListRowOptionsNode?
        forEachNode { node in
            guard let o = node as? ListRowOptionsNode else { return }
            guard let m = merged else { merged = o.copy(); return }
            if m.insets == nil { m.insets = o.insets }
            if m.background == nil { m.background = o.background }
            if m.separatorLeading == nil { m.separatorLeading = o.separatorLeading }
            if m.separatorHidden == nil { m.separatorHidden = o.separatorHidden }
            if m.swipeActions == nil { m.swipeActions = o.swipeActions; m.allowsFullSwipe = o.allowsFullSwipe }
        }
        return merged
    }
    var control: Node? {
        var found: Node?
        forEachNode { if found == nil, $0 !== self, $0.isFocusable { found = $0 } }
        return found
    }
    /// The row's button (or tap gesture) when nothing else takes focus in the row: the row is
    /// that button, which the list's Enter presses at once, as a tap on the row does in SwiftUI.
    var soleAction: (title: String, run: @MainActor () -> Void)? {
        var found: [Node] = []
        forEachNode { if found.count < 2, $0 !== self, $0.isFocusable { found.append($0) } }
        guard found.count == 1 else { return nil }
        if let button = found[0] as? ButtonNode, button.kind != .styledControl { return (button.title, button.action) }
        if let tap = found[0] as? TapGestureNode, tap.isActive { return (tap.title, tap.action) }
        return nil
    }
    /// The x of the row's first text (the default start of its separator).
    var textX: Int? {
        var x: Int?
        forEachNode { if x == nil, $0 is TextNode || $0 is TextFieldNode, $0.frame.width > 0 { x = $0.frame.minX } }
        return x
    }
}
