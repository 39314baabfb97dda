/// How controls lay out inside a `Form`.
enum FormLayout {
    /// The width of the title column of controls in a form, so their values line up.
    static let titleWidth = 11
    /// Narrower than this beside the title column, a value goes under its title instead.
    static let minimumValueWidth = 14
}

/// A scrolling column of grouped sections, controls titled in a leading column.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) { content }
                .frame(maxWidth: .infinity, alignment: .topLeading)
        }
        .environment(\.isInForm, true)
    }
}

/// A titled group of rows in a `Form` or `List`.
public struct Section<Content: View>: View {
    let header: String?
    let footer: String?
    let content: Content

    public init(_ header: String? = nil, footer: String? = nil, @ViewBuilder content: () -> Content) {
        self.header = header; self.footer = footer; self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header {
                Text(header.uppercased()).bold().dim().padding(.leading, 1)
            }
            VStack(alignment: .leading, spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 1)
                .border(.gray, style: .rounded)
            if let footer {
                Text(footer).dim().padding(.leading, 1)
            }
        }
    }
}
