extension View {
    /// The title of this view, given as `Text` (`Text(date, style: .date)`): its words, shown
    /// as `navigationTitle(_:)` with a string shows them.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.plainText) }
}
