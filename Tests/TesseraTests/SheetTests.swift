import Observation
import SnapshotTesting
import Testing
import Tessera
import TesseraTesting

@MainActor @Observable
private final class SheetModel {
    var detent: PresentationDetent
    var log = "none"
    init(detent: PresentationDetent) { self.detent = detent }
}

private struct SheetBody: View {
    let model: SheetModel
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading) {
            Text("Sheet body")
            Button("Inside") { model.log = "inside" }
            Button("Close") { dismiss() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct SheetDemo: View {
    let model: SheetModel
    var detents: [PresentationDetent] = [.medium]
    var interaction: PresentationBackgroundInteraction = .automatic
    var dismissDisabled = false
    @State private var showing = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Open") { showing = true }
            Button("Behind") { model.log = "behind" }
            Text("log: \(model.log)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .sheet(isPresented: $showing) {
            SheetBody(model: model)
                .presentationDetents(detents, selection: Binding(get: { model.detent }, set: { model.detent = $0 }))
                .presentationBackgroundInteraction(interaction)
                .interactiveDismissDisabled(dismissDisabled)
        }
    }
}

private struct Trip: Identifiable {
    let id: Int
    let name: String
}

private struct ItemSheetDemo: View {
    @State private var trip: Trip?
    @State private var dismissals = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Show Rome") { trip = Trip(id: 1, name: "Rome") }
            Text("dismissals: \(dismissals)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .sheet(item: $trip, onDismiss: { dismissals += 1 }) { trip in
            VStack(alignment: .leading) {
                Text("Trip to \(trip.name)")
                Button("Next") { self.trip = Trip(id: 2, name: "Oslo") }
                Button("Clear") { self.trip = nil }
            }
        }
    }
}

/// The row of the sheet's top edge (its grabber row), found by the `─` line.
@MainActor
private func grabberRow(_ pilot: Pilot) -> Int? {
    let lines = pilot.screen.lines
    return lines.firstIndex { $0.hasPrefix("──────") }
}

@MainActor
private func hasDim(_ pilot: Pilot, row: Int) -> Bool {
    let s = pilot.screen
    return (0..<s.width).contains { s[$0, row].style.attributes.contains(.dim) }
}

@MainActor
@Suite struct SheetTests {
    // 60×24: the footer takes the last row, so the content area is 23 rows (0…22).
    private let size = Size(width: 60, height: 24)

    @Test func eachDetentGivesItsHeight() {
        let cases: [(PresentationDetent, String, Int)] = [
            (.height(8), "height8", 8),     // grabber included
            (.fraction(0.3), "fraction30", 7),   // 23 × 0.3 = 6.9 → 7
            (.medium, "medium", 11),         // 23 / 2
            (.large, "large", 22),           // all but the first row
        ]
        for (detent, name, rows) in cases {
            let model = SheetModel(detent: detent)
            let pilot = Pilot(SheetDemo(model: model, detents: [detent]), size: size)
            pilot.press(.enter)
            #expect(pilot.text.contains("Sheet body"), "\(name)")
            #expect(grabberRow(pilot) == 23 - rows, "\(name)")
            #expect(pilot.screen.lines[23 - rows + 1].hasPrefix("Sheet body"), "\(name)")
            assertSnapshot(of: pilot, as: .screen, named: name)
        }
    }

    @Test func plusAndMinusStepDetentsAndTheSelectionFollows() {
        let model = SheetModel(detent: .height(8))
        let pilot = Pilot(SheetDemo(model: model, detents: [.large, .height(8), .medium]), size: size)
        pilot.press(.enter)
        #expect(grabberRow(pilot) == 15)
        pilot.press(.character("+"))
        #expect(model.detent == .medium)
        #expect(grabberRow(pilot) == 12)
        pilot.press(.character("+"))
        #expect(model.detent == .large)
        #expect(grabberRow(pilot) == 1)
        pilot.press(.character("+"))   // already the tallest
        #expect(model.detent == .large)
        pilot.press(.character("-"))
        pilot.press(.character("-"))
        #expect(model.detent == .height(8))
        #expect(grabberRow(pilot) == 15)
        // The binding drives the sheet too.
        model.detent = .medium
        #expect(grabberRow(pilot) == 12)
        #expect(pilot.text.contains("Sheet body"))
    }

