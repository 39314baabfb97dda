import Combine
import Foundation
import Testing
import TesseraTesting

// The names BookClub, LargeText, SimpleNews, SimpleScores, SimpleToDo and SwiftUI Kit use,
// written exactly as a SwiftUI file writes them (each behaviour is in `CorpusAppNamesTests`,
// `CombineMergeTests` and `SelectionLinkTests`).

private final class CorpusModel: ObservableObject {
    @Published var items: [Int] = []
    @Published var saved: Data?
    @Environment(\.horizontalSizeClass) var sizeClass
    private var subscription: AnyCancellable?
    init() {
        subscription = $items.debounce(for: 5, scheduler: RunLoop.main).sink { _ in }
        Publishers.Merge3($items.map { _ in }, $items.map { _ in }, $items.map { _ in })
            .compactMap { nil }
            .assign(to: &$saved)
    }
}

@MainActor
private struct CorpusNames: View {
    @SceneStorage("navigation") private var navigationData: Data?
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @State private var color = Color.blue
    @State private var volume = 50.0
    @State private var on = false
    private let minimumWidth: CGFloat = 150
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("Half").frame(width: proxy.size.width * 0.5)
                LazyVGrid(columns: [.init(.adaptive(minimum: minimumWidth), spacing: 8.0, alignment: .top)]) { Text("Cell") }
                Section { Text("Row") } header: { VStack { Text("Day"); Divider() } }
                Text("Hidden").redacted(reason: .placeholder).clipped().zIndex(1)
                ColorPicker("Color", selection: $color)
                Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
                Toggle("On", isOn: $on.animation()).toggleStyle(SwitchToggleStyle(tint: .red))
                Text(sizeCategory >= .accessibilityMedium ? "Large" : "Regular").dynamicTypeSize(...DynamicTypeSize.accessibility2)
                    .accessibilityAdjustableAction { direction in _ = direction == .increment }
            }
            .onReceive(timer) { _ in }
        }
    }
}

extension SwiftUISignatureTests {
    @Test func corpusAppNamesCompileAndTheScreenDraws() {
        _ = CorpusModel()
        #expect(Pilot(CorpusNames(), size: Size(width: 80, height: 30)).text.contains("Volume"))
    }
}
