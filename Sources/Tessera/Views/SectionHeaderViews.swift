extension Section {
    /// A section whose header is views rather than one text, drawn as written above the rows
    /// (in a `List`, as a row of its own):
    /// `Section { rows } header: { HStack { Image(systemName: "calendar"); Text(day) } }`.
    @_disfavoredOverload public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(nil, content: content)
        headerView = AnyView(header())
    }
}
