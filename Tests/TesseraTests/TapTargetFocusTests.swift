import Testing
import Tessera
import TesseraTesting

// A tap target with no control inside (the habit tracker's row background) is reached by
// keys: a Tab stop whose Enter is the tap, named in the footer.

/// A row whose background opens it, with a button beside the background.
private struct TappableRow: View {
    @State private var opened = 0
    @State private var marked = 0
    var body: some View {
        VStack {
            Text("opened \(opened) marked \(marked)")
            ZStack {
                Color.blue.onTapGesture { opened += 1 }
                Text("Read").allowsHitTesting(false)
            }
            .frame(height: 3)
            Button("Mark") { marked += 1 }
        }
    }
}

@MainActor
@Suite struct TapTargetFocusTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    @Test func aTapTargetWithoutAControlIsATabStopWhoseEnterTaps() {
        let pilot = Pilot(TappableRow(), size: Size(width: 40, height: 10))
        var seen = Set<String>()
        for _ in 0..<3 {
            if footer(pilot).contains("Activate") {
                pilot.press(.enter)
                break
            }
            seen.insert(footer(pilot))
            pilot.press(.tab)
        }
        #expect(pilot.text.contains("opened 1 marked 0"), "Enter on the background opened the row: \(pilot.text) \(seen)")
        pilot.press(.space)
        #expect(pilot.text.contains("opened 2"), "Space taps too")
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("opened 2 marked 1"), "the button is the next Tab stop")
    }

    @Test func aTapTargetAroundAControlLeavesTheTabStopToTheControl() {
        struct Around: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("taps \(taps)")
                    VStack { Button("Inner") {} }.onTapGesture { taps += 1 }
                }
            }
        }
        let pilot = Pilot(Around(), size: Size(width: 30, height: 6))
        #expect(footer(pilot).contains("Tab Next") == false, "one Tab stop, the button: \(footer(pilot))")
    }
}
