extension View {
    /// A line under the title in SwiftUI on the Mac; here the title bar shows it dimmed beside
    /// the title, with the bar's items.
    public func navigationSubtitle(_ subtitle: String) -> some View {
        toolbar { ToolbarItem(placement: .navigation) { Text(Sanitizer.sanitize(subtitle)).foregroundStyle(.secondary) } }
    }

    /// The subtitle as a `Text`, shown as `navigationSubtitle(_:)` shows a string.
    public func navigationSubtitle(_ subtitle: Text) -> some View { navigationSubtitle(subtitle.plainText) }
}
