import Testing
import TesseraTesting

/// SwiftUI's names for small controls and containers, behaving as SwiftUI's do.
@MainActor
@Suite struct ControlNamesTests {
    private struct Travellers: View {
        @State private var count = 2
        var body: some View {
            VStack(alignment: .leading) {
                Stepper("Travellers: \(count)", value: $count, in: 1...3)
                LabeledContent("Version", value: "2.1")
                Text("faded").opacity(0.5)
                Text("gone").opacity(0)
            }
        }
    }

    @Test func aStepperStepsWithinItsBounds() {
        let pilot = Pilot(Travellers(), size: Size(width: 40, height: 6))
        #expect(pilot.text.contains("Travellers: 2"))
        pilot.press(.right)
        #expect(pilot.text.contains("Travellers: 3"))
        pilot.press(.right)                                    // the upper bound holds
        #expect(pilot.text.contains("Travellers: 3"))
        pilot.type("--")
        #expect(pilot.text.contains("Travellers: 1"))
        #expect(pilot.screen.line(5).contains("←→ Less/more"))
    }

    @Test func aClickStepsOnlyOnTheMinusOrThePlus() {
        let pilot = Pilot(Travellers(), size: Size(width: 40, height: 6))
        pilot.click("Travellers")                              // the title: focus, no step
        #expect(pilot.text.contains("Travellers: 2"))
        guard let minus = pilot.position(of: "−"), let plus = pilot.position(of: "+") else {
            Issue.record("the stepper's buttons are not drawn"); return
        }
        pilot.click(at: plus)
        #expect(pilot.text.contains("Travellers: 3"))
        pilot.click(at: Point(x: minus.x + 1, y: minus.y))     // the divider between them
        #expect(pilot.text.contains("Travellers: 3"))
        pilot.click(at: minus)
        #expect(pilot.text.contains("Travellers: 2"))
    }

    @Test func labeledContentOpacityAndContentUnavailable() {
        let pilot = Pilot(Travellers(), size: Size(width: 40, height: 6))
        #expect(pilot.text.contains("Version  2.1"))
        #expect(pilot.text.contains("faded"))
        #expect(!pilot.text.contains("gone"))
        let empty = Pilot(ContentUnavailableView("No trips yet", systemImage: "airplane", description: Text("Book one from a destination")),
                          size: Size(width: 40, height: 8))
        #expect(empty.text.contains("No trips yet"))
        #expect(empty.text.contains("Book one from a destination"))
    }
}

extension ControlNamesTests {
    @Test func symbolsAreGlyphsAndAnUnknownNameIsNeverDrawnAsText() {
        let pilot = Pilot(HStack { Image(systemName: "heart.fill"); Image(systemName: "no.such.symbol"); Label("Pin", systemImage: "⚲") },
                          size: Size(width: 30, height: 2))
        #expect(pilot.text.contains("♥"))
        #expect(pilot.text.contains("◦"))
        #expect(!pilot.text.contains("no.such"))
        #expect(pilot.text.contains("⚲ Pin"))
    }
}

private struct Tappable: View {
    @State private var taps = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Tapped \(taps)").focusable().onTapGesture { taps += 1 }
        }
    }
}

extension ControlNamesTests {
    @Test func aTapGestureAnswersAClickAndEnterOnAFocusableView() {
        let pilot = Pilot(Tappable(), size: Size(width: 30, height: 3))
        pilot.click("Tapped 0")
        #expect(pilot.text.contains("Tapped 1"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Tapped 2"))
    }
}
