import Foundation
import Testing
import Tessera
import TesseraTesting

// With lengths read as points (`LengthUnit.current = .points`), `.offset` and `.position`
// are points too, and a drag reports points, as they are in SwiftUI. The habit tracker's
// chart picker, `.offset(x: 12)`, moved twelve columns and was cut by the edge.

private struct Shifted: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("A").offset(x: 12)
            Text("B").offset(x: 30, y: 20)
            Text("C")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Dragged: View {
    @State private var moved = CGSize.zero
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 100, height: 60)
                .gesture(DragGesture(minimumDistance: 0).onChanged { moved = $0.translation })
            Text("moved \(Int(moved.width)) \(Int(moved.height))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct PointOffsetTests {
    private func column(of text: String, in pilot: Pilot) -> Point? { pilot.position(of: text) }

    @Test func offsetsAndPositionsArePointsWhenLengthsAre() {
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let pilot = Pilot(Shifted(), size: Size(width: 20, height: 6))
        #expect(pilot.position(of: "A") == Point(x: 1, y: 0), "12 points is one column: \(pilot.text)")
        #expect(pilot.position(of: "B") == Point(x: 3, y: 2), "30 and 20 points are three columns and a row")
        let placed = Pilot(Text("P").position(x: 100, y: 40), size: Size(width: 20, height: 6))
        LengthUnit.current = .cells
        let inCells = Pilot(Text("P").position(x: 10, y: 2), size: Size(width: 20, height: 6))
        #expect(placed.position(of: "P") != nil && placed.position(of: "P") == inCells.position(of: "P"),
                "100 and 40 points place it where 10 columns and 2 rows do")
    }

    @Test func inCellsTheyStayCells() {
        let pilot = Pilot(Shifted(), size: Size(width: 40, height: 30))
        #expect(pilot.position(of: "A") == Point(x: 12, y: 0))
    }

    @Test func aDragReportsPointsWhenLengthsArePoints() {
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let pilot = Pilot(Dragged(), size: Size(width: 20, height: 6))
        pilot.drag(from: Point(x: 1, y: 0), to: Point(x: 4, y: 2))
        #expect(pilot.text.contains("moved 30 40"), "three columns and two rows: \(pilot.text)")
    }
}
