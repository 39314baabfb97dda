/// SwiftUI's first navigation container. One view is the root of a `NavigationStack`: links
/// inside push their destinations, and Escape comes back.
///
/// Two views (a sidebar and a detail) or three are columns side by side where the terminal is
/// at least 80 columns wide, as a `NavigationSplitView`'s: a `NavigationLink` in a column
/// replaces the next column (the detail keeps a stack of its own, so a link in it pushes
/// there), and a `List(selection:)` in the sidebar drives the detail through the app's state.
/// Narrower, or under `.navigationViewStyle(.stack)`, they are one stack: the first view is the
/// root and links push.
///
/// ```swift
/// NavigationView {
///     List(notes) { NavigationLink($0.title) { NoteView(note: $0) } }
///     Text("Choose a note")
/// }
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content
    /// The views after the first: a detail, or a content column and a detail.
    let laterColumns: [AnyView]
    @Environment(\.navigationViewStyle) private var style

    /// A navigation stack whose root is `content`.
    @_disfavoredOverload public init(@ViewBuilder content: () -> Content) {
        self.content = content(); laterColumns = []
    }

    /// The sidebar-and-detail form, `NavigationView { Sidebar(); Detail() }`: two columns where
    /// the terminal is wide, a stack rooted at the sidebar where it is narrow.
    public init<Detail: View>(@ViewBuilder content: () -> TupleView<Content, Detail>) {
        let views = content().content
        self.content = views.0; laterColumns = [AnyView(views.1)]
    }

    /// The three-column form, `NavigationView { Sidebar(); Content(); Detail() }`.
    public init<Middle: View, Detail: View>(@ViewBuilder content: () -> TupleView<Content, Middle, Detail>) {
        let views = content().content
        self.content = views.0; laterColumns = [AnyView(views.1), AnyView(views.2)]
    }

    /// The stack, or the columns.
    public var body: some View {
        if laterColumns.isEmpty || style == .stack {
            NavigationStack { content }
        } else {
            NavigationViewColumns(columns: [AnyView(content)] + laterColumns)
        }
    }
}

/// A `NavigationView`'s columns, drawn by a split view whose links replace the next column.
struct NavigationViewColumns: PrimitiveView {
    let columns: [AnyView]

    func makeNode() -> NavigationSplitNode {
        let node = NavigationSplitNode()
        node.linksReplaceColumns = true
        return node
    }
    func update(_ n: NavigationSplitNode) { n.update(columns: columns) }
}

private struct NavigationViewStyleKey: EnvironmentKey { static var defaultValue: NavigationViewStyle { .automatic } }

extension EnvironmentValues {
    /// How a `NavigationView` of several views shows them (`.navigationViewStyle`).
    package var navigationViewStyle: NavigationViewStyle {
        get { self[NavigationViewStyleKey.self] } set { self[NavigationViewStyleKey.self] = newValue }
    }
}
