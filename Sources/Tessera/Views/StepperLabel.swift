extension Stepper {
    /// A stepper for `value` whose title is the `Text` `label` builds:
    /// `Stepper(value: $digits) { Text("At least \(digits) digits") }`. A terminal stepper's title
    /// is one line of text, so the label is a `Text`, not any view.
    public init(value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1, @ViewBuilder label: () -> Text) {
        self.init(label().plainText, value: value, in: bounds, step: step)
    }
}
