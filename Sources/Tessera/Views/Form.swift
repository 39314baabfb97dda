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
    /// A form of `content`, usually `Section`s of controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The sections in a scrolling column.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: LengthUnit.written(rows: 1)) { content }
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
    /// A header made of views (`Section { rows } header: { HStack { … } }`), drawn in place of `header`.
    var headerView: AnyView?

    /// A section of `content` under `header` (uppercased), with `footer` under it in a form.
    public init(_ header: String? = nil, footer: String? = nil, @ViewBuilder content: () -> Content) {
        self.header = header; self.footer = footer; self.content = content()
    }

    /// The header, the rows and the footer.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let headerView {
                headerView
            } else if let header {
                Text(header.uppercased()).bold().dim().padding(.leading)
            }
            VStack(alignment: .leading, spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .border(.gray, style: .rounded)
            if let footer {
                Text(footer).dim().padding(.leading)
            }
        }
    }
}
