import Testing
import Tessera
import TesseraTesting

// Padding read from points leaves a frame's content its last cell: the habit tracker's day
// circle, 10 points each side of a 32-point frame, rounded to nothing.

@MainActor
@Suite struct PaddingYieldTests {
    @Test func paddingInPointsLeavesAFramesContentItsLastCell() {
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        // 32 points are two rows; 10 points each side round to a row each, 9 to none.
        let pilot = Pilot(HStack(spacing: 0) {
            Text("o").padding(10).frame(width: 32, height: 32)
            Text("x").padding(9).frame(width: 32, height: 32)
        }, size: Size(width: 12, height: 4))
        #expect(pilot.text.contains("o"), "the day not done shows its circle:\n\(pilot.text)")
        #expect(pilot.text.contains("x"))
    }

    @Test func paddingInCellsStaysExact() {
        let pilot = Pilot(Text("o").padding(1).frame(width: 3, height: 2), size: Size(width: 6, height: 3))
        #expect(!pilot.text.contains("o"), "a cell's padding is what was written")
    }
}
