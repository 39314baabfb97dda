/// A piece of user interface: a value that describes what to show, through its `body`.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)!").bold() }
/// }
/// ```
@MainActor @preconcurrency public protocol View {
    /// The kind of view the body is.
    associatedtype Body: View
    /// What the view shows, made of other views.
    @ViewBuilder var body: Body { get }
    /// What the runtime asks of this type of view (drawn by itself, several views in one,
    /// compared with `==`), answered when the type is declared rather than by searching the
    /// program's conformances each time a new type of view appears. Every view an app declares
    /// takes the default; an `Equatable` one says so through it.
    static var _viewTraits: _ViewTraits { get }
}

extension View {
    /// A view composed of others through its `body`, compared field by field.
    public static var _viewTraits: _ViewTraits { _ViewTraits() }
}

extension View where Self: Equatable {
    /// A view composed through its `body`, compared with `==`.
    public static var _viewTraits: _ViewTraits { _ViewTraits(equatable: Self.self) }
}

/// What the runtime knows of one type of view, for `View._viewTraits`. Its contents are the
/// runtime's own.
public struct _ViewTraits: @unchecked Sendable {
    // Made by the synthesized initializer, each trait nil unless given.
    /// Drawn by a node of its own (`PrimitiveView`).
    package var primitive: (any PrimitiveView.Type)? = nil
    /// Stands for several sibling views (`MultiView`).
    package var multi: (any MultiView.Type)? = nil
    /// Carries an explicit identity (`IdentifiedView`).
    package var identified: (any IdentifiedView.Type)? = nil
    /// Compared with `==`.
    package var equatable: (any Equatable.Type)? = nil
    /// Compared by `ViewValueComparing.isSame`.
    package var comparing: (any ViewValueComparing.Type)? = nil
    /// Keeps its dynamic properties in another value (`DynamicPropertySource`).
    package var propertySource: (any DynamicPropertySource.Type)? = nil
    /// A toolbar item that may hold several views (`ToolbarItemGrouping`).
    package var toolbarGrouping: (any ToolbarItemGrouping.Type)? = nil
    /// A modifier around one view, which applies to each view that one stands for (`ContentModifier`).
    package var modifier: (any ContentModifier.Type)? = nil

    /// `view` as the primitive view it is, if it is one.
    @MainActor package static func primitive(_ view: any View) -> (any PrimitiveView)? {
        guard let type = traits(of: view).primitive else { return nil }
        func open<P: PrimitiveView>(_: P.Type) -> any PrimitiveView { view as! P }
        return open(type)
    }

    /// `view` as the several views it stands for, if it stands for several.
    @MainActor package static func multi(_ view: any View) -> (any MultiView)? {
        guard let type = traits(of: view).multi else { return nil }
        func open<M: MultiView>(_: M.Type) -> any MultiView { view as! M }
        return open(type)
    }

    /// `view`'s explicit identity, if it carries one.
    @MainActor package static func identified(_ view: any View) -> (any IdentifiedView)? {
        guard let type = traits(of: view).identified else { return nil }
        func open<I: IdentifiedView>(_: I.Type) -> any IdentifiedView { view as! I }
        return open(type)
    }

    /// Where `view` keeps its dynamic properties: itself, or the value it names.
    @MainActor package static func dynamicPropertyOwner(of view: any View) -> Any {
        guard let type = traits(of: view).propertySource else { return view }
        func open<S: DynamicPropertySource>(_: S.Type) -> Any { (view as! S).dynamicPropertyOwner }
        return open(type)
    }

    /// `view` as the toolbar item it is, if it is one that may hold several views.
    @MainActor package static func toolbarGrouping(_ view: any View) -> (any ToolbarItemGrouping)? {
        guard let type = traits(of: view).toolbarGrouping else { return nil }
        func open<G: ToolbarItemGrouping>(_: G.Type) -> any ToolbarItemGrouping { view as! G }
        return open(type)
    }

    /// `view` as the modifier it is, if it is one that applies to each view its content stands
    /// for; with `ofSeveral`, only if that content stands for several views (known from the type).
    @MainActor package static func modifier(_ view: any View, ofSeveral: Bool = false) -> (any ContentModifier)? {
        guard let type = traits(of: view).modifier, ofSeveral ? type.modifiesSeveral : type.modifiesEach else { return nil }
        func open<M: ContentModifier>(_: M.Type) -> any ContentModifier { view as! M }
        return open(type)
    }

