/// A box with a rounded border around related views, under its label, as a form's section is.
///
/// ```swift
/// GroupBox("Contact") { TextField("Name", text: $name) }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box around `content` under the view `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// A box around `content` under `label` (SwiftUI's older form, still used).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    /// The label, then the content in its border.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label.padding(.leading)
            VStack(alignment: .leading, spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .border(.gray, style: .rounded)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box around `content` with no label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// A box around `content` under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box around `content` under the title `title`.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
