import Testing
import Tessera
import TesseraTesting

// `.tabViewStyle(.page)`: one page at a time over the whole space, and under it a line of dots
// that says which page shows and how many there are. The dots are the Tab stop where ← and →
// turn the pages; `[` and `]` turn them from anywhere, and a click on a dot shows its page.

private struct Overview: View {
    @State private var page = 0
    @State private var taps = 0
    let mode: PageTabViewStyle.IndexDisplayMode
    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $page) {
                Button("Streak \(taps)") { taps += 1 }.tag(0)
                Text("Best week").tag(1)
                Text("Total days").tag(2)
            }
            .tabViewStyle(.page(indexDisplayMode: mode))
            Text("page \(page)")
        }
    }
}

@MainActor
@Suite struct TabViewPageStyleTests {
    private func lines(_ pilot: Pilot) -> [String] { pilot.screen.lines }
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }
    /// The line holding the dots, trimmed.
    private func dots(_ pilot: Pilot) -> String? {
        lines(pilot).first { $0.contains("●") }?.trimmingCharacters(in: .whitespaces)
    }

    @Test func pagesShowOneAtATimeWithADotForEachAndNoRowOfTabs() {
        let pilot = Pilot(Overview(mode: .automatic), size: Size(width: 30, height: 8))
        #expect(!pilot.text.contains("Tab 1"), "no row of tabs")
        #expect(pilot.text.contains("Streak 0") && !pilot.text.contains("Best week"))
        #expect(dots(pilot) == "● ○ ○")
        // The page is centred in the space above the dots, which sit on the view's last row.
        let page = lines(pilot).firstIndex { $0.contains("Streak 0") }
        #expect(page == 2, "the button centred in the 6 rows above the dots: \(pilot.text)")
        #expect(lines(pilot)[page ?? 0].firstIndex(of: "[").map { lines(pilot)[page ?? 0].distance(from: lines(pilot)[page ?? 0].startIndex, to: $0) } == 9)
        let row = lines(pilot).firstIndex { $0.contains("●") }
        #expect(row.map { lines(pilot)[$0 + 1].contains("page 0") } == true, "the dots are the TabView's last row")
        #expect(lines(pilot)[row ?? 0].firstIndex(of: "●").map { lines(pilot)[row ?? 0].distance(from: lines(pilot)[row ?? 0].startIndex, to: $0) } == 12)
    }

    @Test func theDotsAreATabStopWhereTheArrowsTurnThePages() {
        let pilot = Pilot(Overview(mode: .automatic), size: Size(width: 60, height: 8))
        #expect(footer(pilot).contains("←→ Page"), "the dots have the focus first; the footer says what ← → do")
        pilot.press(.right)
        #expect(pilot.text.contains("Best week") && !pilot.text.contains("Streak"))
        #expect(dots(pilot) == "○ ● ○")
        #expect(pilot.text.contains("page 1"), "the selection follows")
        pilot.press(.right); pilot.press(.right)
        #expect(pilot.text.contains("Total days"), "the last page stays at the end")
        pilot.press(.left); pilot.press(.left)
        #expect(pilot.text.contains("Streak 0"))
        // Tab goes on to the page's control, which keeps its state across pages.
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("Streak 1"))
        #expect(footer(pilot).contains("[ ] Previous/next page"))
        pilot.press(.character("]"))
        #expect(pilot.text.contains("Best week"))
        pilot.press(.character("["))
        #expect(pilot.text.contains("Streak 1"))
    }

    @Test func aClickOnADotShowsItsPage() throws {
        let pilot = Pilot(Overview(mode: .automatic), size: Size(width: 30, height: 8))
        let row = try #require(lines(pilot).firstIndex { $0.contains("●") })
        pilot.click(x: 16, y: row)
        #expect(pilot.text.contains("Total days"))
        #expect(dots(pilot) == "○ ○ ●")
    }

    @Test func neverShowingTheDotsGivesThePageEveryRowAndTheBracketsStillTurnIt() {
        let pilot = Pilot(Overview(mode: .never), size: Size(width: 30, height: 8))
        #expect(dots(pilot) == nil && !pilot.text.contains("○"))
        let page = lines(pilot).firstIndex { $0.contains("page 0") }
        #expect(page.map { lines(pilot)[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty } == true, "no line of dots above the text under the TabView")
        pilot.press(.character("]"))
        #expect(pilot.text.contains("Best week"))
    }

    @Test func onePageShowsNoDotsUnlessAlways() {
        let one = Pilot(TabView { Text("Only") }.tabViewStyle(.page), size: Size(width: 20, height: 4))
        #expect(!one.text.contains("●"))
        let always = Pilot(TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always)), size: Size(width: 20, height: 4))
        #expect(always.text.contains("●"))
    }

    @Test func dotsThatDoNotFitBecomeACount() {
        let pilot = Pilot(TabView { ForEach(1...12, id: \.self) { Text("Page \($0)") } }.tabViewStyle(.page),
                          size: Size(width: 15, height: 5))
        #expect(pilot.text.contains("‹ 1/12 ›"))
        pilot.press(.character("]"))
        #expect(pilot.text.contains("Page 2") && pilot.text.contains("‹ 2/12 ›"))
    }

    @Test func aScreenReaderHearsPagesAndWhichShows() {
        let pilot = Pilot(Overview(mode: .automatic), size: Size(width: 30, height: 8))
        #expect(pilot.accessibilityText.contains("\"Pages\""))
    }
}
