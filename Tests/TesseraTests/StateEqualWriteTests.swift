import Testing
@testable import Tessera
import TesseraTesting

// Writing a `@State` the value it already holds changes nothing: no body runs and no frame is
// asked for, as a `@FocusState` already behaves. A value that is not `Equatable` cannot be
// compared and still tells its readers.

/// What the counted views hand the test once they appear.
@MainActor private enum Captured {
    static var count: Binding<Int>?
    static var name: Binding<String>?
    static var increment: (@MainActor (Int) -> Void)?
    static var box: Binding<Unequatable>?
    static var runs = 0
}

private struct Unequatable { var value = 0 }

private struct CountedScreen: View {
    @State private var count = 0
    @State private var name = "Ada"
    @State private var box = Unequatable()
    var body: some View {
        let _ = Captured.runs += 1
        VStack(alignment: .leading) {
            Text("Count \(count)")
            Text("Name \(name)")
            Text("Box \(box.value)")
        }
        .onAppear {
            Captured.count = $count
            Captured.name = $name
            Captured.box = $box
            Captured.increment = { count += $0 }
        }
    }
}

@MainActor
@Suite(.serialized) struct StateEqualWriteTests {
    @Test func writingTheValueAStateHoldsRunsNoBodyAndAsksForNoFrame() throws {
        let pilot = Pilot(CountedScreen(), size: Size(width: 20, height: 6))
        let count = try #require(Captured.count), name = try #require(Captured.name)
        let increment = try #require(Captured.increment)
        #expect(!pilot.host.needsFrame)
        let runs = Captured.runs, evaluations = pilot.host.evaluationCount

        count.wrappedValue = 0
        name.wrappedValue = "Ada"
        increment(0)  // `count += 0` changes it in place, to what it was
        #expect(!pilot.host.needsFrame)
        _ = pilot.screen
        #expect(Captured.runs == runs)
        #expect(pilot.host.evaluationCount == evaluations)

        // A different value is a change: the body runs once and shows it.
        count.wrappedValue = 2
        increment(1)
        #expect(pilot.host.needsFrame)
        #expect(pilot.text.contains("Count 3"), "\(pilot.text)")
        #expect(Captured.runs == runs + 1)
    }

    @Test func aValueThatCannotBeComparedStillTellsItsReaders() throws {
        let pilot = Pilot(CountedScreen(), size: Size(width: 20, height: 6))
        let box = try #require(Captured.box)
        let runs = Captured.runs
        box.wrappedValue = Unequatable()
        #expect(pilot.host.needsFrame)
        _ = pilot.screen
        #expect(Captured.runs == runs + 1)
    }
}
