import Testing
import Tessera
import TesseraTesting

// SwiftUI's layout and container names, written as a SwiftUI file writes them: this file
// compiling is the signature test; the tests below check what each draws and does.

private enum Pane: Hashable { case animals, settings }

/// Two tabs bound to a state, with a control on each page.
private struct Tabs: View {
    @State private var pane = Pane.animals
    @State private var count = 0
    var body: some View {
        TabView(selection: $pane) {
            VStack {
                Text("Lions and tigers")
                Button("Count \(count)") { count += 1 }
            }
            .tabItem { Label("Animals", systemImage: "leaf") }
            .tag(Pane.animals)
            Text("Dark mode: on")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Pane.settings)
        }
        .tabViewStyle(.automatic)
        .overlay(alignment: .bottomTrailing) { Text(pane == .animals ? "on animals" : "on settings") }
    }
}

/// Six buttons in a grid of three columns, each noting its name when pressed.
private struct ButtonGrid: View {
    @State private var pressed = "none"
    let columns = [GridItem(.flexible()), GridItem(.flexible(minimum: 4, maximum: 20)), GridItem(.flexible(), spacing: 2, alignment: .leading)]
    var body: some View {
        VStack(alignment: .leading) {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 1) {
                ForEach(["A", "B", "C", "D", "E", "F"], id: \.self) { name in
                    Button(name) { pressed = name }
                }
            }
            Text("pressed \(pressed)")
        }
    }
}

/// Subviews down a staircase: each one below and after the last.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
            point.x += size.width
            point.y += size.height
        }
    }
}

/// A layout with a cache: counts how often the cache was made.
private struct Centred: Layout {
    struct Cache { var widest: CGFloat }
    func makeCache(subviews: Subviews) -> Cache {
        Cache(widest: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widest, height: CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY + CGFloat(index)), anchor: .top, proposal: .unspecified)
        }
    }
}

/// A counter whose container switches between a row and a column.
private struct Switching: View {
    @State private var wide = true
    @State private var count = 0
    var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout(alignment: .leading))
        layout {
            Button("Add \(count)") { count += 1 }
            Button("Switch") { wide.toggle() }
        }
    }
}

/// A guide of the app's own: the column where a form's values start.
private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// A guide down the rows, of the app's own.
private enum MidRow: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

/// Every signature as a SwiftUI file writes it, in one screen.
private struct Signatures: View {
    @State private var tab = 0
    let dates = [TestClock.defaultStart, TestClock.defaultStart.addingTimeInterval(60)]
    var body: some View {
        TabView(selection: $tab) {
            VStack {
                LazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 2, alignment: .leading),
                                    GridItem(.adaptive(minimum: 5, maximum: 9)), GridItem(.fixed(4))],
                          alignment: .center, spacing: 0, pinnedViews: [.sectionHeaders]) { Text("g1"); Text("g2") }
                LazyHGrid(rows: [GridItem()], alignment: .center, spacing: 1, pinnedViews: []) { Text("h1") }
                Grid(alignment: .center, horizontalSpacing: 2, verticalSpacing: 0) {
                    GridRow(alignment: .top) { Text("c1").gridCellColumns(1).gridColumnAlignment(.leading) }
                }
                ZStackLayout(alignment: .center) { Text("z") }
                HStack(alignment: VerticalAlignment(MidRow.self)) {
                    Text("m").alignmentGuide(VerticalAlignment(MidRow.self)) { d in d[explicit: VerticalAlignment.top] ?? d.height / 2 }
                }
                TimelineView(.explicit(dates)) { context in Text("e \(context.date == dates[0])") }
                TimelineView(.animation) { _ in EmptyView() }
            }
            .tabItem { Label("One", systemImage: "star") }.tag(0)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .tabViewStyle(.automatic)
    }
}

