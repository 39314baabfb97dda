import Testing
import Tessera
import TesseraTesting

// Two `ForEach`es in one `List` may make rows with the same ids, most often two sections that
// each count from zero. SwiftUI tells them apart by where they are; each is a row of its own,
// with its own content and state, and a selection holds the id the row was given.

/// A row that keeps a count of its own.
private struct CountedRow: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

private struct TwoSections: View {
    var body: some View {
        List {
            Section("Morning") { ForEach(0..<3) { CountedRow(name: "Morning \($0)") } }
            Section("Evening") { ForEach(0..<2) { CountedRow(name: "Evening \($0)") } }
        }
    }
}

private struct SelectingTwoLists: View {
    @Binding var selection: Set<Int>
    var body: some View {
        List(selection: $selection) {
            ForEach([1, 2], id: \.self) { Text("Fruit \($0)") }
            ForEach([2, 3], id: \.self) { Text("Tree \($0)") }
        }
    }
}

@MainActor
@Suite struct ListRepeatedIDsTests {

    @Test func twoSectionsCountingFromZeroShowEveryRowOnce() async {
        let pilot = Pilot(TwoSections(), size: Size(width: 30, height: 16))
        await pilot.settle()
        for name in ["Morning 0", "Morning 1", "Morning 2", "Evening 0", "Evening 1"] {
            #expect(pilot.screen.lines.filter { $0.contains(name) }.count == 1, "\(name) once, on a row of its own")
        }
        let morning = pilot.position(of: "Morning 0"), evening = pilot.position(of: "Evening 0")
        #expect(morning != nil && evening != nil && morning!.y < evening!.y)
    }

    @Test func theArrowsVisitEachRowAndEachKeepsItsOwnState() async {
        let pilot = Pilot(TwoSections(), size: Size(width: 30, height: 16))
        await pilot.settle()
        #expect(pilot.focusedLine.contains("Morning 0 0"))
        for _ in 0..<3 { pilot.press(.down); await pilot.settle() }
        #expect(pilot.focusedLine.contains("Evening 0 0"), "the fourth row is the evening's first")
        pilot.press(.enter); await pilot.settle()
        #expect(pilot.text.contains("Evening 0 1"))
        #expect(pilot.text.contains("Morning 0 0"), "the morning's row of the same id kept its own count")
        pilot.press(.down); await pilot.settle()
        #expect(pilot.focusedLine.contains("Evening 1 0"))
    }

    @Test func aSelectionHoldsTheIdTheRowWasGiven() async {
        var selected: Set<Int> = []
        let binding = Binding(get: { selected }, set: { selected = $0 })
        let pilot = Pilot(SelectingTwoLists(selection: binding), size: Size(width: 30, height: 12))
        await pilot.settle()
        for _ in 0..<3 { pilot.press(.down); await pilot.settle() }
        #expect(pilot.focusedLine.hasSuffix("Tree 3"))
        pilot.press(.space); await pilot.settle()
        #expect(selected == [3])
        pilot.press(.up); await pilot.settle()
        #expect(pilot.focusedLine.hasSuffix("Tree 2"))
        pilot.press(.space); await pilot.settle()
        #expect(selected == [2, 3])
        #expect(pilot.screen.lines.filter { $0.contains("✓") }.count == 3,
                "a selected id marks every row that has it, as SwiftUI's selection does")
    }
}
