/// The title row of a navigation stack (or a collapsed split view): `‹ Back` when there
/// is somewhere to go back to, then the breadcrumb of titles, the current one in bold;
/// a rule underneath.
struct NavigationBar: View, Equatable {
    let crumbs: [String]
    let canGoBack: Bool
    let back: NavigationBackAction

    /// The same titles and its container's action: the bar, placed again on each layout of
    /// its container, is then not evaluated again.
    nonisolated static func == (a: NavigationBar, b: NavigationBar) -> Bool {
        a.crumbs == b.crumbs && a.canGoBack == b.canGoBack && a.back === b.back
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: LengthUnit.written(columns: 2)) {
                if canGoBack {
                    Button("‹ Back", action: back.run).buttonStyle(.plain)
                }
                breadcrumb
                    .lineLimit(1)
                    .truncationMode(.head)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal)
            Divider()
        }
    }

    private var breadcrumb: Text {
        guard let last = crumbs.last else { return Text("") }
        let earlier = crumbs.dropLast().map { $0 + " › " }.joined()
        return Text(earlier).dim() + Text(last).bold()
    }
}

/// What a navigation container's `‹ Back` does, made once per container.
final class NavigationBackAction: Sendable {
    let run: @MainActor @Sendable () -> Void
    init(_ run: @escaping @MainActor @Sendable () -> Void) { self.run = run }
}
