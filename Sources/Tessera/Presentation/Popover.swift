extension View {
    /// SwiftUI's popover, shown as a sheet: a terminal has no room for a bubble beside its
    /// anchor, and an iPhone shows a popover as a sheet too. Esc closes it.
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// SwiftUI's full-screen cover, shown as a sheet at its `.large` detent (all but the top
    /// row, which keeps the title of what is behind). Esc closes it.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss) { content().presentationDetents([.large]) }
    }
}
