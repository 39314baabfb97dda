/// A modifier's node that changes the elements built from what is inside it (custom content,
/// synthetic children, sort priority, a linked group, a rotor), asked when the tree is built.
@MainActor protocol AccessibilityAdjustingNode: AnyObject {
    /// The elements to give in place of `inside`, the elements of the node's children.
    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement]
}

extension AccessibilityTree {
    /// `inside` with its first element changed by `change`; several elements are first made
    /// one group holding them, as a modifier on a stack describes the stack. With nothing
    /// inside, `creating` makes an element to change (a shape given content), else none.
    static func amendingFirst(_ inside: [AccessibilityElement], creating: Bool = false,
                              _ change: (inout AccessibilityElement) -> Void) -> [AccessibilityElement] {
        var elements = inside.count > 1 ? [AccessibilityElement(role: .group, label: "", children: inside)] : inside
        if elements.isEmpty, creating { elements = [AccessibilityElement(role: .text, label: "")] }
        guard !elements.isEmpty else { return [] }
        change(&elements[0])
        return elements
    }

    /// Orders every list of siblings by `sortPriority`, higher first; equal ones keep their
    /// order on screen.
    static func orderBySortPriority(_ elements: inout [AccessibilityElement]) {
        if elements.contains(where: { $0.sortPriority != 0 }) {
            elements = elements.enumerated().sorted { ($0.element.sortPriority, -$0.offset) > ($1.element.sortPriority, -$1.offset) }.map(\.element)
        }
        for i in elements.indices { orderBySortPriority(&elements[i].children) }
    }
}

/// The node of a modifier that only marks the first element built inside it (a heading, a kind
/// of text, a request to a reader's speech): one class for all such marks.
package final class AccessibilityMarkNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    /// The mark; nil gives the elements inside as they are.
    var mark: (@MainActor (inout AccessibilityElement) -> Void)?

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        guard let mark else { return inside }
        return AccessibilityTree.amendingFirst(inside, mark)
    }
}

extension View {
    /// This view with `mark` applied to the first element built inside it (see `AccessibilityMarkNode`).
    func accessibilityMark(_ mark: (@MainActor (inout AccessibilityElement) -> Void)?) -> some View {
        NodeView(self, make: { AccessibilityMarkNode() }, configure: { $0.mark = mark })
    }
}
