/// SwiftUI's `AXCustomContent`, for its `Importance`: how eagerly a screen reader offers a
/// piece of custom content.
public enum AXCustomContent {
    /// `.high` content is read with the element; `.default` content when asked for.
    public enum Importance: Int, Sendable, Hashable {
        /// Read when the user asks for more.
        case `default`
        /// Read with the element, without its label.
        case high
    }
}

/// The label (and an id naming it) of a piece of custom content, kept to use it again:
/// `AccessibilityCustomContentKey("Shape", id: "shape")`.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    /// The label read with the value.
    public let label: String
    /// What names the content; a second piece with the same id replaces the first.
    public let id: String

    /// A key labelled `label`, named `id`.
    @MainActor public init(_ label: Text, id: String) { self.label = label.plainText; self.id = id }
    /// A key labelled `labelKey`, named `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { label = labelKey.text; self.id = id }
    /// A key labelled and named `labelKey`.
    public init(_ labelKey: LocalizedStringKey) { label = labelKey.text; id = labelKey.text }
}

/// One piece of an element's custom content: a label, a value and how eagerly it is read.
public struct AccessibilityCustomContent: Hashable, Sendable {
    /// What names it ("Age").
    public var label: String
    /// What it says ("3 years").
    public var value: String
    /// `.high`: read with the element; `.default`: read when asked for.
    public var importance: AXCustomContent.Importance
    /// The key's id, or the label when it was given as text.
    var id: String
}

/// Where `.accessibilityCustomContent` keeps its piece until the tree is built.
package final class AccessibilityCustomContentNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var content: AccessibilityCustomContent?

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        AccessibilityTree.amendingFirst(inside, creating: true) { element in
            guard let content else { return }
            // The same key again replaces the piece (an inner modifier's, or a removal with nil).
            element.customContent.removeAll { $0.id == content.id }
            if !content.value.isEmpty { element.customContent.append(content) }
            element.customContent.sort { $0.importance == .high && $1.importance != .high }
        }
    }
}

extension View {
    /// Adds more to read about this element: `value` under `key`'s label. `.high` content is
    /// read with the element; `.default` when the user asks. A `nil` value removes `key`'s
    /// content. In the tree it reads `content "Label: value"` (`content!` for high).
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(label: key.label, id: key.id, value: value?.plainText ?? "", importance: importance)
    }

    /// Custom content under `key`'s label with a string value.
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        customContent(label: key.label, id: key.id, value: String(value), importance: importance)
    }

    /// Custom content under `key`'s label with a value written as a literal.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        customContent(label: key.label, id: key.id, value: valueKey.text, importance: importance)
    }

    /// Custom content labelled `label` (SwiftUI's label-first forms below name the key by its
    /// label: the same label again replaces the content).
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
    }
    /// Custom content labelled `labelKey`, its value a text.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }
    /// Custom content labelled `labelKey`, its value written as a literal.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), valueKey, importance: importance)
    }
    /// Custom content labelled `labelKey`, its value a string.
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }

    private func customContent(label: String, id: String, value: String, importance: AXCustomContent.Importance) -> some View {
        let content = AccessibilityCustomContent(label: label, value: value, importance: importance, id: id)
        return NodeView(self, make: { AccessibilityCustomContentNode() }, configure: { $0.content = content })
    }
}
