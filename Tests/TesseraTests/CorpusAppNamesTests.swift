import Foundation
import Testing
import Tessera
import TesseraTesting

// The names BookClub, LargeText, SimpleNews, SimpleScores and SwiftUIKit need, each with what
// it draws or does in a terminal.

private struct HalfWidth: View {
    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Text("a").frame(width: proxy.size.width * 0.5, alignment: .leading)
                Text("b")
            }
        }
    }
}

private struct TypeSizeReader: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.sizeCategory) private var category
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        Text("\(size) \(category) \(category >= .accessibilityMedium ? "stacked" : "side") \(sizeClass == .regular ? "regular" : "compact")")
    }
}

private struct Adjustable: View {
    @State private var score = 5
    var body: some View {
        Button("Score \(score)") {}
            .accessibilityAdjustableAction { direction in
                if direction == .increment { score += 1 } else { score -= 1 }
            }
    }
}

private struct Tinted: View {
    @State private var tint = Color.blue
    var body: some View {
        VStack(alignment: .leading) {
            ColorPicker("Tint", selection: $tint)
            Text(tint == .red ? "chose red" : "not red")
        }
    }
}

private struct SavedNavigation: View {
    @SceneStorage("navigation") private var navigationData: Data?
    @AppStorage("draft") private var draft: String?
    var body: some View {
        VStack {
            Text(navigationData.map { "\($0.count) bytes" } ?? "nothing saved")
            Text(draft ?? "no draft")
            Button("Save") { navigationData = Data([1, 2, 3]); draft = "Dear" }
        }
    }
}

private struct DayHeaders: View {
    var body: some View {
        VStack(alignment: .leading) {
            Section {
                Text("Read 40 pages")
            } header: {
                HStack { Text("Monday"); Text("•") }
            }
        }
    }
}

private struct Volume: View {
    @State private var volume = 50.0
    @State private var animate = true
    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
            Toggle("Animate", isOn: $animate.animation()).toggleStyle(SwitchToggleStyle(tint: .red))
            Text(animate ? "animated" : "still")
        }
    }
}

