import Foundation

/// Runs a host's animations on its clock: each running one moves its node's value a step every
/// `frameInterval` (so at most 30 frames a second), and says what that changed with
/// `Node.invalidate`, which asks for the frame. When none runs, no timer is set and no frame is
/// asked for.
@MainActor
package final class Animator {
    /// The time between two steps: 1/30 s.
    package static let frameInterval: Duration = .nanoseconds(33_333_333)

    private struct Run {
        weak var node: Node?
        let slot: Int
        let animation: Animation
        let start: Date
        let step: @MainActor (Double) -> Void
        let completion: (@MainActor () -> Void)?
    }
    private weak var host: ViewHost?
    private var runs: [Run] = []
    private var ticker: TimerToken?

    init(host: ViewHost) { self.host = host }

    /// How many animations are running.
    package var running: Int { runs.count }

    /// What a `withAnimation` whose body marked this host's views asked for, for its next
    /// evaluation to take: `.some(nil)` turns animation off for it.
    private var asked: Animation??

    /// Notes that a change made inside a `withAnimation` asking for `animation` marked this
    /// host's views.
    package func ask(_ animation: Animation?) { asked = .some(animation) }

    /// Runs an evaluation of this host: the changes it applies take the animation a
    /// `withAnimation` asked for since the last one, if any.
    package func evaluating<T>(_ body: () -> T) -> T {
        guard let animation = asked else { return body() }
        asked = nil
        return AnimationContext.with(animation, body)
    }

    /// Runs `animation` for `node`'s value in `slot` (one node may animate several values),
    /// replacing one running there: `step` is given how far along it is (0 to 1, a spring may
    /// pass 1) at each step from now on, and 1 at the last, after which `completion` runs.
    package func run(_ animation: Animation, for node: Node, slot: Int = 0, step: @escaping @MainActor (Double) -> Void,
                     completion: (@MainActor () -> Void)? = nil) {
        guard let host else { step(1); completion?(); return }
        stop(node, slot: slot)
        runs.append(Run(node: node, slot: slot, animation: animation, start: host.clock.now, step: step, completion: completion))
        if ticker == nil { ticker = host.clock.schedule(after: Self.frameInterval) { [weak self] in self?.tick() } }
    }

    /// Stops the animation running for `node`'s value in `slot`, where it is.
    package func stop(_ node: Node, slot: Int = 0) {
        runs.removeAll { $0.node === node && $0.slot == slot }
    }

    /// One step of every running animation; the finished ones (and those whose node left)
    /// are dropped, and the next step is set only while some run.
    private func tick() {
        ticker = nil
        guard let host else { return }
        let now = host.clock.now
        let current = runs
        runs.removeAll()
        var going: [Run] = []
        for run in current {
            guard let node = run.node, node.isAttached else { continue }
            let progress = run.animation.progress(after: now.timeIntervalSince(run.start))
            run.step(progress.isFinished ? 1 : progress.value)
            if progress.isFinished { run.completion?() } else { going.append(run) }
        }
        // Started by a step (a value animated again from what it shows): after these.
        runs = going + runs
        if !runs.isEmpty { ticker = host.clock.schedule(after: Self.frameInterval) { [weak self] in self?.tick() } }
    }
}
