import Testing
@testable import Tessera
import TesseraTesting

// Rows of a `List` removed in an animation leave by their `.transition`, all of them at once,
// in their places; the current row is already on the row that stays.

private struct Fading: View {
    @State var rows = (1...8).map { "row \($0)" }
    var gone: Set<String> = ["row 3", "row 5", "row 6"]
    var transition: AnyTransition = .opacity
    var body: some View {
        VStack(spacing: 0) {
            Button("Remove") { withAnimation(.linear(duration: 1)) { rows.removeAll { gone.contains($0) } } }
            List { ForEach(rows, id: \.self) { Text($0).transition(transition) } }
        }
    }
}

@MainActor
@Suite struct ListRemovalTransitionTests {
    private func shown(_ pilot: Pilot) -> [String] {
        pilot.text.split(separator: "\n").compactMap { line in
            line.range(of: #"row \d+"#, options: .regularExpression).map { String(line[$0]) }
        }
    }

    @Test func rowsRemovedTogetherInAnAnimationLeaveTogetherThenTheirPlacesClose() throws {
        let pilot = Pilot(Fading(), size: Size(width: 30, height: 20))
        pilot.press(.tab)  // from Remove into the list
        pilot.press(.down, times: 4)  // row 5 current
        pilot.press(.tab)
        pilot.press(.enter)  // Remove
        let all = (1...8).map { "row \($0)" }
        #expect(shown(pilot) == all, "the three stay in their places as they start leaving")
        pilot.advance(by: .milliseconds(500))
        #expect(shown(pilot) == all, "halfway, all three are still leaving:\n\(pilot.text)")
        let list = try #require(Self.list(in: pilot))
        #expect(list.focusedID == AnyHashable("row 7"), "the current row is the one after those that went")
        pilot.advance(by: .milliseconds(600))
        #expect(shown(pilot) == ["row 1", "row 2", "row 4", "row 7", "row 8"], "gone together:\n\(pilot.text)")
        #expect(pilot.host.animator.running == 0)
        pilot.press(.tab)
        pilot.press(.up)
        #expect(list.focusedID == AnyHashable("row 4"), "the keys step over no leftover of them")
    }

    @Test func keysPassTheLeavingRowsByAndARowBackWhileLeavingStays() throws {
        let pilot = Pilot(Fading(gone: ["row 2"]), size: Size(width: 30, height: 20))
        pilot.press(.tab)
        pilot.press(.tab)
        pilot.press(.enter)
        pilot.press(.tab)  // into the list, on row 1
        pilot.press(.down)
        let list = try #require(Self.list(in: pilot))
        #expect(list.focusedID == AnyHashable("row 3"), "Down passes the leaving row by")
        pilot.advance(by: .milliseconds(1_100))
        #expect(!shown(pilot).contains("row 2"))
        #expect(list.entries.count == 7, "the leaving row's place is gone with it")
    }

    @Test func rowsSlidingOutFrameByFrameLeaveTheSeparatorsAndTheOtherRowsAsTheyWere() {
        // A debug build checks each frame drawn from its damage against one drawn whole: a
        // separator that followed a leaving row's text would differ.
        let pilot = Pilot(Fading(transition: .slide), size: Size(width: 30, height: 20))
        pilot.press(.enter)
        for _ in 0..<40 {
            pilot.advance(by: .milliseconds(33))
            _ = pilot.screen
        }
        #expect(shown(pilot) == ["row 1", "row 2", "row 4", "row 7", "row 8"])
    }

    @Test func withoutAnAnimationOrATransitionRowsGoAtOnce() {
        let pilot = Pilot(Fading(transition: .identity), size: Size(width: 30, height: 20))
        pilot.press(.enter)  // Remove, focused first
        #expect(shown(pilot) == ["row 1", "row 2", "row 4", "row 7", "row 8"])
    }

    private static func list(in pilot: Pilot) -> ListNode? {
        _ = pilot.screen
        var found: ListNode?
        pilot.host.root.forEachNode { if found == nil, let list = $0 as? ListNode { found = list } }
        return found
    }
}
