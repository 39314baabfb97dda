/// A bar a toolbar modifier speaks of, as SwiftUI's `ToolbarPlacement`. A terminal has one bar
/// at the top: a navigation stack's title row, or the title bar `.navigationTitle` draws outside
/// one. `.navigationBar`, `.windowToolbar` and `.automatic` name it; `.bottomBar` and `.tabBar`
/// name bars a terminal does not draw, and what is asked of them changes nothing.
public struct ToolbarPlacement: Hashable, Sendable {
    let kind: Kind
    enum Kind: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }

    /// The bar the context has: the top bar.
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar: the title row of a navigation stack.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// A bottom toolbar in SwiftUI; none is drawn here (the bottom row lists keys).
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// A tab bar in SwiftUI; a `TabView` draws its tabs itself here.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    /// A window's toolbar on the Mac: the top bar here.
    public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)

    /// True for the placements that name the top bar.
    var isTopBar: Bool { kind != .bottomBar && kind != .tabBar }
}

/// What `.toolbarBackground` and `.toolbarColorScheme` asked of the top bar, kept where they
/// were written; the bar looks for the nearest one in what it shows when it is drawn.
package final class ToolbarBackgroundNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var background: Color? { didSet { if background != oldValue { barsAboveChanged() } } }
    var visibility: Visibility? { didSet { if visibility != oldValue { barsAboveChanged() } } }
    var colorScheme: ColorScheme? { didSet { if colorScheme != oldValue { barsAboveChanged() } } }

    /// The bars that may show this node's colour are drawn again.
    private func barsAboveChanged() {
        guard !isBeingMade else { return }
        var barAbove = false
        for ancestor in ancestors {
            if let owner = ancestor.navigationTitleRowOwner { owner.bar.invalidate(.draw); barAbove = true }
            if ancestor is ToolbarHostNode { ancestor.invalidate(.draw); barAbove = true }
        }
        // Written around the view that draws the title bar: the bar is inside.
        if !barAbove { invalidate(.draw) }
    }

    /// How the top bar above `content` is drawn: the colour and scheme the nearest of these
    /// nodes asked for (each looked for separately, as modifiers stack), around the bar first
    /// (`around`: a modifier written after `.navigationTitle`), then in `content`; nil when
    /// none asked or the background was hidden.
    static func barStyle(in content: [Node], around bar: Node? = nil) -> (background: Color?, colorScheme: ColorScheme?) {
        var background: Color??, visibility: Visibility?, scheme: ColorScheme?
        func take(_ node: Node) {
            guard let found = node as? ToolbarBackgroundNode, found.isAttached else { return }
            if background == nil, let colour = found.background { background = .some(colour) }
            if visibility == nil, let v = found.visibility { visibility = v }
            if scheme == nil, let s = found.colorScheme { scheme = s }
        }
        for ancestor in bar?.ancestors ?? NodeAncestors(next: nil) { take(ancestor) }
        for node in content { NavigationSearch.visit(node, take) }
        return (visibility == .hidden ? nil : background ?? nil, scheme)
    }

    /// Paints `row` of `canvas` as `content` asks: its background where the bar's own was drawn
    /// (`barBackground`, or nothing), and the bar's text (`barForeground`, or the default) in the
    /// colour that reads on the scheme asked for.
    static func paint(_ row: Rect, of canvas: inout CellCanvas, for content: [Node], around bar: Node? = nil,
                      barBackground: Color = .default, barForeground: Color = .default) {
        let style = barStyle(in: content, around: bar)
        guard style.background != nil || style.colorScheme != nil else { return }
        let text: Color? = style.colorScheme.map { $0 == .light ? .black : .white }
        canvas.restyle(row) { cell in
            if let background = style.background, cell.background == .default || cell.background == barBackground { cell.background = background }
            if let text, cell.foreground == .default || cell.foreground == barForeground { cell.foreground = text }
        }
    }
}

extension View {
    /// Colours the top bar (a navigation stack's title row, or the title bar) behind its title
    /// and items when `bars` name it, as SwiftUI's `.toolbarBackground(_:for:)`.
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.isTopBar }
        return NodeView(self, make: { ToolbarBackgroundNode() }, configure: { $0.background = applies ? color : nil })
    }

    /// Shows (`.visible`, `.automatic`) or leaves out (`.hidden`) the colour
    /// `toolbarBackground(_:for:)` gives the bars named; the bar itself always shows, as the
    /// terminal keeps its title there.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.isTopBar }
        return NodeView(self, make: { ToolbarBackgroundNode() }, configure: { $0.visibility = applies ? visibility : nil })
    }

    /// The scheme the top bar's text is drawn for: `.light` draws it dark (for a light
    /// background), `.dark` light; nil leaves the theme's colours.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.isTopBar }
        return NodeView(self, make: { ToolbarBackgroundNode() }, configure: { $0.colorScheme = applies ? colorScheme : nil })
    }
}
