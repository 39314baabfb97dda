import Foundation
import Observation
import Testing
import Tessera
import TesseraTesting

// A modifier written on a `ForEach` (or a `Group`, or a view of the app's own whose body is
// several views) applies to each view it makes, as in SwiftUI: in a `List` each item stays a
// row of its own, in a stack each item is laid out as a child of the stack.

private struct Habit: Identifiable, Hashable { var id: Int; var name: String }

@MainActor @Observable private final class Habits {
    var items = [Habit(id: 1, name: "Walk"), Habit(id: 2, name: "Read"), Habit(id: 3, name: "Sleep")]
    var selection: Set<Int> = []
    var opened: [String] = []
}

/// The habit tracker's list: rows of plain buttons, the ForEach carrying the row modifiers.
private struct HabitList: View {
    var model: Habits
    var body: some View {
        List {
            ForEach(model.items) { habit in
                Button(habit.name) { model.opened.append(habit.name) }
            }
            .listRowSeparator(.hidden)
            .buttonStyle(.plain)
            .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 1))
        }
    }
}

private struct SeparatorsHidden: View {
    var model: Habits
    var body: some View {
        @Bindable var model = model
        List(selection: $model.selection) {
            ForEach(model.items) { Text($0.name) }.listRowSeparator(.hidden)
        }
    }
}

/// One row given its options directly, and a ForEach given the same ones.
private struct RowOptions: View {
    var body: some View {
        List {
            Text("Single").listRowInsets(EdgeInsets(leading: 6)).listRowBackground(.red)
            ForEach(["One", "Two", "Three"], id: \.self) { Text($0) }
                .listRowInsets(EdgeInsets(leading: 6))
                .listRowBackground(.red)
        }
    }
}

private struct DeletableThenModified: View {
    var model: Habits
    var body: some View {
        List {
            ForEach(model.items) { Text($0.name) }
                .onDelete { offsets in model.items.remove(atOffsets: offsets) }
                .listRowSeparator(.hidden)
                .foregroundStyle(.green)
        }
    }
}

private struct SectionAndNested: View {
    var body: some View {
        List {
            Section("Morning") {
                ForEach(["Walk", "Read"], id: \.self) { Text($0) }.listRowSeparator(.hidden)
            }
            Section("Evening") {
                ForEach(0..<2) { group in
                    ForEach(["Item \(group).0", "Item \(group).1"], id: \.self) { Text($0) }
                }
                .listRowBackground(.blue)
            }
        }
    }
}

/// A view of the app's own whose body is several rows.
private struct TwoRows: View {
    var body: some View {
        Text("First")
        Text("Second")
    }
}

private struct OwnRowsModified: View {
    var body: some View {
        List { TwoRows().listRowBackground(.red) }
    }
}

/// A counter that keeps its count in its own state.
private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

private struct PaddedCounters: View {
    var model: Habits
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Add") { model.items.insert(Habit(id: 0, name: "Run"), at: 0) }
            ForEach(model.items) { Counter(name: $0.name) }.padding(.leading, 2)
        }
    }
}

