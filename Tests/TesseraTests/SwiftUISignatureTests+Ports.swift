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

// The names the habit tracker and the corpus apps needed this round, written exactly as a
// SwiftUI file writes them; each behaviour is tested beside the piece.

@MainActor
private struct ToolbarBarNames: View {
    @State private var tint = Color.green
    var body: some View {
        NavigationStack {
            Text("Habit")
                .navigationTitle("Read")
                .toolbarBackground(tint, for: .navigationBar)
                .toolbarColorScheme(.light, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(.hidden, for: .tabBar, .bottomBar)
                .toolbarColorScheme(nil, for: .windowToolbar, .automatic)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .destructiveAction) { Button("Edit") {} }
                }
                .background(alignment: .bottom, content: { Color.blue.frame(height: 1) })
                .overlay(alignment: .top, content: { EmptyView() })
        }
    }
}

extension SwiftUISignatureTests {
    @Test func thisRoundsNamesCompileAndDraw() {
        let bars = Pilot(ToolbarBarNames(), size: Size(width: 40, height: 6)).text
        #expect(bars.contains("Habit") && bars.contains("Edit"), "a destructive action is a title bar item")
    }
}

@MainActor
private struct NamespaceNames: View {
    @Namespace private var namespace
    @State private var value = 0.5
    var body: some View {
        HStack {
            Text("Level").accessibilityLabeledPair(role: .label, id: "level", in: namespace)
            Rectangle().frame(width: 4, height: 1)
                .accessibilityLabeledPair(role: .content, id: "level", in: namespace)
                .accessibilityRepresentation { Slider(value: $value) }
                .matchedGeometryEffect(id: "bar", in: namespace)
                .matchedGeometryEffect(id: 2, in: namespace, properties: .size, anchor: .topLeading, isSource: false)
        }
    }
}

extension SwiftUISignatureTests {
    @Test func namespaceNamesCompileAndDraw() {
        #expect(Pilot(NamespaceNames(), size: Size(width: 40, height: 3)).text.contains("Level"))
    }
}
