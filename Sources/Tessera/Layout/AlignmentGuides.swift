import Foundation

/// A guide of its own that views can be lined up by, as SwiftUI's `AlignmentID`: say where it
/// falls in a view by default, and wrap it in `HorizontalAlignment(_:)` or
/// `VerticalAlignment(_:)`.
///
/// ```swift
/// private enum LabelColumn: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
/// }
/// extension HorizontalAlignment { static let labelColumn = HorizontalAlignment(LabelColumn.self) }
/// ```
public protocol AlignmentID {
    /// Where the guide falls in a view of `context`'s size, in cells from its leading (or top)
    /// edge, unless the view says otherwise with `.alignmentGuide`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide's identity: its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    init(_ id: any AlignmentID.Type) { self.id = id }
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    /// The offset that lines the guide of `content` up with the guide of `space`.
    func offset(_ content: ViewDimensions, in space: ViewDimensions) -> Int {
        max(0, Int((id.defaultValue(in: space) - id.defaultValue(in: content)).rounded(.down)))
    }
}

enum LeadingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HorizontalCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { (d.width / 2).rounded(.down) } }
enum TrailingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VerticalCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { (d.height / 2).rounded(.down) } }
enum BottomGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A text's first line is its first row.
enum FirstBaselineGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
/// A text's last line is its last row.
enum LastBaselineGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { max(0, d.height - 1) } }

extension VerticalAlignment {
    /// Lines views up by their first line of text: in a terminal, their first rows.
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineGuide.self)
    /// Lines views up by their last line of text: in a terminal, their last rows.
    public static let lastTextBaseline = VerticalAlignment(LastBaselineGuide.self)

    /// One of the guides a stack knows without asking its children.
    var isEdgeOrCenter: Bool { self == .top || self == .center || self == .bottom }
}

extension HorizontalAlignment {
    /// One of the guides a stack knows without asking its children.
    var isEdgeOrCenter: Bool { self == .leading || self == .center || self == .trailing }
}

/// A view's size and where its alignment guides fall, as SwiftUI's `ViewDimensions`, in cells.
public struct ViewDimensions {
    /// Columns.
    public let width: CGFloat
    /// Rows.
    public let height: CGFloat
    fileprivate var horizontalGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    fileprivate var verticalGuides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]

    init(width: Int, height: Int) {
        self.width = CGFloat(width)
        self.height = CGFloat(height)
    }

    /// The dimensions of `node` at `size`, with the guides its `.alignmentGuide`s set.
    @MainActor init(node: Node, size: Size) {
        self.init(width: size.width, height: size.height)
        guard AlignmentGuideNode.made else { return }
        var n: Node? = node
        while let current = n {
            if let guides = current as? AlignmentGuideNode {
                horizontalGuides.merge(guides.horizontal) { outer, _ in outer }
                verticalGuides.merge(guides.vertical) { outer, _ in outer }
            }
            if let stack = current as? StackNode { addGuides(along: stack, size: size); break }
            guard current is PassthroughNode || current is CompositeNode, current.children.count == 1 else { break }
            n = current.children[0]
        }
    }

    /// A stack's guides along its axis are its children's: a row whose second view sets the
    /// guide has it where that view's guide falls in the row (the first child that sets one).
    @MainActor private mutating func addGuides(along stack: StackNode, size: Size) {
        let layout = stack.layout
        let vertical = layout.axis == .vertical
        let sizes = layout.distribute(stack.children, ProposedSize(size))
        var offset = 0
        for (child, childSize) in zip(stack.children, sizes) {
            let inner = ViewDimensions(node: child, size: childSize)
            let start = CGFloat(offset)
            for (key, compute) in vertical ? inner.verticalGuides : inner.horizontalGuides {
                var own = inner
                if vertical { own.verticalGuides[key] = nil } else { own.horizontalGuides[key] = nil }
                let value = start + compute(own)
                if vertical {
                    if verticalGuides[key] == nil { verticalGuides[key] = { _ in value } }
                } else if horizontalGuides[key] == nil {
                    horizontalGuides[key] = { _ in value }
                }
            }
            offset += (vertical ? childSize.height : childSize.width) + layout.spacing
        }
    }

    /// Where `guide` falls, in columns from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// Where `guide` falls, in rows from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// Where the view's own `.alignmentGuide` puts `guide`; nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guard let compute = horizontalGuides[guide.key] else { return nil }
        // The guide's closure sees the view without itself, so it can ask the default.
        var inner = self
        inner.horizontalGuides[guide.key] = nil
        return compute(inner)
    }

    /// Where the view's own `.alignmentGuide` puts `guide`; nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guard let compute = verticalGuides[guide.key] else { return nil }
        var inner = self
        inner.verticalGuides[guide.key] = nil
        return compute(inner)
    }
}

