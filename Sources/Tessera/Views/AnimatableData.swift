import Foundation

/// A value that can be interpolated: added, subtracted and scaled, as SwiftUI's
/// `VectorArithmetic`. An animation moves such a value from where it was to where it is.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair` (a trim's start and
/// end).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// Zero in both.
    public static var zero: Self { Self(.zero, .zero) }
    /// The sum of each part.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// The difference of each part.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both parts.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both parts' squares.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of something with nothing to animate (a circle's outline).
public struct EmptyAnimatableData: VectorArithmetic {
    /// Nothing.
    public init() {}
    /// Nothing.
    public static var zero: Self { Self() }
    /// Nothing.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Something whose look an animation can move between two states through `animatableData`,
/// as SwiftUI's `Animatable`: shapes are (a custom shape names what changes in it). Views live
/// on the main actor, and so does what they animate.
@MainActor @preconcurrency public protocol Animatable {
    /// The values an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// This value's animatable values; setting them sets what it draws.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A value a node shows that follows its view's value: at once, or over an animation when
/// the change was made in one (see `AnimationContext`).
struct AnimatedValue<Value: VectorArithmetic> {
    /// What the view asks for.
    var target: Value
    /// What is shown now: the target, or on the way to it.
    var shown: Value
    init(_ value: Value) { target = value; shown = value }
}

extension Node {
    /// Moves the value at `keyPath` of `node` to `target`: over the current animation when
    /// there is one, the node is on screen already (not being made, unless it is `entering`)
    /// and motion is not reduced, from what it shows now; else at once. Each step says `what`
    /// changed.
    @MainActor
    static func animate<N: Node, V: VectorArithmetic>(_ node: N, _ keyPath: ReferenceWritableKeyPath<N, AnimatedValue<V>>,
                                                      to target: V, slot: Int = 0, entering: Bool = false, invalidating what: Invalidation) {
        guard node[keyPath: keyPath].target != target else { return }
        node[keyPath: keyPath].target = target
        guard let animation = AnimationContext.current, entering || !node.isBeingMade, !node.environment.accessibilityReduceMotion,
              let animator = node.host?.animator else {
            node.host?.animator.stop(node, slot: slot)
            node[keyPath: keyPath].shown = target
            return
        }
        let from = node[keyPath: keyPath].shown
        animator.run(animation, for: node, slot: slot) { [weak node] progress in
            guard let node else { return }
            node[keyPath: keyPath].shown = from + (target - from).scaled(by: progress)
            node.invalidate(what)
        }
    }
}