    @MainActor private static func traits(of view: any View) -> _ViewTraits {
        let traits = type(of: view)._viewTraits
        #if DEBUG
        // Debug builds ask the conformances as well: a type of the runtime that conforms to two
        // of these protocols answers for both itself (an extension's default answers for one).
        // (The metatype is asked: a value cast would look inside an optional.)
        let viewType = type(of: view)
        assert((traits.primitive != nil) == (viewType is any PrimitiveView.Type) && (traits.multi != nil) == (viewType is any MultiView.Type)
               && (traits.identified != nil) == (viewType is any IdentifiedView.Type)
               && (traits.comparing != nil) == (viewType is any ViewValueComparing.Type)
               && (traits.propertySource != nil) == (viewType is any DynamicPropertySource.Type)
               && (traits.toolbarGrouping != nil) == (viewType is any ToolbarItemGrouping.Type)
               && (traits.modifier != nil) == (viewType is any ContentModifier.Type),
               "\(type(of: view))._viewTraits does not match its conformances")
        #endif
        return traits
    }
}

extension Never: View {
    /// Never called: `Never` is the body of views that have none.
    public var body: Never { fatalError("Never has no body") }
}

/// Views the runtime draws itself (text, stacks, controls). Their `body` is never called.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    /// The class of node that runs this kind of view.
    associatedtype NodeType: Node
    /// A fresh node for this kind of view.
    func makeNode() -> NodeType
    /// Copies this value's configuration into `node` (made by `makeNode`) and updates its children.
    func update(_ node: NodeType)
}

extension PrimitiveView {
    /// Drawn by its node, not composed.
    public var body: Never { fatalError("\(Self.self) is drawn by the runtime") }

    /// Drawn by its node, compared field by field.
    public static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self) }

    /// Updates `node` from this value. The one place a node is cast to its view's node type:
    /// nodes are reused only for a view of the same type, whose `makeNode` made them, so the
    /// cast cannot fail unless the runtime matched a node to the wrong view.
    func updateNode(_ node: Node) {
        guard let typed = node as? NodeType else {
            assertionFailure("\(type(of: node)) reused for \(Self.self), which makes \(NodeType.self)")
            return
        }
        update(typed)
    }

    /// Applies a view of this type to a node made by `makeNode`: kept by the node, so an
    /// update casts the view to its known type instead of asking whether it is primitive.
    var applier: @MainActor (any View, Node) -> Void {
        { view, node in
            guard let view = view as? Self else {
                assertionFailure("\(type(of: view)) applied to a node made for \(Self.self)")
                return
            }
            view.updateNode(node)
        }
    }
}

/// Views that stand for several sibling views (tuples, `ForEach`, `Group`, conditionals).
@MainActor
package protocol MultiView: View {
    func collect(into list: inout ChildList, path: ChildPath)
    /// Whether a view of this type may stand for other than one view, known from the type
    /// alone (a `ForEach`, a tuple; a group or a conditional of those): a modifier on it then
    /// applies to each (see `ContentModifier`).
    static var standsForSeveral: Bool { get }
    /// The views this one stands for, one level down (a tuple's members, a conditional's
    /// chosen branch), for containers that walk their content themselves (`List`'s sections).
    var subviews: [any View] { get }
}

extension MultiView {
    /// Several views in one, compared field by field.
    public static var _viewTraits: _ViewTraits { _ViewTraits(multi: Self.self) }
    /// One view, or none: a modifier on it is written around it as it is.
    package static var standsForSeveral: Bool { false }
}

/// One step of a child's structural identity.
package enum PathStep: Hashable {
    case index(Int)
    case branch(Bool)
    case id(AnyHashable)
    /// An id that is an `Int` (a `ForEach` over a range, most `Identifiable` models): kept as
    /// it is, so comparing it does not go through `AnyHashable`.
    case number(Int)
}

