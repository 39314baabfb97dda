import Foundation
import Testing
import TesseraTesting

/// The shape-style, shape and sharing names BookClub and Scrumdinger use, written exactly as a
/// SwiftUI file writes them (their behaviour is in `PortedStyleTests`).
@MainActor
private struct PortedStyleNames: View {
    var style: some ShapeStyle { .background.blendMode(.colorDodge).opacity(0.5).shadow(.drop(radius: 3)) }
    var shape: some Shape { AnyShape(RoundedRectangle(cornerRadius: 4)) }

    var body: some View {
        VStack {
            Text("Styled").foregroundStyle(.tertiary).foregroundStyle(.quaternary).foregroundStyle(.background)
            Text("Tint").foregroundStyle(AnyShapeStyle(.tint)).foregroundStyle(AnyShapeStyle(.green))
            Text("Pane").background(.ultraThinMaterial).background(.regularMaterial)
            Circle().strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            Circle().inset(by: 2).strokeBorder(LinearGradient(colors: [.blue, .purple], startPoint: .bottomLeading, endPoint: .topTrailing),
                                                style: StrokeStyle(lineWidth: 6))
            shape.fill(BackgroundStyle()).ignoresSafeArea()
            Rectangle().fill(style).shadow(radius: 3, y: 3)
            Text("A").blendMode(.colorDodge).shadow(color: .black.opacity(0.2), radius: 3, x: 1, y: 2)
            VStack { Text("Scene") }.scenePadding().scenePadding(.horizontal).scenePadding(.minimum, edges: .top)
            ShareLink(item: "Text", message: Text("Message"))
            ShareLink(item: Image(systemName: "book"), subject: Text("S"), message: Text("M"),
                      preview: SharePreview("Title", image: Image(systemName: "book")))
            ShareLink("Send", item: URL(string: "https://example.com")!)
            ShareLink(item: "Text") { Label("Share", systemImage: "square.and.arrow.up") }
            Text("Rotated").previewInterfaceOrientation(.portrait).navigationTitle(Text("Title"))
        }
    }
}

extension SwiftUISignatureTests {
    @Test func portedStyleNamesCompileAndTheScreenDraws() {
        #expect(Pilot(PortedStyleNames(), size: Size(width: 60, height: 40)).text.contains("Styled"))
        #expect(InterfaceOrientation.allCases.count == 4)
        for mode in BlendMode.allCases { _ = Text("x").blendMode(mode) }
    }
}
