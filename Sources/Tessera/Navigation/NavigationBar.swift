/// The title row of a navigation stack (or a collapsed split view): `‹ Back` when there
/// is somewhere to go back to, then the breadcrumb of titles, the current one in bold;
/// a rule underneath.
struct NavigationBar: View {
    let crumbs: [String]
    let canGoBack: Bool
    let back: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 2) {
                if canGoBack {
                    Button("‹ Back", action: back).buttonStyle(.plain)
                }
                breadcrumb
                    .lineLimit(1)
                    .truncationMode(.head)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal, 1)
            Divider()
        }
    }

    private var breadcrumb: Text {
        guard let last = crumbs.last else { return Text("") }
        let earlier = crumbs.dropLast().map { $0 + " › " }.joined()
        return Text(earlier).dim() + Text(last).bold()
    }
}
