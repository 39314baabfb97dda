import Foundation
import Testing
import TesseraTesting

// Names the second porting corpus (docs/PORTING-REPORT.md) reached for, written as SwiftUI files
// write them: this file compiling is the signature test; the tests check what each one does on a
// terminal.

private let size = Size(width: 40, height: 8)

/// The same screen with and without a modifier a terminal accepts and draws nothing for.
@MainActor
private func drawsAsWithout<A: View, B: View>(_ plain: A, _ modified: B) -> Bool {
    Pilot(plain, size: size).screen == Pilot(modified, size: size).screen
}

/// A counter whose button changes its count inside `withAnimation`.
private struct AnimatedCounter: View {
    @State private var count = 0
    @State private var returned = ""
    var body: some View {
        VStack {
            Text("Count \(count) \(returned)")
                .animation(.easeOut(duration: 0.2), value: count)
                .transition(.scale.combined(with: .opacity))
            Button("Add") {
                returned = withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                    count += 1
                    return "done"
                }
            }
        }
    }
}

/// A list that counts its refreshes.
private struct RefreshingList: View {
    let refreshes: RefreshCount
    var body: some View {
        List {
            Text("First")
            Text("Second")
        }
        .refreshable { await refreshes.add() }
    }
}

@MainActor
private final class RefreshCount: Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}

@MainActor
@Suite struct CorpusNamesTests {
    @Test func withAnimationRunsItsBodyAndTheChangeShowsOnTheNextFrame() {
        let pilot = Pilot(AnimatedCounter(), size: size)
        #expect(pilot.text.contains("Count 0"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1 done"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 2 done"))
    }

    @Test func animationsAndTransitionsDrawAsTheirLastFrame() {
        let text = Text("Hello")
        #expect(drawsAsWithout(text, text.animation(.default, value: 3)))
        #expect(drawsAsWithout(text, text.animation(.linear(duration: 1).delay(0.5).repeatForever())))
        #expect(drawsAsWithout(text, text.transition(.move(edge: .leading))))
        #expect(Animation.easeOut(duration: 0.2).description == "easeOut(0.2s)")
        #expect(Animation.spring != Animation.spring.repeatCount(2))
    }

    @Test func anAssetImageMarksItsPlaceAndKeepsOneCell() {
        let pilot = Pilot(HStack(spacing: 0) { Text("["); Image("Animals_1_Banana_Slug"); Text("]") }, size: size)
        #expect(pilot.text.contains("[▣]"))
        let image = Image("Landscape", bundle: .main)
        #expect(drawsAsWithout(image, image.resizable().aspectRatio(contentMode: .fit)))
        #expect(drawsAsWithout(image, image.resizable(resizingMode: .tile).scaledToFill()))
        #expect(drawsAsWithout(Image(systemName: "heart.fill"), Image(systemName: "heart.fill").renderingMode(.original).scaledToFit()))
        #expect(drawsAsWithout(image, Image(decorative: "Landscape")))
    }

    @Test func geometryEffectsDrawTheViewUpright() {
        let text = Text("Turned")
        #expect(drawsAsWithout(text, text.rotationEffect(.degrees(90))))
        #expect(drawsAsWithout(text, text.scaleEffect(0.9).scaleEffect(x: 2, y: 1)))
        #expect(drawsAsWithout(text, text.blur(radius: 3)))
        #expect(drawsAsWithout(text, text.contentShape(Rectangle())))
    }