    @Test func draggingTheGrabberSnapsToTheNearestDetent() {
        let model = SheetModel(detent: .height(8))
        let pilot = Pilot(SheetDemo(model: model, detents: [.height(8), .medium, .large]), size: size)
        pilot.press(.enter)
        #expect(grabberRow(pilot) == 15)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 15))))
        pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 30, y: 4))))
        #expect(grabberRow(pilot) == 4)   // follows the pointer while dragging
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 4))))
        #expect(model.detent == .large)   // 19 rows: nearest to 22 (large) rather than 11 (medium)
        #expect(grabberRow(pilot) == 1)
        pilot.send(.mouse(MouseEvent(.press, at: Point(x: 30, y: 1))))
        pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 30, y: 13))))
        pilot.send(.mouse(MouseEvent(.release, at: Point(x: 30, y: 13))))
        #expect(model.detent == .medium)
        #expect(grabberRow(pilot) == 12)
    }

    @Test func backgroundStaysUsableUpThroughTheThresholdDetent() {
        let model = SheetModel(detent: .height(5))
        let demo = SheetDemo(model: model, detents: [.height(5), .height(8), .medium],
                             interaction: .enabled(upThrough: .height(8)))
        let pilot = Pilot(demo, size: size)
        pilot.press(.enter)
        #expect(grabberRow(pilot) == 18)
        // Below the threshold: undimmed, and Tab from Open reaches the button behind.
        #expect(!hasDim(pilot, row: 0) && !hasDim(pilot, row: 1))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(model.log == "behind")
        #expect(pilot.text.contains("Sheet body"))
        // Tab goes on into the sheet, which is reachable too.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(model.log == "inside")
        // At the threshold: still undimmed and usable.
        pilot.press(.character("+"))
        #expect(model.detent == .height(8))
        #expect(!hasDim(pilot, row: 1))
        pilot.click("Open")
        model.log = "none"
        pilot.click("Behind")
        #expect(model.log == "behind")
        // Above it: dimmed, focus moves into the sheet and stays there, clicks behind do nothing.
        pilot.press(.character("+"))
        #expect(model.detent == .medium)
        #expect(hasDim(pilot, row: 0) && hasDim(pilot, row: 1))
        #expect(!hasDim(pilot, row: 13))   // the sheet's own first row
        model.log = "none"
        pilot.press(.tab, times: 4)   // Inside, Close, Inside, Close, Inside
        pilot.press(.enter)
        #expect(model.log == "inside")
        model.log = "none"
        pilot.click("Behind")
        #expect(model.log == "none")
        #expect(pilot.text.contains("Sheet body"))
    }

    @Test func blockingSheetTrapsFocusAndRestoresItOnDismiss() {
        let model = SheetModel(detent: .medium)
        let pilot = Pilot(SheetDemo(model: model), size: size)
        pilot.press(.tab)   // Behind
        pilot.press(.backTab)   // Open
        pilot.press(.enter)
        #expect(hasDim(pilot, row: 0))
        pilot.press(.tab, times: 2)   // Inside → Close → Inside: Tab never leaves the sheet
        pilot.press(.enter)
        #expect(model.log == "inside")
        pilot.click("Behind")
        #expect(model.log == "inside")
        // Esc closes; focus is back on Open, so Enter opens the sheet again.
        pilot.press(.escape)
        #expect(!pilot.text.contains("Sheet body"))
        #expect(!hasDim(pilot, row: 0))
        pilot.press(.enter)
        #expect(pilot.text.contains("Sheet body"))
        // `dismiss` from inside closes too, with the same focus restore.
        pilot.press(.tab)   // Close
        pilot.press(.enter)
        #expect(!pilot.text.contains("Sheet body"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Sheet body"))
    }

    @Test func focusReturnsToTheOpenerEvenWhenItIsNotTheFirstControl() {
        let model = SheetModel(detent: .medium)
        let pilot = Pilot(OpenerSecondDemo(model: model), size: size)
        pilot.press(.tab)   // Open (second)
        pilot.press(.enter)
        #expect(pilot.text.contains("Sheet body"))
        pilot.press(.escape)
        pilot.press(.enter)
        #expect(pilot.text.contains("Sheet body"))
        #expect(model.log == "none")
    }

    @Test func interactiveDismissDisabledIgnoresEscape() {
        let model = SheetModel(detent: .medium)
        let pilot = Pilot(SheetDemo(model: model, dismissDisabled: true), size: size)
        pilot.press(.enter)
        pilot.press(.escape)
        #expect(pilot.text.contains("Sheet body"))
        #expect(!pilot.screen.lines[23].contains("Close"))   // the footer offers no Esc
        // `dismiss` still works.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(!pilot.text.contains("Sheet body"))
    }

    @Test func itemSheetShowsTheItemAndClosesWhenSetToNil() {
        let pilot = Pilot(ItemSheetDemo(), size: size)
        #expect(!pilot.text.contains("Trip to"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Trip to Rome"))
        pilot.press(.enter)   // Next: a different item replaces the sheet
        #expect(pilot.text.contains("Trip to Oslo"))
        #expect(!pilot.text.contains("Trip to Rome"))
        pilot.press(.tab)   // the replaced sheet focuses its first control again: Next → Clear
        pilot.press(.enter)
        #expect(!pilot.text.contains("Trip to"))
        #expect(pilot.text.contains("dismissals: 1"))
        // Esc sets the item to nil as well.
        pilot.press(.enter)
        #expect(pilot.text.contains("Trip to Rome"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Trip to"))
        #expect(pilot.text.contains("dismissals: 2"))
    }
}

private struct OpenerSecondDemo: View {
    let model: SheetModel
    @State private var showing = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("First") { model.log = "first" }
            Button("Open") { showing = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .sheet(isPresented: $showing) { SheetBody(model: model) }
    }
}
