import Foundation
import Synchronization

/// SwiftUI's description of how a change moves on screen: a timing curve, a duration, a
/// delay, a speed and repetition. The values a change animates (an `.offset`, an `.opacity`, a
/// shape's `animatableData` such as a `.trim`, a `.frame`'s size) go from where they were to
/// where they are over the animation's time on the app's clock, a frame at most every 1/30 s,
/// and no frame once they arrive. Cells are whole, so a value moves in steps of a cell (a dot
/// for a shape); opacity shows as hidden, dim or full. With reduced motion
/// (`accessibilityReduceMotion`: `--reduce-motion` or `TESSERA_REDUCE_MOTION=1`) every change
/// shows its last frame at once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name, as SwiftUI spells it (`easeOut`, `spring`, …).
    let curve: String
    /// How long the animation takes, in seconds; nil for the curve's own length.
    let duration: Double?
    /// The delay before it starts, in seconds.
    let delayBefore: Double
    /// How fast it runs, relative to its duration.
    let speedFactor: Double
    /// How many times it runs; nil: forever.
    let repeats: Int?
    /// Whether each repetition runs backwards after running forwards.
    let reverses: Bool
    /// A spring's damping fraction (1: no bounce).
    var damping = 1.0

    init(curve: String, duration: Double?) {
        self.curve = curve
        self.duration = duration
        delayBefore = 0
        speedFactor = 1
        repeats = 1
        reverses = false
    }

    private init(_ base: Animation, delay: Double? = nil, speed: Double? = nil, repeats: Int?? = nil, reverses: Bool? = nil) {
        curve = base.curve
        duration = base.duration
        delayBefore = delay ?? base.delayBefore
        speedFactor = speed ?? base.speedFactor
        self.repeats = repeats ?? base.repeats
        self.reverses = reverses ?? base.reverses
        damping = base.damping
    }

    /// The curve, duration and repetition, for diagnostics: `easeOut(0.2s)`.
    public var description: String {
        curve + (duration.map { "(\($0)s)" } ?? "")
    }

    /// The platform's default animation.
    public static let `default` = Animation(curve: "default", duration: nil)
    /// A constant-speed animation of the default length.
    public static var linear: Animation { Animation(curve: "linear", duration: nil) }
    /// A constant-speed animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: "linear", duration: duration) }
    /// An animation that starts slowly, of the default length.
    public static var easeIn: Animation { Animation(curve: "easeIn", duration: nil) }
    /// An animation that starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: "easeIn", duration: duration) }
    /// An animation that ends slowly, of the default length.
    public static var easeOut: Animation { Animation(curve: "easeOut", duration: nil) }
    /// An animation that ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: "easeOut", duration: duration) }
    /// An animation that starts and ends slowly, of the default length.
    public static var easeInOut: Animation { Animation(curve: "easeInOut", duration: nil) }
    /// An animation that starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: "easeInOut", duration: duration) }
    /// A spring with SwiftUI's default response and damping.
    public static var spring: Animation { Animation(curve: "spring", duration: nil) }
    /// A spring of the given response and damping (the blend duration is accepted and unused).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        var spring = Animation(curve: "spring", duration: response)
        spring.damping = dampingFraction
        return spring
    }
    /// A spring lasting `duration` seconds with the given bounce.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        var spring = Animation(curve: "spring", duration: duration)
        spring.damping = 1 - min(0.9, max(0, bounce))
        return spring
    }
    /// A quick spring for changes that follow a pointer.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(curve: "interactiveSpring", duration: response)
    }
    /// A smooth spring with no bounce, of the default length.
    public static var smooth: Animation { Animation(curve: "smooth", duration: nil) }
    /// A spring with a small bounce, of the default length.
    public static var snappy: Animation { Animation(curve: "snappy", duration: nil) }
    /// A spring with a visible bounce, of the default length.
    public static var bouncy: Animation { Animation(curve: "bouncy", duration: nil) }

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation(self, delay: delay) }
    /// This animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(self, speed: speed) }
    /// This animation, run `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(self, repeats: .some(repeatCount), reverses: autoreverses)
    }
    /// This animation, run for as long as the view is on screen.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(self, repeats: .some(nil), reverses: autoreverses)
    }
}

/// Runs `body` and returns its result; the changes it makes are animated with `animation` in
/// the next frame (nil: not animated, even where an `.animation` modifier would). Only the
/// hosts whose views its changes marked take the animation: a `@State` it wrote, or an
/// observed property it set, names the host whose views read them.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try AnimationAsks.asking(animation, body)
}

extension View {
    /// Animates with `animation` the changes below this view made in an evaluation in which
    /// `value` changed (nil: those changes are not animated).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        NodeView(self, make: { AnimationNode() }, configure: { node in
            node.animation = animation
            let changed = node.value.map { !($0 as? V == value) } ?? false
            node.value = value
            node.applies = changed
        })
    }

    /// SwiftUI's older, value-less animation modifier: every change below this view is animated
    /// with `animation`.
    public func animation(_ animation: Animation?) -> some View {
        NodeView(self, make: { AnimationNode() }, configure: { node in
            node.animation = animation
            node.applies = true
        })
    }
}

