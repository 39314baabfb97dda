import Foundation
import Testing
import TesseraTesting

@MainActor
private final class Taps {
    var entries: [String] = []
}

/// A ring: a square with a square hole, both outlines drawn the same way round.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addRect(rect)
            path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        }
    }
}

@MainActor @Suite struct ContentShapeTests {
    /// A row of a title and a spacer in front of a tappable backdrop, the row marked or not.
    private func row(_ taps: Taps, marked: Bool) -> some View {
        ZStack(alignment: .topLeading) {
            Color.blue.onTapGesture { taps.entries.append("backdrop") }
            VStack(spacing: 0) {
                if marked {
                    HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
                } else {
                    HStack { Text("Row"); Spacer() }
                }
                Spacer()
            }
        }
    }

    @Test func aRectangleMakesTheEmptySpaceOfAStackTakeTheClick() {
        let plain = Taps()
        Pilot(row(plain, marked: false), size: Size(width: 20, height: 4)).click(at: Point(x: 12, y: 0))
        #expect(plain.entries == ["backdrop"])

        let marked = Taps()
        let pilot = Pilot(row(marked, marked: true), size: Size(width: 20, height: 4))
        pilot.click(at: Point(x: 12, y: 0))
        #expect(marked.entries.isEmpty)
        pilot.click(at: Point(x: 12, y: 2))
        #expect(marked.entries == ["backdrop"])
    }

    @Test func aGestureOutsideTheShapeAnswersInTheEmptySpaceOfTheStack() {
        let taps = Taps()
        let pilot = Pilot(ZStack(alignment: .topLeading) {
            Color.blue.onTapGesture { taps.entries.append("backdrop") }
            VStack(spacing: 0) {
                HStack { Text("Row"); Spacer() }.contentShape(Rectangle())
                Spacer()
            }
            .onTapGesture { taps.entries.append("stack") }
        }, size: Size(width: 20, height: 4))
        pilot.click(at: Point(x: 15, y: 0))
        #expect(taps.entries == ["stack"])
    }

    @Test func aCircleTakesOnlyTheCellsItCovers() {
        let taps = Taps()
        let pilot = Pilot(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 5).contentShape(Circle()).onTapGesture { taps.entries.append("circle") }
            Spacer()
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 8))
        pilot.click(at: Point(x: 0, y: 0))
        pilot.click(at: Point(x: 9, y: 4))
        #expect(taps.entries.isEmpty)
        pilot.click(at: Point(x: 5, y: 2))
        pilot.click(at: Point(x: 1, y: 2))
        #expect(taps.entries == ["circle", "circle"])
    }

    @Test func evenOddLeavesTheHoleOfARingOpen() {
        func taps(eoFill: Bool, at point: Point) -> [String] {
            let taps = Taps()
            Pilot(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 12, height: 8).contentShape(Ring(), eoFill: eoFill).onTapGesture { taps.entries.append("ring") }
                Spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 10)).click(at: point)
            return taps.entries
        }
        #expect(taps(eoFill: true, at: Point(x: 6, y: 4)).isEmpty)
        #expect(taps(eoFill: true, at: Point(x: 1, y: 1)) == ["ring"])
        #expect(taps(eoFill: false, at: Point(x: 6, y: 4)) == ["ring"])
    }

    @Test func onlyTheInteractionKindChangesWhereClicksLand() {
        func taps(_ kind: ContentShapeKinds) -> [String] {
            let taps = Taps()
            Pilot(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 5).contentShape(kind, Circle()).onTapGesture { taps.entries.append("tap") }
                Spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 20, height: 8)).click(at: Point(x: 0, y: 0))
            return taps.entries
        }
        #expect(taps(.interaction).isEmpty)
        #expect(taps([.interaction, .dragPreview]).isEmpty)
        #expect(taps(.dragPreview) == ["tap"])
        #expect(taps(.contextMenuPreview) == ["tap"])
    }

    @Test func aPathContainsPointsByWindingOrEvenOdd() {
        let ring = Ring().path(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(ring.contains(CGPoint(x: 4, y: 4)))
        #expect(!ring.contains(CGPoint(x: 4, y: 4), eoFill: true))
        #expect(ring.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 9, y: 4)))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 0.5, y: 0.5)))
    }
}
