extension Node {
    /// True for the root of a `.sheet`'s content: its parent is the sheet's presenter, which
    /// does not hold it among its children. A key from inside the sheet goes up to that
    /// presenter (Esc, the detents) and no further: the views behind a sheet take no keys.
    var isPresentedContent: Bool {
        guard let parent = parent as? SheetNode else { return false }
        return !parent.children.contains { $0 === self }
    }
}
