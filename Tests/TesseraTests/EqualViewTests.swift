import Testing
@testable import Tessera
import TesseraTesting

// A change re-evaluates the views whose inputs changed, not every view below the one that
// changed: a child whose value and environment are as last time keeps its node as it is.

private struct Row: View {
    let index: Int
    var body: some View { Text("Row \(index)") }
}

private struct CounterBesideRows: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Count \(count)") { count += 1 }
            ForEach(0..<20) { Row(index: $0) }
        }
    }
}

/// An app's view that says itself when two of its values show the same.
private struct Scored: View, Equatable {
    let name: String
    let clicks: Int
    var body: some View { Text(name) }
    nonisolated static func == (a: Scored, b: Scored) -> Bool { a.name == b.name }
}

private struct LabelledRow: View {
    let label: String
    var body: some View { Text(label) }
}

private struct GrowingRow: View {
    @State private var long = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Grow") { long.toggle() }
            LabelledRow(label: "A")
            LabelledRow(label: long ? "B grows much longer" : "B")
            LabelledRow(label: "C")
        }
    }
}

private struct FlagReader: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct DisablingParent: View {
    @State private var disabled = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Switch") { disabled.toggle() }
            FlagReader().disabled(disabled)
            HStack { FlagReader() }.disabled(disabled)
        }
    }
}

/// Not observable: only an update of every view shows what it holds.
private final class PlainBox { var text = "old" }

private struct BoxReader: View {
    let box: PlainBox
    var body: some View { Text(box.text) }
}

private struct GrowingField: View {
    @State private var text = ""
    var body: some View {
        VStack {
            Button("Fill") { text = String(repeating: "a", count: 30) }
            TextField("Name", text: $text).fixedSize()
            Text("end")
        }
    }
}

private struct StaticRows: View {
    var body: some View { VStack { Text("Static A"); Text("Static B") } }
}

private struct CounterOverStack: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
            NavigationStack {
                VStack {
                    Text("Stack \(count)")
                    StaticRows()
                }
            }
        }
    }
}

@Observable private final class SheetCount { var count = 0 }

private struct CounterUnderSheet: View {
    let model: SheetCount
    @State private var shown = true
    var body: some View {
        Text("Count \(model.count)")
            .sheet(isPresented: $shown) {
                VStack {
                    Text("Sheet \(model.count)")
                    StaticRows()
                }
            }
    }
}

private struct ClosureRow: View {
    let title: String
    let action: @MainActor @Sendable () -> Void
    var body: some View { Button(title, action: action) }
}

@MainActor
@Suite struct EqualViewTests {
    @Test func aCounterBesideUnchangedRowsEvaluatesOnlyItself() {
        let pilot = Pilot(CounterBesideRows(), size: Size(width: 30, height: 24))
        #expect(pilot.text.contains("Count 0") && pilot.text.contains("Row 19"))
        let before = pilot.host.evaluationCount
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1") && pilot.text.contains("Row 19"))
        // The counter's body; none of the twenty rows, whose index did not change.
        #expect(pilot.host.evaluationCount - before == 1)
    }

    @Test func onlyTheRowWhoseInputChangedEvaluatesAndTheLayoutFollowsIt() {
        let pilot = Pilot(GrowingRow(), size: Size(width: 30, height: 6))
        func column(of text: String) -> Int? {
            for line in pilot.text.split(separator: "\n") {
                if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
            }
            return nil
        }
        // The column is centred on the screen, as wide as its widest row (the button).
        #expect(column(of: "A") == 11)
        let before = pilot.host.evaluationCount
        pilot.press(.enter)
        #expect(pilot.host.evaluationCount - before == 2)  // GrowingRow and the second row
        // The longer row widens the column, so every row moves: the rows that were not
        // evaluated again are placed again all the same.
        #expect(column(of: "B grows much longer") == 5)
        #expect(column(of: "A") == 5 && column(of: "C") == 5)
        pilot.press(.enter)
        #expect(!pilot.text.contains("grows") && column(of: "A") == 11)
    }

    @Test func anEnvironmentChangeReachesChildrenWhoseValueIsUnchanged() {
        let pilot = Pilot(DisablingParent(), size: Size(width: 30, height: 6))
        #expect(pilot.text.components(separatedBy: "enabled").count - 1 == 2)
        pilot.press(.enter)
        #expect(pilot.text.components(separatedBy: "disabled").count - 1 == 2)
        // And back: the modifier no longer sets the value, so the children read the default.
        pilot.press(.enter)
        #expect(!pilot.text.contains("disabled"))
        #expect(pilot.text.components(separatedBy: "enabled").count - 1 == 2)
    }

