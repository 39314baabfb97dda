import Foundation

/// Builds the semantic tree from the node tree on demand (never per frame): a node that is an
/// element by itself (a control, a text, a chart, a table) gives its element; any other node
/// gives the elements of its children. Accessibility modifiers rename, hide, merge or group.
@MainActor
enum AccessibilityTree {
    static func elements(of node: Node) -> [AccessibilityElement] {
        // Not on screen (the other choice of a ViewThatFits, a toolbar item that did not fit):
        // not in the tree.
        guard node.isAttached, !node.frame.isEmpty else { return [] }
        if let modifier = node as? AccessibilityModifierNode { return modifier.apply(node.children.flatMap { elements(of: $0) }) }
        if let adjusting = node as? AccessibilityAdjustingNode { return adjusting.adjust(node.children.flatMap { elements(of: $0) }) }
        if let represented = node as? AccessibilityRepresentationNode { return represented.representedElements() }
        if let paired = node as? AccessibilityLabeledPairNode {
            var inside = node.children.flatMap { elements(of: $0) }
            if !inside.isEmpty { inside[0].labeledPair = paired.pair }
            return inside
        }
        if let actions = node as? AccessibilityActionNode {
            var inside = node.children.flatMap { elements(of: $0) }
            if !inside.isEmpty { inside[0].actions += actions.actions.map(\.name) }
            return inside
        }
        if var element = node.accessibilityElement() {
            if node.isFocused { element.states.insert("focused", at: 0) }
            if !node.environment.isEnabled { element.states.append("disabled") }
            return [element]
        }
        return node.children.flatMap { elements(of: $0) }
    }

    /// The texts of a subtree's elements, joined: a row's or a group's spoken label.
    static func label(of elements: [AccessibilityElement]) -> String {
        elements.flatMap { $0.flattened() }.map { element in
            element.value.map { element.label.isEmpty ? $0 : "\(element.label) \($0)" } ?? element.label
        }
        .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "min 78, max 108, latest 108, rising": what a chart of `values` shows.
    static func describe(_ values: [Double?]) -> String {
        let present = values.compactMap { $0 }
        guard let latest = present.last, let low = present.min(), let high = present.max() else { return "no data" }
        func format(_ v: Double) -> String { v.rounded() == v ? String(Int(v)) : String(format: "%.1f", v) }
        let recent = present.suffix(5)
        let trend = recent.count < 2 || recent.last == recent.first ? "steady" : (recent.last! > recent.first! ? "rising" : "falling")
        return "min \(format(low)), max \(format(high)), latest \(format(latest)), \(trend)"
    }
}

extension ViewHost: AccessibilityProviding {
    /// The semantic tree of the screen: the content, then each presentation above it (a sheet,
    /// an alert, a menu) as an element holding its own.
    public var accessibilityElements: [AccessibilityElement] {
        var result = AccessibilityTree.elements(of: root)
        for layer in layers {
            let inside = AccessibilityTree.elements(of: layer.content)
            switch layer {
            case is SheetLayer: result.append(AccessibilityElement(role: .sheet, label: "", children: inside))
            case is DialogLayer: result.append(AccessibilityElement(role: .alert, label: inside.first { $0.role == .text }?.label ?? "", children: inside))
            default: result.append(AccessibilityElement(role: .list, label: "Menu", children: inside))
            }
        }
        AccessibilityTree.joinLabeledPairs(&result)
        AccessibilityTree.orderBySortPriority(&result)
        return result
    }
}

extension WindowManager: AccessibilityProviding {
    /// The hosted views of the visible windows, in their order on screen.
    public var accessibilityElements: [AccessibilityElement] {
        windows.filter { !$0.isHidden && !$0.frame.isEmpty }
            .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
            .flatMap { $0.hosted?.host.accessibilityElements ?? [] }
    }
}

/// What a view is, for assistive technology, as SwiftUI's `.accessibilityAddTraits` says it.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Acts when activated.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// Heads a part of the screen.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Is the selected one.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// Opens somewhere else.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// Is a picture.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// Is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
}

/// How an element built by `.accessibilityElement(children:)` treats the elements inside.
public enum AccessibilityChildBehavior: Sendable, Hashable {
    /// One element whose label joins the labels inside.
    case combine
    /// One element; what is inside is not read.
    case ignore
    /// A group that keeps the elements inside.
    case contain
}

/// Where the accessibility modifiers keep what they say.
package final class AccessibilityModifierNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var hidden = false
    var traits: AccessibilityTraits = []
    var childBehavior: AccessibilityChildBehavior?

    func apply(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        if hidden { return [] }
        var elements = inside
        switch childBehavior {
        case .combine?:
            elements = [AccessibilityElement(role: inside.count == 1 ? inside[0].role : .group, label: AccessibilityTree.label(of: inside),
                                             states: inside.flatMap(\.states).filter { $0 == "focused" || $0 == "selected" })]
            elements[0].customContent = inside.flatMap { $0.flattened() }.flatMap(\.customContent)
        case .ignore?:
            elements = [AccessibilityElement(role: .group, label: "")]
        case .contain?:
            elements = [AccessibilityElement(role: .group, label: "", children: inside)]
        case nil:
            if elements.count != 1, label != nil || value != nil || !traits.isEmpty {
                elements = [AccessibilityElement(role: elements.isEmpty ? .text : .group, label: "", children: elements)]
            }
        }
        guard !elements.isEmpty else { return [] }
        var element = elements[0]
        if let label { element.label = label }
        if let value { element.value = value }
        if let hint { element.hint = hint }
        if let identifier { element.identifier = identifier }
        if traits.contains(.isHeader) { element.role = .heading }
        if traits.contains(.isButton) { element.role = .button }
        if traits.contains(.isLink) { element.role = .link }
        if traits.contains(.isImage) { element.role = .image }
        if traits.contains(.isSelected), !element.states.contains("selected") { element.states.append("selected") }
        return [element]
    }
}

extension View {
    private func accessibility(_ configure: @escaping @MainActor (AccessibilityModifierNode) -> Void) -> some View {
        NodeView(self, make: { AccessibilityModifierNode() }, configure: configure)
    }

    /// What assistive technology calls this view, instead of its text.
    public func accessibilityLabel(_ label: String) -> some View { accessibility { $0.label = label } }
    /// The view's current value, read after its label ("78 BPM").
    public func accessibilityValue(_ value: String) -> some View { accessibility { $0.value = value } }
    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hint: String) -> some View { accessibility { $0.hint = hint } }
    /// Leaves the view (and what is inside) out of the semantic tree.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.hidden = hidden } }
    /// A stable name for tests and tools; never read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }
    /// Says what the view is (a header, a button, the selected one).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.traits = traits } }
    /// Makes the view one element, treating what is inside as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.childBehavior = children }
    }
}
