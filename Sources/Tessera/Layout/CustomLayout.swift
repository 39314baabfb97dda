import Foundation

/// A size offered to a subview of a custom `Layout`, as SwiftUI's `ProposedViewSize`: nil on
/// an axis asks for the ideal length, `.infinity` for the largest. Lengths are cells.
public struct ProposedViewSize: Hashable, Sendable {
    /// Columns offered; nil: the ideal width.
    public var width: CGFloat?
    /// Rows offered; nil: the ideal height.
    public var height: CGFloat?
    /// A proposal of `width` by `height`, nil for "ideal" on an axis.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// Exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// No space: the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// As much as the view can use on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `size`'s length on each axis left unspecified.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The same proposal in whole cells.
    var cells: ProposedSize {
        func cells(_ length: CGFloat?) -> Int? {
            guard let length else { return nil }
            if !length.isFinite || length >= CGFloat(Int.infinity) { return .infinity }
            return max(0, Int(length.rounded()))
        }
        return ProposedSize(width: cells(width), height: cells(height))
    }

    init(_ proposal: ProposedSize) {
        func length(_ cells: Int?) -> CGFloat? { cells.map { $0 >= Int.infinity ? .infinity : CGFloat($0) } }
        self.init(width: length(proposal.width), height: length(proposal.height))
    }
}

/// A point of a rectangle in fractions of its size, as SwiftUI's `UnitPoint`: (0, 0) is the
/// top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction across.
    public var x: CGFloat
    /// The fraction down.
    public var y: CGFloat
    /// The point `x` across and `y` down.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// What a layout says about itself to the stacks around it, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis it stacks its subviews along, if it is a stack.
    public var stackOrientation: Axis?
    /// No orientation.
    public init() { stackOrientation = nil }
}

/// A way to size and place views, written by an app, as SwiftUI's `Layout`: a value of it
/// called with a view builder is a container (`MyLayout { ... }`). Sizes are cells; bounds are
/// in the screen's cells, so place subviews relative to `bounds.minX` and `bounds.minY`.
///
/// ```swift
/// struct Staircase: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(at: point, proposal: ProposedViewSize(size))
///             point.x += size.width; point.y += size.height
///         }
///     }
/// }
/// ```
@MainActor public protocol Layout {
    /// What the layout keeps between its calls; `Void` for none.
    associatedtype Cache = Void
    /// The subviews the layout sizes and places.
    typealias Subviews = LayoutSubviews
    /// What the layout says about itself.
    static var layoutProperties: LayoutProperties { get }
    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date when the subviews change; by default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size the layout takes for `proposal`, around `subviews`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (with `LayoutSubview.place`); one not placed is given
    /// no cells.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    /// No orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// A container laying out `content`'s views by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void {}
}

/// Where each subview goes, as the layout's `placeSubviews` says.
@MainActor
final class SubviewPlacements {
    var rects: [Rect?]
    init(count: Int) { rects = Array(repeating: nil, count: count) }
}

/// One subview of a custom layout, as SwiftUI's `LayoutSubview`: ask its size for a proposal,
/// and place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let placements: SubviewPlacements?

    /// The same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The subview's size for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = node.size(for: proposal.cells)
        return CGSize(width: CGFloat(s.width), height: CGFloat(s.height))
    }

    /// The subview's size for `proposal` with where its alignment guides fall.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(node: node, size: node.size(for: proposal.cells))
    }

    /// How eager the subview is to grow (`.layoutPriority`).
    @MainActor public var priority: Double { node.layoutPriority }

    /// Places the subview with its `anchor` at `position`, at its size for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let placements, placements.rects.indices.contains(index) else { return }
        let s = node.size(for: proposal.cells)
        let x = Int((position.x - anchor.x * CGFloat(s.width)).rounded(.down))
        let y = Int((position.y - anchor.y * CGFloat(s.height)).rounded(.down))
        placements.rects[index] = Rect(x: x, y: y, width: s.width, height: s.height)
    }
}

/// The subviews of a custom layout, in order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [Node]
    let placements: SubviewPlacements?

    /// The same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.nodes.elementsEqual(b.nodes, by: ===) }
    /// The first subview's position.
    public var startIndex: Int { 0 }
    /// One past the last subview's position.
    public var endIndex: Int { nodes.count }
    /// The subview at `position`.
    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[position], index: position, placements: placements)
    }
}