@MainActor
@Suite struct ForEachModifierRowsTests {
    private func rowCount(_ pilot: Pilot) -> Int { pilot.host.debugTree.components(separatedBy: "ListRowNode").count - 1 }
    /// A pilot on `view`, checked to show a row per habit, and where the first two are.
    private func habitRows(_ view: some View) throws -> (pilot: Pilot, walk: Point, read: Point) {
        let pilot = Pilot(view, size: Size(width: 30, height: 10))
        #expect(rowCount(pilot) == 3)
        return (pilot, try #require(pilot.position(of: "Walk")), try #require(pilot.position(of: "Read")))
    }

    @Test func aModifiedForEachIsARowPerItemThatTheArrowsMoveBetween() async throws {
        let model = Habits()
        let (pilot, walk, read) = try habitRows(SeparatorsHidden(model: model))
        let sleep = try #require(pilot.position(of: "Sleep"))
        // A hidden separator leaves its line blank, as it does under a single row.
        #expect(read.y == walk.y + 2 && sleep.y == read.y + 2, "a row each")
        #expect(!pilot.text.contains("─"), "the separators are hidden")
        #expect(pilot.focusedLine.hasSuffix("Walk"))
        pilot.press(.down); await pilot.settle()
        #expect(pilot.focusedLine.hasSuffix("Read"))
        pilot.press(.space); await pilot.settle()
        #expect(model.selection == [2])
        pilot.press(.down); await pilot.settle()
        #expect(pilot.focusedLine.hasSuffix("Sleep"))
        pilot.press(.space); await pilot.settle()
        #expect(model.selection == [2, 3])
    }

    @Test func plainButtonsInAModifiedForEachAreRowsEachWithItsOwnAction() async throws {
        let model = Habits()
        let (pilot, walk, read) = try habitRows(HabitList(model: model))
        #expect(read.y == walk.y + 2 && read.x == walk.x, "rows under each other, not centred in one row")
        #expect(!pilot.text.contains("["), "plain buttons, drawn without brackets")
        pilot.press(.down); await pilot.settle()
        #expect(pilot.focusedLine.hasSuffix("Read"))
        // A row that is one button: Enter presses it at once, as a tap does.
        #expect(pilot.text.contains("Enter Read"), "the footer names the button")
        pilot.press(.enter); await pilot.settle()
        #expect(model.opened == ["Read"])
        pilot.press(.down); await pilot.settle()
        pilot.press(.enter); await pilot.settle()
        #expect(model.opened == ["Read", "Sleep"])
    }

    @Test func rowOptionsOnAForEachReachEveryRowAsOnASingleRow() throws {
        let pilot = Pilot(RowOptions(), size: Size(width: 30, height: 12))
        #expect(rowCount(pilot) == 4)
        let single = try #require(pilot.position(of: "Single"))
        #expect(pilot.screen[20, single.y].style.background == .red)
        for name in ["One", "Two", "Three"] {
            let row = try #require(pilot.position(of: name))
            #expect(row.x == single.x, "\(name) is inset as the single row is")
            #expect(pilot.screen[20, row.y].style.background == .red, "\(name)'s row is filled")
        }
    }

    @Test func onDeleteBeforeOtherModifiersDeletesTheFocusedRow() async throws {
        let model = Habits()
        let pilot = Pilot(DeletableThenModified(model: model), size: Size(width: 30, height: 10))
        #expect(rowCount(pilot) == 3)
        let read = try #require(pilot.position(of: "Read"))
        #expect(pilot.screen[read.x, read.y].style.foreground == .green)
        pilot.press(.down); await pilot.settle()
        pilot.type("d"); await pilot.settle()
        #expect(model.items.map(\.name) == ["Walk", "Sleep"])
        #expect(!pilot.text.contains("Read"))
    }

    @Test func aSectionsModifiedForEachAndANestedOneAreRowPerItem() async throws {
        let pilot = Pilot(SectionAndNested(), size: Size(width: 30, height: 16))
        #expect(rowCount(pilot) == 6)
        let walk = try #require(pilot.position(of: "Walk"))
        let read = try #require(pilot.position(of: "Read"))
        #expect(read.y == walk.y + 2, "a row each, the hidden separator's line blank")
        for name in ["Item 0.0", "Item 0.1", "Item 1.0", "Item 1.1"] {
            let row = try #require(pilot.position(of: name))
            #expect(pilot.screen[25, row.y].style.background == .blue, "\(name)'s row is filled")
        }
        // Down walks the rows one by one, across the section's header.
        pilot.press(.down, times: 3); await pilot.settle()
        #expect(pilot.text.contains("▸ Item 0.1"))
    }

    @Test func aModifiedViewOfTheAppsOwnWithSeveralRowsIsThoseRows() throws {
        let pilot = Pilot(OwnRowsModified(), size: Size(width: 30, height: 8))
        #expect(rowCount(pilot) == 2)
        for name in ["First", "Second"] {
            let row = try #require(pilot.position(of: name))
            #expect(pilot.screen[20, row.y].style.background == .red)
        }
    }

    // MARK: Stacks

    @Test func paddingOnAForEachInAColumnPadsEachView() throws {
        let pilot = Pilot(VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { Text("Row \($0)") }.padding(1)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 30, height: 12))
        let rows = try (0..<3).map { try #require(pilot.position(of: "Row \($0)")) }
        #expect(rows.map(\.y) == [1, 4, 7], "each text padded above and below")
        #expect(rows.allSatisfy { $0.x == 1 })
    }

    @Test func paddingOnAForEachInARowPadsEachViewSideBySide() throws {
        let pilot = Pilot(HStack(spacing: 0) {
            ForEach(0..<3) { Text("R\($0)") }.padding(1)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: Size(width: 30, height: 6))
        let rows = try (0..<3).map { try #require(pilot.position(of: "R\($0)")) }
        #expect(rows.map(\.y) == [1, 1, 1], "side by side")
        #expect(rows.map(\.x) == [1, 5, 9], "each text padded on both sides")
    }

    @Test func eachModifiedViewInAStackKeepsItsStateWithItsItem() async throws {
        let model = Habits()
        let pilot = Pilot(PaddedCounters(model: model), size: Size(width: 30, height: 8))
        pilot.click("Read 0"); await pilot.settle()
        pilot.click("Read 1"); await pilot.settle()
        #expect(pilot.text.contains("Read 2"))
        pilot.click("Add"); await pilot.settle()
        // The new item comes first; the count stays with Read, now the third counter.
        let run = try #require(pilot.position(of: "Run 0"))
        let read = try #require(pilot.position(of: "Read 2"))
        #expect(read.y == run.y + 2)
        #expect(pilot.text.contains("Walk 0") && pilot.text.contains("Sleep 0"))
    }

    @Test func aModifiedGroupInAFormPadsEachControl() throws {
        let pilot = Pilot(Form {
            Group {
                Text("Alpha")
                Text("Beta")
            }
            .padding(.leading, 3)
        }, size: Size(width: 30, height: 10))
        let alpha = try #require(pilot.position(of: "Alpha"))
        let beta = try #require(pilot.position(of: "Beta"))
        #expect(alpha.x == beta.x)
        // The form's spacing goes between the two: they are two of its views, not one.
        #expect(beta.y == alpha.y + 2)
    }
}
