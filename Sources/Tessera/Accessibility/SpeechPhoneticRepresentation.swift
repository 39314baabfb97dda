extension View {
    /// Asks a reader to say this text as `value` spells it in the International Phonetic
    /// Alphabet (`"ɹɪˈkɔɹd"` for the verb "record"); the tree marks it `phonetic "ɹɪˈkɔɹd"`.
    /// The screen does not change: a terminal speaks nothing itself (see SWIFTUI-DIFFERENCES).
    public func speechPhoneticRepresentation(_ value: String) -> some View {
        let phonetic = "phonetic \(String(reflecting: Sanitizer.sanitize(value)))"
        return accessibilityMark(value.isEmpty ? nil : { @MainActor element in element.states.append(phonetic) })
    }
}
