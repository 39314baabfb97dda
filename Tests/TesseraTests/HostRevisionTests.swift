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

/// A stack evaluated again with each press (its content reads the count), its title fixed.
private struct CountedStack: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Add") { count += 1 }
                Text("Count \(count)")
            }
            .navigationTitle("Fixed")
        }
    }
}

private struct TintedRows: View {
    @State private var tinted = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Tint") { tinted.toggle() }
            List(0..<4, id: \.self) { row in
                Text("Row \(row)").listRowBackground(tinted && row == 1 ? Color.red : nil)
            }
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

    @Test func aTitleChangedInOneHostLeavesTheTitlesTheOtherFound() {
        let renaming = Pilot(RenamingTitle(), size: Size(width: 40, height: 8))
        let counting = Pilot(CountedStack(), size: Size(width: 40, height: 8))
        _ = renaming.screen
        counting.press(.enter)
        #expect(counting.text.contains("Count 1"))
        renaming.press(.enter)
        #expect(renaming.text.contains("After"))
        // The counting stack is evaluated again: its level's title is the one it found.
        let searches = counting.host.stats.subtreeSearches
        counting.press(.enter)
        #expect(counting.text.contains("Count 2") && counting.text.contains("Fixed"))
        #expect(counting.host.stats.subtreeSearches == searches, "searched \(counting.host.stats.subtreeSearches - searches) levels again")
    }

    @Test func aRowOptionSetInOneHostLeavesTheRowOptionsTheOtherMerged() {
        let tinting = Pilot(TintedRows(), size: Size(width: 30, height: 8))
        let other = Pilot(TintedRows(), size: Size(width: 30, height: 8))
        _ = tinting.screen
        other.press(.tab)
        _ = other.screen
        tinting.press(.enter)
        _ = tinting.screen
        // Down moves the other list's current row and places it again: its rows' options
        // are the ones it merged.
        let searches = other.host.stats.subtreeSearches
        other.press(.down)
        #expect(other.host.stats.subtreeSearches == searches, "merged \(other.host.stats.subtreeSearches - searches) rows again")
        // Its own change is still seen: a tint set in this host merges that row again.
        other.press(.up)
        other.press(.backTab)
        other.press(.enter)
        #expect(other.host.stats.subtreeSearches > searches)
    }
}
