/// SwiftUI's `SidebarListStyle()`, the type-named spelling of `.sidebar`: a list drawn as every
/// list is (see `ListStyle`).
public struct SidebarListStyle: Hashable, Sendable {
    /// The sidebar style.
    public init() {}
}

extension View {
    /// Accepts `SidebarListStyle()` as `.listStyle(.sidebar)`.
    public func listStyle(_ style: SidebarListStyle) -> some View { listStyle(.sidebar) }
}