/// A custom layout whose type is chosen at run time, as SwiftUI's `AnyLayout`: switching
/// between two (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) keeps the
/// subviews, and their state.
public struct AnyLayout: Layout {
    /// What the layout it wraps keeps between calls.
    public struct Cache {
        var value: Any?
    }
    let base: Any
    let layoutType: Any.Type
    let size: @MainActor (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
    let place: @MainActor (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { self = any; return }
        base = layout
        layoutType = L.self
        func cache(_ c: inout Cache, _ subviews: LayoutSubviews) -> L.Cache {
            if let kept = c.value as? L.Cache { return kept }
            return layout.makeCache(subviews: subviews)
        }
        size = { proposal, subviews, c in
            var inner = cache(&c, subviews)
            defer { c.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        place = { bounds, proposal, subviews, c in
            var inner = cache(&c, subviews)
            defer { c.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
    }

    /// An empty cache; the wrapped layout makes its own when first asked.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    /// Forgets the wrapped layout's cache: it makes a new one when next asked.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.value = nil }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        size(proposal, subviews, &cache)
    }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        place(bounds, proposal, subviews, &cache)
    }
}

/// A row as a `Layout` value, as SwiftUI's `HStackLayout`: an `HStack` that `AnyLayout` can
/// switch with another layout.
public struct HStackLayout: Layout {
    /// Where the subviews sit down the row.
    public var alignment: VerticalAlignment
    /// Columns between subviews; nil for the default (one).
    public var spacing: Int?
    /// A row aligned by `alignment`, `spacing` columns apart.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// Stacked across.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    @MainActor var stack: StackLayout { StackLayout(axis: .horizontal, spacing: LengthUnit.columns(spacing) ?? 1, alignment: Alignment(horizontal: .leading, vertical: alignment)) }
    /// The row's size, shared out as an `HStack` shares it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.layoutSize(subviews, proposal)
    }
    /// The subviews one after another across.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews, in: bounds)
    }
}

/// A column as a `Layout` value, as SwiftUI's `VStackLayout`: a `VStack` that `AnyLayout` can
/// switch with another layout.
public struct VStackLayout: Layout {
    /// Where the subviews sit across the column.
    public var alignment: HorizontalAlignment
    /// Rows between subviews; nil for the default (none).
    public var spacing: Int?
    /// A column aligned by `alignment`, `spacing` rows apart.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// Stacked down.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    @MainActor var stack: StackLayout { StackLayout(axis: .vertical, spacing: LengthUnit.rows(spacing) ?? 0, alignment: Alignment(horizontal: alignment, vertical: .top)) }
    /// The column's size, shared out as a `VStack` shares it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.layoutSize(subviews, proposal)
    }
    /// The subviews one below another.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews, in: bounds)
    }
}

/// Subviews over one another, as a `Layout` value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    /// Where the subviews sit in the space.
    public var alignment: Alignment
    /// Subviews placed by `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The largest subview's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var w = 0, h = 0
        for node in subviews.nodes { let s = node.size(for: proposal.cells); w = max(w, s.width); h = max(h, s.height) }
        return CGSize(width: CGFloat(w), height: CGFloat(h))
    }
    /// Each subview placed in `bounds` by the alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rect = Rect(bounds)
        for subview in subviews {
            let r = GridLayout.aligned(subview.node, in: rect, alignment)
            subview.place(at: CGPoint(x: r.minX, y: r.minY), proposal: ProposedViewSize(ProposedSize(r.size)))
        }
    }
}

extension Rect {
    /// The cells `rect` covers, its lengths rounded.
    init(_ rect: CGRect) {
        self.init(x: Int(rect.minX.rounded()), y: Int(rect.minY.rounded()),
                  width: max(0, Int(rect.width.rounded())), height: max(0, Int(rect.height.rounded())))
    }
}

extension StackLayout {
    @MainActor
    func layoutSize(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
        let s = size(of: distribute(subviews.nodes, proposal.cells))
        return CGSize(width: CGFloat(s.width), height: CGFloat(s.height))
    }

    @MainActor
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let rect = Rect(bounds)
        let sizes = distribute(subviews.nodes, ProposedSize(rect.size))
        for (subview, r) in zip(subviews, rects(sizes: sizes, in: rect)) {
            subview.place(at: CGPoint(x: r.minX, y: r.minY), proposal: ProposedViewSize(ProposedSize(r.size)))
        }
    }
}

/// A custom layout's container: its node asks the layout for its size and where the
/// subviews go.
struct CustomLayoutView<Content: View>: PrimitiveView {
    let layout: AnyLayout
    let content: Content
    var body: Never { fatalError() }
    func makeNode() -> CustomLayoutNode { CustomLayoutNode() }
    func update(_ node: CustomLayoutNode) {
        if node.layoutType.map({ $0 != layout.layoutType }) ?? true { node.cache = nil }
        node.layout = layout
        node.layoutType = layout.layoutType
        node.environment.stackAxis = nil
        node.updateChildren(node.childList(of: content))
    }
}

extension AnyLayout {
    /// A container laying out `content`'s views by the wrapped layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

package final class CustomLayoutNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var layout: AnyLayout?
    var layoutType: Any.Type?
    var cache: AnyLayout.Cache?
    /// The children the cache was made for.
    private var cachedChildren: [ObjectIdentifier] = []

    private func subviews(_ placements: SubviewPlacements? = nil) -> LayoutSubviews {
        LayoutSubviews(nodes: children, placements: placements)
    }

    private func withCache<R>(_ body: (AnyLayout, inout AnyLayout.Cache) -> R) -> R? {
        guard let layout else { return nil }
        let ids = children.map(ObjectIdentifier.init)
        var c = cache ?? layout.makeCache(subviews: subviews())
        if cache != nil && ids != cachedChildren { layout.updateCache(&c, subviews: subviews()) }
        cachedChildren = ids
        defer { cache = c }
        return body(layout, &c)
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let s = withCache { layout, c in layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews(), cache: &c) } ?? .zero
        func cells(_ v: CGFloat, _ proposed: Int?) -> Int {
            guard v.isFinite else { return proposed ?? 0 }
            return max(0, min(Int.infinity, Int(v.rounded())))
        }
        return Size(width: cells(s.width, p.width), height: cells(s.height, p.height))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let placements = SubviewPlacements(count: children.count)
        let bounds = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        withCache { layout, c in
            layout.placeSubviews(in: bounds, proposal: ProposedViewSize(ProposedSize(rect.size)), subviews: subviews(placements), cache: &c)
        }
        for (child, placed) in zip(children, placements.rects) {
            child.place(in: placed ?? Rect(origin: rect.origin, size: .zero))
        }
    }
}
