import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture`. A terminal has no pinch: the gesture runs in steps,
/// each a quarter larger or smaller than the last (`magnification` 1.25, 1.5625… or 0.8,
/// 0.64…). A step is `+` (or `=`) and `-` while focus is on the view, which the gesture makes
/// a Tab stop of its own and whose footer names the keys, or the mouse wheel turned with Ctrl
/// held over the view (up: larger), where the terminal reports it. The gesture ends, and
/// `.onEnded` hears its last value, once no step has come for `GestureSteps.pause`.
///
/// ```swift
/// @State private var scale = 1.0
/// @GestureState private var pinch = 1.0
/// Circle().scaleEffect(scale * pinch)
///     .gesture(MagnifyGesture()
///         .updating($pinch) { value, state, _ in state = value.magnification }
///         .onEnded { scale *= $0.magnification })
/// ```
public struct MagnifyGesture: Gesture, SteppedGesture {
    /// Where a magnify gesture is.
    public struct Value: Equatable, Sendable {
        /// When the last step came, on the app's clock.
        public var time: Date
        /// How much larger than at the start: 1 is the size it started at.
        public var magnification: CGFloat
        /// How fast the magnification changed since the start, a second.
        public var velocity: CGFloat
        /// Where in the view the gesture started: the pointer's cell, or the middle for a key.
        public var startAnchor: UnitPoint
        /// The cell the gesture started at, from the view's top left.
        public var startLocation: CGPoint
    }

    /// How much the magnification must change before SwiftUI reports it: kept, as every step
    /// changes it by a quarter.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    package var magnifies: Bool { true }
    package func value(after run: GestureStepRun) -> Any {
        let (value, velocity) = Self.magnification(after: run)
        return Value(time: run.time, magnification: value, velocity: velocity, startAnchor: run.anchor, startLocation: run.location)
    }
}

/// A pinch whose value is its magnification alone, as SwiftUI's older `MagnificationGesture`:
/// made in steps as `MagnifyGesture` is.
public struct MagnificationGesture: Gesture, SteppedGesture {
    /// How much larger than at the start.
    public typealias Value = CGFloat
    /// How much the magnification must change before it is reported: kept (see `MagnifyGesture`).
    public var minimumScaleDelta: CGFloat
    /// A magnification gesture.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    package var magnifies: Bool { true }
    package func value(after run: GestureStepRun) -> Any { Self.magnification(after: run).value }
}

/// A twist of two fingers, as SwiftUI's `RotateGesture`, made in steps of 15 degrees: `]`
/// turns clockwise and `[` back while focus is on the view (a Tab stop the gesture makes,
/// whose footer names the keys), or the wheel turned with Alt held over the view (down:
/// clockwise). Shift and Ctrl with the wheel are kept by most terminals for themselves (Shift
/// selects, Ctrl zooms the font), so Alt is the modifier that reaches the program. The gesture
/// ends once no step has come for `GestureSteps.pause`.
public struct RotateGesture: Gesture, SteppedGesture {
    /// Where a rotate gesture is.
    public struct Value: Equatable, Sendable {
        /// When the last step came, on the app's clock.
        public var time: Date
        /// How far it turned since the start, clockwise.
        public var rotation: Angle
        /// How fast it turned since the start, a second.
        public var velocity: Angle
        /// Where in the view the gesture started: the pointer's cell, or the middle for a key.
        public var startAnchor: UnitPoint
        /// The cell the gesture started at, from the view's top left.
        public var startLocation: CGPoint
    }

    /// How much the angle must change before SwiftUI reports it: kept, as every step turns
    /// 15 degrees.
    public var minimumAngleDelta: Angle

    /// A rotate gesture.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    package func value(after run: GestureStepRun) -> Any {
        let (value, velocity) = Self.rotation(after: run)
        return Value(time: run.time, rotation: value, velocity: velocity, startAnchor: run.anchor, startLocation: run.location)
    }
    package var magnifies: Bool { false }
}

/// A twist whose value is its angle alone, as SwiftUI's older `RotationGesture`: made in steps
/// as `RotateGesture` is.
public struct RotationGesture: Gesture, SteppedGesture {
    /// How far it turned since the start, clockwise.
    public typealias Value = Angle
    /// How much the angle must change before it is reported: kept (see `RotateGesture`).
    public var minimumAngleDelta: Angle
    /// A rotation gesture.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    package func value(after run: GestureStepRun) -> Any { Self.rotation(after: run).value }
    package var magnifies: Bool { false }
}

/// How a terminal makes the gestures of two fingers: in steps, from keys or the wheel.
public enum GestureSteps {
    /// How long after its last step a magnify or rotate gesture ends.
    public static let pause: Duration = .milliseconds(600)
    /// How much one step magnifies (its inverse shrinks).
    public static let magnification: CGFloat = 1.25
    /// How far one step turns.
    public static let rotation = Angle.degrees(15)
}

