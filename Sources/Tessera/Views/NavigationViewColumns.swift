extension NavigationView {
    /// iOS 14's list-and-detail form, `NavigationView { Sidebar(); Placeholder() }`: a terminal
    /// shows one column at a time, as an iPhone does, so the stack's root is the first view and
    /// a link in it pushes its destination; the second view (what a wide screen shows before a
    /// selection) is not drawn.
    public init<Detail: View>(@ViewBuilder content: () -> TupleView<Content, Detail>) {
        self.content = content().content.0
    }

    /// The three-column form, `NavigationView { Sidebar(); Content(); Detail() }`: the first
    /// view is the stack's root, as in the two-column form.
    public init<Middle: View, Detail: View>(@ViewBuilder content: () -> TupleView<Content, Middle, Detail>) {
        self.content = content().content.0
    }
}
