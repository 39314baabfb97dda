import Foundation
import Testing
import TesseraTesting

/// SwiftUI's `Canvas`: what a renderer draws shows in braille dots and text, cell by cell.
@MainActor
@Suite struct CanvasTests {
    /// The screen's rows, each without the blank cells at its end.
    private func rows(_ pilot: Pilot) -> [String] { pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func aFilledRectAStrokedLineAndTextDrawTheirCells() {
        // Six columns by two rows: twelve dots across, eight down.
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: size.height)), with: .color(.blue))
            context.stroke(Path { $0.move(to: CGPoint(x: 6, y: 2)); $0.addLine(to: CGPoint(x: 11, y: 2)) },
                           with: .color(.red), lineWidth: 3)
            context.draw(Text("hi"), at: CGPoint(x: 4, y: 4), anchor: .topLeading)
        }
        let pilot = Pilot(canvas.frame(width: 6, height: 2), size: Size(width: 6, height: 2))
        // The rectangle's four columns of dots are the first two cells, whole; the line is dot row 2
        // of cells 3 to 5 (⠤: the third dot down in both columns); the text starts at cell (2, 1).
        #expect(rows(pilot) == ["⣿⣿ ⠤⠤⠤", "⣿⣿hi"])
        for y in 0..<2 { for x in 0..<2 { #expect(pilot.screen[x, y].style.foreground == .blue) } }
        for x in 3..<6 { #expect(pilot.screen[x, 0].style.foreground == .red) }
        #expect(pilot.screen[2, 1].style.foreground == .default)
    }

    @Test func theSizeIsInDotsAndTheTransformMovesAndScales() {
        let canvas = Canvas { context, size in
            context.draw(Text("\(Int(size.width))x\(Int(size.height))"), at: CGPoint(x: 0, y: 4), anchor: .topLeading)
            var cells = context
            // One unit is a cell from here: (1, 0) to (2, 1) is the second cell of the first row.
            cells.scaleBy(x: 2, y: 4)
            cells.translateBy(x: 1, y: 0)
            cells.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .foreground)
            // The copy's transform is its own: this is the first cell.
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.green))
        }
        let pilot = Pilot(canvas.frame(width: 6, height: 2), size: Size(width: 6, height: 2))
        #expect(rows(pilot) == ["⣿⣿", "12x8"])
        #expect(pilot.screen[0, 0].style.foreground == .green)
        #expect(pilot.screen[1, 0].style.foreground == .default)
    }

    @Test func opacityDimsWhatIsDrawnNextAndZeroDrawsNothing() {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.red))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 2, y: 0, width: 2, height: 4)), with: .color(.red))
            context.opacity = 0
            context.fill(Path(CGRect(x: 4, y: 0, width: 2, height: 4)), with: .color(.red))
            context.draw(Text("gone"), at: .zero, anchor: .topLeading)
        }
        let pilot = Pilot(canvas.frame(width: 3, height: 1), size: Size(width: 3, height: 1))
        #expect(rows(pilot) == ["⣿⣿"])
        #expect(!pilot.screen[0, 0].style.attributes.contains(.dim))
        #expect(pilot.screen[1, 0].style.attributes.contains(.dim))
    }

    @Test func textPastTheEdgeIsCutAtTheCanvas() {
        let canvas = Canvas { context, size in
            context.draw(Text("wide text"), at: CGPoint(x: size.width, y: 0), anchor: .topLeading)
            context.draw(Text("ab"), at: CGPoint(x: 2, y: 0), anchor: .topTrailing)
        }
        let pilot = Pilot(HStack(spacing: 0) { canvas.frame(width: 3, height: 1); Text("|") }, size: Size(width: 4, height: 1))
        // "ab" ends at the first cell's right edge, so only "b" shows; "wide text" starts past the end.
        #expect(rows(pilot) == ["b  |"])
    }

    @Test func pointsNoCellCanHoldDrawNothingRatherThanStopTheProgram() {
        // A renderer dividing by zero, or scaling past any screen: the rest is still drawn.
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)), with: .foreground)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1e300, height: -1e300)), with: .foreground)
            context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.infinity, y: 1)) }, with: .foreground)
            context.draw(Text("nan"), at: CGPoint(x: CGFloat.nan, y: 0))
            context.draw(Text("far"), at: CGPoint(x: 1e300, y: -1e300))
            context.draw(Text("ok"), at: .zero, anchor: .topLeading)
        }
        let pilot = Pilot(canvas.frame(width: 3, height: 1), size: Size(width: 3, height: 1))
        #expect(rows(pilot) == ["ok"])
    }
}
