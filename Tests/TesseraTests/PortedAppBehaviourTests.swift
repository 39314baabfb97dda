import Testing
import TesseraTesting

// Behaviour the BookClub and Scrumdinger ports met when run.

@MainActor private final class BodyCount { var count = 0 }

/// A style that frames the progress view it was handed, as Scrumdinger's meeting header does.
private struct Framed: ProgressViewStyle {
    let bodies: BodyCount
    func makeBody(configuration: Configuration) -> some View {
        let made = bodies.next()
        HStack(spacing: 0) {
            Text("[")
            // Bounded, so the test fails rather than overflowing the stack if the style recurses.
            if made < 4 { ProgressView(configuration) }
            Text("]")
        }
    }
}

extension BodyCount { func next() -> Int { count += 1; return count } }

@MainActor
@Suite struct PortedAppBehaviourTests {
    @Test func aProgressViewInsideItsOwnStyleDrawsWithTheStyleOutsideIt() {
        let bodies = BodyCount()
        let pilot = Pilot(ProgressView(value: 0.4).progressViewStyle(Framed(bodies: bodies)).frame(width: 30), size: Size(width: 30, height: 3))
        #expect(bodies.count == 1, "the style's body is made once, not again for the progress view inside it")
        #expect(pilot.text.contains("40%"), "the inner progress view is the default bar: \(pilot.text)")
        #expect(pilot.text.filter { $0 == "[" }.count == 1)
    }
}
