/// Where `.speechAdjustedPitch`, `.speechAlwaysIncludesPunctuation` and
/// `.speechAnnouncementsQueued` keep what they ask of a reader until the tree is built. A
/// terminal speaks nothing itself: the requests are marks in the tree for a reader to honour.
package final class SpeechAdjustmentNode: PassthroughNode, AccessibilityAdjustingNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var pitch: Double?
    var punctuation: Bool?
    var queued: Bool?

    func adjust(_ inside: [AccessibilityElement]) -> [AccessibilityElement] {
        AccessibilityTree.amendingFirst(inside) { element in
            if let pitch { element.states.append("pitch \(pitch)") }
            if punctuation == true { element.states.append("punctuation") }
            if queued == true { element.states.append("queued") }
        }
    }
}

extension View {
    private func speech(_ configure: @escaping @MainActor (SpeechAdjustmentNode) -> Void) -> some View {
        NodeView(self, make: { SpeechAdjustmentNode() }, configure: configure)
    }

    /// Asks a reader to speak this text at `value` times its usual pitch (0 to 2); the tree marks
    /// it `pitch 2.0`. Nothing is spoken by the terminal itself (see SWIFTUI-DIFFERENCES).
    public func speechAdjustedPitch(_ value: Double) -> some View { speech { $0.pitch = value } }

    /// Asks a reader to speak every punctuation mark; the tree marks the text `punctuation`.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { speech { $0.punctuation = value } }

    /// Asks a reader to wait for what it is saying before announcing this change; the tree marks
    /// it `queued`.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { speech { $0.queued = value } }
}
