private struct StackAxisKey: EnvironmentKey { static var defaultValue: Axis? { nil } }

extension EnvironmentValues {
    /// The axis of the stack a view sits in, so spacers and dividers know which way to grow.
    package var stackAxis: Axis? { get { self[StackAxisKey.self] } set { self[StackAxisKey.self] = newValue } }
}

package final class StackNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var layout = StackLayout(axis: .vertical, spacing: 0, alignment: .center)
    /// The children's sizes from the last distribution, for the proposal it answered: placing
    /// in the rect a parent just measured needs no second distribution.
    private var lastDistribution: (proposal: ProposedSize, sizes: [Size])?

    override package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let sizes = distribution(for: proposal)
        return layout.size(of: sizes, guiding: children)
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let sizes = distribution(for: ProposedSize(rect.size))
        // The same rect, layout and sizes as last time give the rects given then, and a child
        // placed there with nothing changed below it is passed by: a counter beside 400 rows
        // places the counter, not the rows. (Asked here with the epoch read once: `place`
        // would read the host, a weak reference, for each of the 400.)
        let rects: [Rect]
        let reused: Bool
        // (Guides set by children may move them without changing their sizes.)
        if !AlignmentGuideNode.made, let last = lastPlacement, last.rect == rect, last.layout == layout, last.sizes == sizes, last.rects.count == children.count {
            rects = last.rects
            reused = true
        } else {
            rects = layout.rects(sizes: sizes, in: rect, guiding: children)
            lastPlacement = (rect, layout, sizes, rects)
            reused = false
        }
        let epoch = host?.layoutEpoch
        let halves = drawsByHalving
        var placed: [Int] = []
        for (index, (child, r)) in zip(children, rects).enumerated() where !child.isPlaced(in: r, epoch: epoch) {
            child.place(in: r)
            if halves { placed.append(index) }
        }
        guard halves else { return }
        // With the same rects, only a child placed again can have come out of line (or gone
        // back into it).
        if reused {
            for index in placed {
                outOfLine.removeAll { $0 == index }
                if isOutOfLine(index, rects[index]) { outOfLine.append(index) }
            }
            if !placed.isEmpty { outOfLine.sort() }
        } else {
            outOfLine = rects.indices.filter { isOutOfLine($0, rects[$0]) }
        }
    }
    override package func sizesDidChange() { lastDistribution = nil }

    /// Where the last placement put the children, and what it was given.
    private var lastPlacement: (rect: Rect, layout: StackLayout, sizes: [Size], rects: [Rect])?

    /// A stack of more children than this, spaced forward, draws by halving (see `draw`).
    private var drawsByHalving: Bool { children.count > 16 && layout.spacing >= 0 }

    /// The children, by index, that may draw outside the rect they were given (their frame
    /// lies elsewhere, or they may draw beyond it), as of the last placement: drawing asks
    /// these whatever the clip. Kept only by a stack that `drawsByHalving`.
    private var outOfLine: [Int] = []

    private func isOutOfLine(_ index: Int, _ rect: Rect) -> Bool {
        let child = children[index]
        return !child.lies(within: rect) || child.mayDrawBeyondFrame
    }

    /// Children lie one after another along the axis, so the ones a clip meets are found by
    /// halving the rects the last placement gave, not by asking each of 500 rows; those out
    /// of line are asked as well. Drawn in order, so what overlaps keeps its order.
    override package func draw(_ canvas: inout CellCanvas) {
        guard drawsByHalving, let rects = lastPlacement?.rects, rects.count == children.count else { return super.draw(&canvas) }
        let clip = canvas.clip
        let vertical = layout.axis == .vertical
        func start(_ r: Rect) -> Int { vertical ? r.minY : r.minX }
        func end(_ r: Rect) -> Int { vertical ? r.maxY : r.maxX }
        // The first rect that ends past the clip's start, and the first that starts at its end.
        var low = 0, high = rects.count
        while low < high { let mid = (low + high) / 2; if end(rects[mid]) <= start(clip) { low = mid + 1 } else { high = mid } }
        let first = low
        high = rects.count
        while low < high { let mid = (low + high) / 2; if start(rects[mid]) < end(clip) { low = mid + 1 } else { high = mid } }
        var inWindow = first, outIndex = 0
        while true {
            let nextOut = outIndex < outOfLine.count ? outOfLine[outIndex] : Int.max
            let nextIn = inWindow < low ? inWindow : Int.max
            let index = min(nextOut, nextIn)
            if index == Int.max { break }
            if index == nextOut { outIndex += 1 }
            if index == nextIn { inWindow += 1 }
            let child = children[index]
            if child.mayDraw(in: clip) { canvas.drawsAsked &+= 1; child.draw(&canvas) }
        }
    }

    /// Takes a stack view's layout and content. The stack's sizes follow from its layout and
    /// its children alone: a child whose size changed forgets them itself (up the chain), and
    /// a changed list of children does too, so a stack given the same layout again keeps them.
    func apply(_ newLayout: StackLayout, content: some View) {
        let layoutChanged = newLayout != layout
        layout = newLayout
        environment.stackAxis = newLayout.axis; environment.enclosingStackLayout = newLayout
        updateChildren(childList(of: content))
        updateChangedSize = layoutChanged
    }

    private func distribution(for proposal: ProposedSize) -> [Size] {
        if let last = lastDistribution, last.proposal == proposal, last.sizes.count == children.count { return last.sizes }
        let sizes = layout.distribute(children, proposal)
        lastDistribution = (proposal, sizes)
        return sizes
    }
}

