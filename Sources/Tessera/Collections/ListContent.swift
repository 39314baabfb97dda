import Foundation

/// Rows a `List` can build one at a time: `ForEach` (with or without `.onDelete`/`.onMove`).
@MainActor
package protocol ListRowSource {
    var rowCount: Int { get }
    func rowID(at index: Int) -> AnyHashable
    func rowView(at index: Int) -> any View
    var deleteAction: (@MainActor (IndexSet) -> Void)? { get }
    var moveAction: (@MainActor (IndexSet, Int) -> Void)? { get }
    /// True when each element's view is rows of its own (an outline, see `ListOutline`; a
    /// `ForEach`, several views): flattened one by one.
    var elementsAreRows: Bool { get }
}

extension ForEach: ListRowSource {
    private func element(_ i: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: i)] }
    package var rowCount: Int { data.count }
    package func rowID(at index: Int) -> AnyHashable { AnyHashable(element(index)[keyPath: id]) }
    package func rowView(at index: Int) -> any View { content(element(index)) }
    package var deleteAction: (@MainActor (IndexSet) -> Void)? { nil }
    package var moveAction: (@MainActor (IndexSet, Int) -> Void)? { nil }
    package var elementsAreRows: Bool { Content.self is any ListOutline.Type || _ViewTraits.standsForSeveral(Content.self) }
}

/// A `ForEach` whose rows the user can delete or move (`.onDelete`, `.onMove`).
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, MultiView, ListRowSource {
    let base: ForEach<Data, ID, Content>
    package var deleteAction: (@MainActor (IndexSet) -> Void)?
    package var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package func collect(into list: inout ChildList, path: ChildPath) { base.collect(into: &list, path: path) }
    package var subviews: [any View] { base.subviews }
    /// A view per element.
    package static var standsForSeveral: Bool { true }
    package var rowCount: Int { base.rowCount }
    package func rowID(at index: Int) -> AnyHashable { base.rowID(at: index) }
    package func rowView(at index: Int) -> any View { base.rowView(at: index) }
    package var elementsAreRows: Bool { base.elementsAreRows }

    /// Lets the user delete rows (swipe, `d`, Delete); `action` gets their offsets.
    public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> EditableForEach {
        var copy = self; copy.deleteAction = action; return copy
    }
    /// Lets the user move rows (`K`/`J`, Alt-↑/Alt-↓); `action` gets the offsets and the
    /// destination offset (counted before the move, as in SwiftUI).
    public func onMove(perform action: @escaping @MainActor (IndexSet, Int) -> Void) -> EditableForEach {
        var copy = self; copy.moveAction = action; return copy
    }
}

extension ForEach {
    /// Lets the user delete rows in a `List`; `action` gets their offsets.
    public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, deleteAction: action, moveAction: nil)
    }
    /// Lets the user move rows in a `List`.
    public func onMove(perform action: @escaping @MainActor (IndexSet, Int) -> Void) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, deleteAction: nil, moveAction: action)
    }
}

/// A section inside a `List`: a header row and its rows.
@MainActor
package protocol ListSectionProtocol {
    var listHeader: String? { get }
    var listHeaderView: AnyView? { get }
    var listContent: any View { get }
}

extension Section: ListSectionProtocol {
    package var listHeader: String? { header }
    package var listHeaderView: AnyView? { headerView }
    package var listContent: any View { content }
}

/// One piece of a list's content, in order.
@MainActor
package enum ListSegment {
    case header(String, key: AnyHashable)
    case rows(any ListRowSource, key: Int)
    case single(any View, key: AnyHashable)

    /// The same piece with `transform` applied to each of its rows' views; a header stays.
    func mapping(_ transform: @escaping @MainActor (any View) -> any View) -> ListSegment {
        switch self {
        case .header: self
        case .rows(let source, let key): .rows(TransformedRows(base: source, transform: transform), key: key)
        case .single(let view, let key): .single(transform(view), key: key)
        }
    }
}

