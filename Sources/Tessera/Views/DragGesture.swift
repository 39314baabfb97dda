import Foundation

/// A drag: the left button pressed inside the view and the pointer moved with it held, in
/// cells. The drag starts once the pointer has gone `minimumDistance` from where it was
/// pressed (ten points to a column and twenty to a row, so the default is one cell; 0 starts
/// it on the press), `.onChanged` hears each cell it moves to, and `.onEnded` hears where the
/// button was released, wherever that is on the screen. A terminal reports a pointer that
/// moves only while a button is held, and only when the terminal reports a mouse at all; with
/// the keyboard alone a drag cannot be made (see the differences page).
///
/// ```swift
/// @GestureState private var moved = CGSize.zero
/// Text("▣").offset(moved)
///     .gesture(DragGesture().updating($moved) { value, state, _ in state = value.translation })
/// ```
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When the pointer was here, on the app's clock.
        public var time: Date
        /// Where the pointer is, in cells (columns across, rows down) of the coordinate space.
        public var location: CGPoint
        /// Where the button was pressed, in the same cells.
        public var startLocation: CGPoint
        /// How fast the pointer moved to here, in cells a second.
        public var velocity: CGSize

        /// How far the pointer is from where it was pressed, in cells (what `.offset` takes).
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would come to rest were it let go now, a quarter of a second on at
        /// its speed.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }
        /// `predictedEndLocation` from where the button was pressed.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far, in points, the pointer must move before the drag starts.
    public var minimumDistance: CGFloat
    /// Where locations are measured from: the view (`.local`) or the screen.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts `minimumDistance` points from the press, located in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Whether the pointer has gone far enough from `start` to `point` for the drag to start.
    func starts(from start: Point, to point: Point) -> Bool {
        guard minimumDistance > 0 else { return true }
        let across = Double((point.x - start.x) * LengthUnit.pointsPerColumn)
        let down = Double((point.y - start.y) * LengthUnit.pointsPerRow)
        return point != start && (across * across + down * down).squareRoot() >= Double(minimumDistance)
    }
}

/// Where a gesture's locations are measured from. A terminal has one screen of cells, so a
/// named space is measured as the screen is.
public enum CoordinateSpace: Hashable {
    /// The screen: column 0, row 0 at its top left.
    case global
    /// The view the gesture is on: its top left cell is 0, 0.
    case local
    /// The space a view named with `.coordinateSpace(name:)`; the screen when none around encloses the gesture.
    case named(AnyHashable)
}

/// What a state change takes with it: the animation it is made in. A gesture's
/// `updating(_:body:)` is handed one to set.
public struct Transaction {
    /// The animation the change is made in; nil: none.
    public var animation: Animation?
    /// Whether the changes ignore the `.animation` modifiers of the views they reach.
    public var disablesAnimations = false
    /// A transaction with no animation.
    nonisolated public init() {}
    /// A transaction with `animation`.
    nonisolated public init(animation: Animation?) { self.animation = animation }
}

/// State that a gesture sets while it runs and that goes back to its first value the moment
/// the gesture ends: `@GestureState private var offset = CGSize.zero`, set by
/// `DragGesture().updating($offset) { … }`. A view's body reads it as it reads `@State`.
@MainActor @propertyWrapper public struct GestureState<Value>: NodeLinked {
    private let state: State<Value>
    private let initial: Value
    private let resetting: @MainActor (Value, inout Transaction) -> Void

    /// Gesture state that starts, and goes back, to `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, reset: { _, _ in }) }
    /// Gesture state that starts, and goes back, to `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Gesture state that goes back in `resetTransaction` (its animation).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }
    /// Gesture state whose going back `reset` hears (with the value it had) and may animate
    /// through the transaction.
    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initial = wrappedValue
        resetting = reset
    }

    /// The value now: what the gesture set, or the first value while none runs.
    public var wrappedValue: Value { state.wrappedValue }
    /// The state itself, for a gesture's `updating(_:body:)`: `$offset`.
    public var projectedValue: GestureState<Value> { self }

    package func link(to node: Node, slot: Int) { state.link(to: node, slot: slot) }

    /// Lets `change` set the value, in the animation its transaction names.
    func update(_ change: (inout Value, inout Transaction) -> Void) {
        var value = state.wrappedValue
        var transaction = Transaction()
        change(&value, &transaction)
        set(value, in: transaction)
    }

    /// Puts the value back to its first one, as the gesture ended.
    func reset() {
        var transaction = Transaction()
        resetting(state.wrappedValue, &transaction)
        set(initial, in: transaction)
    }

    private func set(_ value: Value, in transaction: Transaction) {
        if transaction.disablesAnimations {
            withAnimation(nil) { state.wrappedValue = value }
        } else if let animation = transaction.animation {
            withAnimation(animation) { state.wrappedValue = value }
        } else {
            state.wrappedValue = value
        }
    }
}