@MainActor
@Suite struct CorpusAppNamesTests {
    @Test func aLengthComputedFromTheProxySizeIsRoundedToCells() {
        #expect(Pilot(HalfWidth(), size: Size(width: 20, height: 1)).screen.line(0) == "a         b         ")
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let pilot = Pilot(HalfWidth(), size: Size(width: 20, height: 1))
        #expect(pilot.screen.line(0) == "a         b         ")
        #expect(Pilot(GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") },
                      size: Size(width: 20, height: 2)).screen.line(0).hasPrefix("200×40"))
    }

    @Test func gridLengthsInFloatingPointAreRoundedToCells() {
        let width: CGFloat = 6.2
        #expect(GridItem.Size.adaptive(minimum: width) == .adaptive(minimum: 6))
        #expect(GridItem.Size.fixed(2.5) == .fixed(3))
        #expect(GridItem(.flexible(minimum: 4.0), spacing: 8.0).spacing == 8)
        let grid = LazyVGrid(columns: [.init(.adaptive(minimum: width), spacing: 1.0, alignment: .top)], spacing: 0.0) {
            ForEach(0..<3) { Text("item\($0)") }
        }
        #expect(Pilot(grid, size: Size(width: 21, height: 2)).screen.line(0).contains("item0"))
    }

    @Test func theTextSizeIsPassedDownAndKeptWithinARange() {
        #expect(Pilot(TypeSizeReader(), size: Size(width: 60, height: 1)).screen.line(0).contains("large large side regular"))
        let large = Pilot(TypeSizeReader().dynamicTypeSize(.accessibility2), size: Size(width: 60, height: 1))
        #expect(large.screen.line(0).contains("accessibility2 accessibilityLarge stacked"))
        let kept = Pilot(TypeSizeReader().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5),
                         size: Size(width: 60, height: 1))
        #expect(kept.screen.line(0).contains("xLarge extraLarge side"))
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test func clippedCutsWhatIsDrawnOutsideTheFrame() {
        let open = VStack(alignment: .leading) { HStack(spacing: 0) { Text("|"); Text("abcd").offset(x: 2) }; Text("1234567") }
        let cut = VStack(alignment: .leading) { HStack(spacing: 0) { Text("|"); Text("abcd").offset(x: 2).clipped() }; Text("1234567") }
        #expect(Pilot(open, size: Size(width: 7, height: 2)).screen.line(0) == "|  abcd")
        #expect(Pilot(cut, size: Size(width: 7, height: 2)).screen.line(0) == "|  ab  ")
    }

    @Test func redactedTextIsDrawnAsBlocksOfTheSameLength() {
        let pilot = Pilot(VStack { Text("You cannot read me").redacted(reason: .placeholder); Text("Shown").unredacted() },
                          size: Size(width: 18, height: 2))
        #expect(pilot.screen.line(0) == "░░░ ░░░░░░ ░░░░ ░░")
        #expect(Pilot(Text("Shown").unredacted().redacted(reason: .placeholder), size: Size(width: 5, height: 1)).screen.line(0) == "Shown")
        #expect(Pilot(Text("Shown").redacted(reason: []), size: Size(width: 5, height: 1)).screen.line(0) == "Shown")
    }

    @Test func zIndexOrdersOverlappingViewsInAZStack() {
        #expect(Pilot(ZStack { Text("AAAA"); Text("BB") }, size: Size(width: 4, height: 1)).screen.line(0) == "ABBA")
        #expect(Pilot(ZStack { Text("AAAA").zIndex(1); Text("BB") }, size: Size(width: 4, height: 1)).screen.line(0) == "AAAA")
        #expect(Pilot(ZStack { Text("AAAA").zIndex(1); Text("BB").zIndex(2) }, size: Size(width: 4, height: 1)).screen.line(0) == "ABBA")
    }

    @Test func plusAndMinusAdjustTheFocusedElementAndTheFooterSaysSo() {
        let pilot = Pilot(Adjustable(), size: Size(width: 30, height: 3))
        #expect(pilot.text.contains("Score 5"))
        pilot.type("+")
        pilot.type("+")
        #expect(pilot.text.contains("Score 7"))
        pilot.type("-")
        #expect(pilot.text.contains("Score 6"))
        #expect(Footer.bindings(for: pilot.host).contains { $0.keys == "+/-" && $0.title == "Adjust" })
    }

    @Test func aColorPickerOpensTheNamedColoursOnEnter() {
        let pilot = Pilot(Tinted(), size: Size(width: 40, height: 20))
        #expect(pilot.text.contains("Tint"))
        #expect(pilot.text.contains("Blue"))
        #expect(pilot.text.contains("not red"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Orange") && pilot.text.contains("Purple"))
        pilot.press(.up, times: 6)
        pilot.press(.enter)
        #expect(pilot.text.contains("chose red"))
        #expect(pilot.text.contains("Red"))
    }

    @Test func anOptionalStoredValueStartsAsNothing() {
        let pilot = Pilot(SavedNavigation(), size: Size(width: 30, height: 4))
        #expect(pilot.text.contains("nothing saved"))
        #expect(pilot.text.contains("no draft"))
        pilot.press(.enter)
        #expect(pilot.text.contains("3 bytes"))
        #expect(pilot.text.contains("Dear"))
    }

    @Test func aSectionHeaderMadeOfViewsIsDrawnAboveItsRows() {
        let pilot = Pilot(DayHeaders(), size: Size(width: 30, height: 5))
        #expect(pilot.screen.line(0).hasPrefix("Monday •"))
        #expect(pilot.text.contains("Read 40 pages"))
        let list = Pilot(List { Section { Text("Row") } header: { HStack { Text("Tue"); Text("2") } } }, size: Size(width: 30, height: 5))
        #expect(list.text.contains("Tue 2"))
        #expect(list.text.contains("Row"))
    }

    @Test func aSliderDrawsItsValueLabelsAtTheEndsOfItsBar() {
        let pilot = Pilot(Volume(), size: Size(width: 30, height: 3))
        let row = pilot.screen.line(0)
        #expect(row.hasPrefix("Volume 0% "))
        #expect(row.hasSuffix(" 100%"))
        #expect(row.contains("●"))
        pilot.press(.right, times: 3)
        #expect(pilot.accessibilityText.contains("65%"))
    }

    @Test func aToggleBoundThroughAnAnimationWritesAndATintedSwitchMarksInItsTint() {
        let pilot = Pilot(Volume(), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("animated"))
        let mark = pilot.screen.line(1).firstIndex(where: { $0 != " " }).map { pilot.screen.line(1).distance(from: pilot.screen.line(1).startIndex, to: $0) } ?? 0
        #expect(pilot.screen[mark, 1].style.foreground == .red)
        pilot.press(.tab)
        pilot.press(.space)
        #expect(pilot.text.contains("still"))
    }
}

@MainActor
@Suite struct PointLengthTests {
    /// BookClub's reading bars are `.frame(height: 4)`: in points they still show, one row tall.
    @Test func aFixedFrameOfAFewPointsKeepsOneCell() {
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let pilot = Pilot(VStack(alignment: .leading, spacing: 0) {
            Text("top"); Text("bar").frame(height: 4); Text("end").padding(.top, 4); Text("x").frame(width: 3, height: 0)
        }, size: Size(width: 10, height: 6))
        // The zero-height frame takes no row: the three texts are all that is drawn above the footer.
        #expect(pilot.screen.lines.prefix(5).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == ["top", "bar", "end"])
    }
}
