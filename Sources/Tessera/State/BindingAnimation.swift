extension Binding {
    /// The same value, with every write made inside `withAnimation(animation)`: a toggle bound
    /// to `$showDetail.animation()` brings the views it shows in and out animated.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }
}
