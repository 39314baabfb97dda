import Foundation
import Testing
@testable import Tessera
import TesseraTesting

// `MagnifyGesture`, `RotateGesture` and their older forms, made in steps: `+`/`-` and `[`/`]`
// on the focused view, the wheel with Ctrl (magnify) or Alt (rotate) over it; a pause ends
// the gesture.

@MainActor
private final class StepLog {
    var changed: [CGFloat] = []
    var ended: [CGFloat] = []
    var angles: [Angle] = []
    var endedAngles: [Angle] = []
}

/// A square whose size reads its scale: the committed one times the gesture's while it runs.
private struct Zoomable: View {
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    let log: StepLog
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("scale \(Int((scale * pinch * 100).rounded()))%")
            Text("▣")
                .gesture(MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onChanged { log.changed.append($0.magnification) }
                    .onEnded { value in
                        log.ended.append(value.magnification)
                        scale *= value.magnification
                    })
        }
        .frame(width: 20, height: 4, alignment: .topLeading)
    }
}

/// A dial turned by the older `RotationGesture`, its angle a plain `Angle`, beside it.
private struct Dial: View {
    @State private var angle = Angle.zero
    @State private var turning = Angle.zero
    let log: StepLog
    var body: some View {
        HStack {
            Text("◎").gesture(RotationGesture()
                .onChanged { value in
                    log.angles.append(value)
                    turning = value
                }
                .onEnded { value in
                    log.endedAngles.append(value)
                    angle = angle + value
                    turning = .zero
                })
            Text("angle \(Int((angle + turning).degrees.rounded()))")
        }
    }
}

@MainActor
@Suite struct MagnifyRotateGestureTests {
    private let size = Size(width: 20, height: 5)

    @Test func plusAndMinusOnTheFocusedViewStepTheMagnificationAndAPauseEndsIt() {
        let log = StepLog()
        let pilot = Pilot(Zoomable(log: log), size: size)
        pilot.press(.tab)
        #expect(pilot.screen.line(4).contains("+/- Zoom"), "the footer names the keys: \(pilot.screen.line(4))")
        pilot.press(.character("+"))
        pilot.press(.character("="))
        #expect(pilot.screen.line(0).hasPrefix("scale 156%"), "two steps of a quarter, shown while the gesture runs")
        pilot.press(.character("-"))
        #expect(log.changed == [1.25, 1.5625, 1.25])
        #expect(log.ended.isEmpty, "the gesture runs until a pause")
        pilot.advance(by: GestureSteps.pause)
        #expect(log.ended == [1.25])
        #expect(pilot.screen.line(0).hasPrefix("scale 125%"), "the end commits the scale and the gesture state goes back")
        pilot.press(.character("+"))
        #expect(log.changed.last == 1.25, "a new gesture starts from 1")
        #expect(pilot.screen.line(0).hasPrefix("scale 156%"))
    }

    @Test func theWheelWithCtrlOverTheViewMagnifiesAndWithoutItDoesNot() {
        let log = StepLog()
        let pilot = Pilot(Zoomable(log: log), size: size)
        let square = pilot.position(of: "▣")!
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: square)))
        #expect(log.changed.isEmpty, "a plain wheel scrolls, it does not magnify")
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 10, y: 3), modifiers: .control)))
        #expect(log.changed.isEmpty, "the wheel away from the view")
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: square, modifiers: .control)))
        pilot.send(.mouse(MouseEvent(.scrollDown, button: .none, at: square, modifiers: .control)))
        pilot.send(.mouse(MouseEvent(.scrollDown, button: .none, at: square, modifiers: .control)))
        #expect(log.changed == [1.25, 1, 0.8])
        pilot.advance(by: GestureSteps.pause)
        #expect(log.ended == [0.8])
        #expect(pilot.screen.line(0).hasPrefix("scale 80%"))
    }

    @Test func bracketsAndTheWheelWithAltTurnARotationGestureInStepsOf15Degrees() {
        let log = StepLog()
        let pilot = Pilot(Dial(log: log), size: Size(width: 30, height: 5))
        pilot.press(.tab)
        #expect(pilot.screen.line(4).contains("[/] Rotate"), "the footer names the keys: \(pilot.screen.line(4))")
        pilot.press(.character("]"))
        pilot.press(.character("]"))
        #expect(pilot.text.contains("◎ angle 30\n"))
        let dial = pilot.position(of: "◎")!
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: dial, modifiers: .option)))
        #expect(log.angles.map { Int($0.degrees.rounded()) } == [15, 30, 15], "the wheel up turns back")
        pilot.advance(by: GestureSteps.pause)
        #expect(log.endedAngles.map { Int($0.degrees.rounded()) } == [15])
        pilot.press(.character("["))
        pilot.advance(by: GestureSteps.pause)
        #expect(pilot.text.contains("◎ angle 0\n"))
    }

    @Test func theValuesSayWhenAndWhereTheGestureStartedAndHowFastItWent() {
        var values: [MagnifyGesture.Value] = []
        var turns: [RotateGesture.Value] = []
        let pilot = Pilot(VStack(spacing: 0) {
            Color.clear.frame(width: 4, height: 2).gesture(MagnifyGesture().onChanged { values.append($0) })
            Color.clear.frame(width: 4, height: 2).gesture(RotateGesture().onEnded { turns.append($0) })
        }, size: Size(width: 4, height: 5))
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 1, y: 1), modifiers: .control)))
        pilot.advance(by: .milliseconds(500))
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 3, y: 0), modifiers: .control)))
        #expect(values.count == 2)
        #expect(values.first?.startLocation == CGPoint(x: 1, y: 1))
        #expect(values.first?.startAnchor == UnitPoint(x: 0.375, y: 0.75))
        #expect(values.last?.startLocation == CGPoint(x: 1, y: 1), "the start stays where the gesture began")
        #expect(values.last?.magnification == 1.5625)
        #expect(values.last.map { abs($0.velocity - 0.5625 / 0.5) < 1e-9 } == true, "\(values.last?.velocity ?? 0)")
        #expect(values.last.map { $0.time.timeIntervalSince(values[0].time) } == 0.5)
        pilot.send(.mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 2, y: 3), modifiers: .option)))
        pilot.advance(by: GestureSteps.pause)
        #expect(turns.map { Int($0.rotation.degrees.rounded()) } == [15])
        #expect(turns.first?.startLocation == CGPoint(x: 2, y: 1))
    }

    @Test func aDisabledViewTakesNoStepsAndNoTabStop() {
        let log = StepLog()
        let pilot = Pilot(Zoomable(log: log).disabled(true), size: size)
        pilot.press(.tab)
        pilot.press(.character("+"))
        pilot.send(.mouse(MouseEvent(.scrollUp, button: .none, at: pilot.position(of: "▣")!, modifiers: .control)))
        #expect(log.changed.isEmpty)
        #expect(!pilot.screen.line(4).contains("Zoom"))
    }
}