/// A layout using the rest of `LayoutSubview`'s names: dimensions, priority and the default anchor.
private struct Ranked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority }
        var y = bounds.minY
        for index in order {
            let d = subviews[index].dimensions(in: .unspecified)
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: d.width, height: d.height))
            y += d[VerticalAlignment.bottom]
        }
        _ = ProposedViewSize.zero == ProposedViewSize.infinity
    }
}

@MainActor
@Suite struct LayoutNamesTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }
    private func line(_ pilot: Pilot, _ y: Int) -> String { pilot.screen.lines[y] }

    @Test func everySignatureDraws() {
        let pilot = Pilot(Signatures(), size: Size(width: 60, height: 14))
        for text in ["g1", "g2", "h1", "c1", "z", "m", "e true"] { #expect(pilot.text.contains(text), "\(text)") }
        let ranked = Pilot(Ranked {
            Text("low")
            Text("high").layoutPriority(1)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 12))
        // The higher priority goes first; with nothing proposed, the layout takes 10 by 10.
        #expect(ranked.position(of: "high") == Point(x: 0, y: 0))
        #expect(ranked.position(of: "low") == Point(x: 0, y: 1))
    }

    // MARK: TabView

    @Test func aTabViewShowsItsTabsAndTheChosenPage() {
        let pilot = Pilot(Tabs(), size: Size(width: 50, height: 8))
        #expect(line(pilot, 0).hasPrefix("▸❦ Animals │ ⚙ Settings"))
        #expect(pilot.text.contains("Lions and tigers"))
        #expect(!pilot.text.contains("Dark mode"))
        #expect(pilot.text.contains("on animals"))
        // A screen reader hears the tab showing and its page, not the hidden one.
        let spoken = pilot.accessibilityText
        #expect(spoken.contains("\"Tabs\" value \"❦ Animals\""))
        #expect(spoken.contains("Lions and tigers") && !spoken.contains("Dark mode"))
    }

    @Test func bracketsChooseTabsFromAPageAndTheFooterSaysSo() {
        let pilot = Pilot(Tabs(), size: Size(width: 60, height: 8))
        #expect(footer(pilot).contains("[ ] Previous/next tab"))
        pilot.press(.character("]"))
        #expect(pilot.text.contains("Dark mode: on"))
        #expect(!pilot.text.contains("Lions"))
        #expect(pilot.text.contains("on settings"))
        #expect(line(pilot, 0).contains("▸⚙ Settings"))
        pilot.press(.character("["))
        #expect(pilot.text.contains("Lions and tigers"))
        #expect(pilot.text.contains("on animals"))
    }

    @Test func arrowsChooseTabsOnTheTabRowAndPagesKeepTheirState() {
        let pilot = Pilot(Tabs(), size: Size(width: 60, height: 8))
        // The first control is the tab row; Tab reaches the button on the page.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1"))
        pilot.press(.backTab)
        #expect(footer(pilot).contains("←→ Tab"))
        pilot.press(.right)
        #expect(pilot.text.contains("Dark mode: on"))
        pilot.press(.left)
        #expect(pilot.text.contains("Count 1"))
    }

    @Test func aNarrowTabRowKeepsTheChosenTabInSight() {
        let pilot = Pilot(TabView {
            Text("page one").tabItem { Text("Savanna") }
            Text("page two").tabItem { Text("Rainforest") }
            Text("page three").tabItem { Text("Tundra") }
        }, size: Size(width: 16, height: 4))
        // A tab cut by the row's end ends in an ellipsis.
        #expect(line(pilot, 0) == "▸Savanna │ Rain…")
        pilot.press(.character("]"), times: 2)
        #expect(pilot.text.contains("page three"))
        // The tabs before it would push it past the end: the row starts later, marked ‹.
        #expect(line(pilot, 0).hasPrefix("‹▸Tundra "))
        pilot.press(.character("]"))
        #expect(line(pilot, 0).hasPrefix("▸Savanna"))
    }

    @Test func aTabViewWithoutSelectionStartsAtTheFirstPage() {
        let pilot = Pilot(TabView {
            Text("First page").tabItem { Text("One") }
            Text("Second page").tabItem { Text("Two") }
        }, size: Size(width: 30, height: 4))
        #expect(pilot.text.contains("First page"))
        pilot.press(.character("]"))
        #expect(pilot.text.contains("Second page"))
        pilot.click(x: 2, y: 0)
        #expect(pilot.text.contains("First page"))
    }

    // MARK: Grids

    @Test func aLazyVGridFlowsItsCellsIntoColumns() {
        let pilot = Pilot(LazyVGrid(columns: [GridItem(.fixed(6)), GridItem(.fixed(6))], alignment: .leading) {
            ForEach(1...5, id: \.self) { Text("n\($0)") }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 20, height: 4))
        // Two columns of six, one apart; each cell centred in its column.
        #expect(pilot.position(of: "n1") == Point(x: 2, y: 0))
        #expect(pilot.position(of: "n2") == Point(x: 9, y: 0))
        #expect(pilot.position(of: "n3") == Point(x: 2, y: 1))
        #expect(pilot.position(of: "n5") == Point(x: 2, y: 2))
    }

    @Test func anAdaptiveItemFitsAsManyColumnsAsItsMinimumAllows() {
        let pilot = Pilot(LazyVGrid(columns: [GridItem(.adaptive(minimum: 8))]) {
            ForEach(1...7, id: \.self) { Text("cell\($0)") }
        }, size: Size(width: 30, height: 4))
        // (30 + 1) / (8 + 1) = 3 columns of 9 cells, one column apart.
        #expect(pilot.position(of: "cell3")?.y == 0)
        #expect(pilot.position(of: "cell4")?.y == 1)
        #expect(pilot.position(of: "cell7")?.y == 2)
        #expect(pilot.position(of: "cell2")?.x == 12)
    }

    @Test func arrowsMoveTheFocusThroughGridCells() {
        let pilot = Pilot(ButtonGrid(), size: Size(width: 40, height: 8))
        pilot.press(.right)
        pilot.press(.enter)
        #expect(pilot.text.contains("pressed B"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("pressed E"))
        pilot.press(.left)
        pilot.press(.enter)
        #expect(pilot.text.contains("pressed D"))
    }

    @Test func aLazyHGridFlowsItsCellsIntoRows() {
        let pilot = Pilot(LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], alignment: .top) {
            ForEach(1...3, id: \.self) { Text("r\($0)") }
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 4))
        #expect(pilot.position(of: "r1") == Point(x: 0, y: 0))
        #expect(pilot.position(of: "r2") == Point(x: 0, y: 1))
        #expect(pilot.position(of: "r3") == Point(x: 3, y: 0))
    }

    @Test func aGridSizesColumnsByTheirWidestCellAndSpansCells() {
        let pilot = Pilot(Grid(alignment: .leading) {
            GridRow {
                Text("Lion")
                Text("12").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Penguin")
                Text("3456")
            }
            GridRow {
                Text("Both columns spanned").gridCellColumns(2)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) {
                Text("Two\nlines")
                Text("7")
            }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 30, height: 8))
        // Columns 7 and 4 wide, one apart, the second right-aligned; the 20-column span widens
        // the last to 12.
        #expect(pilot.position(of: "Lion") == Point(x: 0, y: 0))
        #expect(pilot.position(of: "12") == Point(x: 18, y: 0))
        #expect(pilot.position(of: "3456") == Point(x: 16, y: 1))
        #expect(pilot.position(of: "Both columns spanned") == Point(x: 0, y: 2))
        #expect(line(pilot, 3).hasPrefix("────────────────────"))
        #expect(pilot.position(of: "7") == Point(x: 19, y: 5))
    }

    // MARK: Layout

    @Test func aCustomLayoutPlacesItsSubviews() {
        let pilot = Pilot(Staircase {
            Text("one")
            Text("two")
            Text("three")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 5))
        #expect(pilot.position(of: "one") == Point(x: 0, y: 0))
        #expect(pilot.position(of: "two") == Point(x: 3, y: 1))
        #expect(pilot.position(of: "three") == Point(x: 6, y: 2))
    }

    @Test func aLayoutKeepsItsCacheAndPlacesByAnchor() {
        let pilot = Pilot(Centred {
            Text("wide text")
            Text("ab")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 3))
        // Nine columns wide: centred on column 4.
        #expect(pilot.position(of: "wide text") == Point(x: 0, y: 0))
        #expect(pilot.position(of: "ab") == Point(x: 3, y: 1))
    }

    @Test func anyLayoutSwitchesContainersAndKeepsState() {
        let pilot = Pilot(Switching(), size: Size(width: 30, height: 4))
        pilot.press(.enter)
        #expect(pilot.text.contains("Add 1"))
        let add = pilot.position(of: "Add 1"), toggle = pilot.position(of: "Switch")
        #expect(add?.y == toggle?.y)
        pilot.click("Switch")
        // A column now, its state kept.
        let added = pilot.position(of: "Add 1"), below = pilot.position(of: "Switch")
        #expect(added != nil && below?.y == added.map { $0.y + 1 })
    }

    // MARK: Alignment guides

    @Test func aCustomGuideLinesUpValuesAfterLabelsOfAnyWidth() {
        let pilot = Pilot(VStack(alignment: .valueColumn) {
            HStack(spacing: 1) {
                Text("Name:")
                Text("Ada").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
            HStack(spacing: 1) {
                Text("Occupation:")
                Text("Engineer").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 30, height: 3))
        // The rows' guides fall at their value's first column, and line up there.
        #expect(pilot.position(of: "Ada")?.x == pilot.position(of: "Engineer")?.x)
        #expect(pilot.position(of: "Occupation:") == Point(x: 0, y: 1))
        #expect(pilot.position(of: "Name:") == Point(x: 6, y: 0))
    }

    @Test func anExplicitGuideMovesAViewInAnEdgeAlignedStack() {
        let pilot = Pilot(VStack(alignment: .leading) {
            Text("Title")
            Text("indented").alignmentGuide(.leading) { _ in -3 }
            Text("hanging").alignmentGuide(.leading) { d in d[.trailing] }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 30, height: 4))
        // The guides fall at 0, -3 and 7: the line-up is at column 7 of the stack.
        #expect(pilot.position(of: "hanging") == Point(x: 0, y: 2))
        #expect(pilot.position(of: "Title") == Point(x: 7, y: 0))
        #expect(pilot.position(of: "indented") == Point(x: 10, y: 1))
    }

    @Test func aGuidePlacesAnOverlayAndAZStackChild() {
        let pilot = Pilot(VStack(alignment: .leading) {
            Text("Inbox messages")
                .overlay(alignment: .topTrailing) { Text("9").alignmentGuide(.trailing) { d in d[.leading] } }
            ZStack(alignment: .topLeading) {
                Text("..........")
                Text("Q").alignmentGuide(.leading) { _ in -4 }.alignmentGuide(.top) { _ in 0 }
            }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 30, height: 3))
        // The badge's leading edge sits on the text's trailing edge: one column past its end.
        #expect(pilot.position(of: "9") == Point(x: 14, y: 0))
        #expect(pilot.position(of: "Q") == Point(x: 4, y: 1))
    }

    @Test func textBaselinesAreTheFirstAndLastRows() {
        func row(_ alignment: VerticalAlignment) -> Pilot {
            Pilot(HStack(alignment: alignment) {
                Text("one\ntwo\nthree")
                Text("side")
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 4))
        }
        #expect(row(.firstTextBaseline).position(of: "side")?.y == 0)
        #expect(row(.lastTextBaseline).position(of: "side")?.y == 2)
        #expect(row(.center).position(of: "side")?.y == 1)
    }

    @Test func dimensionsAnswerEveryGuide() {
        let pilot = Pilot(VStack(alignment: .trailing) {
            Text("abcdef")
            Text("xy").alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] + (d[explicit: .leading] ?? 1) }
        }.frame(maxWidth: .infinity, alignment: .leading), size: Size(width: 20, height: 3))
        // "xy": its trailing guide at 1 + 1 = 2 lines up with "abcdef"'s at 6.
        #expect(pilot.position(of: "abcdef") == Point(x: 0, y: 0))
        #expect(pilot.position(of: "xy") == Point(x: 4, y: 1))
    }

    // MARK: TimelineView

    /// Moves `pilot`'s clock on by each step's time, and checks that it then shows the step's text.
    private func expect(_ pilot: Pilot, after steps: [(Duration, String)]) {
        for (time, text) in steps {
            if time > .zero { pilot.advance(by: time) }
            #expect(pilot.text.contains(text), "after \(time): \(pilot.text)")
        }
    }

    @Test func aPeriodicTimelineDrawsAgainAsTheClockMoves() {
        let start = TestClock.defaultStart
        let pilot = Pilot(TimelineView(.periodic(from: start, by: 2)) { context in
            Text("elapsed \(Int(context.date.timeIntervalSince(start)))")
        }, size: Size(width: 20, height: 2))
        expect(pilot, after: [(.zero, "elapsed 0"), (.seconds(1), "elapsed 0"), (.seconds(1), "elapsed 2"), (.seconds(5), "elapsed 6")])
    }

    @Test func anEveryMinuteTimelineGivesTheMinutesStart() {
        let clock = TestClock(start: TestClock.defaultStart.addingTimeInterval(30))
        let minute = TestClock.defaultStart
        let pilot = Pilot(TimelineView(.everyMinute) { context in
            Text("at \(Int(context.date.timeIntervalSince(minute))) \(context.cadence == .minutes ? "minutes" : "other")")
        }, size: Size(width: 20, height: 2), clock: clock)
        expect(pilot, after: [(.zero, "at 0 minutes"), (.seconds(29), "at 0 minutes"), (.seconds(1), "at 60 minutes")])
    }

    @Test func anAnimationTimelineStopsWhilePaused() {
        let start = TestClock.defaultStart
        let pilot = Pilot(TimelineView(.animation(minimumInterval: 0.5, paused: true)) { context in
            Text("t \(Int(context.date.timeIntervalSince(start) * 10))")
        }, size: Size(width: 20, height: 2))
        pilot.advance(by: .seconds(2))
        #expect(pilot.text.contains("t 0"))
        let running = Pilot(TimelineView(.animation(minimumInterval: 0.5)) { context in
            Text("t \(Int(context.date.timeIntervalSince(start) * 10)) \(context.cadence == .live ? "live" : "slow")")
        }, size: Size(width: 20, height: 2))
        running.advance(by: .milliseconds(500))
        #expect(running.text.contains("t 5 live"))
    }

    // MARK: Lengths as points

    @Test func pointsAreReadAsCellsOnlyWhenTheProgramSaysSo() {
        func screen() -> Pilot {
            Pilot(VStack(alignment: .leading, spacing: 40) {
                Text("a").frame(width: 200, alignment: .trailing)
                HStack(spacing: 30) { Text("b"); Text("c") }.padding(.leading, 16)
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 240, height: 60))
        }
        let cells = screen()
        #expect(cells.position(of: "a") == Point(x: 199, y: 0))
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let points = screen()
        // 200 pt = 20 columns; 40 pt = 2 rows; 16 pt = 2 columns (rounded); 30 pt = 3 columns.
        #expect(points.position(of: "a") == Point(x: 19, y: 0))
        #expect(points.position(of: "b") == Point(x: 2, y: 3))
        #expect(points.position(of: "c") == Point(x: 6, y: 3))
        // The default padding stays one cell.
        let padded = Pilot(Text("d").padding().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 10, height: 4))
        #expect(padded.position(of: "d") == Point(x: 1, y: 1))
    }
}