/// A `ForEach`'s rows, each view changed by `transform` (indented, modified), each keeping its id.
struct TransformedRows: ListRowSource {
    let base: any ListRowSource
    let transform: @MainActor (any View) -> any View
    var rowCount: Int { base.rowCount }
    func rowID(at index: Int) -> AnyHashable { base.rowID(at: index) }
    func rowView(at index: Int) -> any View { transform(base.rowView(at: index)) }
    var deleteAction: (@MainActor (IndexSet) -> Void)? { base.deleteAction }
    var moveAction: (@MainActor (IndexSet, Int) -> Void)? { base.moveAction }
    var elementsAreRows: Bool { base.elementsAreRows }
}

@MainActor
package enum ListFlattener {
    /// Flattens a list's content without building `ForEach` rows. `body` gives the body of a
    /// view of the app's own whose body is rows (see `ListContentOwners`), nil for any other.
    package static func segments(of view: any View, body: (any View, String) -> (any View)? = { _, _ in nil }) -> [ListSegment] {
        var out: [ListSegment] = []
        var counter = 0
        flatten(view, path: "r", into: &out, counter: &counter, body: body)
        return out
    }

    private static func flatten(_ view: any View, path: String, into out: inout [ListSegment], counter: inout Int,
                                body: (any View, String) -> (any View)?) {
        if let section = view as? any ListSectionProtocol {
            if let header = section.listHeaderView { out.append(.single(header, key: AnyHashable("h" + path))) }
            else if let header = section.listHeader { out.append(.header(header, key: AnyHashable("h" + path))) }
            flatten(section.listContent, path: path + "s", into: &out, counter: &counter, body: body)
        } else if let source = view as? any ListRowSource {
            if source.elementsAreRows {
                for i in 0..<source.rowCount { flatten(source.rowView(at: i), path: path + "#\(source.rowID(at: i))", into: &out, counter: &counter, body: body) }
            } else {
                out.append(.rows(source, key: counter)); counter += 1
            }
        } else if let indented = view as? any ListIndentedContent {
            var inner: [ListSegment] = []
            flatten(indented.indentedContent, path: path + "i", into: &inner, counter: &counter, body: body)
            out += ListOutlineRows.indenting(inner)
        } else if view is EmptyView {
            return
        } else if let modifier = _ViewTraits.modifier(view) {
            // A modifier on rows (a `ForEach`, a `Section`'s, a view of the app's own whose
            // body is rows) applies to each row; on one row it is that row, as written.
            var inner: [ListSegment] = []
            flatten(modifier.modifiedContent, path: path, into: &inner, counter: &counter, body: body)
            if inner.count == 1, case .single(_, let key) = inner[0], key == AnyHashable(path) {
                out.append(.single(view, key: key))
            } else {
                out += inner.map { $0.mapping { modifier.modifying($0) } }
            }
        } else if let children = unwrap(view) {
            for (i, child) in children.enumerated() { flatten(child, path: path + ".\(i)", into: &out, counter: &counter, body: body) }
        } else if let rows = body(view, path) {
            flatten(rows, path: path + "b", into: &out, counter: &counter, body: body)
        } else {
            out.append(.single(view, key: AnyHashable(path)))
        }
    }

    /// The children of builder containers (tuples, groups, conditionals, optionals).
    package static func unwrap(_ view: any View) -> [any View]? {
        _ViewTraits.multi(view)?.subviews
    }
}

// MARK: Row options

package final class ListRowOptionsNode: PassthroughNode {
    var insets: EdgeInsets? { didSet { optionsChanged() } }
    var background: Color? { didSet { optionsChanged() } }
    var separatorLeading: Int? { didSet { optionsChanged() } }
    var separatorHidden: Bool? { didSet { optionsChanged() } }
    var swipeActions: [SwipeAction]? { didSet { optionsChanged() } }
    var allowsFullSwipe = true { didSet { optionsChanged() } }
    /// Counts the change in the host's revisions, which the rows' merged options are kept by.
    private func optionsChanged() { host?.revisions.listRowOptions &+= 1 }
    func copy() -> ListRowOptionsNode {
        let c = ListRowOptionsNode()
        c.insets = insets; c.background = background; c.separatorLeading = separatorLeading; c.separatorHidden = separatorHidden
        c.swipeActions = swipeActions; c.allowsFullSwipe = allowsFullSwipe
        return c
    }
}

