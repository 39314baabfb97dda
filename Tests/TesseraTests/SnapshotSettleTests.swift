import Testing
@testable import Tessera
import TesseraTesting

private struct Numbered: Identifiable { let id: Int; var name: String { "Row \(150_000 - id)" } }
private struct ManyRows: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 150_000 }
    subscript(i: Int) -> Numbered { Numbered(id: i) }
}

private struct SortableScreen: View {
    @State var selection: Int?
    @State var order: [KeyPathComparator<Numbered>] = []
    var body: some View {
        Table(ManyRows(), selection: $selection, sortOrder: $order) { TableColumn("Name", value: \.name) }
    }
}

@MainActor
@Suite struct SnapshotSettleTests {
    /// `--snapshot --keys '>'` on a table that sorts in the background shows the sorted rows,
    /// not "Sorting… 0%".
    @Test func aSnapshotWaitsForABackgroundSort() throws {
        let text = try Self.snapshotAfterSorting()
        #expect(!text.contains("Sorting"), "\(text)")
        #expect(text.split(separator: "\n")[1].hasSuffix("Row 1"), "\(text)")
    }

    /// Work that outlasts the limit is shown as it is then.
    @Test func aSnapshotStopsWaitingAtItsLimit() throws {
        let text = try Self.snapshotAfterSorting(settleLimit: .zero)
        #expect(text.contains("Sorting… 0%"), "\(text)")
    }

    /// `--snapshot --keys '>'` of the 150,000-row table.
    private static func snapshotAfterSorting(settleLimit: Duration = .seconds(30)) throws -> String {
        let size = Size(width: 40, height: 5)
        let options = try CommandLineOptions.parse(["--snapshot", "--keys", ">"])
        let clock = TestClock()
        var environment = options.environment
        environment.clock = clock
        let host = ViewHost(rootView: SortableScreen(), size: size, environment: environment, clock: clock)
        return try CommandLineProgram.snapshot(of: host, size: size, options: options, clock: clock, settleLimit: settleLimit)
    }
}
