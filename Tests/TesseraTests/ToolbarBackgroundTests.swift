import Testing
import Tessera
import TesseraTesting

// `.toolbarBackground(_:for:)` colours the bar its title is shown in: a navigation stack's title
// row, or the title bar `.navigationTitle` draws outside one. `.hidden` leaves the bar as it was,
// and `.toolbarColorScheme` picks the text colour that reads on it.

/// A screen whose title row takes the colour the toggle picks.
private struct Tinted: View {
    @State private var tinted = true
    var body: some View {
        NavigationStack {
            Button("Switch") { tinted.toggle() }
                .navigationTitle("Habit")
                .toolbarBackground(tinted ? Color.green : Color.blue, for: .navigationBar)
                .toolbarColorScheme(.light, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite struct ToolbarBackgroundTests {
    private let size = Size(width: 30, height: 6)

    @Test func aStacksTitleRowTakesTheColourAndTheSchemesText() throws {
        let pilot = Pilot(Tinted(), size: size)
        let title = try #require(pilot.position(of: "Habit"))
        #expect(pilot.screen[title.x, title.y].style.background == .green)
        #expect(pilot.screen[size.width - 1, title.y].style.background == .green, "the whole row, not the title alone")
        #expect(pilot.screen[title.x, title.y].style.foreground == .black, "a light bar has dark text")
        let below = try #require(pilot.position(of: "Switch"))
        #expect(pilot.screen[below.x, below.y].style.background != .green, "the content keeps its own")
        pilot.press(.enter)
        #expect(pilot.screen[title.x, title.y].style.background == .blue, "a new colour shows at once")
    }

    @Test func hiddenLeavesTheBarAsItWas() throws {
        let plain = Pilot(NavigationStack { Text("x").navigationTitle("Plain") }, size: size)
        let p = try #require(plain.position(of: "Plain"))
        let pilot = Pilot(NavigationStack {
            Text("x").navigationTitle("Plain").toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.hidden, for: .navigationBar)
        }, size: size)
        #expect(pilot.screen[p.x, p.y].style == plain.screen[p.x, p.y].style)
    }

    @Test func aTitleBarOutsideAStackTakesTheColourToo() throws {
        let pilot = Pilot(Text("body").navigationTitle("Bar").toolbarBackground(Color.yellow, for: .automatic), size: size)
        let p = try #require(pilot.position(of: "Bar"))
        #expect(pilot.screen[p.x, p.y].style.background == .yellow)
        #expect(pilot.screen[size.width - 1, p.y].style.background == .yellow)
        #expect(pilot.screen[p.x, p.y].style.foreground != .yellow, "its text stays readable")
    }

    @Test func anotherBarsColourLeavesTheNavigationBarAlone() throws {
        let plain = Pilot(NavigationStack { Text("x").navigationTitle("Plain") }, size: size)
        let p = try #require(plain.position(of: "Plain"))
        let pilot = Pilot(NavigationStack { Text("x").navigationTitle("Plain").toolbarBackground(Color.red, for: .tabBar) }, size: size)
        #expect(pilot.screen[p.x, p.y].style == plain.screen[p.x, p.y].style)
    }
}
