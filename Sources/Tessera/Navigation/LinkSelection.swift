extension NavigationLinkNode {
    /// Opens a link to a value that no stack shows, in a `List(selection:)` (a split view's
    /// sidebar, as SwiftUI drives the next column): the list's selection becomes the value.
    func selectInList() {
        guard let value, let list = ancestors.first(where: { $0 is ListNode }) as? ListNode,
              let selection = list.selection, !selection.contains(value) else { return }
        selection.toggle(value)
        list.invalidate([.measure, .draw])
    }
}