/// Where a view says its guides fall (`.alignmentGuide`).
package final class AlignmentGuideNode: PassthroughNode {
    var horizontal: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    var vertical: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// Whether any view in the program set a guide: until one does, stacks aligned by an edge
    /// or the centre ask their children nothing.
    static var made = false
    override package init() {
        super.init()
        AlignmentGuideNode.made = true
    }
}

extension View {
    /// Says where `g` falls in this view, for the stack (or grid) that lines its children up
    /// by it: `.alignmentGuide(.leading) { d in d[.trailing] }`. Values are cells.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        NodeView(self, make: { AlignmentGuideNode() }, configure: { $0.horizontal = [g.key: computeValue]; $0.vertical = [:] })
    }

    /// Says where `g` falls in this view, for the stack that lines its children up by it:
    /// `.alignmentGuide(.top) { _ in 1 }`. Values are rows.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        NodeView(self, make: { AlignmentGuideNode() }, configure: { $0.vertical = [g.key: computeValue]; $0.horizontal = [:] })
    }
}

extension StackLayout {
    /// Where each child goes across when the stack lines them up by guides (a guide of an
    /// app's own, a text baseline, or a child's `.alignmentGuide`): the offset of each from
    /// the first column (row) of the line-up, and how wide (tall) it is in all. Nil when the
    /// alignment is an edge or the centre and no child says otherwise.
    @MainActor
    func guidedOffsets(_ children: [Node], _ sizes: [Size]) -> (offsets: [Int], extent: Int)? {
        let vertical = axis == .vertical
        let plain = vertical ? alignment.horizontal.isEdgeOrCenter : alignment.vertical.isEdgeOrCenter
        if plain && !AlignmentGuideNode.made { return nil }
        let dimensions = zip(children, sizes).map { ViewDimensions(node: $0, size: $1) }
        if plain && !dimensions.contains(where: { vertical ? !$0.horizontalGuides.isEmpty : !$0.verticalGuides.isEmpty }) { return nil }
        let guides = dimensions.map { d in Int((vertical ? d[alignment.horizontal] : d[alignment.vertical]).rounded(.down)) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let extent = zip(offsets, sizes).map { $0 + (vertical ? $1.width : $1.height) }.max() ?? 0
        return (offsets, extent)
    }

    /// The stack's size around children of `sizes`, lined up by their guides.
    @MainActor
    func size(of sizes: [Size], guiding children: [Node]) -> Size {
        var s = size(of: sizes)
        guard let guided = guidedOffsets(children, sizes) else { return s }
        if axis == .vertical { s.width = guided.extent } else { s.height = guided.extent }
        return s
    }

    /// Where children of `sizes` go in `rect`, lined up by their guides.
    @MainActor
    func rects(sizes: [Size], in rect: Rect, guiding children: [Node]) -> [Rect] {
        var placed = rects(sizes: sizes, in: rect)
        guard let guided = guidedOffsets(children, sizes) else { return placed }
        let vertical = axis == .vertical
        // The line-up as a whole sits in the space as an edge or the centre would place it.
        let lead = vertical
            ? (alignment.horizontal.isEdgeOrCenter ? alignment.horizontal.offset(guided.extent, in: rect.width) : 0)
            : (alignment.vertical.isEdgeOrCenter ? alignment.vertical.offset(guided.extent, in: rect.height) : 0)
        for index in placed.indices {
            if vertical {
                placed[index].origin.x = rect.minX + lead + guided.offsets[index]
                placed[index].size.width = sizes[index].width
            } else {
                placed[index].origin.y = rect.minY + lead + guided.offsets[index]
                placed[index].size.height = sizes[index].height
            }
        }
        return placed
    }
}

extension Alignment {
    /// Where `child`, `width` by `height`, goes in `rect`: placed by this alignment, or, on an
    /// axis where the child sets the guide with `.alignmentGuide`, with that guide on the
    /// space's (a frame's, a `ZStack`'s or an overlay's content).
    @MainActor
    func rect(of child: Node, width: Int, height: Int, in rect: Rect) -> Rect {
        var x = rect.minX + horizontal.offset(width, in: rect.width)
        var y = rect.minY + vertical.offset(height, in: rect.height)
        if AlignmentGuideNode.made {
            let d = ViewDimensions(node: child, size: Size(width: width, height: height))
            let space = ViewDimensions(width: rect.width, height: rect.height)
            if let guide = d[explicit: horizontal] {
                x = rect.minX + Int((horizontal.key.id.defaultValue(in: space) - guide).rounded(.down))
            }
            if let guide = d[explicit: vertical] {
                y = rect.minY + Int((vertical.key.id.defaultValue(in: space) - guide).rounded(.down))
            }
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
