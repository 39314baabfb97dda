import Foundation
import Observation
import Testing
@testable import Tessera
import TesseraTesting

// Animations run on the host's clock: a test moves the test clock and reads the screen.

/// A marker that moves 30 columns when Enter is pressed, in an animation.
private struct Slider: View {
    @State private var right = false
    let animation: Animation
    var explicit = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // Explicit: the modifier's value never changes, so it leaves `withAnimation`'s be.
            Text("#").offset(x: right ? 30 : 0)
                .animation(animation, value: explicit ? false : right)
            Button("Go") {
                if explicit { withAnimation(animation) { right.toggle() } } else { right.toggle() }
            }
        }
        .frame(width: 40, height: 4, alignment: .topLeading)
    }
}

/// A ring trimmed to `progress` of its length, the trim animated.
private struct Ring: View {
    @State private var progress = 0.0
    var body: some View {
        VStack(spacing: 0) {
            Circle().trim(from: 0, to: progress).stroke(.green).frame(width: 8, height: 4)
            Button("Fill") { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }
}

/// A line of text that appears with a transition.
private struct Appearing: View {
    @State private var shown = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
            if shown { Text("HELLO").transition(.move(edge: .leading)) }
        }
        .frame(width: 20, height: 3, alignment: .topLeading)
    }
}

@MainActor
private func column(of glyph: Character, in pilot: Pilot) -> Int? {
    for line in pilot.text.split(separator: "\n", omittingEmptySubsequences: false) {
        if let index = line.firstIndex(of: glyph) { return line.distance(from: line.startIndex, to: index) }
    }
    return nil
}

@MainActor
@Suite struct AnimationTests {
    @Test func aLinearOffsetIsInterpolatedAtTheClocksTimes() {
        let pilot = Pilot(Slider(animation: .linear(duration: 1)), size: Size(width: 40, height: 5))
        #expect(column(of: "#", in: pilot) == 0)
        pilot.press(.enter)
        #expect(column(of: "#", in: pilot) == 0, "the first frame shows where it was")
        pilot.advance(by: .milliseconds(500))
        #expect(column(of: "#", in: pilot) == 15)
        pilot.advance(by: .milliseconds(250))
        #expect(column(of: "#", in: pilot) == 22)
        pilot.advance(by: .milliseconds(300))
        #expect(column(of: "#", in: pilot) == 30)
    }

    @Test func anEaseInOutStartsAndEndsSlowly() {
        let pilot = Pilot(Slider(animation: .easeInOut(duration: 1)), size: Size(width: 40, height: 5))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(200))
        let early = column(of: "#", in: pilot) ?? -1
        pilot.advance(by: .milliseconds(300))
        let half = column(of: "#", in: pilot) ?? -1
        #expect(early < 6, "slower than linear at first (linear: 6)")
        #expect((14...16).contains(half), "halfway at half time")
    }

    @Test func theAnimationModifierAnimatesChangesOfItsValue() {
        let pilot = Pilot(Slider(animation: .linear(duration: 1), explicit: false), size: Size(width: 40, height: 5))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        #expect(column(of: "#", in: pilot) == 15)
    }

    @Test func delaySpeedAndRepeatShapeTheTiming() {
        let delayed = Pilot(Slider(animation: .linear(duration: 1).delay(0.5)), size: Size(width: 40, height: 5))
        delayed.press(.enter)
        delayed.advance(by: .milliseconds(400))
        #expect(column(of: "#", in: delayed) == 0, "nothing moves before the delay")
        let fast = Pilot(Slider(animation: .linear(duration: 1).speed(2)), size: Size(width: 40, height: 5))
        fast.press(.enter)
        fast.advance(by: .milliseconds(300))
        #expect(column(of: "#", in: fast) == 18, "0.3 s at twice the speed is 0.6 of the way")
        let twice = Pilot(Slider(animation: .linear(duration: 1).repeatCount(2, autoreverses: true)), size: Size(width: 40, height: 5))
        twice.press(.enter)
        twice.advance(by: .milliseconds(1_500))
        #expect(column(of: "#", in: twice) == 15, "on its way back")
        twice.advance(by: .milliseconds(600))
        #expect(column(of: "#", in: twice) == 30, "ends where the value is")
    }

    @Test func reducedMotionShowsTheLastFrameAtOnce() {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let pilot = Pilot(Slider(animation: .linear(duration: 1)), size: Size(width: 40, height: 5), environment: environment)
        pilot.press(.enter)
        #expect(column(of: "#", in: pilot) == 30)
        #expect(pilot.clock.pendingTimers == 0)
        #expect(!pilot.host.needsFrame)
    }

    @Test func noFrameIsAskedForOnceAnAnimationEnds() {
        let pilot = Pilot(Slider(animation: .linear(duration: 0.2)), size: Size(width: 40, height: 5))
        pilot.press(.enter)
        _ = pilot.screen
        #expect(pilot.host.animator.running == 1)
        var frames = 0
        for _ in 0..<20 {
            pilot.clock.advance(by: Animator.frameInterval)
            if pilot.host.needsFrame { frames += 1; _ = pilot.screen }
        }
        #expect(column(of: "#", in: pilot) == 30)
        #expect((6...7).contains(frames), "a frame a step for 0.2 s at 30 a second (\(frames)), then none")
        #expect(pilot.host.animator.running == 0)
        #expect(pilot.clock.pendingTimers == 0)
        #expect(!pilot.host.needsFrame)
    }

    @Test func aTrimIsDrawnAlongTheWay() {
        let pilot = Pilot(Ring(), size: Size(width: 20, height: 6))
        func dots() -> Int { pilot.screen.text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.reduce(0) { $0 + (Int($1.value) - 0x2800).nonzeroBitCount } }
        #expect(dots() == 0)
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        let half = dots()
        pilot.advance(by: .milliseconds(600))
        let whole = dots()
        #expect(half > 0 && half < whole, "half the ring at half time (\(half) of \(whole) dots)")
    }

    @Test func anInsertedViewMovesInFromItsEdge() {
        let pilot = Pilot(Appearing(), size: Size(width: 20, height: 4))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        let line = pilot.text.split(separator: "\n").first { $0.contains("LO") }.map(String.init) ?? ""
        #expect(!line.contains("HELLO") && line.hasPrefix("LO"), "half of it in at half time: \(line)")
        pilot.advance(by: .milliseconds(600))
        #expect(pilot.text.contains("HELLO"))
        #expect(pilot.clock.pendingTimers == 0)
    }

    @Test func reduceMotionComesFromTheFlagAndTheEnvironmentVariable() throws {
        #expect(try CommandLineOptions.parse(["--reduce-motion"]).environment.accessibilityReduceMotion)
        #expect(try !CommandLineOptions.parse([]).reducesMotion || ProcessEnvironment["TESSERA_REDUCE_MOTION"] != nil)
    }
}

