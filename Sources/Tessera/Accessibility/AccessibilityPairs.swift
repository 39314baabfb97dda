/// The part a view plays in a labeled pair, as SwiftUI's `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view that names the other.
    case label
    /// The view named: its element is read with the label's text.
    case content
}

/// One side of a labeled pair, as the semantic tree carries it until the pairs are joined.
package struct AccessibilityLabeledPair: Hashable, Sendable {
    let role: AccessibilityLabeledPairRole
    /// The pair: its namespace, and its id as the program wrote it (its type and value).
    let namespace: Namespace.ID
    let id: String
    var key: Key { Key(namespace: namespace, id: id) }
    struct Key: Hashable { let namespace: Namespace.ID; let id: String }
}

/// Where `.accessibilityLabeledPair(role:id:in:)` keeps its side of the pair.
package final class AccessibilityLabeledPairNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var pair: AccessibilityLabeledPair?
}

/// Where `.accessibilityRepresentation` keeps the view assistive technology is given instead
/// of the one drawn.
package final class AccessibilityRepresentationNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var representation = AnyView(EmptyView())

    /// The representation's elements, made when the tree is asked for (never per frame): the
    /// view is built and laid out in the drawn view's size, on its own, with the drawn view's
    /// environment. It is read, not drawn; a focused drawn view makes its first element focused.
    func representedElements() -> [AccessibilityElement] {
        var elements = AccessibilityTree.elements(ofUnshown: representation, in: self)
        var focused = false
        forEachNode { if $0.isFocused { focused = true } }
        if focused, !elements.isEmpty { elements[0].states.insert("focused", at: 0) }
        return elements
    }
}

extension AccessibilityTree {
    /// The elements of `view` built and laid out on its own in `node`'s size (or `size`), with
    /// `node`'s environment: read, never drawn, and none of them focused.
    static func elements(ofUnshown view: AnyView, in node: Node, size: Size? = nil) -> [AccessibilityElement] {
        let size = size ?? node.frame.size
        let host = ViewHost(rootView: view, size: size, environment: node.environment)
        _ = host.render(size: size)
        var elements = host.accessibilityElements
        for i in elements.indices { elements[i].states.removeAll { $0 == "focused" } }
        return elements
    }

    /// Gives each element of a labeled pair's content side its label's text, and drops what
    /// the pairs carried: the label's text joins the content's own label, before it.
    static func joinLabeledPairs(_ elements: inout [AccessibilityElement]) {
        var labels: [AccessibilityLabeledPair.Key: String] = [:]
        func collect(_ list: [AccessibilityElement]) {
            for element in list {
                if let pair = element.labeledPair, pair.role == .label, labels[pair.key] == nil { labels[pair.key] = label(of: [element]) }
                collect(element.children)
            }
        }
        func join(_ list: inout [AccessibilityElement]) {
            for i in list.indices {
                if let pair = list[i].labeledPair, pair.role == .content, let text = labels[pair.key], !text.isEmpty {
                    list[i].label = list[i].label.isEmpty ? text : text + ", " + list[i].label
                }
                list[i].labeledPair = nil
                join(&list[i].children)
            }
        }
        collect(elements)
        join(&elements)
    }
}

extension View {
    /// Pairs this view with another of the same `id` in `namespace`: the `.content` side is
    /// read with the `.label` side's text, as a control is read with the text that names it.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        let pair = AccessibilityLabeledPair(role: role, namespace: namespace, id: "\(ID.self):\(String(reflecting: id))")
        return NodeView(self, make: { AccessibilityLabeledPairNode() }, configure: { $0.pair = pair })
    }

    /// Gives assistive technology `representation` instead of this view: a custom control drawn
    /// with shapes is read as the `Slider` or `Toggle` it behaves like. The view drawn, its keys
    /// and its focus stay this one.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let erased = AnyView(representation())
        return NodeView(self, make: { AccessibilityRepresentationNode() }, configure: { $0.representation = erased })
    }
}
