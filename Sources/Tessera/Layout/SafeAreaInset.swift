/// `.safeAreaInset(edge:)`: a bar placed along one edge of a view, the view given the rest.
extension View {
    /// Places `content` along the top or bottom edge, across the view's width (placed by
    /// `alignment`), `spacing` rows from the view, which takes the height that is left.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Int? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    /// Places `content` along the leading or trailing edge, down the view's height (placed by
    /// `alignment`), `spacing` columns from the view, which takes the width that is left.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Int? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
}
