import Foundation
import Testing
import TesseraTesting

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