/// The structural identity of a child inside its parent: the steps through tuples,
/// conditionals and `ForEach` that lead to it, plus its type.
///
/// Kept as the steps before the last, which siblings share (one array for all of a
/// `ForEach`'s rows), and the last step, which tells them apart and is compared first.
package struct ChildPath: Hashable {
    private var prefix: [PathStep]
    private var last: PathStep?

    /// The path of a container's only child (no steps).
    package init() { prefix = []; last = nil }
    /// The path through `steps`.
    package init(steps: [PathStep]) { prefix = Array(steps.dropLast()); last = steps.last }
    /// The path `shared` followed by `step`, keeping `shared`'s storage: a `ForEach`'s rows
    /// pass their parent's `steps`, made once, and store one array between them.
    package init(shared: [PathStep], step: PathStep) { prefix = shared; last = step }

    /// Every step, in order.
    package var steps: [PathStep] { last.map { prefix + [$0] } ?? prefix }
    /// The last step: what tells this child from its siblings (a `ForEach` row's id).
    package var lastStep: PathStep? { last }

    /// This path followed by `step`.
    package func appending(_ step: PathStep) -> ChildPath {
        guard let last else { return ChildPath(shared: prefix, step: step) }
        return ChildPath(shared: prefix + [last], step: step)
    }

    /// The same steps: the last first, which tells siblings apart.
    package static func == (lhs: ChildPath, rhs: ChildPath) -> Bool {
        lhs.last == rhs.last && lhs.prefix == rhs.prefix
    }
}

/// The flattened children of a container, each with its identity.
///
/// Kept in pieces: what was added one by one, and each `ForEach`'s rows as a piece of their
/// own. An unchanged `ForEach` hands over the piece it made last time whole (an array slice
/// sharing its storage), so keeping 400 rows copies none of them.
@MainActor
package struct ChildList {
    /// One child view with its identity.
    package typealias Item = (path: ChildPath, view: any View)
    private var pieces: [ArraySlice<Item>] = []
    /// Where each piece starts, as an index into the whole list.
    private var starts: [Int] = []
    /// True while the last piece is this list's own and takes further items; a piece handed
    /// over from last time is shared, and one a `ForEach` filled is closed behind it.
    private var lastPieceIsOpen = false
    /// How many children the list holds.
    package private(set) var count = 0
    /// Where each `ForEach` put its rows, for the container to keep (see `CollectedChildren`).
    package var runs: [ChildPath: CollectedChildren.Run] = [:]
    /// Rows known to be the views their nodes were last given: an unchanged `ForEach`'s, in
    /// order. `inPlace` when they sit where they sat last time, so the container's children
    /// at those places are the nodes made for them.
    package private(set) var kept: [(rows: Range<Int>, inPlace: Bool)] = []
    /// What the container's children were built from last time, when it keeps that.
    let previous: CollectedChildren?

    /// An empty list; `previous` is what the container collected last time, if anything.
    package init(previous: CollectedChildren? = nil) { self.previous = previous }

    /// The child at `index`.
    package subscript(index: Int) -> Item {
        let piece = Self.piece(holding: index, starts: starts)
        let slice = pieces[piece]
        return slice[slice.startIndex + index - starts[piece]]
    }

    /// Every child, in order, read where it is kept.
    package var items: FlattenSequence<[ArraySlice<Item>]> { pieces.joined() }

    /// Where the child at `index` is kept (for tests: a row handed over from last time is
    /// where the list before kept it).
    package func address(ofChildAt index: Int) -> UnsafeRawPointer {
        let piece = Self.piece(holding: index, starts: starts)
        return pieces[piece].withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + (index - starts[piece])) }
    }

    /// True when the row at `index` is the view its node was last given.
    package func isKept(_ index: Int) -> Bool { kept.contains { $0.rows.contains(index) } }

    /// Adds `item` at the end.
    package mutating func append(_ item: Item) {
        if !lastPieceIsOpen { startPiece([], open: true) }
        pieces[pieces.count - 1].append(item)
        count += 1
    }

    /// Starts a piece of its own for the next `capacity` items (a `ForEach`'s rows), room made.
    mutating func beginRun(capacity: Int) {
        startPiece([], open: true)
        pieces[pieces.count - 1].reserveCapacity(capacity)
    }

    /// Puts `piece` at the end; `open`: this list's own, taking the items appended next.
    private mutating func startPiece(_ piece: ArraySlice<Item>, open: Bool) {
        pieces.append(piece)
        starts.append(count)
        count += piece.count
        lastPieceIsOpen = open
    }

    /// Ends the piece being filled: what follows starts another. An empty one is dropped.
    mutating func endRun() {
        if lastPieceIsOpen, pieces.last?.isEmpty == true { pieces.removeLast(); starts.removeLast() }
        lastPieceIsOpen = false
    }

    /// Adds the rows `forEach` gave last time, unchanged, when it is equal to the `ForEach`
    /// collected at `path` last time; false when there is nothing to reuse.
    mutating func reuseRows(of forEach: any View, at path: ChildPath) -> Bool {
        guard let previous, let run = previous.runs[path], ViewComparison.areEqual(run.view, forEach) else { return false }
        let start = count
        let rows = previous.rows(run.rows)
        if rows.isEmpty { lastPieceIsOpen = false } else { startPiece(rows, open: false) }
        kept.append((start..<count, run.rows.lowerBound == start))
        return true
    }

    package mutating func add(_ view: any View, path: ChildPath) {
        if let multi = _ViewTraits.multi(view) {
            multi.collect(into: &self, path: path)
        } else if let explicit = _ViewTraits.identified(view) {
            append((path.appending(.id(explicit.explicitID)), view))
        } else if let modifier = _ViewTraits.modifier(view, ofSeveral: true) {
            // Applied to each view its content stands for, each keeping its identity there.
            var each = ChildList()
            each.add(modifier.modifiedContent, path: path)
            for item in each.items { append((item.path, modifier.modifying(item.view))) }
        } else {
            append((path, view))
        }
    }

    package static func of(_ view: any View, previous: CollectedChildren? = nil) -> ChildList {
        var list = ChildList(previous: previous)
        list.add(view, path: ChildPath())
        return list
    }

    /// The index of the piece that holds the child at `index` (the last piece starting at or before it).
    fileprivate static func piece(holding index: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The pieces and where each starts, for `CollectedChildren` to keep.
    fileprivate var storage: (pieces: [ArraySlice<Item>], starts: [Int]) { (pieces, starts) }
}

