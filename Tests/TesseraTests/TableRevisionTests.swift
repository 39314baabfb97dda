import Testing
@testable import Tessera
import TesseraTesting

private struct Pet: Identifiable, Equatable { var id: Int; var name: String }

/// Rows that count how often they are read, equal while their version is.
private final class Reads: @unchecked Sendable { var count = 0 }
private struct CountedPets: RandomAccessCollection, Equatable {
    let reads: Reads
    let version: Int
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Pet { reads.count += 1; return Pet(id: i, name: "Pet \(String(count - i).leftPadded(to: 6)) v\(version)") }
    static func == (a: Self, b: Self) -> Bool { a.reads === b.reads && a.version == b.version && a.count == b.count }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

private struct CountedScreen: View {
    let reads: Reads
    @State var version = 0
    @State var unrelated = 0
    @State var order = [KeyPathComparator(\Pet.name)]
    @State var selection: Int?
    var body: some View {
        VStack {
            Text("Unrelated \(unrelated)")
            Button("Touch") { unrelated += 1 }
            Button("New version") { version += 1 }
            Table(CountedPets(reads: reads, version: version, count: 1_000), selection: $selection, sortOrder: $order) { TableColumn("Name", value: \.name) }
        }
    }
}

@MainActor @Observable private final class Shelter {
    var pets = (0..<60_000).map { Pet(id: $0, name: "Pet \(String($0).leftPadded(to: 6))") }
}

private struct ShelterScreen: View {
    var shelter: Shelter
    @State var order = [KeyPathComparator(\Pet.name)]
    @State var selection: Int?
    var body: some View {
        Table(shelter.pets, selection: $selection, sortOrder: $order) { TableColumn("Name", value: \.name) }
    }
}

@MainActor
@Suite struct TableRevisionTests {
    @Test func aLargeTableReSortsWhenARowChanges() async {
        let shelter = Shelter()
        let pilot = Pilot(ShelterScreen(shelter: shelter), size: Size(width: 30, height: 6))
        #expect(pilot.text.split(separator: "\n")[1].contains("Pet 000000"))
        shelter.pets[59_999].name = "Aardvark"
        await Task.yield()
        #expect(pilot.text.split(separator: "\n")[1].contains("Aardvark"), "the renamed row sorts first")
    }

    @Test func unchangedDataIsNotReSortedWhenTheViewIsEvaluatedAgain() {
        let reads = Reads()
        let pilot = Pilot(CountedScreen(reads: reads), size: Size(width: 30, height: 10))
        #expect(pilot.text.contains("Pet 000001 v0"))
        reads.count = 0
        pilot.press(.enter)  // "Touch": the table's parent evaluates again, its data is the same
        #expect(pilot.text.contains("Unrelated 1"))
        #expect(reads.count < 50, "read \(reads.count) rows for a table whose data did not change")
        pilot.press(.tab)
        pilot.press(.enter)  // a new version: every row is read to sort again
        #expect(pilot.text.contains("Pet 000001 v1"))
        #expect(reads.count >= 1_000)
    }
}
