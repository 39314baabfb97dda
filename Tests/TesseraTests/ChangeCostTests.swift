import Testing
@testable import Tessera
import TesseraTesting

// What a change costs follows what it changed: a field whose size stays the same is the only
// node measured again, and an unchanged `ForEach` beside a counter does not make its rows again.

private struct ManyFields: View {
    @State private var values = Array(repeating: "", count: 30)
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<30) { index in
                    TextField("Field \(index)", text: Binding(get: { values[index] }, set: { values[index] = $0 }))
                }
            }
        }
    }
}

private struct WideningField: View {
    @State private var text = ""
    var body: some View {
        HStack {
            TextField("Name", text: $text).fixedSize()
            Text("|end")
        }
    }
}

/// How many times the long form's fields read their bindings.
@MainActor private enum FieldReads { static var count = 0 }

private struct LongForm: View {
    @State private var values = Array(repeating: "", count: 200)
    var body: some View {
        VStack(alignment: .leading) {
            Button("Fill") { values = (0..<200).map { "filled \($0)" } }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<200) { index in
                        TextField("Field \(index)", text: Binding(get: { FieldReads.count += 1; return values[index] },
                                                                  set: { values[index] = $0 }))
                    }
                }
            }
        }
    }
}

private struct ButtonsInColumns: View {
    var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading) { Button("One") {}; Button("Two") {} }
        } detail: {
            VStack(alignment: .leading) { Button("Three") {}; Text("Detail") }
        }
    }
}

/// How many rows the counted `ForEach` made.
@MainActor private enum RowCalls { static var count = 0 }

@MainActor private func countedRow(_ index: Int) -> Text {
    RowCalls.count += 1
    return Text("Row \(index)")
}

private struct CounterBesideCountedRows: View {
    @State private var count = 0
    @State private var rows = 20
    var body: some View {
        VStack(alignment: .leading) {
            Button("Count \(count)") { count += 1 }
            Button("More rows") { rows += 1 }
            ForEach(0..<rows) { countedRow($0) }
        }
    }
}

/// The counter of issue 33: rows of two texts and a spacer, made in the counter's own body.
private struct CounterBesideStackedRows: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Count \(count)") { count += 1 }
            ForEach(0..<400) { index in
                HStack { Text("Row \(index)"); Spacer(); Text("\(index * 3)") }
            }
        }
    }
}

private struct ButtonAboveList: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button("Top") {}
            List(0..<4, id: \.self) { Text("Item \($0)") }.frame(height: 5)
            Button("Bottom") {}
        }
    }
}

private struct FieldInList: View {
    @FocusState private var inField: Bool
    @State private var name = "Ada"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Into") { inField = true }
            List {
                TextField("Name", text: $name).focused($inField)
                Text("Other")
            }
            .frame(height: 4)
            Button("Out") { inField = false }
        }
    }
}

/// Two buttons in a stack too narrow for both: the second runs past the stack's end. Twenty
/// empty texts between them make the stack long enough to be drawn by halving its rects.
private struct OverflowingButtons: View {
    let spacers: Int
    var body: some View {
        VStack(alignment: .leading) {
            Button("Top") {}
            HStack(spacing: 1) {
                Button("One") {}
                ForEach(0..<spacers, id: \.self) { _ in Text("") }
                Button("Two") {}
            }
            .frame(width: 5, alignment: .leading)
        }
    }
}

private struct PrefixedRows: View {
    @State private var prefix = "old"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Rename") { prefix = "new" }
            ForEach(0..<3) { Text("\(prefix) \($0)") }
        }
    }
}

private struct TintedRows: View {
    @State private var warm = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Warm") { warm.toggle() }
            ForEach(0..<3) { Text("Row \($0)") }
        }
        .foregroundStyle(warm ? Color.orange : Color.blue)
    }
}

private struct FieldsInANavigationStack: View {
    @State private var first = ""
    @State private var second = ""
    var body: some View {
        NavigationStack {
            VStack { TextField("First", text: $first); TextField("Second", text: $second) }
                .navigationTitle("Title")
        }
    }
}

@MainActor private func line(of pilot: Pilot, containing text: String) -> String? {
    pilot.text.split(separator: "\n").first { $0.contains(text) }.map(String.init)
}

@MainActor private func numbers(_ count: Int) -> ForEach<Range<Int>, Int, Text> { ForEach(0..<count) { Text("\($0)") } }

