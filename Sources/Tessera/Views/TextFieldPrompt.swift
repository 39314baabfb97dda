/// SwiftUI's text fields take their placeholder as a `Text`. A terminal draws a placeholder
/// dim, in the field's own colours, so the prompt's words are kept and its styling is not
/// (docs/SWIFTUI-DIFFERENCES.md).
extension TextField {
    /// A field titled `title` showing `prompt` while it is empty: `TextField("Name", text:
    /// $name, prompt: Text("Read a book"))`. A nil prompt shows the title, as without one.
    @_disfavoredOverload public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title: title, text: text, prompt: prompt.map { Sanitizer.sanitize($0.plainText) }, isSecure: false)
    }

    /// A field that grows to as many lines as its text needs (`axis: .vertical`), with a
    /// `Text` placeholder.
    @_disfavoredOverload public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        let placeholder: String? = prompt.map { Sanitizer.sanitize($0.plainText) }
        self.init(title, text: text, prompt: placeholder, axis: axis)
    }
}

extension SecureField {
    /// A secure field titled `title` showing `prompt` while it is empty. The prompt is only a
    /// placeholder: what is typed is still masked.
    @_disfavoredOverload public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt.map(\.plainText))
    }
}
