import Testing
import Tessera
import TesseraTesting

// A sheet's top rule names its detent only where there is a choice of detents (or while it
// is dragged): a sheet the program gave no detents, SwiftUI's plain large sheet, showed
// "Large" on every sheet of the habit tracker.

private struct Presenter: View {
    let detents: Set<PresentationDetent>?
    @State private var shown = true
    var body: some View {
        Text("Behind").sheet(isPresented: $shown) {
            if let detents { Text("Inside").presentationDetents(detents) } else { Text("Inside") }
        }
    }
}

@MainActor
@Suite struct SheetDetentNameTests {
    @Test func aSheetOfOneDetentNamesNone() {
        let plain = Pilot(Presenter(detents: nil), size: Size(width: 40, height: 12))
        #expect(plain.text.contains("Inside"))
        #expect(!plain.text.contains("Large"), "\(plain.text)")
        let one = Pilot(Presenter(detents: [.medium]), size: Size(width: 40, height: 12))
        #expect(one.text.contains("Inside") && !one.text.contains("Medium"))
    }

    /// A set of detents opens at its lowest, in every run: a set's order changes from one run
    /// to the next, and the sheet opened at Large about half the time.
    @Test(arguments: 0..<8)
    func aSheetOfSeveralOpensAtTheLowestAndNamesIt(run: Int) {
        let pilot = Pilot(Presenter(detents: Set([.large, .medium, .height(4 + run % 2)])), size: Size(width: 40, height: 12))
        #expect(pilot.text.contains(" \(4 + run % 2) rows "), "\(pilot.text)")
        pilot.press(.character("+"))
        #expect(pilot.text.contains("Medium"))
        pilot.press(.character("+"))
        #expect(pilot.text.contains("Large"))
    }
}