/// Where `.animation` sits: the changes its content's update makes are animated with its
/// animation when its value changed (always, without a value).
package final class AnimationNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
    var animation: Animation?
    var value: Any?
    /// True while the update under way is one this node animates.
    var applies = false

    override package func updateChild(_ view: any View) {
        guard applies else { super.updateChild(view); return }
        AnimationContext.with(animation) { super.updateChild(view) }
    }
}

/// One `withAnimation` call: what it asked for, open while its body runs. A task its body
/// starts inherits it, but finds it closed once the body has returned.
package final class AnimationTransaction: Sendable {
    /// The animation asked for; nil turns animation off.
    let animation: Animation?
    private let open = Atomic<Bool>(true)
    init(_ animation: Animation?) { self.animation = animation }
    /// Whether the body is still running.
    var isOpen: Bool { open.load(ordering: .acquiring) }
    func close() { open.store(false, ordering: .releasing) }
}

/// The `withAnimation` calls whose bodies run now, on any thread: which one a change is made
/// inside, so that the host whose views it marks takes its animation.
package enum AnimationAsks {
    /// The `withAnimation` whose body is running in this task or on this thread.
    @TaskLocal private static var transaction: AnimationTransaction?
    /// How many `withAnimation` bodies run now, on any thread: while none does, a change does
    /// not look for one.
    private static let openBodies = Atomic<Int>(0)

    /// Runs `body` inside a `withAnimation` asking for `animation`.
    static func asking<Result>(_ animation: Animation?, _ body: () throws -> Result) rethrows -> Result {
        let transaction = AnimationTransaction(animation)
        openBodies.add(1, ordering: .relaxed)
        defer { transaction.close(); openBodies.subtract(1, ordering: .relaxed) }
        return try $transaction.withValue(transaction) { try body() }
    }

    /// What the `withAnimation` running around a change now asked for: nil outside one,
    /// `.some(nil)` inside one that turns animation off.
    package static var current: Animation?? {
        guard openBodies.load(ordering: .relaxed) > 0, let transaction, transaction.isOpen else { return nil }
        return .some(transaction.animation)
    }

    /// Runs `work` (posted by a change made inside a `withAnimation`, to run later on the
    /// main actor) as if inside it again, so that the hosts it marks take its animation.
    package static func replaying(_ asked: Animation?, _ work: () -> Void) {
        asking(asked, work)
    }
}

/// The animation the changes being applied now take, if any (see `withAnimation`).
@MainActor
package enum AnimationContext {
    /// The animation of the evaluation under way (or of an `.animation` modifier's content).
    package private(set) static var current: Animation?

    /// Runs `body` with `animation` as the current one.
    package static func with<T>(_ animation: Animation?, _ body: () -> T) -> T {
        let outer = current
        current = animation
        defer { current = outer }
        return body()
    }
}

extension Animation {
    /// The default length of a curve given none, in seconds.
    static let defaultDuration = 0.35

    /// How far along the animation is `elapsed` seconds after it started, from 0 to 1 (a
    /// spring may pass 1 and come back), and whether it is over.
    package func progress(after elapsed: Double) -> (value: Double, isFinished: Bool) {
        let time = max(0, elapsed - delayBefore) * max(0.0001, speedFactor)
        let length = curve == "spring" || curve == "interactiveSpring" || curve == "smooth" || curve == "snappy" || curve == "bouncy"
            ? springLength : (duration ?? Self.defaultDuration)
        guard length > 0 else { return (1, true) }
        let cycle = Int(time / length)
        if let repeats, cycle >= repeats { return (1, true) }
        let within = (time - Double(cycle) * length) / length
        let forward = reverses && cycle % 2 == 1 ? 1 - within : within
        return (eased(forward, length: length), false)
    }

    /// The spring's response, and how long it takes to come to rest.
    private var response: Double { duration ?? 0.5 }
    private var springLength: Double {
        let omega = 2 * Double.pi / response
        // Within a thousandth of its target: e^(−ζωt) < 0.001.
        return min(10, 6.9 / (max(0.05, damping) * omega))
    }

    /// The curve at `t` (0 to 1 of `length` seconds).
    private func eased(_ t: Double, length: Double) -> Double {
        switch curve {
        case "linear": return t
        case "easeIn": return Self.bezier(t, 0.42, 0, 1, 1)
        case "easeOut": return Self.bezier(t, 0, 0, 0.58, 1)
        case "spring", "interactiveSpring", "smooth", "snappy", "bouncy":
            let omega = 2 * Double.pi / response, zeta = min(1, max(0.05, curve == "bouncy" ? 0.7 : curve == "snappy" ? 0.85 : damping))
            let time = t * length
            if zeta >= 1 { return 1 - (1 + omega * time) * exp(-omega * time) }
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        default: return Self.bezier(t, 0.42, 0, 0.58, 1)
        }
    }

    /// A CSS-style cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1) at `t`.
    private static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func at(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
        // The curve's parameter for x = t, by halving (x grows with the parameter).
        var low = 0.0, high = 1.0
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if at(mid, x1, x2) < t { low = mid } else { high = mid }
        }
        return at((low + high) / 2, y1, y2)
    }
}
