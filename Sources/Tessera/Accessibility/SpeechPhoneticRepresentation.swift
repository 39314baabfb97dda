/// Where `.speechPhoneticRepresentation(_:)` keeps how a reader should say the text, in the
/// International Phonetic Alphabet, until the tree is built. A terminal speaks nothing itself:
/// the pronunciation is a mark in the tree for a reader to honour.
package final class SpeechPhoneticNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var phonetic = ""

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        guard !phonetic.isEmpty else { return inside }
        return AccessibilityTree.amendingFirst(inside) { element in
            element.states.append("phonetic \(String(reflecting: Sanitizer.sanitize(phonetic)))")
        }
    }
}

extension View {
    /// Asks a reader to say this text as `value` spells it in the International Phonetic
    /// Alphabet (`"ɹɪˈkɔɹd"` for the verb "record"); the tree marks it `phonetic "ɹɪˈkɔɹd"`.
    /// The screen does not change (see SWIFTUI-DIFFERENCES).
    public func speechPhoneticRepresentation(_ value: String) -> some View {
        NodeView(self, make: { SpeechPhoneticNode() }, configure: { $0.phonetic = value })
    }
}