    @Test func invalidateAllUpdatesViewsThatLookTheSame() {
        let box = PlainBox()
        let pilot = Pilot(BoxReader(box: box), size: Size(width: 20, height: 3))
        #expect(pilot.text.contains("old"))
        box.text = "new"
        pilot.host.invalidateAll()
        #expect(pilot.text.contains("new"))
    }

    @Test func viewsCompareByEquatableOrByWhatTheyHold() {
        #expect(ViewComparison.areEqual(Text("a"), Text("a")))
        #expect(!ViewComparison.areEqual(Text("a"), Text("b")))
        #expect(ViewComparison.areEqual(LabelledRow(label: "a"), LabelledRow(label: "a")))
        #expect(!ViewComparison.areEqual(LabelledRow(label: "a"), LabelledRow(label: "b")))
        #expect(!ViewComparison.areEqual(LabelledRow(label: "a"), Text("a")))
        let box = PlainBox()
        #expect(ViewComparison.areEqual(BoxReader(box: box), BoxReader(box: box)))
        #expect(!ViewComparison.areEqual(BoxReader(box: box), BoxReader(box: PlainBox())))
        // A closure formed anew may capture other values: never taken for the same.
        var n = 0
        func row() -> ClosureRow { let captured = n; return ClosureRow(title: "t") { _ = captured } }
        let first = row()
        n = 1
        #expect(!ViewComparison.areEqual(first, row()))
    }

    @Test func anAppsEquatableViewIsComparedWithItsOwnEquals() {
        // Bit for bit these differ (the clicks); `==` says they show the same.
        #expect(ViewComparison.areEqual(Scored(name: "a", clicks: 1), Scored(name: "a", clicks: 2)))
        #expect(!ViewComparison.areEqual(Scored(name: "a", clicks: 1), Scored(name: "b", clicks: 1)))
    }

    @Test func eachKindOfViewSaysWhatTheRuntimeAsksOfIt() {
        func traits<V: View>(_: V) -> _ViewTraits { V._viewTraits }
        let text = traits(Text("a"))
        #expect(text.primitive != nil && text.equatable != nil && text.multi == nil)
        #expect(traits(VStack { Text("a") }).primitive != nil)
        let tuple = traits(TupleView(Text("a"), Text("b")))
        #expect(tuple.multi != nil && tuple.comparing != nil && tuple.primitive == nil)
        let rows = traits(ForEach(0..<3) { Text("\($0)") })
        #expect(rows.multi != nil && rows.comparing != nil)
        #expect(traits(Optional(Text("a"))).multi != nil)
        #expect(traits(Group { Text("a") }).multi != nil && traits(AnyView(Text("a"))).multi != nil)
        #expect(traits(EmptyView()).multi != nil)
        let identified = traits(Text("a").id(1))
        #expect(identified.primitive != nil && identified.identified != nil)
        let written = traits(LabelledRow(label: "a"))
        #expect(written.primitive == nil && written.multi == nil && written.equatable == nil && written.comparing == nil)
        let equatable = traits(Scored(name: "a", clicks: 0))
        #expect(equatable.equatable != nil && equatable.primitive == nil)
    }

    @Test func aTextFieldMeasuresAgainWhenItsTextGrows() {
        // At its ideal size a field is as wide as its text (at least 20 columns): one that kept
        // its first size when the button filled it would show only the last letters.
        let pilot = Pilot(GrowingField(), size: Size(width: 60, height: 6))
        let empty = pilot.text
        #expect(!empty.contains("aaa"))
        pilot.press(.enter)
        #expect(pilot.text.contains(String(repeating: "a", count: 30)))
        #expect(pilot.text != empty)
    }

    @Test func aNavigationStackAndASheetPassTheSameEnvironmentWhenNothingChanged() {
        // A navigation level's environment carries its `dismiss`, a sheet's too: made once,
        // they let the views inside stay as they are when the view around them runs again.
        let stack = Pilot(CounterOverStack(), size: Size(width: 30, height: 8))
        var before = stack.host.evaluationCount
        stack.press(.enter)
        #expect(stack.text.contains("Stack 1") && stack.text.contains("Static B"))
        #expect(stack.host.evaluationCount - before == 1)

        let model = SheetCount()
        let sheet = Pilot(CounterUnderSheet(model: model), size: Size(width: 30, height: 10))
        #expect(sheet.text.contains("Sheet 0") && sheet.text.contains("Static B"))
        before = sheet.host.evaluationCount
        model.count = 1
        #expect(sheet.text.contains("Sheet 1") && sheet.text.contains("Static B"))
        #expect(sheet.host.evaluationCount - before == 1)
    }
}
