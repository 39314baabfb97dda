/// Where `.accessibilitySortPriority`, `.accessibilityLinkedGroup` and
/// `.speechSpellsOutCharacters` keep what they say until the tree is built.
package final class AccessibilityOrderingNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var sortPriority: Double?
    var linkedGroup: String?
    var spellsOutCharacters: Bool?

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        AccessibilityTree.amendingFirst(inside) { element in
            if let sortPriority { element.sortPriority = sortPriority }
            if let linkedGroup { element.linkedGroup = linkedGroup }
            if spellsOutCharacters == true, !element.states.contains("spelled") { element.states.append("spelled") }
        }
    }
}

/// The assistive technologies a focus state can follow, as SwiftUI names them. A terminal has
/// one cursor that every reader follows, so each is the keyboard focus.
public struct AccessibilityTechnologies: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Technologies from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A screen reader.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch access.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

extension FocusState {
    /// Whether a control is focused for `technologies`: in a terminal, the keyboard focus.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }

    /// Which control is focused for `technologies`: in a terminal, the keyboard focus.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init() }
}

extension View {
    private func ordering(_ configure: @escaping @MainActor (AccessibilityOrderingNode) -> Void) -> some View {
        NodeView(self, make: { AccessibilityOrderingNode() }, configure: configure)
    }

    /// Reads this element before its siblings of lower priority and after those of higher
    /// (0 for the others); equal priorities keep their order on screen.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { ordering { $0.sortPriority = sortPriority } }

    /// Links this element with the others of the same `id` in `namespace`, a group a reader can
    /// move through together; the tree reads it as `linked "id"`.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let name = String(describing: id)
        return ordering { $0.linkedGroup = name }
    }

    /// Asks a reader to spell the text out letter by letter (a code, a serial number); the tree
    /// marks it `spelled`.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { ordering { $0.spellsOutCharacters = value } }

    /// Accepted for SwiftUI's signature: a terminal has no system-wide colour inversion to
    /// exempt a view from (see SWIFTUI-DIFFERENCES).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