/// A marker moved by a model a test writes to, with no animation of its own.
@Observable @MainActor
private final class Marker {
    var right = false
}

private struct ObservedMarker: View {
    let marker: Marker
    var body: some View {
        Text("#").offset(x: marker.right ? 30 : 0)
            .frame(width: 40, height: 4, alignment: .topLeading)
    }
}

/// A line of text that leaves with a transition.
private struct Leaving: View {
    @State private var shown = true
    let transition: AnyTransition
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { Text("HELLO").transition(transition) }
            Text("below")
        }
        .frame(width: 20, height: 4, alignment: .topLeading)
    }
}

@MainActor
@Suite struct AnimationScopeTests {
    @Test func withAnimationAnimatesTheHostWhoseStateItsBodyChangedAndNoOther() {
        let clock = TestClock()
        let size = Size(width: 40, height: 5)
        let animated = Pilot(Slider(animation: .linear(duration: 1)), size: size, clock: clock)
        let marker = Marker()
        let other = Pilot(ObservedMarker(marker: marker), size: size, clock: clock)
        // The button's `withAnimation` changes the first host's state; the second host's model
        // changes outside any animation, and that host evaluates first.
        animated.host.handle(.key(KeyPress(.enter)))
        marker.right = true
        _ = other.screen
        _ = animated.screen
        clock.advance(by: .milliseconds(500))
        #expect(column(of: "#", in: other) == 30, "a change made outside withAnimation shows at once")
        #expect(column(of: "#", in: animated) == 15, "the change withAnimation made is halfway at half time")
    }

    @Test func aModelSetInsideWithAnimationAnimatesTheHostWhoseViewsReadIt() {
        let marker = Marker()
        let pilot = Pilot(ObservedMarker(marker: marker), size: Size(width: 40, height: 5))
        withAnimation(.linear(duration: 1)) { marker.right = true }
        _ = pilot.screen
        pilot.advance(by: .milliseconds(500))
        #expect(column(of: "#", in: pilot) == 15)
    }

    @Test func aKeyToAnotherHostDoesNotCancelAnAnimationAsked() {
        let clock = TestClock()
        let size = Size(width: 40, height: 5)
        let animated = Pilot(Slider(animation: .linear(duration: 1)), size: size, clock: clock)
        let other = Pilot(Text("other"), size: size, clock: clock)
        animated.host.handle(.key(KeyPress(.enter)))
        other.press(.character("x"))
        _ = animated.screen
        clock.advance(by: .milliseconds(500))
        #expect(column(of: "#", in: animated) == 15)
    }
}

