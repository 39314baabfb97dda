import Foundation
import Testing
import TesseraTesting

/// The accessibility, alert, toolbar and border names the Accessibility and Earthquakes samples
/// use, written exactly as a SwiftUI file writes them (their behaviour is in
/// `AccessibilityExtrasTests` and `AlertPresentingTests`).
@MainActor
private struct PortedAccessibilityNames: View {
    struct Entry: Identifiable { var id: String { label }; var label: String }
    enum Failure: LocalizedError { case missing; var errorDescription: String? { "Missing" } }
    @Namespace var namespace
    @AccessibilityFocusState(for: .switchControl) var switchFocus: UUID?
    @AccessibilityFocusState(for: [.voiceOver, .switchControl]) var anyFocus: Bool
    @State private var hasError = false
    @State private var error: Failure?
    let key = AccessibilityCustomContentKey("Shape", id: "shape")
    let entries = [Entry(label: "one")]

    var body: some View {
        VStack {
            Text("A").accessibilityCustomContent(key, "Circle").accessibilityCustomContent("Colour", "Mostly red", importance: .high)
            Text("B").accessibilityCustomContent(Text("L"), Text("V")).accessibilityCustomContent(key, Text("T"), importance: .default)
            Text("C").accessibilityCustomContent(AccessibilityCustomContentKey(Text("K"), id: "k"), nil)
            Rectangle().accessibilityChildren { Text("Child") }
            VStack { ForEach(entries) { Text($0.label) } }
                .accessibilityRotor("Rotor", entries: entries, entryLabel: \.label)
                .accessibilityRotor("By id", entries: entries, entryID: \.id, entryLabel: \.label)
            Text("D").speechSpellsOutCharacters().accessibilitySortPriority(1).accessibilityIgnoresInvertColors()
            Text("E").accessibilityLinkedGroup(id: "red", in: namespace).border(.blue, width: 0.5)
            List { Text("Row") }.listStyle(SidebarListStyle())
        }
        .toolbar { ToolbarItemGroup(placement: .status) { Text("Status") } }
        .alert(isPresented: $hasError, error: error) { }
        .alert(isPresented: $hasError, error: error) { _ in Button("OK") {} } message: { Text($0.errorDescription ?? "") }
        .alert("Title", isPresented: $hasError, presenting: error) { _ in Button("OK") {} }
    }
}

extension SwiftUISignatureTests {
    @Test func portedAccessibilityNamesCompileAndTheScreenDraws() {
        #expect(Pilot(PortedAccessibilityNames(), size: Size(width: 60, height: 30)).text.contains("Status"))
        #expect(AXCustomContent.Importance.high != .default)
    }
}
