import Testing
import Tessera
import TesseraTesting

private struct Bed: Identifiable { let id: String; let year: Int }

/// A sidebar as Garden declares it: a disclosure group of this year's beds, then a view of the
/// app's own giving a disclosure group for each past year.
private struct BedSidebar: View {
    @State var chosen: String?
    @State var currentOpen = true
    let beds = [Bed(id: "Herbs", year: 2024), Bed(id: "Roses", year: 2024), Bed(id: "Kale", year: 2023)]
    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $chosen) {
                DisclosureGroup("This year", isExpanded: $currentOpen) {
                    ForEach(beds.filter { $0.year == 2024 }) { Text($0.id) }
                }
                PastYears(beds: beds)
            }
            Text("Chosen: \(chosen ?? "none")")
        }
    }
}

private struct PastYears: View {
    let beds: [Bed]
    var body: some View {
        ForEach([2023], id: \.self) { year in
            DisclosureGroup(String(year)) {
                ForEach(beds.filter { $0.year == year }) { Text($0.id) }
            }
        }
    }
}

/// A disclosure group in a list is an outline of rows.
extension CustomRowsViewTests {
    @Test func aDisclosureGroupsContentIsRowsTheListSelects() async throws {
        let pilot = Pilot(BedSidebar(), size: Size(width: 40, height: 16))
        let herbs = try #require(pilot.position(of: "Herbs"))
        #expect(herbs.x == 6, "a disclosed row is indented past the list's gutter, under its group's label")
        pilot.press(.down); await settle(pilot)
        pilot.press(.space); await settle(pilot)
        #expect(pilot.text.contains("Chosen: Herbs"), "a row inside a disclosure group is a row of the list")
        pilot.press(.down); await settle(pilot)
        pilot.press(.space); await settle(pilot)
        #expect(pilot.text.contains("Chosen: Roses"))
    }

    @Test func aPastYearOpensIntoRowsOfItsOwn() async throws {
        let pilot = Pilot(BedSidebar(), size: Size(width: 40, height: 16))
        #expect(!pilot.text.contains("Kale"), "a group is collapsed at first")
        pilot.click("2023"); await settle(pilot)
        #expect(pilot.text.contains("Kale"))
        pilot.press(.down); await settle(pilot)
        pilot.press(.space); await settle(pilot)
        #expect(pilot.text.contains("Chosen: Kale"))
    }
}
