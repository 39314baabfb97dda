import Foundation

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`. In a terminal only
/// `.interaction` (where clicks land) changes anything: there are no drag or context-menu
/// previews, no hover or focus effects drawn from a shape, and the accessibility tree gives
/// frames in whole cells (see SWIFTUI-DIFFERENCES).
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds, as bits.
    public let rawValue: Int
    /// The kinds with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Where clicks and taps land on the view.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a dragged item's preview (accepted, no effect).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview (accepted, no effect).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of a hover effect (accepted, no effect).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of a focus effect (accepted, no effect).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The outline an accessibility reader is given (accepted; the tree's frames stay whole cells).
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Where `.contentShape(_:)` keeps its shape: a click lands on the view only in the cells the
/// shape covers, and in all of them, empty space of a stack included.
package final class ContentShapeNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    /// The shape, or nil when it was given for kinds other than `.interaction`.
    var shape: (any Shape)?
    var evenOdd = false

    /// Whether the shape covers the cell at `point`: whether the centre of the cell lies inside
    /// the shape's outline for this frame, in the braille dots shapes are drawn in.
    func covers(_ point: Point) -> Bool {
        guard let shape, frame.contains(point) else { return false }
        let dots = CGRect(x: 0, y: 0, width: frame.width * 2, height: frame.height * 4)
        let centre = CGPoint(x: (point.x - frame.minX) * 2 + 1, y: (point.y - frame.minY) * 4 + 2)
        return shape.path(in: dots).contains(centre, eoFill: evenOdd)
    }

    /// Whether a shape just inside `node` (through modifiers of the same frame, such as the
    /// `.onTapGesture` around `.contentShape`) leaves `point` out: the modifier then takes no
    /// click there either, as a gesture in SwiftUI answers only where its content is hit.
    static func leavesOut(_ point: Point, around node: Node) -> Bool {
        var current = node
        while current.children.count == 1, let inner = current.children.first, inner.frame == node.frame {
            if let shaped = inner as? ContentShapeNode, shaped.shape != nil { return !shaped.covers(point) }
            current = inner
        }
        return false
    }

    /// The deepest node under `point` here: nothing outside the shape, this node where the shape
    /// covers a cell nothing inside takes; without a shape, what is inside alone.
    func hitTest(_ point: Point, inside: (Node) -> Node?) -> Node? {
        if shape != nil, !covers(point) { return nil }
        for child in children.reversed() {
            if let hit = inside(child) { return hit }
        }
        return shape == nil ? nil : self
    }
}

extension View {
    /// Clicks land on this view in the cells `shape` covers, as taps do in SwiftUI: with
    /// `Rectangle()` the whole frame takes them, the empty space of a stack included, so an
    /// `.onTapGesture` or a button outside it answers there; with `Circle()` only the cells whose
    /// centre is inside the circle. `eoFill` chooses the even-odd rule for a shape with holes.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// The shape for the given kinds; only `.interaction` changes where clicks land in a terminal
    /// (see `ContentShapeKinds`).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        NodeView(self, make: { ContentShapeNode() }, configure: {
            $0.shape = kind.contains(.interaction) ? shape : nil
            $0.evenOdd = eoFill
        })
    }
}

extension Path {
    /// Whether `point` is inside the path filled: by the non-zero winding rule, or with `eoFill`
    /// the even-odd rule. Every piece counts as closed, as it does when filled.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for (a, b) in Self.filledEdges(of: subpaths) where (a.y <= point.y) != (b.y <= point.y) {
            let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
            guard x > point.x else { continue }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}