/// The child views a container was last built from, kept when they include a `ForEach`: a
/// `ForEach` equal to the one before (the same data, the same content closure, see
/// `ViewComparison`) makes the same rows, so its rows are taken from here instead of being
/// made and compared one by one. A counter's body that holds 400 unchanged rows beside it
/// then costs about what it would without them.
@MainActor
package final class CollectedChildren {
    /// One `ForEach` and the rows it gave.
    package struct Run {
        let view: any View
        let rows: Range<Int>
    }
    private let pieces: [ArraySlice<ChildList.Item>]
    private let starts: [Int]
    let runs: [ChildPath: Run]

    package init(_ list: ChildList) { (pieces, starts) = list.storage; runs = list.runs }

    /// The children at `rows`: the piece that holds exactly those (a `ForEach`'s, shared as
    /// it is), or a copy of them when they span several (a `ForEach` whose rows held others).
    func rows(_ rows: Range<Int>) -> ArraySlice<ChildList.Item> {
        guard !rows.isEmpty else { return [] }
        let first = ChildList.piece(holding: rows.lowerBound, starts: starts)
        if starts[first] == rows.lowerBound, pieces[first].count == rows.count { return pieces[first] }
        return ArraySlice(pieces.joined().dropFirst(rows.lowerBound).prefix(rows.count))
    }
}

