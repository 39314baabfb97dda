import Testing
@testable import Tessera

// Where the user is in a list, as a value: no host, no rows made.

/// Entries named by a string: "#" starts a header, anything else is a row with that id.
private func entries(_ names: [String]) -> [ListEntry] {
    names.map { name in
        name.hasPrefix("#") ? ListEntry(kind: .header(String(name.dropFirst())), id: AnyHashable(name)) : ListEntry(kind: .row(source: 0, offset: 0), id: AnyHashable(name))
    }
}

@Suite struct ListModelTests {
    @Test func steppingPassesHeadersByAndStopsAtEitherEnd() {
        let list = entries(["#Fruit", "apple", "pear", "#Nuts", "pecan"])
        var model = ListModel()
        model.follow(list) { id in list.firstIndex { $0.id == id } }
        #expect(model.current == 1 && model.currentID == AnyHashable("apple"), "a header is never current")
        let stepped1 = model.step(by: 1, in: list)
        #expect(stepped1)
        let stepped2 = model.step(by: 1, in: list)
        #expect(stepped2)
        #expect(model.current == 4 && model.currentID == AnyHashable("pecan"))
        let stepped3 = model.step(by: 1, in: list)
        #expect(!stepped3, "the last row")
        #expect(model.current == 4)
        model.moveToEnd(last: false, in: list)
        #expect(model.current == 1)
        let stepped4 = model.step(by: -1, in: list)
        #expect(!stepped4, "only a header above")
        model.moveToEnd(last: true, in: list)
        #expect(model.currentID == AnyHashable("pecan"))
    }

    @Test func theCurrentRowAndTheScrollPositionFollowTheirIdsWhenRowsChange() {
        var list = entries(["a", "b", "c", "d"])
        var model = ListModel()
        model.setCurrent(2, in: list)
        model.scroll(toTop: 1)
        model.noteTop(in: list)
        model.revealActions(of: "d")
        // A row comes in above: both move down with their rows.
        list = entries(["new", "a", "b", "c", "d"])
        model.follow(list) { id in list.firstIndex { $0.id == id } }
        #expect(model.current == 3 && model.top == 2)
        #expect(model.revealedID == AnyHashable("d"))
        // The current row and the revealed one go: the current stays in place, within the rows.
        list = entries(["new", "a", "b"])
        model.follow(list) { id in list.firstIndex { $0.id == id } }
        #expect(model.current == 2 && model.currentID == AnyHashable("b"))
        #expect(model.revealedID == nil)
        let none: [ListEntry] = []
        model.follow(none) { _ in nil }
        #expect(model.current == 0 && model.currentID == nil)
    }

    @Test func aListAtItsTopShowsARowThatComesInAboveIt() {
        var list = entries(["a", "b", "c"])
        var model = ListModel()
        model.setCurrent(0, in: list)
        model.noteTop(in: list)
        // Newest first: a row inserted above the first while the list is at its top shows,
        // as SwiftUI's list keeps its top; the current row keeps its item.
        list = entries(["new", "a", "b", "c"])
        model.follow(list) { id in list.firstIndex { $0.id == id } }
        #expect(model.top == 0 && model.topOffset == 0)
        #expect(model.current == 1 && model.currentID == AnyHashable("a"))
        model.noteTop(in: list)
        #expect(model.topID == AnyHashable("new"))
    }

    @Test func swipeActionsStepRoundAndAMoveHidesThem() {
        let list = entries(["a", "b"])
        var model = ListModel()
        model.revealActions(of: "a")
        model.stepAction(forward: false, count: 3)
        #expect(model.swipeIndex == 2)
        model.stepAction(forward: true, count: 3)
        #expect(model.swipeIndex == 0)
        let stepped5 = model.step(by: 1, in: list)
        #expect(stepped5)
        #expect(model.revealedID == nil)
        #expect(ListModel.nearestRow(from: 3, in: entries(["a", "#h", "b", "#i"])) == 2)
    }
}
