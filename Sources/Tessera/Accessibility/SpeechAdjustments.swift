// `.speechAdjustedPitch`, `.speechAlwaysIncludesPunctuation` and `.speechAnnouncementsQueued`
// mark what they ask of a reader in the accessibility tree (`AccessibilityMarkNode`). A terminal
// speaks nothing itself: the requests are marks for a reader to honour.
extension View {
    /// Asks a reader to speak this text at `value` times its usual pitch (0 to 2); the tree marks
    /// it `pitch 2.0`. Nothing is spoken by the terminal itself (see SWIFTUI-DIFFERENCES).
    public func speechAdjustedPitch(_ value: Double) -> some View { accessibilityMark { $0.states.append("pitch \(value)") } }

    /// Asks a reader to speak every punctuation mark; the tree marks the text `punctuation`.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        accessibilityMark { if value { $0.states.append("punctuation") } }
    }

    /// Asks a reader to wait for what it is saying before announcing this change; the tree marks
    /// it `queued`.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        accessibilityMark { if value { $0.states.append("queued") } }
    }
}