@MainActor
@Suite struct RemovalTransitionTests {
    @Test func aRemovedViewMovesOutFrameByFrameThenGoes() {
        let pilot = Pilot(Leaving(transition: .move(edge: .leading)), size: Size(width: 20, height: 5))
        #expect(pilot.screen.line(1).hasPrefix("HELLO"))
        pilot.press(.enter)
        #expect(pilot.screen.line(1).hasPrefix("HELLO"), "the first frame shows it where it was")
        #expect(pilot.screen.line(2).hasPrefix("below"), "its place is kept while it leaves")
        pilot.advance(by: .milliseconds(400))
        let leaving = pilot.screen.line(1)
        #expect(leaving.hasPrefix("LLO") && !leaving.contains("HE"), "two fifths of it out: \(leaving)")
        pilot.advance(by: .milliseconds(400))
        #expect(pilot.screen.line(1).hasPrefix("O"))
        pilot.advance(by: .milliseconds(300))
        #expect(!pilot.text.contains("O\n") && !pilot.text.contains("HELLO"))
        #expect(pilot.screen.line(1).hasPrefix("below"), "gone once the transition ends: its place closes")
        #expect(pilot.clock.pendingTimers == 0)
        #expect(pilot.host.animator.running == 0)
    }

    @Test func aViewThatMovedOutsideItsFrameLeavesNothingBehind() {
        // Moved to its leading edge, it is drawn left of its frame; once gone, those cells
        // are drawn again (a debug build checks each damaged frame against a whole one).
        let pilot = Pilot(HStack(spacing: 0) { Text("12345678"); Leaving(transition: .move(edge: .leading)) }, size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("12345678HELLO"))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        #expect(pilot.text.contains("HELLO") && !pilot.text.contains("12345678"), "drawn over its neighbour:\n\(pilot.text)")
        pilot.advance(by: .milliseconds(600))
        #expect(!pilot.text.contains("LO"))
        #expect(pilot.text.contains("12345678"))
    }

    @Test func anOpacityRemovalFadesThenGoes() {
        let pilot = Pilot(Leaving(transition: .opacity), size: Size(width: 20, height: 5))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        #expect(pilot.screen.line(1).hasPrefix("HELLO"), "still drawn halfway through")
        let cell = pilot.screen[0, 1]
        #expect(cell.style.foreground != .default || cell.style.attributes.contains(.dim), "drawn fainter")
        pilot.advance(by: .milliseconds(600))
        #expect(!pilot.text.contains("HELLO"))
        #expect(pilot.screen.line(1).hasPrefix("below"))
    }

    @Test func aRemovalWithoutAnAnimationOrWithReducedMotionIsAtOnce() {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        let pilot = Pilot(Leaving(transition: .opacity), size: Size(width: 20, height: 5), environment: environment)
        pilot.press(.enter)
        #expect(!pilot.text.contains("HELLO"))
        #expect(pilot.clock.pendingTimers == 0)
    }

    @Test func aViewShownAgainWhileLeavingComesBackFromWhereItIs() {
        let pilot = Pilot(Leaving(transition: .move(edge: .leading)), size: Size(width: 20, height: 5))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(400))
        pilot.press(.enter)
        #expect(pilot.screen.line(1).hasPrefix("LLO"), "the same view, where it was")
        pilot.advance(by: .milliseconds(1_100))
        #expect(pilot.screen.line(1).hasPrefix("HELLO"))
        #expect(pilot.screen.line(2).hasPrefix("below"))
        #expect(pilot.text.components(separatedBy: "HELLO").count == 2, "one of it")
        #expect(pilot.host.animator.running == 0)
    }

    @Test func anAsymmetricTransitionLeavesByItsRemoval() {
        let pilot = Pilot(Leaving(transition: .asymmetric(insertion: .opacity, removal: .move(edge: .leading))), size: Size(width: 20, height: 5))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(400))
        #expect(pilot.screen.line(1).hasPrefix("LLO"), "moved, not faded")
    }
}

/// A bar whose fixed width grows in an animation.
private struct Growing: View {
    @State private var wide = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide = true } }
            Color.green.frame(width: wide ? 30 : 10, height: 1)
        }
        .frame(width: 40, height: 3, alignment: .topLeading)
    }
}

@MainActor
@Suite struct FrameAnimationTests {
    @Test func aFixedFrameGrowsACellAtATime() {
        let pilot = Pilot(Growing(), size: Size(width: 40, height: 4))
        func barWidth() -> Int {
            let screen = pilot.screen
            return (0..<screen.width).filter { screen[$0, 1].style.background == .green }.count
        }
        #expect(barWidth() == 10)
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(500))
        #expect(barWidth() == 20)
        pilot.advance(by: .milliseconds(600))
        #expect(barWidth() == 30)
    }
}
