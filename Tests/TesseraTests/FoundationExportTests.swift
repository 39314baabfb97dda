import Testing
import TesseraTesting

// This file imports no Foundation: `Date`, `UUID`, `CGFloat`, `DateFormatter` and the table's
// `KeyPathComparator` come with `import Tessera`, as they come with `import SwiftUI`.

private struct Crate: Identifiable {
    let id = UUID()
    var label: String
    var weight: Double
    var packed: Date
}

private struct CrateTable: View {
    let crates: [Crate]
    @State var order: [KeyPathComparator<Crate>]
    @State var selection: UUID?
    var body: some View {
        Table(crates, selection: $selection, sortOrder: $order) {
            TableColumn("Label", value: \.label)
            TableColumn("Weight", value: \.weight) { crate in Text("\(Int(crate.weight)) kg") }
        }
    }
}

@MainActor
@Suite struct FoundationExportTests {
    private let crates = [
        Crate(label: "crate 10", weight: 7.5, packed: Date(timeIntervalSince1970: 30)),
        Crate(label: "Crate 9", weight: 12, packed: Date(timeIntervalSince1970: 10)),
        Crate(label: "apples", weight: 3, packed: Date(timeIntervalSince1970: 20)),
    ]

    /// The labels top to bottom as the table shows them.
    private func shownOrder(_ order: [KeyPathComparator<Crate>]) -> [String] {
        let pilot = Pilot(CrateTable(crates: crates, order: order), size: Size(width: 40, height: 6))
        return crates.map(\.label).sorted { (pilot.position(of: $0)?.y ?? -1) < (pilot.position(of: $1)?.y ?? -1) }
    }

    @Test func foundationComesWithTheImport() {
        let width: CGFloat = 2.5
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        #expect(formatter.string(from: Date(timeIntervalSince1970: 0)) == "1970")
        #expect(width * 2 == 5)
        #expect(CGSize(width: 2, height: 3).height == 3)
    }

    @Test func aTableSortsByFoundationsComparatorsAsTheArrayDoes() {
        let byLabel = [KeyPathComparator(\Crate.label)]
        // Text is compared as people read it: case aside, numbers by value.
        #expect(shownOrder(byLabel) == ["apples", "Crate 9", "crate 10"])
        let heaviestFirst = [KeyPathComparator(\Crate.weight, order: .reverse)]
        #expect(shownOrder(heaviestFirst) == crates.sorted(using: heaviestFirst).map(\.label))
        #expect(shownOrder(heaviestFirst) == ["Crate 9", "crate 10", "apples"])
        let byDate = [KeyPathComparator(\Crate.packed)]
        #expect(shownOrder(byDate) == ["Crate 9", "apples", "crate 10"])
    }
}
