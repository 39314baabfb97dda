extension ToolbarItemPlacement {
    /// SwiftUI's `.status`: an item that shows a status (a count, "Updated 2 minutes ago"), in
    /// the middle of a macOS toolbar. Here it is in the title bar with the other items, as
    /// `.principal` is.
    public static let status = ToolbarItemPlacement.principal
}