/// One swipe action: a button's title, role and action, read from `.swipeActions { … }`.
package struct SwipeAction {
    var title: String
    var role: ButtonRole?
    var action: @MainActor () -> Void
}

/// Buttons that can become swipe actions.
@MainActor
package protocol SwipeActionConvertible {
    var swipeAction: SwipeAction { get }
}

extension Button: SwipeActionConvertible {
    package var swipeAction: SwipeAction {
        SwipeAction(title: ListSwipeCollector.title(of: label), role: role, action: action)
    }
}

extension View {
    /// Space between the row's edges and its content in a `List` (default: one column each side),
    /// read as `LengthUnit.current` says.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        NodeView(self, make: { ListRowOptionsNode() }, configure: { $0.insets = insets.map { LengthUnit.cells($0) } })
    }
    /// Fills the whole row, edge to edge, behind its content.
    public func listRowBackground(_ color: Color?) -> some View {
        NodeView(self, make: { ListRowOptionsNode() }, configure: { $0.background = color })
    }
    /// Where the separator under this row starts, in columns from the row's leading edge
    /// (the terminal form of `.alignmentGuide(.listRowSeparatorLeading) { _ in inset }`).
    /// By default it starts where the row's first text starts.
    public func listRowSeparatorLeading(_ inset: Int) -> some View {
        NodeView(self, make: { ListRowOptionsNode() }, configure: { $0.separatorLeading = inset })
    }
    /// Actions revealed at the row's trailing edge by Left (or dragging the row left).
    /// Make each button act on the item's stable id, never its index.
    public func swipeActions<Actions: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                            @ViewBuilder content: () -> Actions) -> some View {
        let actions = ListSwipeCollector.collect(content())
        return NodeView(self, make: { ListRowOptionsNode() }, configure: { $0.swipeActions = actions; $0.allowsFullSwipe = allowsFullSwipe })
    }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Sendable, Hashable {
    /// The leading (left) edge.
    case leading
    /// The trailing (right) edge.
    case trailing
}

@MainActor
enum ListSwipeCollector {
    /// How deep a button is looked for under the modifiers wrapped around it.
    private static let modifierDepth = 12

    /// Every button in `view`, each once: in builder containers, and under the modifiers
    /// written on it (`.tint(.red)`, `.disabled(…)`), which a swipe action cannot show.
    static func collect(_ view: any View) -> [SwipeAction] {
        collect(view, depth: 0)
    }

    private static func collect(_ view: any View, depth: Int) -> [SwipeAction] {
        if let button = view as? any SwipeActionConvertible { return [button.swipeAction] }
        if let children = ListFlattener.unwrap(view) { return children.flatMap { collect($0, depth: depth) } }
        guard depth < modifierDepth, let inner = modified(view) else { return [] }
        return collect(inner, depth: depth + 1)
    }

    /// The view a modifier wraps: the one view among its stored values.
    private static func modified(_ view: any View) -> (any View)? {
        var found: (any View)?
        for child in Mirror(reflecting: view).children {
            guard let inner = child.value as? any View else { continue }
            if found != nil { return nil }
            found = inner
        }
        return found
    }

    /// A label's words: its texts and labels, in builder containers and conditionals included.
    static func title(of label: any View) -> String {
        if let text = label as? Text { return text.plainText }
        if let l = label as? Label<Text, Image>, let line = l.plainLine { return line }
        if let children = ListFlattener.unwrap(label) {
            return children.map { title(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        return ""
    }
}