/// Arranges its children in a column.
public struct VStack<Content: View>: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int?
    let content: Content
    /// A column of `content`'s views, aligned across by `alignment`, `spacing` rows apart
    /// (none by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> StackNode { StackNode() }
    package func update(_ n: StackNode) {
        n.apply(StackLayout(axis: .vertical, spacing: LengthUnit.rows(spacing) ?? 0, alignment: Alignment(horizontal: alignment, vertical: .top)), content: content)
    }
}

/// Arranges its children in a row.
public struct HStack<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int?
    let content: Content
    /// A row of `content`'s views, aligned down by `alignment`, `spacing` columns apart
    /// (one by default).
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> StackNode { StackNode() }
    package func update(_ n: StackNode) {
        n.apply(StackLayout(axis: .horizontal, spacing: LengthUnit.columns(spacing) ?? 1, alignment: Alignment(horizontal: .leading, vertical: alignment)), content: content)
    }
}

package final class ZStackNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var alignment: Alignment = .center
    override package func draw(_ canvas: inout CellCanvas) { drawByZIndex(&canvas) }
    func drawChildrenInOrder(_ canvas: inout CellCanvas) { super.draw(&canvas) }
    override package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var w = 0, h = 0
        for c in children { let s = c.size(for: proposal); w = max(w, s.width); h = max(h, s.height) }
        return Size(width: w, height: h)
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        for c in children {
            let s = c.size(for: ProposedSize(rect.size))
            let w = min(s.width, rect.width), h = min(s.height, rect.height)
            c.place(in: alignment.rect(of: c, width: w, height: h, in: rect))
        }
    }
}

/// Lays its children over each other, later ones on top.
public struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// `content`'s views drawn over one another, later ones on top, placed by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ZStackNode { ZStackNode() }
    package func update(_ n: ZStackNode) {
        n.alignment = alignment
        n.environment.stackAxis = nil
        n.updateChildren(n.childList(of: content))
    }
}

package final class SpacerNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var minLength: Int?
    override package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let minimum = minLength ?? 0
        switch environment.stackAxis {
        case .vertical: return Size(width: 0, height: max(minimum, proposal.height ?? minimum))
        case .horizontal: return Size(width: max(minimum, proposal.width ?? minimum), height: 0)
        case nil: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
    }
}

/// Flexible empty space that pushes its neighbours apart along the stack's axis.
public struct Spacer: PrimitiveView {
    let minLength: Int?
    /// Flexible space, at least `minLength` cells (none by default).
    public init(minLength: Int? = nil) { self.minLength = minLength }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> SpacerNode { SpacerNode() }
    package func update(_ node: SpacerNode) { node.minLength = minLength }
}

package final class DividerNode: Node {
    override package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if environment.stackAxis == .horizontal { return Size(width: 1, height: proposal.height ?? 1) }
        return Size(width: proposal.width ?? 1, height: 1)
    }
    override package func draw(_ canvas: inout CellCanvas) {
        let style = Style(foreground: environment.theme.secondary)
        if environment.stackAxis == .horizontal {
            for y in frame.minY..<frame.maxY { canvas.set("│", x: frame.minX, y: y, style: style) }
        } else {
            canvas.rule(from: frame.origin, width: frame.width, style: style)
        }
    }
}

/// A thin line between views: horizontal in a column, vertical in a row.
public struct Divider: PrimitiveView {
    /// A rule across a `VStack`, or down an `HStack`.
    public init() {}
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> DividerNode { DividerNode() }
    package func update(_ node: DividerNode) {}
}
