/// One view per element of a collection, identified by the element's id so state, focus and
/// selection follow the element when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, MultiView {
    /// The elements, one view each.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: @MainActor (Data.Element) -> Content
    /// The content closure as the caller wrote it, where storing it had to wrap it (a range's).
    var contentKey: ClosureKey?

    /// One view per element of `data`, elements told apart by `id`:
    /// `ForEach(names, id: \.self) { Text($0) }`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }

    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }

    /// A view for every element (a `List` asks the `ForEach` for rows instead).
    package var subviews: [any View] { data.map { content($0) } }
    /// A view per element.
    package static var standsForSeveral: Bool { true }

    package func collect(into list: inout ChildList, path: ChildPath) {
        let start = list.count
        defer { list.runs[path] = CollectedChildren.Run(view: self, rows: start..<list.count) }
        if list.reuseRows(of: self, at: path) { return }
        // Whether a row's view stands for several or carries its own id is a question about
        // its type, asked once rather than of every row.
        let rowTraits = Content._viewTraits
        let plainRows = rowTraits.multi == nil && rowTraits.identified == nil && rowTraits.modifier?.modifiesSeveral != true
        // The rows make a piece of their own, which the next update can take whole.
        list.beginRun(capacity: data.count)
        defer { list.endRun() }
        // An `Int` id (a range, most models) is kept as a number, quicker to compare.
        let numbered = ID.self == Int.self
        let shared = path.steps
        for element in data {
            let id = element[keyPath: id]
            let rowPath = ChildPath(shared: shared, step: numbered ? .number(unsafeBitCast(id, to: Int.self)) : .id(AnyHashable(id)))
            if plainRows { list.append((rowPath, content(element))) } else { list.add(content(element), path: rowPath) }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of `data`, elements told apart by their `id`:
    /// `ForEach(items) { Text($0.title) }`.
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// One view per element of a bound collection, each given a binding to its element, as in
    /// SwiftUI's `ForEach($items) { $item in TextField("Name", text: $item.name) }`. An element's
    /// binding finds it by id, so it keeps pointing at the same element when others move.
    ///
    /// The closure's type carries no `@MainActor`: a closure written `{ $item in … }` (a
    /// property-wrapper parameter) does not take its isolation from a `@MainActor` function type
    /// and would be checked as nonisolated, while a plain closure type lets it inherit the main
    /// actor from the `body` it is written in.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        let bindings = data.wrappedValue.map { element in
            let id = element.id
            return Binding<C.Element>(
                get: { data.wrappedValue.first { $0.id == id } ?? element },
                set: { new in if let i = data.wrappedValue.firstIndex(where: { $0.id == id }) { data.wrappedValue[i] = new } })
        }
        // This initializer runs on the main actor (ForEach is a view), so `content` was made
        // there and is only ever called there, by `collect`.
        nonisolated(unsafe) let rowContent = content
        self.init(bindings, id: \.wrappedValue.id, content: { rowContent($0) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in `range`, told apart by the number: `ForEach(0..<3) { Text("Row \($0)") }`.
    public init(_ range: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(range, id: \.self, content: content)
        // Stored, `content` is wrapped in a new thunk each time; the closure as written is what
        // shows whether it is the same one.
        contentKey = ClosureKey(RangeContent(make: content))
    }
}

/// An explicit identity: a view with a new id is a new view (its state starts afresh).
package struct IDView<Content: View>: PrimitiveView, IdentifiedView {
    let content: Content
    let id: AnyHashable
    package var explicitID: AnyHashable { id }
    /// Drawn through its node, with an identity of its own.
    public static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self, identified: Self.self) }
    package func makeNode() -> PassthroughNode { PassthroughNode() }
    package func update(_ node: PassthroughNode) { node.updateChild(content) }
}

package final class TagNode: PassthroughNode {
    var tag: AnyHashable = 0
}

extension View {
    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: AnyHashable(id)) }

    /// The value a picker option stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        NodeView(self, make: { TagNode() }, configure: { $0.tag = AnyHashable(tag) })
    }
}

/// A range's content closure, held as written: its bits are the function and its context.
private struct RangeContent<Content> {
    let make: @MainActor (Int) -> Content
}

/// The two words of a closure (function and captured context), to tell whether two closures
/// are the same one. Only meaningful while the closure is alive (its context then cannot be
/// reused): a `ForEach` keeps its content closure.
struct ClosureKey: Equatable {
    let words: (UInt, UInt)
    init<Holder>(_ holder: Holder) {
        precondition(MemoryLayout<Holder>.size == 2 * MemoryLayout<UInt>.size)
        words = withUnsafeBytes(of: holder) { ($0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
    }
    static func == (a: ClosureKey, b: ClosureKey) -> Bool { a.words == b.words }
}

extension ForEach: ViewValueComparing {
    /// Several views in one, compared by data and content (see `isSame`).
    public static var _viewTraits: _ViewTraits { _ViewTraits(multi: Self.self, comparing: Self.self) }

    /// Equal data, ids and content closure. A range's closure is compared as written (see
    /// `contentKey`); the others are stored as given and compared with the rest of the bits.
    package static func isSame(_ a: ForEach, as b: ForEach) -> Bool {
        guard let key = a.contentKey, key == b.contentKey else { return ViewComparison.haveSameBits(a, b) }
        return a.id == b.id && ViewComparison.haveSameBits(a.data, b.data)
    }
}
