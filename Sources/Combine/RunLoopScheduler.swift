import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch

// `RunLoop.main` as a Combine scheduler (`.debounce(for: 5, scheduler: RunLoop.main)`,
// `.receive(on: RunLoop.main)`), which OpenCombine's Foundation module provides only beside a
// `Timer.publish` of its own that would make this module's ambiguous. The main run loop's work
// is the main queue's in a Tessera program (the terminal's run loop serves both), so its times
// and options are the main queue's and its work is put on the main queue; another run loop
// runs its work from Foundation timers added to it.

/// A piece of work handed to a timer's `@Sendable` block.
private final class Work: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

extension RunLoop: @retroactive OpenCombine.Scheduler {
    /// The main queue's options: a quality of service, unused by a run loop.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions
    /// A moment in time; strides are seconds (`5`, `.milliseconds(300)`).
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

    /// Now.
    public var now: SchedulerTimeType { DispatchQueue.main.now }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

    /// Runs `action` on this run loop as soon as it can.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main { return DispatchQueue.main.schedule(options: options, action) }
        add(after: 0, interval: 0, Work(action))
    }

    /// Runs `action` on this run loop at `date` or after.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            return DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
        }
        add(after: seconds(until: date), interval: 0, Work(action))
    }

    /// Runs `action` on this run loop at `date` and every `interval` after, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if self === RunLoop.main {
            return DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
        }
        let timer = add(after: seconds(until: date), interval: max(0.001, Double(interval.magnitude) / 1e9), Work(action))
        return OpenCombine.AnyCancellable { timer.invalidate() }
    }

    private func seconds(until date: SchedulerTimeType) -> TimeInterval {
        max(0, Double(now.distance(to: date).magnitude) / 1e9)
    }

    @discardableResult
    private func add(after delay: TimeInterval, interval: TimeInterval, _ work: Work) -> Timer {
        let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: interval, repeats: interval > 0) { _ in work.run() }
        add(timer, forMode: .default)
        return timer
    }
}
