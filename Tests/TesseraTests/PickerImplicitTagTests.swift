import Testing
import Tessera
import TesseraTesting

// A picker's options made by a `ForEach` without `.tag` stand for their element's id when it
// is of the selection's type, as in SwiftUI: the habit tracker's chart range picker
// (`ForEach(DisplayModes.allCases) { Text(…) }`) showed no value and Tab passed it by.

private enum Range: String, CaseIterable, Identifiable {
    case week = "Week", sixMonths = "Six months", year = "Year"
    var id: Self { self }
}

private struct RangePicker: View {
    @State private var range = Range.week
    @State private var fruit = "Pear"
    @State private var count = 2
    var body: some View {
        VStack(alignment: .leading) {
            Picker("Display", selection: $range) { ForEach(Range.allCases) { Text($0.rawValue) } }
            Picker("Fruit", selection: $fruit) { ForEach(["Apple", "Pear"], id: \.self) { Text($0) } }
            Picker("Count", selection: $count) { ForEach(1..<4) { Text("\($0) times") } }
            // Ids of another type than the selection's stand for nothing: no option to choose.
            Picker("Mismatch", selection: $fruit) { ForEach(0..<2) { Text("Number \($0)") } }
            Text("chose \(range.rawValue), \(fruit), \(count)")
        }
    }
}

@MainActor
@Suite struct PickerImplicitTagTests {
    @Test func optionsAForEachMadeStandForTheirIds() {
        let pilot = Pilot(RangePicker(), size: Size(width: 50, height: 8))
        #expect(pilot.text.contains("‹ Week ›"), "the selection's option shows: \(pilot.text)")
        #expect(pilot.text.contains("‹ Pear ›"))
        #expect(pilot.text.contains("‹ 2 times ›"))
        #expect(pilot.text.contains("Display") && pilot.screen.lines.first { $0.contains("Display") }?.contains("Week") == true)
        // The first picker is the first Tab stop; → chooses the next option.
        pilot.press(.right)
        #expect(pilot.text.contains("chose Six months, Pear, 2"))
        pilot.press(.tab); pilot.press(.left)
        #expect(pilot.text.contains("chose Six months, Apple, 2"))
        pilot.press(.tab); pilot.press(.right)
        #expect(pilot.text.contains("chose Six months, Apple, 3"))
        // The mismatched picker has nothing to choose: it is no Tab stop.
        pilot.press(.tab)
        #expect(pilot.text.contains("chose Six months, Apple, 3"))
        pilot.press(.right)
        #expect(!pilot.text.contains("Number"), "no option of another type is shown as a choice")
    }
}
