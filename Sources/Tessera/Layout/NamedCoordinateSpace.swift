/// `.coordinateSpace(name:)`: a view names the space its top-leading cell is the origin of, and a
/// gesture inside it (`DragGesture(coordinateSpace: .named("canvas"))`) reports locations from there.
extension View {
    /// Names this view's space: locations in `.named(name)` are measured from its top-leading cell.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        NodeView(self, make: { CoordinateSpaceNode() }, configure: { $0.name = AnyHashable(name) })
    }
}

/// The node of a `.coordinateSpace(name:)`.
final class CoordinateSpaceNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var name: AnyHashable = AnyHashable(0)
}

extension Node {
    /// The cell locations in `space` are measured from, for a location on this node: its own
    /// top-leading cell for `.local`, the nearest enclosing view of that name's for `.named`
    /// (the screen's when none encloses this one), the screen's for `.global`.
    func origin(of space: CoordinateSpace?) -> Point {
        switch space {
        case .local: return frame.origin
        case .named(let name):
            var node: Node? = parent
            while let n = node {
                if let named = n as? CoordinateSpaceNode, named.name == name { return named.frame.origin }
                node = n.parent
            }
            return Point(x: 0, y: 0)
        case .global, nil: return Point(x: 0, y: 0)
        }
    }
}
