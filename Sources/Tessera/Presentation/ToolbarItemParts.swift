/// A toolbar item that holds several views (a `ToolbarItemGroup` of buttons and a `Spacer`).
@MainActor package protocol ToolbarItemGrouping {
    /// The item's content, when it is more than one view.
    var groupedViews: (any View)? { get }
}

extension ToolbarItem: ToolbarItemGrouping {
    package var groupedViews: (any View)? {
        isPlainButton(Content.self) || ChildList.of(content).count < 2 ? nil : content
    }
}

/// Splits a group into one bar item a view, so that each button is placed, hidden when the bar
/// is full and labelled with its own shortcut, on the bar's one row.
@MainActor enum ToolbarItemParts {
    static func parts(_ item: ChildList.Item) -> [ChildList.Item] {
        guard let grouped = _ViewTraits.toolbarGrouping(item.view)?.groupedViews else { return [item] }
        return ChildList.of(grouped).items.map { (path: ChildPath(steps: item.path.steps + $0.path.steps), view: $0.view) }
    }
}
