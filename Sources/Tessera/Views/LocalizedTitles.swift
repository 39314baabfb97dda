extension Label where Title == Text, Icon == Image {
    /// A label whose title is a localized key: a terminal program has no string tables, so the
    /// key is the title shown.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey.text, systemImage: systemImage)
    }
}

extension View {
    /// The iOS 13 name of `.navigationTitle(_:)`, with a `Text` title (shown as its words).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The iOS 13 name of `.navigationTitle(_:)` with a display mode, which a terminal's one
    /// title row does not have.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}