/// A view carrying an explicit identity from `.id(_:)`.
@MainActor
package protocol IdentifiedView {
    var explicitID: AnyHashable { get }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, MultiView {
    /// Nothing.
    public init() {}
    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package func collect(into list: inout ChildList, path: ChildPath) {}
    package var subviews: [any View] { [] }
}

/// Several views side by side, as built by `@ViewBuilder`.
public struct TupleView<each Content: View>: View, MultiView {
    /// The views, each in a box of its own. A stack's value holds its tuple, and a body's
    /// value holds its stacks: stored as they were given, every copy of a view on the way
    /// down (into the list of a container's children, out of it to update the child) would
    /// copy everything below it; boxed, it copies references.
    private let views: [any View]

    /// The views given, in order.
    public init(_ content: repeat each Content) {
        var views: [any View] = []
        for child in repeat each content { views.append(child) }
        self.views = views
    }

    /// The views, in order.
    public var content: (repeat each Content) {
        var index = 0
        func next<Element>(_: Element.Type) -> Element {
            defer { index += 1 }
            guard let view = views[index] as? Element else { preconditionFailure("TupleView holds \(type(of: views[index])) where \(Element.self) belongs") }
            return view
        }
        return (repeat next((each Content).self))
    }

    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }

    package func collect(into list: inout ChildList, path: ChildPath) {
        for (index, child) in views.enumerated() { list.add(child, path: path.appending(.index(index))) }
    }

    package var subviews: [any View] { views }
    /// Several views.
    package static var standsForSeveral: Bool { true }
}

extension TupleView: ViewValueComparing {
    /// Several views in one, compared member by member.
    public static var _viewTraits: _ViewTraits { _ViewTraits(multi: Self.self, comparing: Self.self) }

    /// The same views, one by one (the boxes are new each time the tuple is built).
    package static func isSame(_ a: TupleView, as b: TupleView) -> Bool {
        a.views.count == b.views.count && zip(a.views, b.views).allSatisfy { ViewComparison.areEqual($0, $1) }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, MultiView {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package func collect(into list: inout ChildList, path: ChildPath) {
        switch storage {
        case .first(let v): list.add(v, path: path.appending(.branch(true)))
        case .second(let v): list.add(v, path: path.appending(.branch(false)))
        }
    }

    package var subviews: [any View] {
        switch storage {
        case .first(let v): [v]
        case .second(let v): [v]
        }
    }
    /// Several when a branch is.
    package static var standsForSeveral: Bool {
        _ViewTraits.standsForSeveral(TrueContent.self) || _ViewTraits.standsForSeveral(FalseContent.self)
    }
}

extension Optional: View where Wrapped: View {
    /// Never called: the wrapped view, when there is one, is laid out by the container.
    public var body: Never { fatalError() }
}

extension Optional: MultiView where Wrapped: View {
    package func collect(into list: inout ChildList, path: ChildPath) {
        if let view = self { list.add(view, path: path.appending(.branch(true))) }
    }

    package var subviews: [any View] { map { [$0] } ?? [] }
    /// Several when the wrapped view is.
    package static var standsForSeveral: Bool { _ViewTraits.standsForSeveral(Wrapped.self) }
}

/// Groups views without affecting layout; a modifier on a group applies to each of its views.
public struct Group<Content: View>: View, MultiView {
    let content: Content
    /// A group of `content`'s views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package func collect(into list: inout ChildList, path: ChildPath) {
        list.add(content, path: path)
    }

    package var subviews: [any View] { [content] }
    /// Several when its content is.
    package static var standsForSeveral: Bool { _ViewTraits.standsForSeveral(Content.self) }
}

/// A type-erased view.
///
/// Made on any actor, as SwiftUI's: a model off the main actor may hand out views.
public struct AnyView {
    let view: any View
    /// `view`, its type hidden: a different type is still a different view (its state is not kept).
    public init<V: View>(_ view: V) { self.view = view }
    /// A view already held as `any View`.
    public init(erasing view: any View) { self.view = view }
}

extension AnyView: View, MultiView {
    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package var subviews: [any View] { [view] }
    package func collect(into list: inout ChildList, path: ChildPath) {
        // The erased type joins the identity, as in SwiftUI: a different type is a different view.
        list.add(view, path: path.appending(.id(AnyHashable(ObjectIdentifier(type(of: view))))))
    }
}

/// Builds views from closures: `if`, `if let`, `switch`, `for … in` through `ForEach`.
@MainActor @preconcurrency @resultBuilder public enum ViewBuilder {
    /// An empty closure: nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// A view written in the closure.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else` (older spelling of `buildOptional`).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`: nothing when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .first(first)) }
    /// The `else` branch, or a later case of a `switch`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .second(second)) }
    /// A view behind `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