    @Test func theOlderBackgroundAndOverlayFormsDrawAsTheClosureForms() {
        let text = Text("Score").padding(.horizontal)
        #expect(drawsAsWithout(text.background(alignment: .center) { Capsule().fill(.green) },
                               text.background(Capsule().fill(.green))))
        #expect(drawsAsWithout(text.overlay(alignment: .leading) { Text("*") },
                               text.overlay(Text("*"), alignment: .leading)))
        #expect(!drawsAsWithout(text, text.overlay(Text("*"), alignment: .leading)))
    }

    @Test func accentColorTintsAsTintDoes() {
        let toggle = Toggle("Alarm", isOn: .constant(true))
        #expect(drawsAsWithout(toggle.tint(.red), toggle.accentColor(.red)))
        #expect(!drawsAsWithout(toggle.tint(.green), toggle.accentColor(.red)))
    }

    @Test func olderStylesAreAcceptedAndDrawTheTerminalsOneStyle() {
        let toggle = Toggle("Vibrate", isOn: .constant(true))
        #expect(drawsAsWithout(toggle, toggle.toggleStyle(SwitchToggleStyle())))
        #expect(drawsAsWithout(toggle, toggle.toggleStyle(.switch)))
        let stack = NavigationView { Text("Root") }
        #expect(drawsAsWithout(stack, stack.navigationViewStyle(.stack)))
        #expect(drawsAsWithout(stack, stack.navigationViewStyle(StackNavigationViewStyle())))
        let field = TextField("Name", text: .constant("Ada"))
        #expect(drawsAsWithout(field, field.submitLabel(.done)))
        #expect(HiddenTitleBarWindowStyle().displayMode == AutomaticWindowStyle().displayMode)
    }

    @Test func aColourInTheSRGBSpaceIsTheSameColour() {
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        #expect(Color(.sRGBLinear, white: 0.5) == Color(white: 0.5))
    }

    @Test func aLocalizedStringWithNoTableIsItsKey() {
        #expect(String(localized: "New Player", comment: "Default player name") == "New Player")
        #expect(String(localized: "Scores", table: "Missing", bundle: .main) == "Scores")
    }

    @Test func aScaledMetricIsUsedAsWritten() {
        struct Row {
            @ScaledMetric var spacing: Double = 2
            @ScaledMetric(relativeTo: .title) var icon: CGFloat = 3
        }
        let row = Row()
        #expect(row.spacing == 2)
        #expect(row.icon == 3)
    }

    @Test func anAsyncImageOfAnAddressThatIsNotAFileFailsAndSaysWhy() {
        // Only file:// URLs are read (no network): any other address is the failure phase.
        let url = URL(string: "https://example.com/a.png")
        let loaded = Pilot(AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("waiting") }
        }, size: size)
        #expect(loaded.text.contains("failed"))
        let none = Pilot(AsyncImage(url: nil) { phase in
            if let image = phase.image { image } else { Text("no address") }
        }, size: size)
        #expect(none.text.contains("no address"))
        let closures = Pilot(AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("waiting") }, size: size)
        #expect(closures.text.contains("waiting"))
        #expect(Pilot(AsyncImage(url: url), size: size).text.contains("⚠ https://example.com/a.png: only\n"))
    }

    @Test func refreshableIsCtrlRNamedInTheFooter() async {
        let count = RefreshCount()
        let pilot = Pilot(RefreshingList(refreshes: count), size: size)
        #expect(pilot.text.contains("Refresh"))
        pilot.press(.character("r"), modifiers: .control)
        for _ in 0..<100 where count.value == 0 { await Task.yield() }
        #expect(count.value == 1)
        pilot.press(.character("r"))
        for _ in 0..<20 { await Task.yield() }
        #expect(count.value == 1)
    }

    @Test func aScenesOnChangeRunsOnItsRootView() {
        struct Saver: App {
            static var seen: [String] = []
            var body: some Scene {
                WindowGroup { Text("Root") }
                    .onChange(of: "active", initial: true) { old, new in Saver.seen.append("\(old)→\(new)") }
                    .windowStyle(.hiddenTitleBar)
            }
        }
        Saver.seen = []
        let pilot = Pilot(app: Saver(), size: size)
        #expect(pilot.text.contains("Root"))
        #expect(Saver.seen == ["active→active"])
    }
}

/// A list-and-detail NavigationView as iOS 14 apps wrote one.
private struct TwoColumnNavigation: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Milk", destination: Text("Milk: 2 litres"))
            }
            .navigationTitle("Shopping")
            Text("Please select an item")
        }
    }
}

@MainActor
@Suite struct CorpusBehaviourTests {
    @Test func aNavigationViewOfListAndDetailShowsTheListAndPushesTheDetail() {
        let pilot = Pilot(TwoColumnNavigation(), size: Size(width: 60, height: 12))
        #expect(pilot.text.contains("Milk"))
        #expect(!pilot.text.contains("Please select an item"))
        pilot.press(.enter)   // Open: a row that is a link opens at once
        #expect(pilot.text.contains("Milk: 2 litres"))
    }
}
