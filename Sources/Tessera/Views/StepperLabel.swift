extension Stepper {
    /// A stepper for `value` titled by the text `label` returns, kept within `bounds` when given
    /// (SwiftUI's label-builder form; the label is read as its plain text).
    public init(value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1, label: () -> Text) {
        self.init(label().plainText, value: value, in: bounds, step: step)
    }
}
