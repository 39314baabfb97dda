import Testing
@testable import Tessera
import TesseraTesting

// Two hosts in one process are apart: what one changes is counted in its own revisions and
// statistics, and the caches of the other, keyed by its own, stand.

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }
            Text("Count \(count)")
            ForEach(0..<6) { Text("Row \($0)") }
        }
    }
}

private struct Form: View {
    @State private var name = ""
    @State private var mail = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            TextField("Mail", text: $mail)
            Button("Save") {}
        }
    }
}

@MainActor
@Suite struct HostRevisionTests {
    @Test func aChangeInOneHostLeavesTheOthersRevisionsAndFocusWalkAsTheyWere() {
        let counting = Pilot(Counter(), size: Size(width: 30, height: 10))
        let other = Pilot(Form(), size: Size(width: 30, height: 10))
        _ = counting.screen
        _ = other.screen
        let revisions = other.host.revisions
        counting.press(.enter)
        #expect(counting.text.contains("Count 1"))
        #expect(counting.host.revisions.focusInputs > 0)
        // The counter's change applied views in its own host only.
        #expect(other.host.revisions.focusInputs == revisions.focusInputs)
        #expect(other.host.revisions.focusMoves == revisions.focusMoves)
        #expect(other.host.revisions.treeShape == revisions.treeShape)
        // The other host's next frame finds nothing its focus walk reads changed.
        let visited = other.host.stats.focusVisits, placed = other.host.stats.placements
        _ = other.host.render(size: other.size)
        #expect(other.host.stats.focusVisits == visited, "visited \(other.host.stats.focusVisits - visited)")
        #expect(other.host.stats.placements == placed)
    }

    @Test func eachHostCountsTheNodesItWasGiven() {
        let counting = Pilot(Counter(), size: Size(width: 30, height: 10))
        let alive = counting.host.stats.nodesAlive
        var other: Pilot? = Pilot(Form(), size: Size(width: 30, height: 10))
        #expect(alive > 6)
        #expect((other?.host.stats.nodesAlive ?? 0) > 3)
        // Making the second host's nodes left the first one's count as it was, and so does
        // freeing them.
        #expect(counting.host.stats.nodesAlive == alive)
        other = nil
        #expect(other == nil && counting.host.stats.nodesAlive == alive)
    }
}