@MainActor
@Suite struct ChangeCostTests {
    @Test func typingIntoOneFieldOfThirtyMeasuresThatFieldOnly() {
        let pilot = Pilot(ManyFields(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        #expect(pilot.host.focus.focused is TextFieldNode)
        let before = pilot.host.stats.measurements
        pilot.type("x")
        #expect(pilot.text.contains("x"))
        // The field is asked again the four proposals its stack made (7 nodes are measured when
        // its ancestors forget their sizes with it) and answers as before: the stack of thirty
        // fields, its distribution, the scroll view and the root keep theirs.
        #expect(pilot.host.stats.measurements - before <= 4)
    }

    @Test func typingIntoOneFieldOfThirtyRunsNoBodyAndNoFocusWalk() {
        let pilot = Pilot(ManyFields(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        pilot.type("a")
        _ = pilot.screen
        let evaluations = pilot.host.evaluationCount, visited = pilot.host.stats.focusVisits
        pilot.type("b")
        #expect(pilot.text.contains("ab"))
        // The form's body does not read the values (its bindings do): it is not run, the
        // fields on screen read their text again, and nothing moved, so neither the focus walk nor the
        // walk that writes focus back into `@FocusState` is redone.
        #expect(pilot.host.evaluationCount == evaluations)
        #expect(pilot.host.stats.focusVisits == visited, "visited \(pilot.host.stats.focusVisits - visited)")
    }

    @Test func typingIntoOneFieldOfTwoHundredReadsTheFieldsThatShow() {
        let pilot = Pilot(LongForm(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        pilot.type("a")
        _ = pilot.screen
        FieldReads.count = 0
        pilot.type("b")
        #expect(pilot.text.contains("ab"))
        // Eleven fields show; the other 189 read the change when they are next used.
        #expect(FieldReads.count <= 11, "\(FieldReads.count) reads")
    }

    @Test func fieldsOutOfSightShowAChangeMadeMeanwhileWhenTheyComeIntoView() {
        let pilot = Pilot(LongForm(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        pilot.type("a")
        _ = pilot.screen
        // From the first field back to the button, which fills every field while most are out
        // of sight.
        pilot.press(.backTab)
        pilot.press(.enter)
        #expect(pilot.text.contains("filled 3"))
        #expect(!pilot.text.contains("Field 3"))
        // What the tree reports reads them.
        let values = pilot.accessibilityElements.flatMap { $0.flattened() }.compactMap(\.value)
        #expect(values.contains("filled 150"), "\(values.suffix(3))")
        // Scrolled to the end by the wheel, the last fields show the values filled in.
        for _ in 0..<80 { pilot.scroll(.scrollDown, at: Point(x: 5, y: 5)) }
        #expect(pilot.text.contains("filled 199"), "\(pilot.text)")
        #expect(!pilot.text.contains("Field 199"))
        // A field focused from out of sight edits the text it reads.
        pilot.press(.backTab)
        pilot.type("!")
        #expect(pilot.text.contains("filled 199!"), "\(pilot.text)")
    }

    @Test func aTabBetweenTwoFieldsOnScreenWalksNothing() {
        let pilot = Pilot(ManyFields(), size: Size(width: 40, height: 12))
        pilot.press(.tab)
        _ = pilot.screen
        let visited = pilot.host.stats.focusVisits
        pilot.press(.tab)
        #expect(pilot.text.contains("Field 1"))
        // Both fields were found on screen by the last walk: the move changes nothing it finds,
        // so neither it nor the write-back into `@FocusState` walks the tree again.
        #expect(pilot.host.focus.focused is TextFieldNode)
        #expect(pilot.host.stats.focusVisits == visited, "visited \(pilot.host.stats.focusVisits - visited)")
    }

    @Test func aTabBetweenTwoFieldsMeasuresAndPlacesNothing() {
        let pilot = Pilot(FieldsInANavigationStack(), size: Size(width: 30, height: 8))
        _ = pilot.screen
        let measured = pilot.host.stats.measurements, placed = pilot.host.stats.placements
        pilot.press(.tab)
        _ = pilot.screen
        // The router moved the focus and no control answered the key: nothing either field
        // holds changed, so no size is asked again and nothing is placed again (the stack and
        // its title bar included); the two fields are drawn again.
        #expect((pilot.host.focus.focused as? TextFieldNode)?.title == "Second")
        #expect(pilot.host.stats.measurements == measured, "measured \(pilot.host.stats.measurements - measured)")
        #expect(pilot.host.stats.placements == placed, "placed \(pilot.host.stats.placements - placed)")
        #expect(pilot.host.drawer.drawnRegions != nil)
    }

    @Test(arguments: [0, 20])
    func aControlPlacedPastItsStacksEndIsDrawnWhereADamagedFrameMeetsIt(spacers: Int) {
        let pilot = Pilot(OverflowingButtons(spacers: spacers), size: Size(width: 80, height: 4))
        let stack = pilot.host.root.children.first?.children.first?.children.last?.children.first
        guard let second = stack?.children.last, let frame = stack?.frame else { Issue.record("\(pilot.host.debugTree)"); return }
        #expect(!frame.intersects(second.frame), "\(pilot.host.debugTree)")
        #expect(pilot.host.focus.focused is ButtonNode && pilot.host.focus.focused?.frame.minY == 0)
        pilot.press(.backTab)
        #expect(pilot.host.focus.focused === second)
        // The frame that draws the focus on the second button, coming from the top one, is
        // damaged only where the two buttons are, which the stack's frame does not meet: the
        // stack is drawn all the same.
        #expect(pilot.host.drawer.drawnRegions?.contains { $0.intersects(frame) } == false)
        let screen = pilot.screen
        #expect(screen[second.frame.minX, second.frame.minY].character == "[")
        #expect(screen[second.frame.minX, second.frame.minY].style.attributes.contains(.reverse))
    }

    @Test func aTabToAFieldOutOfSightScrollsItIntoView() {
        let pilot = Pilot(ManyFields(), size: Size(width: 40, height: 12))
        for _ in 0..<20 { pilot.press(.tab) }
        // Placing a scroll view follows the focus: the twenty-first field is shown.
        #expect((pilot.host.focus.focused as? TextFieldNode)?.title == "Field 20")
        #expect(pilot.text.contains("Field 20"), "\(pilot.text)")
        pilot.type("x")
        #expect(pilot.text.contains("x"))
    }

    @Test func aTabInASplitViewWalksNothing() {
        let pilot = Pilot(ButtonsInColumns(), size: Size(width: 80, height: 12))
        _ = pilot.screen
        let visited = pilot.host.stats.focusVisits
        pilot.press(.tab)
        _ = pilot.screen
        // The split view places its columns again and gives itself the same ones: no change
        // the focus walk follows.
        #expect(pilot.host.stats.focusVisits == visited, "visited \(pilot.host.stats.focusVisits - visited)")
        pilot.press(.tab)
        #expect(pilot.host.focus.focused != nil)
    }

    @Test func aTabUnderANavigationStackRunsNoBody() {
        let pilot = Pilot(FieldsInANavigationStack(), size: Size(width: 30, height: 8))
        _ = pilot.screen
        let evaluations = pilot.host.evaluationCount
        pilot.press(.tab)
        _ = pilot.screen
        // The stack places its title bar again (the fields' sizes were forgotten) with the same
        // titles and the same back action: the bar's body does not run.
        #expect(pilot.host.evaluationCount == evaluations)
    }

    @Test func aFieldThatWidensAsItIsTypedIntoStillMovesWhatIsBesideIt() {
        let pilot = Pilot(WideningField(), size: Size(width: 60, height: 3))
        pilot.press(.tab)
        func endColumn() -> Int? { pilot.position(of: "|end")?.x }
        let start = endColumn()
        pilot.type(String(repeating: "w", count: 30))
        // Past its smallest width the field grows with its text, and the text beside it moves.
        #expect(pilot.text.contains(String(repeating: "w", count: 30)))
        let moved = endColumn()
        #expect(start != nil && moved != nil && moved! > start!)
    }

    @Test func anUnchangedForEachBesideACounterMakesNoRows() {
        RowCalls.count = 0
        let pilot = Pilot(CounterBesideCountedRows(), size: Size(width: 30, height: 26))
        #expect(RowCalls.count == 20)
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1") && pilot.text.contains("Row 19"))
        // The same range and the same closure, which captures nothing: its rows are the ones
        // made before.
        #expect(RowCalls.count == 20)
        // A longer range is a different `ForEach`: every row is made again.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("Row 20"))
        #expect(RowCalls.count == 20 + 21)
    }

    @Test func aForEachWhoseClosureCapturesAChangedValueMakesItsRowsAgain() {
        let pilot = Pilot(PrefixedRows(), size: Size(width: 30, height: 6))
        #expect(pilot.text.contains("old 2"))
        pilot.press(.enter)
        #expect(pilot.text.contains("new 0") && pilot.text.contains("new 2") && !pilot.text.contains("old"))
    }

    @Test func aCounterPressDrawsTheButtonAgainAndNotTheRowsBesideIt() {
        let pilot = Pilot(CounterBesideCountedRows(), size: Size(width: 30, height: 26))
        _ = pilot.screen
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1"))
        // The two buttons, applied again as the body ran, are all this frame drew (the footer
        // is drawn apart): none of the 20 rows below them.
        let regions = pilot.host.drawer.drawnRegions ?? []
        let firstRow = pilot.position(of: "Row 0")?.y ?? 0
        #expect(!regions.isEmpty && regions.allSatisfy { $0.height == 1 && $0.maxY <= firstRow }, "\(regions)")
        // A focus change draws the control that had it and the one that has it (the stack
        // around them draws no focus): again none of the rows.
        pilot.press(.tab)
        #expect(pilot.text.contains("More rows"))
        let tabbed = pilot.host.drawer.drawnRegions ?? []
        #expect(!tabbed.isEmpty && tabbed.allSatisfy { $0.height == 1 && $0.maxY <= firstRow }, "\(tabbed)")
    }

    @Test func focusMovedIntoAListRowFromOutsideDrawsTheListAround() {
        let pilot = Pilot(FieldInList(), size: Size(width: 30, height: 20))
        #expect(!pilot.text.contains("▸"))
        pilot.press(.enter)
        // The field in the first row has the focus now; the list, which neither had nor has
        // it, marks that row.
        #expect(pilot.host.focus.focused?.capturesText == true)
        #expect(pilot.text.contains("▸"))
        #expect(pilot.host.drawer.drawnRegions != nil)
    }

    @Test func focusEnteringAListDrawsTheListWhoseCurrentRowShowsIt() {
        let pilot = Pilot(ButtonAboveList(), size: Size(width: 30, height: 20))
        guard let row = pilot.position(of: "Item 0"), let bottom = pilot.position(of: "Bottom") else { Issue.record("no list"); return }
        #expect(!pilot.text.contains("▸"))
        pilot.press(.tab)
        // The list marks its current row only while the focus is inside it: the list is drawn
        // again, the button above it too, and nothing below the list.
        #expect(pilot.text.contains("▸ Item 0"))
        let regions = pilot.host.drawer.drawnRegions ?? []
        #expect(!regions.isEmpty && regions.contains { $0.contains(Point(x: row.x - 2, y: row.y)) } && regions.allSatisfy { $0.maxY <= bottom.y }, "\(regions)")
        pilot.press(.tab)
        #expect(!pilot.text.contains("▸"))
        #expect(pilot.host.drawer.drawnRegions != nil)
    }

    @Test func aCounterPressNeitherPlacesNorFocusWalksTheRowsBesideIt() {
        let pilot = Pilot(CounterBesideCountedRows(), size: Size(width: 30, height: 26))
        _ = pilot.screen
        pilot.press(.enter)
        _ = pilot.screen
        let placed = pilot.host.stats.placements, visited = pilot.host.stats.focusVisits
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 2"))
        // The buttons and what holds them (the root, the body, the stack), not the 20 rows:
        // they sit where they sat, and the last focus walk found nothing in them.
        #expect(pilot.host.stats.placements - placed <= 8, "placed \(pilot.host.stats.placements - placed)")
        #expect(pilot.host.stats.focusVisits - visited <= 12, "visited \(pilot.host.stats.focusVisits - visited)")
    }

    @Test func aCounterPressBesideRowsOfStacksNeitherPlacesNorFocusWalksNorDrawsThem() {
        let pilot = Pilot(CounterBesideStackedRows(), size: Size(width: 30, height: 26))
        _ = pilot.screen
        pilot.press(.enter)
        _ = pilot.screen
        let placed = pilot.host.stats.placements, visited = pilot.host.stats.focusVisits, asked = pilot.host.stats.drawsAsked
        pilot.press(.enter)
        _ = pilot.screen
        #expect(pilot.text.contains("Count 2") && pilot.text.contains("Row 3") && pilot.text.contains("9"))
        // The button and what holds it, not the 400 rows of three views each.
        #expect(pilot.host.stats.placements - placed <= 8, "placed \(pilot.host.stats.placements - placed)")
        #expect(pilot.host.stats.focusVisits - visited <= 12, "visited \(pilot.host.stats.focusVisits - visited)")
        // The rows past the screen's bottom have no cells and nothing below them with any:
        // the stack passes them by, as it does the rows the clip misses. (A debug build also
        // draws the whole screen to check the damaged frame: the 26 rows on it, three views
        // each, are asked then; the 375 rows off it, 1,125 views, never.)
        #expect(pilot.host.stats.drawsAsked - asked <= 26 * 3 + 12, "asked \(pilot.host.stats.drawsAsked - asked) nodes to draw")
    }

    @Test func anUnchangedForEachHandsOverTheRowsItMadeWithoutCopyingThem() {
        func content(_ count: Int) -> some View {
            Group {
                Text("Count \(count)")
                ForEach(0..<50) { Text("Row \($0)") }
                Text("After")
            }
        }
        let first = ChildList.of(content(1))
        let second = ChildList.of(content(2), previous: CollectedChildren(first))
        #expect(second.count == 52 && second.kept.map(\.rows) == [1..<51])
        // The rows are the ones kept last time, where they were kept; the views around them are new.
        #expect((1..<51).allSatisfy { second.address(ofChildAt: $0) == first.address(ofChildAt: $0) })
        #expect(second[0].path == first[0].path && second[51].path == first[51].path)
        #expect(second[7].path == first[7].path)
        #expect(second.address(ofChildAt: 0) != first.address(ofChildAt: 0))
        // A third update hands over the same rows again.
        let third = ChildList.of(content(3), previous: CollectedChildren(second))
        #expect(third.address(ofChildAt: 50) == first.address(ofChildAt: 50))
    }

    @Test func keptRowsTakeTheEnvironmentTheirContainerIsGivenNow() {
        let pilot = Pilot(TintedRows(), size: Size(width: 20, height: 5))
        func colour(of label: String) -> Color? { pilot.position(of: label).map { pilot.screen[$0.x, $0.y].style.foreground } }
        #expect(colour(of: "Row 2") == .blue)
        pilot.press(.enter)
        // The `ForEach` is unchanged and its rows are kept, but what the stack passes down is not.
        #expect(colour(of: "Row 0") == .orange && colour(of: "Row 2") == .orange)
        pilot.press(.enter)
        #expect(colour(of: "Row 1") == .blue)
    }

    @Test func styledTextComparesByItsTextAndItsStyle() {
        // Made twice, as a body run twice makes it: the same text and modifiers are equal.
        func styled(_ string: String, _ color: Color, lines: Int?) -> some View {
            Text(string + " and a long enough tail").bold().foregroundStyle(color).lineLimit(lines).disabled(lines == nil)
        }
        #expect(ViewComparison.areEqual(styled("a", .red, lines: 1), styled("a", .red, lines: 1)))
        #expect(!ViewComparison.areEqual(styled("a", .red, lines: 1), styled("b", .red, lines: 1)))
        #expect(!ViewComparison.areEqual(styled("a", .red, lines: 1), styled("a", .blue, lines: 1)))
        #expect(!ViewComparison.areEqual(styled("a", .red, lines: 1), styled("a", .red, lines: 2)))
        #expect(!ViewComparison.areEqual(styled("a", .red, lines: 1), styled("a", .red, lines: nil)))
        #expect(!ViewComparison.areEqual(Spacer().bold(), Spacer().italic()))
    }

    @Test func forEachValuesCompareByDataAndTheClosureAsWritten() {
        // The same closure literal, capturing nothing, over the same range.
        #expect(ViewComparison.areEqual(numbers(3), numbers(3)))
        // Another range, or another literal though it reads the same: different.
        #expect(!ViewComparison.areEqual(numbers(3), numbers(4)))
        #expect(!ViewComparison.areEqual(numbers(3), ForEach(0..<3) { Text("\($0)") }))
        var word = "a"
        func captured() -> ForEach<Range<Int>, Int, Text> { let w = word; return ForEach(0..<3) { Text("\(w) \($0)") } }
        let first = captured()
        word = "b"
        #expect(!ViewComparison.areEqual(first, captured()))
    }
}

@MainActor
@Suite struct TextIdealSizeTests {
    /// With room for every line, a text's size is its unwrapped size: the shortcut taken then
    /// must agree with wrapping, whitespace and wide glyphs included.
    @Test func roomForEveryLineGivesTheSizeWrappingWould() {
        let samples = ["Hello", "Hello ", " leading", "two  spaces", "a\nbb\n", "\n\nx", "tab\there", "日本語のテキスト",
                       "emoji 🐘 here", "trailing   \nline", "a b c d e f g", ""]
        for sample in samples {
            let pilot = Pilot(Text(sample), size: Size(width: 40, height: 8))
            _ = pilot.text
            guard let node = pilot.host.root.children.first as? TextNode else { Issue.record("no text node"); continue }
            let ideal = node.sizeThatFits(.unspecified)
            for width in ideal.width...(ideal.width + 3) {
                let wrapped = node.visibleLines(width: width, height: nil)
                let expected = sample.isEmpty ? Size.zero
                    : Size(width: wrapped.map { DisplayWidth.width(of: $0) }.max() ?? 0, height: wrapped.count)
                #expect(node.sizeThatFits(ProposedSize(width: width, height: nil)) == expected, "\(sample.debugDescription) at \(width)")
            }
        }
    }
}
