/// Gestures as SwiftUI spells them. A terminal has a keyboard and a mouse that clicks, so a tap
/// and a long press are both an activation: a click inside the view, or Enter or Space while
/// focus is inside it, named in the footer.

/// Something a view can recognise and answer: `TapGesture()`, `LongPressGesture()`, with the
/// action given by `.onEnded`.
@MainActor @preconcurrency public protocol Gesture {
    /// What the gesture hands its actions.
    associatedtype Value
}

/// How Tessera carries out a gesture: the action an activation runs, and its footer title.
@MainActor
package protocol ActivationGesture {
    /// The footer's name for the gesture.
    var activationTitle: String { get }
    /// Whether a click, Enter or Space carries it out (a tap, a long press), rather than a drag.
    var isActivation: Bool { get }
    /// Runs what the gesture's actions say for one activation.
    func activate()
    /// Hears a gesture that runs over time (a drag, a magnify, a rotate): what the gesture's
    /// actions say for where it is.
    func follow(_ phase: GesturePhase)
}

extension ActivationGesture {
    package var isActivation: Bool { true }
    package func follow(_ phase: GesturePhase) {}
}

/// Where a gesture that runs over time is: changing (its value so far), or ended (its last
/// value). The value is the gesture's own `Value` (a `DragGesture.Value`, a magnification).
package enum GesturePhase {
    case changed(Any)
    case ended(Any)
}

/// A tap (a click, or Enter or Space on the focused view).
public struct TapGesture: Gesture, ActivationGesture {
    /// The taps SwiftUI counts; a terminal click is always one, so it is kept but not used.
    public var count: Int
    /// A tap of `count` taps.
    nonisolated public init(count: Int = 1) { self.count = count }
    /// Nothing: a tap has no value.
    public typealias Value = Void
    package var activationTitle: String { "Activate" }
    package func activate() {}
}

/// A press held for a while; in a terminal, a click or Enter or Space on the focused view.
public struct LongPressGesture: Gesture, ActivationGesture {
    /// How long SwiftUI waits, in seconds: kept, not used (a key press has no length).
    public var minimumDuration: Double
    /// How far SwiftUI lets the finger move: kept, not used.
    public var maximumDistance: CGFloat
    /// A long press of at least `minimumDuration` seconds.
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// Whether the press is held: true when it ends.
    public typealias Value = Bool
    package var activationTitle: String { "Long press" }
    package func activate() {}
}

/// A gesture with an action for its end.
public struct _EndedGesture<Base: Gesture>: Gesture, ActivationGesture {
    let base: Base
    let action: @MainActor (Base.Value) -> Void
    /// The base gesture's value.
    public typealias Value = Base.Value
    package var activationTitle: String { (base as? ActivationGesture)?.activationTitle ?? "Activate" }
    package var isActivation: Bool { (base as? ActivationGesture)?.isActivation ?? false }
    package func activate() {
        (base as? ActivationGesture)?.activate()
        if let value = endValue(of: base) { action(value) }
    }
    package func follow(_ phase: GesturePhase) {
        (base as? ActivationGesture)?.follow(phase)
        if case .ended(let value) = phase, let value = value as? Base.Value { action(value) }
    }
}

/// A gesture with an action for each change of its value.
public struct _ChangedGesture<Base: Gesture>: Gesture, ActivationGesture where Base.Value: Equatable {
    let base: Base
    let action: @MainActor (Base.Value) -> Void
    /// The base gesture's value.
    public typealias Value = Base.Value
    package var activationTitle: String { (base as? ActivationGesture)?.activationTitle ?? "Activate" }
    package var isActivation: Bool { (base as? ActivationGesture)?.isActivation ?? false }
    package func activate() {
        if let value = endValue(of: base) { action(value) }
        (base as? ActivationGesture)?.activate()
    }
    package func follow(_ phase: GesturePhase) {
        if case .changed(let value) = phase, let value = value as? Base.Value { action(value) }
        (base as? ActivationGesture)?.follow(phase)
    }
}

