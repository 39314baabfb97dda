/// A scroll view's content of several views is a stack, as SwiftUI makes it: a column for a
/// vertical scroll view (no rows between, centred across), a row for a horizontal one (a
/// column between). One view keeps the whole content area, as before.
extension ScrollNode {
    /// How several views of content are stacked.
    private var contentStack: StackLayout {
        axes.contains(.vertical) ? StackLayout(axis: .vertical, spacing: 0, alignment: .center)
                                 : StackLayout(axis: .horizontal, spacing: 1, alignment: .center)
    }

    /// The content's size for `proposal`: its one view's, or its views' stacked.
    func sizeOfContent(for proposal: ProposedSize) -> Size {
        switch children.count {
        case 0: return .zero
        case 1: return children[0].size(for: proposal)
        default: return contentStack.size(of: children, for: proposal)
        }
    }

    /// Places the content in `rect`, the area it scrolls in.
    func placeContent(in rect: Rect) {
        if children.count == 1 { children[0].place(in: rect) } else { contentStack.place(children, in: rect) }
    }
}
