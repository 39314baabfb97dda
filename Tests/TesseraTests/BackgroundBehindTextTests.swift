import Testing
import Tessera
import TesseraTesting

// A cell's background is whatever was drawn behind it, unless the view drawing it sets one:
// text, glyphs and rules drawn over a colour leave no holes of the terminal's background.

@MainActor
@Suite struct BackgroundBehindTextTests {
    private let size = Size(width: 24, height: 7)

    /// The backgrounds of the cells from `start` along its row, `count` of them.
    private func backgrounds(_ pilot: Pilot, from start: Point, count: Int) -> [Color] {
        (0..<count).map { pilot.screen[start.x + $0, start.y].style.background }
    }

    @Test func paddedTextWithABackgroundIsOneBoxOfThatColour() throws {
        let pilot = Pilot(Text("Save").padding().background(Color.blue), size: size)
        let p = try #require(pilot.position(of: "Save"))
        #expect(backgrounds(pilot, from: p, count: 4) == Array(repeating: .blue, count: 4), "the letters sit on blue")
        #expect(pilot.screen[p.x - 1, p.y].style.background == .blue, "and so does the padding")
    }

    @Test func overlayTextOnAColourKeepsThatColour() throws {
        let pilot = Pilot(Color.green.frame(width: 10, height: 3).overlay(Text("ok")), size: size)
        let p = try #require(pilot.position(of: "ok"))
        #expect(backgrounds(pilot, from: p, count: 2) == [.green, .green])
    }

    @Test func textInAZStackOverAColourKeepsThatColour() throws {
        let pilot = Pilot(ZStack { Color.red; Text("x y") }, size: size)
        let p = try #require(pilot.position(of: "x y"))
        #expect(backgrounds(pilot, from: p, count: 3) == [.red, .red, .red])
    }

    @Test func textWithABackgroundOfItsOwnKeepsItsOwn() throws {
        let pilot = Pilot(ZStack { Color.red; Text("own").background(Color.yellow) }, size: size)
        let p = try #require(pilot.position(of: "own"))
        #expect(backgrounds(pilot, from: p, count: 3) == [.yellow, .yellow, .yellow])
        #expect(pilot.screen[0, 0].style.background == .red)
    }

    @Test func aLabelsIconAndTitleAndADividerKeepTheBackgroundBehindThem() throws {
        let pilot = Pilot(VStack {
            Label("Dogs", systemImage: "star")
            Divider()
        }.padding(1).background(Color.blue), size: size)
        let p = try #require(pilot.position(of: "Dogs"))
        #expect(backgrounds(pilot, from: Point(x: p.x - 2, y: p.y), count: 6) == Array(repeating: .blue, count: 6))
        #expect(pilot.screen[p.x, p.y + 1].style.background == .blue, "the divider's rule")
    }

    @Test func aListRowsBackgroundIsUnderItsText() throws {
        let pilot = Pilot(List {
            Text("Alpha").listRowBackground(Color.red)
            Text("Beta")
        }, size: size)
        let alpha = try #require(pilot.position(of: "Alpha"))
        #expect(backgrounds(pilot, from: alpha, count: 5) == Array(repeating: .red, count: 5))
        let beta = try #require(pilot.position(of: "Beta"))
        #expect(pilot.screen[beta.x, beta.y].style.background != .red)
    }
}
