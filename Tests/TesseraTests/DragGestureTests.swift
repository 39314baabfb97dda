import Foundation
import Testing
@testable import Tessera
import TesseraTesting

// `DragGesture` and `@GestureState` driven by the mouse: a press in the view, moves with the
// button held, a release; translations in cells, as `.offset` reads them.

@MainActor
private final class DragLog {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

/// A marker that follows the pointer while dragged and stays where it is let go.
private struct Draggable: View {
    @GestureState private var moving = CGSize.zero
    @State private var placed = CGSize.zero
    let log: DragLog
    var minimumDistance: CGFloat = 0
    var space: CoordinateSpace = .local
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("moving \(Int(moving.width)),\(Int(moving.height))")
            Text("▣").offset(x: placed.width + moving.width, y: placed.height + moving.height)
                .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                    .updating($moving) { value, state, _ in state = value.translation }
                    .onChanged { log.changed.append($0) }
                    .onEnded { value in
                        log.ended.append(value)
                        placed.width += value.translation.width
                        placed.height += value.translation.height
                    })
        }
        .frame(width: 30, height: 8, alignment: .topLeading)
    }
}

@MainActor
private func marker(in pilot: Pilot) -> Point? { pilot.position(of: "▣") }

@MainActor
@Suite struct DragGestureTests {
    private let size = Size(width: 30, height: 9)

    @Test func aDragMovesTheMarkerWithTheGestureStateAndTheEndPlacesIt() {
        let log = DragLog()
        let pilot = Pilot(Draggable(log: log), size: size)
        #expect(marker(in: pilot) == Point(x: 0, y: 1))
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 0, y: 1))))
        for x in 1...5 { pilot.send(.mouse(MouseEvent(.drag, at: Point(x: x, y: 1)))) }
        pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 5, y: 3))))
        #expect(pilot.screen.line(0).hasPrefix("moving 5,2"), "the gesture state follows the drag")
        #expect(marker(in: pilot) == Point(x: 5, y: 3))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 6, y: 3))))
        #expect(pilot.screen.line(0).hasPrefix("moving 0,0"), "the gesture state goes back as the drag ends")
        #expect(marker(in: pilot) == Point(x: 6, y: 3), "placed where it was let go")
        #expect(log.changed.count == 7, "the press and each cell moved to")
        #expect(log.changed.first?.translation == .zero)
        #expect(log.changed.last?.location == CGPoint(x: 5, y: 2))
        #expect(log.changed.last?.startLocation == CGPoint(x: 0, y: 0))
        #expect(log.ended.count == 1)
        #expect(log.ended.first?.translation == CGSize(width: 6, height: 2))
    }

    @Test func theDragFollowsThePointerOutsideTheViewAndItsReleaseAnywhere() {
        let log = DragLog()
        let pilot = Pilot(VStack(spacing: 0) {
            Draggable(log: log)
            Button("Elsewhere") { Issue.record("the button under the release was pressed") }
        }, size: Size(width: 30, height: 12))
        guard let start = marker(in: pilot), let button = pilot.position(of: "Elsewhere") else { Issue.record("not drawn"); return }
        pilot.drag(from: start, to: button)
        #expect(log.ended.count == 1)
        #expect(log.ended.first?.translation == CGSize(width: button.x - start.x, height: button.y - start.y))
        #expect(pilot.text.contains("moving 0,0"))
    }

    @Test func aDragStartsOnlyOnceThePointerWentItsMinimumDistance() {
        let log = DragLog()
        let pilot = Pilot(Draggable(log: log, minimumDistance: 10), size: size)
        guard let start = marker(in: pilot) else { Issue.record("not drawn"); return }
        pilot.click(at: start)
        #expect(log.changed.isEmpty && log.ended.isEmpty, "a click is no drag")
        pilot.drag(from: start, to: Point(x: start.x + 3, y: start.y))
        #expect(log.changed.count == 3, "one a cell, from the first cell away (ten points is a column)")
        #expect(log.ended.first?.translation == CGSize(width: 3, height: 0))
    }

    @Test func aGlobalSpaceLocatesOnTheScreen() {
        let log = DragLog()
        let pilot = Pilot(HStack(spacing: 0) { Text("    "); Draggable(log: log, space: .global) }, size: Size(width: 40, height: 9))
        guard let start = marker(in: pilot) else { Issue.record("not drawn"); return }
        pilot.drag(from: start, to: Point(x: start.x + 2, y: start.y + 1))
        #expect(log.ended.first?.startLocation == CGPoint(x: start.x, y: start.y))
        #expect(log.ended.first?.location == CGPoint(x: start.x + 2, y: start.y + 1))
    }

    @Test func aDragOffersNoKeyTheFooterWouldName() {
        let log = DragLog()
        let pilot = Pilot(Draggable(log: log).focusable(), size: size)
        let footer = pilot.screen.line(size.height - 1)
        #expect(!footer.contains("Activate"), "a drag has no key: \(footer)")
        pilot.press(.enter)
        #expect(log.changed.isEmpty && log.ended.isEmpty)
    }
}
