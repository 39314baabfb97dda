import Testing
import TesseraTesting

// `.opacity` on a terminal that shows 256 colours or more blends what the view draws toward
// what is behind it; with 16 colours or fewer it is drawn dim, or not at all at zero.

@MainActor
@Suite struct OpacityTests {
    private let size = Size(width: 20, height: 3)

    @Test func halfOpaqueTextIsBlendedHalfwayTowardTheBackgroundBehindIt() {
        let pilot = Pilot(ZStack {
            Color.rgb(0, 0, 200)
            Text("half").foregroundStyle(Color.rgb(200, 100, 0)).opacity(0.5)
        }, size: size)
        guard let x = pilot.position(of: "half")?.x, let y = pilot.position(of: "half")?.y else { Issue.record("not drawn"); return }
        let cell = pilot.screen[x, y]
        #expect(cell.style.foreground == .rgb(100, 50, 100))
        #expect(cell.style.background == .rgb(0, 0, 200), "what is behind stays as it is")
        #expect(!cell.style.attributes.contains(.dim), "a blend, not a dim")
    }

    @Test func aViewsOwnBackgroundIsBlendedTowardWhatIsBehindIt() {
        let pilot = Pilot(Text("x").background(Color.rgb(200, 0, 0)).opacity(0.25).background(Color.rgb(0, 0, 200)), size: size)
        guard let p = pilot.position(of: "x") else { Issue.record("not drawn"); return }
        #expect(pilot.screen[p.x, p.y].style.background == .rgb(50, 0, 150))
    }

    @Test func cellsTheViewDoesNotDrawAreLeftAsTheyAre() {
        let pilot = Pilot(ZStack(alignment: .topLeading) {
            Text("behind behind").foregroundStyle(Color.rgb(0, 200, 0))
            Text("f").foregroundStyle(Color.rgb(200, 0, 0)).opacity(0.5)
        }, size: size)
        guard let p = pilot.position(of: "fehind") else { Issue.record("not drawn: \(pilot.text)"); return }
        #expect(pilot.screen[p.x + 3, p.y].style.foreground == .rgb(0, 200, 0))
        #expect(pilot.screen[p.x, p.y].style.foreground == .rgb(100, 0, 0), "over the terminal's black background")
    }

    @Test func zeroOpacityDrawsNothingAndFullOpacityDrawsAsItIs() {
        let pilot = Pilot(VStack {
            Text("gone").foregroundStyle(Color.rgb(200, 0, 0)).opacity(0)
            Text("full").foregroundStyle(Color.rgb(200, 0, 0)).opacity(1)
        }, size: size)
        #expect(!pilot.text.contains("gone"))
        guard let p = pilot.position(of: "full") else { Issue.record("not drawn"); return }
        #expect(pilot.screen[p.x, p.y].style.foreground == .rgb(200, 0, 0))
    }

    @Test func withSixteenColoursOrNoColoursItIsDrawnDim() {
        var sixteen = EnvironmentValues()
        sixteen.colorDepth = .ansi16
        var none = EnvironmentValues()
        none.colorsEnabled = false
        for environment in [sixteen, none] {
            let pilot = Pilot(Text("half").foregroundStyle(Color.rgb(200, 0, 0)).opacity(0.5), size: size, environment: environment)
            guard let p = pilot.position(of: "half") else { Issue.record("not drawn"); continue }
            let cell = pilot.screen[p.x, p.y]
            #expect(cell.style.attributes.contains(.dim))
            #expect(cell.style.foreground != .rgb(100, 0, 0), "not blended")
        }
    }

    @Test func aTrueColourScreenBlendsAsA256ColourOneDoes() {
        var environment = EnvironmentValues()
        environment.colorDepth = .trueColor
        let pilot = Pilot(Text("half").foregroundStyle(Color.rgb(200, 0, 0)).opacity(0.5), size: size, environment: environment)
        guard let p = pilot.position(of: "half") else { Issue.record("not drawn"); return }
        #expect(pilot.screen[p.x, p.y].style.foreground == .rgb(100, 0, 0))
    }
}
