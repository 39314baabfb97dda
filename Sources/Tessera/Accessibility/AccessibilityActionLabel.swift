extension View {
    /// An action named by the text `label` returns: listed in the semantic tree and in the F2
    /// menu under that text, as `accessibilityAction(named:_:)` is.
    public func accessibilityAction(action: @escaping @MainActor () -> Void, label: () -> Text) -> some View {
        accessibilityAction(named: label().plainText, action)
    }

    /// An action named by the title of the `Label` that `label` returns (its icon is not read).
    public func accessibilityAction<Icon: View>(action: @escaping @MainActor () -> Void, label: () -> Label<Text, Icon>) -> some View {
        let made = label()
        return accessibilityAction(named: made.plain?.title ?? made.title.plainText, action)
    }
}
