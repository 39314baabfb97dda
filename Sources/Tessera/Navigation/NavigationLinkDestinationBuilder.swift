extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes the view `destination` builds:
    /// `NavigationLink("Edit") { EditView() }`.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}
