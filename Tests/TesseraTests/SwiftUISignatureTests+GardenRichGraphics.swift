import Foundation
import Testing
import TesseraTesting

// The names Garden and RichGraphics use, written exactly as a SwiftUI file writes them (their
// behaviour is in `FocusedValuesTests`, `CommandKeyTests`, `GardenNamesTests` and
// `RichGraphicsNamesTests`).

extension FocusedValues {
    fileprivate var signatureCount: Binding<Int>? {
        get { self[SignatureCountKey.self] }
        set { self[SignatureCountKey.self] = newValue }
    }
    fileprivate var signatureName: String? {
        get { self[SignatureNameKey.self] }
        set { self[SignatureNameKey.self] = newValue }
    }
    private struct SignatureCountKey: FocusedValueKey { typealias Value = Binding<Int> }
    private struct SignatureNameKey: FocusedValueKey { typealias Value = String }
}

private struct SignatureCommands: Commands {
    @FocusedBinding(\.signatureCount) private var count: Int?
    @FocusedValue(\.signatureName) private var name: String?
    var body: some Commands {
        CommandMenu("Count") {
            Button("Add to \(name ?? "none")") { count? += 1 }
                .keyboardShortcut("U", modifiers: [.command, .shift])
        }
    }
}

@MainActor
private struct GardenRichGraphicsNames: View {
    @SceneStorage("signature.selection") private var selection: String?
    @State private var count = 0
    let gradient = Gradient(colors: [.red, .blue])

    var body: some View {
        VStack {
            Label("Beds", systemImage: "leaf").badge(count).badge(Text("new")).badge("3")
            LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
                .border(.secondary, width: 1)
                .ignoresSafeArea(edges: .bottom)
            RoundedRectangle(cornerRadius: 6).fill(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing))
            Text("★").foregroundStyle(.elliptical(gradient))
            EllipticalGradient(colors: [.red, .blue]).frame(height: 1)
            Canvas { context, _ in context.blendMode = .screen }
            GeometryReader { _ in Text("x").position(x: 1, y: 1) }
                .coordinateSpace(name: "gradient")
            Text("Inset").drawingGroup()
        }
        .safeAreaInset(edge: .bottom) { Text("Bar").controlSize(.large) }
        .safeAreaInset(edge: .leading, alignment: .top, spacing: 1) { Text("|") }
        .focusedValue(\.signatureName, "beds")
        .focusedSceneValue(\.signatureCount, $count)
        .navigationTitle("Garden")
        .navigationSubtitle("2021")
    }
}

private struct Row: Identifiable { let id: Int; let on: Bool }
private struct OnFirst: SortComparator {
    var order: SortOrder = .forward
    func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult { lhs == rhs ? .orderedSame : lhs ? .orderedAscending : .orderedDescending }
}

@MainActor
private struct TableColumnNames: View {
    @State private var selection = Set<Int>()
    @State private var order = [KeyPathComparator(\Row.id)]
    var body: some View {
        Table([Row(id: 1, on: true)], selection: $selection, sortOrder: $order) {
            TableColumn("On", value: \.on, comparator: OnFirst()) { row in Text(row.on ? "on" : "off") }
                .width(50)
        }
    }
}

extension SwiftUISignatureTests {
    @Test func gardenAndRichGraphicsNamesCompileAndDraw() {
        #expect(Pilot(GardenRichGraphicsNames(), size: Size(width: 40, height: 20)).text.contains("Beds"))
        #expect(Pilot(TableColumnNames(), size: Size(width: 40, height: 4)).text.contains("on"))
        #expect(ControlSize.allCases.count == 5)
        _ = SignatureCommands().body
    }
}
