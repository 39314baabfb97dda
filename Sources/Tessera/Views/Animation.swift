import Foundation

/// SwiftUI's description of how a change moves on screen. A terminal redraws whole cells, so
/// every animation is drawn as its last frame: the change shows in full on the next frame,
/// the same as without an animation. The curve and timing are kept only so a SwiftUI file
/// compiles unchanged and reads as written.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name, as SwiftUI spells it (`easeOut`, `spring`, …).
    let curve: String
    /// How long the animation would take, in seconds; nil for a spring's own timing.
    let duration: Double?
    /// The delay before it would start, in seconds.
    let delayBefore: Double
    /// How fast it would run, relative to its duration.
    let speedFactor: Double
    /// How many times it would run; nil: forever.
    let repeats: Int?
    /// Whether each repetition would run backwards after running forwards.
    let reverses: Bool

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
        Animation(curve: "spring", duration: response)
    }
    /// A spring lasting `duration` seconds with the given bounce.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: "spring", duration: duration)
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

/// Runs `body` and returns its result. SwiftUI animates the changes `body` makes; a terminal
/// shows them at once, on the next frame, as if no animation had been asked for.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Accepts SwiftUI's animation of changes to `value`; a terminal shows each change at once
    /// (see `Animation`), so the view draws exactly as it does without this modifier.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// SwiftUI's older, value-less animation modifier; drawn as `animation(_:value:)` is.
    public func animation(_ animation: Animation?) -> some View { self }
}
