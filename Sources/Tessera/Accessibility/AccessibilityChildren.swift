/// Where `.accessibilityChildren` keeps the views read as the element's children.
package final class AccessibilityChildrenNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var synthetic = AnyView(EmptyView())
    static let syntheticHeight = 100

    /// The drawn view's element (its label, value and traits) holding the synthetic children,
    /// built when the tree is asked for (never per frame) in the drawn view's width and at
    /// least `syntheticHeight` rows, so that children stacked taller than the view are all read.
    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        let size = Size(width: max(frame.width, 1), height: max(frame.height, Self.syntheticHeight))
        let made = AccessibilityTree.elements(ofUnshown: synthetic, in: self, size: size)
        var element = inside.count == 1 ? inside[0] : AccessibilityElement(role: .group, label: "")
        element.children = made
        return [element]
    }
}

extension View {
    /// Makes this view a container read with `children` inside it, in place of what it holds:
    /// a chart drawn on a `Canvas` is read as one element a bar. The children are read, not
    /// drawn; this view's label, value and keys stay its own.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        // Stacked, so that several views each get rows of their own to be laid out in.
        let erased = AnyView(VStack(spacing: 0) { children() })
        return NodeView(self, make: { AccessibilityChildrenNode() }, configure: { $0.synthetic = erased })
    }
}
