import Foundation
import Testing
import TesseraTesting

// What the Garden sample app writes, as it writes it: a row's badge, a table column sorted by
// a comparator of the app's own, and scene storage of an optional value with no default.

private struct Bed: Identifiable {
    let id: String
    let favorite: Bool
}

/// Favourites first, as an app orders a column of Booleans.
private struct FavoritesFirst: SortComparator {
    var order: SortOrder = .forward
    func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult {
        let result: ComparisonResult = lhs == rhs ? .orderedSame : lhs ? .orderedAscending : .orderedDescending
        return order == .forward ? result : result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
}

private struct Beds: View {
    @State private var selection = Set<String>()
    @State private var order: [KeyPathComparator<Bed>] = []
    let beds = [Bed(id: "Asters", favorite: false), Bed(id: "Basil", favorite: true),
                Bed(id: "Chives", favorite: false), Bed(id: "Dill", favorite: true)]
    var body: some View {
        Table(beds, selection: $selection, sortOrder: $order) {
            TableColumn("Bed") { bed in Text(bed.id) }
            TableColumn("Favorite", value: \.favorite, comparator: FavoritesFirst()) { bed in
                Text(bed.favorite ? "yes" : "no")
            }
        }
    }
}

private struct Sidebar: View {
    @State private var needing = 3
    var body: some View {
        List {
            Label("Main bed", systemImage: "leaf").badge(needing)
            Text("Herbs").badge("new")
            Text("Roses").badge(0)
            Button("Water") { needing = 0 }
        }
    }
}

private struct Selected: View {
    @SceneStorage("selection") private var selection: String?
    @AppStorage("last") private var last: Int?
    var body: some View {
        VStack {
            Text("selection \(selection ?? "none") last \(last.map(String.init) ?? "none")")
            Button("Pick") { selection = "Basil"; last = 4 }
            Button("Clear") { selection = nil }
        }
    }
}

@MainActor
@Suite struct GardenNamesTests {
    @Test func aColumnSortsByItsComparator() {
        let pilot = Pilot(Beds(), size: Size(width: 40, height: 7))
        pilot.type(">")
        for _ in 0..<10 where pilot.screen.line(0).contains("Sorting…") { pilot.advance(by: .milliseconds(1)) }
        pilot.press(.home)
        let rows = (1...4).map { pilot.screen.line($0) }
        #expect(rows[0].contains("Basil") && rows[1].contains("Dill"), "\(pilot.text)")
        #expect(rows[2].contains("Asters") && rows[3].contains("Chives"))
        pilot.type("r")
        pilot.press(.home)
        #expect(pilot.screen.line(1).contains("Asters") && pilot.screen.line(3).contains("Basil"), "\(pilot.text)")
    }

    @Test func aBadgeIsDrawnAtTheRowsTrailingEdgeAndZeroDrawsNone() {
        let pilot = Pilot(Sidebar(), size: Size(width: 30, height: 8))
        let main = pilot.text.split(separator: "\n").first { $0.contains("Main bed") }.map(String.init) ?? ""
        #expect(main.trimmingCharacters(in: .whitespaces).hasSuffix("3"), "\(pilot.text)")
        #expect(main.count > 24, "the badge is at the trailing edge: \(main)")
        let herbs = pilot.text.split(separator: "\n").first { $0.contains("Herbs") }.map(String.init) ?? ""
        #expect(herbs.trimmingCharacters(in: .whitespaces).hasSuffix("new"))
        let roses = pilot.text.split(separator: "\n").first { $0.contains("Roses") }.map(String.init) ?? ""
        #expect(roses.trimmingCharacters(in: .whitespaces).hasSuffix("Roses"))
        pilot.click("Water")
        let after = pilot.text.split(separator: "\n").first { $0.contains("Main bed") }.map(String.init) ?? ""
        #expect(after.trimmingCharacters(in: .whitespaces).hasSuffix("Main bed"), "\(pilot.text)")
    }

    @Test func anOptionalSceneValueIsNilUntilStoredAndKeptAcrossLaunches() throws {
        let file = try TemporaryStateFile()
        defer { file.remove() }
        let first = Pilot(Selected(), size: Size(width: 50, height: 4), environment: file.launch(), clock: file.clock)
        #expect(first.text.contains("selection none last none"))
        first.click("Pick")
        #expect(first.text.contains("selection Basil last 4"))
        file.clock.advance(by: .seconds(2))
        let second = Pilot(Selected(), size: Size(width: 50, height: 4), environment: file.launch(), clock: file.clock)
        #expect(second.text.contains("selection Basil last 4"))
        second.click("Clear")
        #expect(second.text.contains("selection none last 4"))
        file.clock.advance(by: .seconds(2))
        let third = Pilot(Selected(), size: Size(width: 50, height: 4), environment: file.launch(), clock: file.clock)
        #expect(third.text.contains("selection none last 4"))
    }
}
