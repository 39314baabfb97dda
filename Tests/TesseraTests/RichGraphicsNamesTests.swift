import Foundation
import Testing
@testable import Tessera
import TesseraTesting

// What the RichGraphics sample app writes, as it writes it: gradients as views and as shape
// styles, a bar inset along an edge, a control size, a blend mode in a canvas, and a named
// coordinate space.

private let warm = Gradient(colors: [Color.rgb(255, 0, 0), Color.rgb(0, 0, 255)])

@MainActor
private final class Locations { var ended: [CGPoint] = [] }

private struct SizeReader: View {
    @Environment(\.controlSize) private var size
    var body: some View { Text("size \(String(describing: size))") }
}

@MainActor
@Suite struct RichGraphicsNamesTests {
    @Test func aLinearGradientAsAViewFillsItsCellsFromStartToEnd() {
        let pilot = Pilot(LinearGradient(gradient: warm, startPoint: .leading, endPoint: .trailing).ignoresSafeArea(edges: .bottom),
                          size: Size(width: 10, height: 2))
        let first = pilot.screen[0, 0].style.background, last = pilot.screen[9, 1].style.background
        #expect(first.rgbComponents.0 > 200 && first.rgbComponents.2 < 50, "\(first)")
        #expect(last.rgbComponents.2 > 200 && last.rgbComponents.0 < 50, "\(last)")
        let middle = pilot.screen[5, 0].style.background.rgbComponents
        #expect(middle.0 > 60 && middle.0 < 200 && middle.2 > 60 && middle.2 < 200, "\(middle)")
    }

    @Test func anEllipticalStyleAndABorderOfAStyleDraw() {
        let view = VStack(spacing: 0) {
            Text("★").foregroundStyle(.elliptical(warm))
            RoundedRectangle(cornerRadius: 6).fill(.linearGradient(warm, startPoint: .leading, endPoint: .trailing)).frame(width: 4, height: 1)
            LinearGradient(gradient: warm, startPoint: .leading, endPoint: .trailing).border(.secondary, width: 1).frame(width: 8, height: 3)
        }
        let pilot = Pilot(view, size: Size(width: 10, height: 6))
        #expect(pilot.screen.line(0).contains("★"))
        #expect(pilot.screen.line(2).hasPrefix(" ┌──────┐"), "\(pilot.text)")
        #expect(pilot.screen.line(4).hasPrefix(" └──────┘"))
        #expect(pilot.screen[2, 3].style.background != .default, "the gradient fills inside the border")
    }

    @Test func aBottomInsetSitsOnTheLastRowsAndTheContentTakesTheRest() {
        let view = List { Text("Red"); Text("Blue") }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack { Text("Name"); Spacer(); Text("2 colors") }.controlSize(.large)
            }
        let pilot = Pilot(view, size: Size(width: 30, height: 8))
        let lines = pilot.screen.lines
        let bar = lines.lastIndex { $0.contains("2 colors") } ?? -1
        // The last row is the footer: the bar is on the row above it.
        #expect(bar == 6 && lines[7].contains("Help"), "\(pilot.text)")
        #expect(lines[..<max(0, bar)].contains { $0.contains("Red") })
        let top = Pilot(Text("Body").safeAreaInset(edge: .top) { Text("Header") }, size: Size(width: 20, height: 5))
        #expect(top.screen.line(0).contains("Header"))
        #expect(!top.screen.line(0).contains("Body"))
    }

    @Test func theControlSizeIsReadFromTheEnvironment() {
        let pilot = Pilot(VStack { SizeReader(); SizeReader().controlSize(.large) }.drawingGroup(), size: Size(width: 20, height: 3))
        #expect(pilot.screen.line(0).contains("size regular"))
        #expect(pilot.screen.line(1).contains("size large"))
    }

    @Test func aScreenBlendLightensACellAnEarlierPathColoured() {
        let canvas = Canvas { context, _ in
            let cell = Path(CGRect(x: 0, y: 0, width: 2, height: 4))
            context.fill(cell, with: .color(.rgb(200, 0, 0)))
            context.fill(Path(CGRect(x: 2, y: 0, width: 2, height: 4)), with: .color(.rgb(200, 0, 0)))
            var screen = context
            screen.blendMode = .screen
            screen.fill(cell, with: .color(.rgb(0, 0, 200)))
            screen.fill(Path(CGRect(x: 4, y: 0, width: 2, height: 4)), with: .color(.rgb(0, 0, 200)))
        }
        let pilot = Pilot(canvas.frame(width: 3, height: 1), size: Size(width: 3, height: 1))
        #expect(pilot.screen[0, 0].style.foreground == .rgb(200, 0, 200), "\(pilot.screen[0, 0].style.foreground)")
        #expect(pilot.screen[1, 0].style.foreground == .rgb(200, 0, 0))
        #expect(pilot.screen[2, 0].style.foreground == .rgb(0, 0, 200), "a cell nothing coloured takes the colour")
    }

    @Test func aDragInANamedSpaceIsLocatedFromTheNamedView() {
        let log = Locations()
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("title")
            HStack(spacing: 0) {
                Text("ab")
                Text("▣").gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("strip")).onEnded { log.ended.append($0.location) })
            }
            .coordinateSpace(name: "strip")
        }
        .frame(width: 20, height: 4, alignment: .topLeading)
        let pilot = Pilot(view, size: Size(width: 20, height: 4))
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 1))))
        pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 4, y: 1))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 5, y: 1))))
        #expect(log.ended == [CGPoint(x: 5, y: 0)])
    }
}

@MainActor
@Suite struct PositionAndSubtitleTests {
    @Test func aPositionedViewIsCentredOnThePoint() {
        let view = ZStack {
            Text("abc").position(x: 10, y: 2)
            Text("◆").position(CGPoint(x: 0.5, y: 0.5))
        }
        let pilot = Pilot(view.frame(width: 20, height: 5), size: Size(width: 20, height: 5))
        #expect(pilot.position(of: "abc") == Point(x: 8, y: 1), "\(pilot.text)")
        #expect(pilot.position(of: "◆") == Point(x: 0, y: 0), "\(pilot.text)")
    }

    @Test func aSubtitleShowsInTheTitleBar() {
        let pilot = Pilot(Text("Beds").navigationTitle("Garden").navigationSubtitle("2021"), size: Size(width: 40, height: 5))
        #expect(pilot.screen.line(0).contains("Garden"))
        #expect(pilot.screen.line(0).contains("2021"), "\(pilot.text)")
    }
}