/// A gesture that keeps a `@GestureState` up to date while it changes, and puts it back as
/// it ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, ActivationGesture {
    let base: Base
    let state: GestureState<State>
    let body: @MainActor (Base.Value, inout State, inout Transaction) -> Void
    /// The base gesture's value.
    public typealias Value = Base.Value
    package var activationTitle: String { (base as? ActivationGesture)?.activationTitle ?? "Activate" }
    package var isActivation: Bool { (base as? ActivationGesture)?.isActivation ?? false }
    package func activate() {
        // An activation is over as soon as it is recognised: the state is back at once.
        if let value = endValue(of: base) { state.update { body(value, &$0, &$1) } }
        (base as? ActivationGesture)?.activate()
        state.reset()
    }
    package func follow(_ phase: GesturePhase) {
        if case .changed(let value) = phase, let value = value as? Base.Value { state.update { body(value, &$0, &$1) } }
        (base as? ActivationGesture)?.follow(phase)
        if case .ended = phase { state.reset() }
    }
}

/// The value a gesture ends with when it is recognised: none for a tap, true for a long press.
@MainActor
private func endValue<G: Gesture>(of gesture: G) -> G.Value? {
    if let value = () as? G.Value { return value }
    return true as? G.Value
}

extension Gesture {
    /// Runs `action` when the gesture is recognised.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}

extension Gesture {
    /// Keeps `state` up to date while the gesture changes: `body` is given each new value and
    /// the state to change (and a transaction whose animation the change takes); the state
    /// goes back to its first value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` as the gesture's value changes: once, as it is recognised.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
}

/// Which gestures a `.gesture` modifier leaves on: the view's, its subviews', both or none.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture added by the modifier.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Answers `gesture` as an activation of the view: a click inside it, or Enter or Space
    /// while focus is inside it (the footer names it). A mask without `.gesture` leaves it off.
    /// A magnify or rotate gesture gives the view a Tab stop and answers keys and the wheel
    /// (see `MagnifyGesture`, `RotateGesture`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        let handler = gesture as? ActivationGesture
        let innermost = mask.contains(.gesture) ? Self.innermost(of: gesture) : nil
        let stepped = innermost as? any SteppedGesture
        return NodeView(self, make: { stepped != nil ? SteppedGestureNode() : TapGestureNode() }, configure: { node in
            node.isActive = handler?.isActivation == true && mask.contains(.gesture)
            node.title = handler?.activationTitle ?? "Activate"
            node.action = { handler?.activate() }
            if let drag = innermost as? DragGesture, let handler {
                node.drag = (gesture: drag, handle: { phase in handler.follow(phase) })
            } else {
                node.drag = nil
            }
            if let stepped, let handler, let node = node as? SteppedGestureNode {
                node.steps = (gesture: stepped, handle: { phase in handler.follow(phase) })
            }
        })
    }

    /// The gesture at the bottom of `gesture`'s modifiers (a `DragGesture`, a `MagnifyGesture`).
    private static func innermost<G: Gesture>(of gesture: G) -> any Gesture {
        (gesture as? any WrappedGesture)?.innermost ?? gesture
    }

    /// The same as `gesture(_:including:)`: a terminal recognises one gesture at a time.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// The same as `gesture(_:including:)`: the nearest gesture to focus answers first anyway.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Runs `action` on a long press, which a terminal reads as a click inside the view or Enter
    /// or Space while focus is inside it; `onPressingChanged` hears true, then false, around it.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> some View {
        NodeView(self, make: { TapGestureNode() }, configure: {
            $0.title = "Long press"
            $0.action = {
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            }
        })
    }

    /// Runs `action` on a long press (see `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, perform: action, onPressingChanged: onPressingChanged)
    }
}

/// A gesture made from another (`.onChanged`, `.onEnded`, `.updating`): the gesture at the
/// bottom of its modifiers.
@MainActor
protocol WrappedGesture {
    var innermost: any Gesture { get }
}

extension _EndedGesture: WrappedGesture {
    var innermost: any Gesture { (base as? any WrappedGesture)?.innermost ?? base }
}

extension _ChangedGesture: WrappedGesture {
    var innermost: any Gesture { (base as? any WrappedGesture)?.innermost ?? base }
}

extension GestureStateGesture: WrappedGesture {
    var innermost: any Gesture { (base as? any WrappedGesture)?.innermost ?? base }
}
