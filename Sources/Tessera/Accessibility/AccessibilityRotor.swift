/// A rotor as the semantic tree reads it: its name and its entries' labels, in order.
public struct AccessibilityRotorDescription: Hashable, Sendable {
    /// What the rotor is called ("Warnings").
    public var name: String
    /// Its targets' labels.
    public var entries: [String]
}

/// Where `.accessibilityRotor` keeps its named list of targets, and the keys that jump between
/// them: F3 to the next, Shift-F3 to the one before (the command `accessibility.rotor`).
package final class AccessibilityRotorNode: PassthroughNode, AccessibilityAdjustingNode {
    var name = ""
    var entries: [(id: AnyHashable, label: String)] = []
    /// The entry jumped to last.
    private var current: Int?

    /// With no control inside, the rotor's view takes the focus itself, so its keys can be used.
    override package var isFocusable: Bool {
        environment.isEnabled && !entries.isEmpty && !children.contains { $0.containsNode(where: { $0.isFocusable }) }
    }

    override package func makeKeyMap() -> KeyMap {
        guard !entries.isEmpty else { return .empty }
        return KeyMap([KeyCommand([KeyTrigger(.function(3)), KeyTrigger(.function(3), .shift)], label: "F3", "Next \(name)",
                                  id: "accessibility.rotor") { [unowned self] press in
            jump(by: press.modifiers.contains(.shift) ? -1 : 1)
            return true
        }])
    }

    /// Moves to the next (or previous) entry, round the end: focuses the first control inside
    /// the target, scrolls it into view and says in the status line which entry it is.
    func jump(by step: Int) {
        guard !entries.isEmpty else { return }
        let index = ((current ?? (step > 0 ? -1 : 0)) + step + entries.count) % entries.count
        current = index
        let entry = entries[index]
        let number = entry.id.base as? Int
        var target: Node?
        forEachNode { node in
            guard target == nil, node !== self else { return }
            if let list = node as? ListNode, list.scroll(toRowWith: entry.id, anchor: nil) { return }
            if node.path.steps.contains(where: { $0 == .id(entry.id) || (number != nil && $0 == .number(number!)) }) { target = node }
        }
        if let target {
            var control: Node?
            target.forEachNode { if control == nil, $0.isFocusable { control = $0 } }
            if let control { moveFocus(to: control) }
            var ancestor = target.parent
            while let a = ancestor, a !== self, !(a is ScrollNode) { ancestor = a.parent }
            (ancestor as? ScrollNode)?.scroll(toShow: target.frame, anchor: nil)
        }
        host?.statusMessage = Sanitizer.sanitize("\(name): \(entry.label) (\(index + 1) of \(entries.count))")
        invalidate([.place, .draw])
    }

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        AccessibilityTree.amendingFirst(inside) { $0.rotors.append(AccessibilityRotorDescription(name: name, entries: entries.map(\.label))) }
    }
}

extension View {
    /// A rotor named `rotorLabel`: a list of targets inside this view (the views whose id —
    /// a `ForEach` row's or `.id(_:)` — is an entry's id) that F3 and Shift-F3 jump between,
    /// focusing the target's first control, scrolling it into view and naming it in the status
    /// line. Each entry is read by `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor whose entries are identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel],
                                                             entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        let list = entries.map { (id: AnyHashable($0[keyPath: entryID]), label: $0[keyPath: entryLabel]) }
        let name = rotorLabel.text
        return NodeView(self, make: { AccessibilityRotorNode() }, configure: { $0.name = name; $0.entries = list })
    }

    /// A rotor named by a `Text`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel],
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(LocalizedStringKey(rotorLabel.plainText), entries: entries, entryLabel: entryLabel)
    }
}
