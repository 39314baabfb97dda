extension Picker {
    /// A picker titled by the text `label`, choosing among `content`'s tagged views (SwiftUI's
    /// older form; the label is read as its plain text, as the title of `init(_:selection:content:)`).
    public init(selection: Binding<Selection>, label: Text, @ViewBuilder content: () -> Content) {
        self.init(label.plainText, selection: selection, content: content)
    }

    /// A picker titled by the text `label` returns, choosing among `content`'s tagged views
    /// (SwiftUI's label-builder form; the label is read as its plain text).
    public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content, label: () -> Text) {
        self.init(label().plainText, selection: selection, content: content)
    }
}