/// Where a stepped gesture is: how many steps it has made (negative: smaller, or
/// anticlockwise), when it started and where.
package struct GestureStepRun {
    var steps = 0
    var start: Date
    var time: Date
    var location: CGPoint
    var anchor: UnitPoint
}

/// A gesture a terminal makes in steps: which keys and wheel modifier make them, and the
/// gesture's value after a run of them.
@MainActor
package protocol SteppedGesture: Gesture {
    /// True for a magnify gesture, false for a rotate one.
    var magnifies: Bool { get }
    /// The gesture's `Value` after `run`.
    func value(after run: GestureStepRun) -> Any
}

extension SteppedGesture {
    /// How much larger after `run`, and how fast that changed.
    static func magnification(after run: GestureStepRun) -> (value: CGFloat, velocity: CGFloat) {
        let value = pow(GestureSteps.magnification, CGFloat(run.steps))
        let elapsed = run.time.timeIntervalSince(run.start)
        return (value, elapsed > 0 ? (value - 1) / elapsed : 0)
    }

    /// How far it turned after `run`, and how fast.
    static func rotation(after run: GestureStepRun) -> (value: Angle, velocity: Angle) {
        let value = Angle.degrees(GestureSteps.rotation.degrees * Double(run.steps))
        let elapsed = run.time.timeIntervalSince(run.start)
        return (value, .degrees(elapsed > 0 ? value.degrees / elapsed : 0))
    }
}

/// A view with a magnify or rotate gesture: a Tab stop of its own (shown reversed while it
/// has focus) whose keys step the gesture, as does the wheel with the gesture's modifier over
/// it; each step tells the gesture its new value, and a pause ends it.
package final class SteppedGestureNode: TapGestureNode {
    override package class var policy: NodePolicy { [] }
    /// The gesture, and what hears its changes and its end.
    var steps: (gesture: any SteppedGesture, handle: @MainActor (GesturePhase) -> Void)?
    /// The steps under way, and the timer that ends them.
    private var run: GestureStepRun?
    private var ending: TimerToken?

    override package var isFocusable: Bool { steps != nil && environment.isEnabled }

    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        if isFocused { canvas.restyle(frame) { $0.attributes.insert(.reverse) } }
    }

    override package func teardown() {
        ending?.cancel()
        super.teardown()
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        if let steps, environment.isEnabled, frame.contains(event.position),
           event.kind == .scrollUp || event.kind == .scrollDown,
           event.modifiers.contains(steps.gesture.magnifies ? .control : .option) {
            // Magnify: the wheel up is larger. Rotate: the wheel down is clockwise.
            let up = event.kind == .scrollUp
            step(by: up == steps.gesture.magnifies ? 1 : -1, at: event.position)
            return true
        }
        return super.handleMouse(event)
    }

    override package func makeKeyMap() -> KeyMap {
        var map = super.makeKeyMap()
        guard let steps else { return map }
        map.isEnabled = environment.isEnabled
        let middle = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        let (forward, back): (Key, Key) = steps.gesture.magnifies ? (.character("+"), .character("-")) : (.character("]"), .character("["))
        var triggers = [KeyTrigger(forward), KeyTrigger(back)]
        if steps.gesture.magnifies { triggers.insert(KeyTrigger(.character("=")), at: 1) }
        let label = steps.gesture.magnifies ? "+/-" : "[/]"
        map.commands.append(KeyCommand(triggers, label: label, steps.gesture.magnifies ? "Zoom" : "Rotate") { [unowned self] press in
            step(by: press.key == back ? -1 : 1, at: middle)
            return true
        })
        return map
    }

    /// One step of the gesture at `point` (a screen cell): its new value is told, and the
    /// gesture ends after a pause with no other step.
    private func step(by steps: Int, at point: Point) {
        guard let gesture = self.steps else { return }
        let now = host?.clock.now ?? Date()
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        var run = self.run ?? GestureStepRun(start: now, time: now, location: local, anchor: UnitPoint(
            x: frame.width > 0 ? (local.x + 0.5) / CGFloat(frame.width) : 0.5,
            y: frame.height > 0 ? (local.y + 0.5) / CGFloat(frame.height) : 0.5))
        run.steps += steps
        run.time = now
        self.run = run
        gesture.handle(.changed(gesture.gesture.value(after: run)))
        ending?.cancel()
        if let clock = host?.clock {
            ending = clock.schedule(after: GestureSteps.pause) { [weak self] in self?.endSteps() }
        } else {
            endSteps()
        }
    }

    /// The pause after the last step: the gesture ends with the value it reached.
    private func endSteps() {
        ending = nil
        guard let run, let steps else { return }
        self.run = nil
        steps.handle(.ended(steps.gesture.value(after: run)))
    }
}
