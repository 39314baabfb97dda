import Testing
import Tessera
import TesseraTesting

// Text drawn over a filled shape (braille dots) sits on the shape's colour: the dots under the
// text's cells give way to the text on that colour, with no hole of the terminal's background.

@MainActor
@Suite struct TextOverShapeTests {
    private let size = Size(width: 24, height: 7)

    private func cells(_ pilot: Pilot, from start: Point, count: Int) -> [Cell] {
        (0..<count).map { pilot.screen[start.x + $0, start.y] }
    }

    /// Whether `character` is a braille glyph (a shape's dots).
    private func isBraille(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
    }

    @Test func textInAZStackOverAFilledCircleSitsOnTheCirclesColour() throws {
        let pilot = Pilot(ZStack { Circle().fill(.blue); Text("7") }.frame(width: 6, height: 3), size: size)
        let p = try #require(pilot.position(of: "7"))
        let cell = pilot.screen[p.x, p.y]
        #expect(cell.style.background == .blue, "the 7 sits on blue, not on a hole")
        #expect(cell.style.foreground != .blue, "and is not drawn blue on blue")
        #expect(isBraille(pilot.screen[p.x - 1, p.y].character), "the dots beside it stay")
        #expect(pilot.screen[p.x - 1, p.y].style.background == .default, "and keep their own background")
    }

    @Test func textWithACapsuleBackgroundSitsOnTheCapsulesColour() throws {
        let pilot = Pilot(Text("New").padding(.horizontal, 1).background(Capsule().fill(.red)), size: size)
        let p = try #require(pilot.position(of: "New"))
        #expect(cells(pilot, from: p, count: 3).map(\.style.background) == [.red, .red, .red])
    }

    @Test func overlayTextOverAFilledRoundedRectangleSitsOnItsColour() throws {
        let pilot = Pilot(RoundedRectangle(cornerRadius: 4).fill(.green).frame(width: 10, height: 3).overlay(Text("ok go")), size: size)
        let p = try #require(pilot.position(of: "ok go"))
        #expect(cells(pilot, from: p, count: 5).map(\.style.background) == Array(repeating: .green, count: 5),
                "the letters and the space between them")
    }

    @Test func textOverAShapeInTheTextColourIsDrawnReversed() throws {
        let pilot = Pilot(ZStack { Rectangle(); Text("A") }.frame(width: 6, height: 3), size: size)
        let p = try #require(pilot.position(of: "A"))
        let cell = pilot.screen[p.x, p.y]
        #expect(cell.style.attributes.contains(.reverse), "the terminal's text colour becomes the ground")
        #expect(cell.style.background == .default && cell.style.foreground == .default)
    }

    @Test func textInsideAStrokedRingKeepsTheTerminalsBackgroundAndTheRingItsDots() throws {
        let pilot = Pilot(ZStack {
            Circle().stroke(.gray)
            Circle().trim(from: 0, to: 0.5).stroke(.green)
            Text("50%")
        }.frame(width: 12, height: 5), size: size)
        let p = try #require(pilot.position(of: "50%"))
        #expect(cells(pilot, from: p, count: 3).map(\.style.background) == Array(repeating: .default, count: 3))
        for y in 0..<5 {
            for x in 0..<12 where isBraille(pilot.screen[x, y].character) {
                #expect(pilot.screen[x, y].style.background == .default, "the ring's dots at \(x),\(y) stay dots")
            }
        }
    }
}
