extension View {
    /// SwiftUI's hint to draw the view offscreen in one pass; a terminal draws every frame into
    /// one buffer of cells already, so the view draws as it is.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }
}
