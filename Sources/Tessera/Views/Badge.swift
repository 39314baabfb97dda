/// A badge on a list row or a label: a count or a short text drawn at the row's trailing edge,
/// in the secondary style, as SwiftUI draws a row's badge.
extension View {
    /// Shows `count` at the trailing edge; 0 shows no badge.
    public func badge(_ count: Int) -> some View {
        BadgedView(content: self, badge: count == 0 ? nil : Text("\(count)"))
    }

    /// Shows `label` at the trailing edge; nil shows no badge.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, badge: label)
    }

    /// Shows `label` at the trailing edge.
    public func badge<S: StringProtocol>(_ label: S) -> some View {
        BadgedView(content: self, badge: Text(String(label)))
    }
}

/// A view with its badge after it, pushed to the trailing edge of the width it is offered.
struct BadgedView<Content: View>: View {
    let content: Content
    let badge: Text?

    var body: some View {
        // The content keeps its place (and its state) when the badge comes and goes.
        HStack(spacing: LengthUnit.written(columns: 1)) {
            content
            if let badge {
                Spacer(minLength: 1)
                badge.foregroundStyle(.secondary)
            }
        }
    }
}
