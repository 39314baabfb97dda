/// A cell's content described as a declarative view (UIKit's `UIHostingConfiguration`): a
/// cheap value applied to a `CollectionCell`. The content is inset from the cell's edges by
/// margins (one column on each side by default); the background reaches the cell's edges;
/// only the content decides a self-sizing cell's height.
///
/// ```swift
/// cell.contentConfiguration = HostingConfiguration {
///     HeartRateCellView(data: heartData)
/// }
/// .margins(.horizontal, 2)
/// .background(.palette(236))
/// ```
public struct HostingConfiguration {
    let content: AnyView
    var margins = EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    var background: Color?

    /// A configuration showing `content`, with a column of margin left and right.
    @MainActor public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = AnyView(content()) }

    /// Replaces the margins on `edges` with `length` cells.
    public func margins(_ edges: Edge.Set = .all, _ length: Int) -> HostingConfiguration {
        var copy = self
        if edges.contains(.top) { copy.margins.top = length }
        if edges.contains(.bottom) { copy.margins.bottom = length }
        if edges.contains(.leading) { copy.margins.leading = length }
        if edges.contains(.trailing) { copy.margins.trailing = length }
        return copy
    }

    /// Replaces all margins.
    public func margins(_ insets: EdgeInsets) -> HostingConfiguration {
        var copy = self; copy.margins = insets; return copy
    }

    /// Fills the whole cell, edge to edge, behind the content.
    public func background(_ color: Color) -> HostingConfiguration {
        var copy = self; copy.background = color; return copy
    }
}

/// The state of a cell that its configuration can depend on.
public struct CellConfigurationState: Sendable, Hashable {
    /// The cell is selected (a checkmark, a highlight).
    public var isSelected = false
    /// The cell is the focused one (keyboard highlight).
    public var isFocused = false
    /// A state with the given flags.
    public init(isSelected: Bool = false, isFocused: Bool = false) { self.isSelected = isSelected; self.isFocused = isFocused }
}

/// A cell of an imperative list or grid whose content is a hosted declarative view. The
/// program owns layout (the cell's `window.frame`) and state (`isSelected`, `isFocused`);
/// `configurationUpdateHandler` runs again whenever that state changes, to build a new
/// configuration for it.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     cell.contentConfiguration = HostingConfiguration { ConditionView(condition, checked: state.isSelected) }
/// }
/// ```
@MainActor public final class CollectionCell {
    package let content: HostedContent
    /// The window the cell draws in; the program sets its frame.
    public let window: Window
    /// What the cell shows. Setting it updates the hosted view (keeping state of views
    /// whose type did not change).
    public var contentConfiguration: HostingConfiguration? { didSet { apply() } }
    /// Rebuilds the configuration for a new state.
    public var configurationUpdateHandler: (@MainActor (CollectionCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the program has selected the cell; a change runs `configurationUpdateHandler`.
    public var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell has the keyboard; a change runs `configurationUpdateHandler`.
    public var isFocused = false { didSet { if isFocused != oldValue { setNeedsUpdateConfiguration() } } }
    /// `isSelected` and `isFocused`, as the update handler receives them.
    public var configurationState: CellConfigurationState { CellConfigurationState(isSelected: isSelected, isFocused: isFocused) }
    /// The host running the content (tests read `evaluationCount`).
    public var host: ViewHost { content.host }

    /// An empty cell in a window named `name`; set `contentConfiguration` or
    /// `configurationUpdateHandler` to fill it.
    public init(name: String = "cell", clock: (any RunClock)? = nil, environment: EnvironmentValues = EnvironmentValues()) {
        content = HostedContent(host: ViewHost(rootView: EmptyView(), size: .zero, environment: environment, clock: clock))
        window = Window(name: name)
        window.hosted = content
    }

    /// Runs the update handler with the current state.
    public func setNeedsUpdateConfiguration() {
        configurationUpdateHandler?(self, configurationState)
    }

    /// The height the content needs at the cell's width (self-sizing), margins included.
    public func fittingHeight(width: Int) -> Int { content.fittingSize(width: width).height }

    private func apply() {
        guard let configuration = contentConfiguration else {
            content.host.setRootView(EmptyView()); return
        }
        content.margins = configuration.margins
        content.background = configuration.background
        content.host.setRootView(configuration.content)
        window.setNeedsDisplay()
    }
}
