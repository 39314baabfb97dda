import Foundation

/// A handle to a scheduled timer; cancelling it (or dropping every reference) stops it.
@MainActor public final class TimerToken {
    private var onCancel: (() -> Void)?
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    /// Stops the timer; cancelling twice does nothing.
    public func cancel() { onCancel?(); onCancel = nil }
    /// Whether `cancel()` was called.
    public var isCancelled: Bool { onCancel == nil }
}

/// The time source and timer scheduler of a running app. Live apps use `LiveClock` (Dispatch
/// timers on the main queue); tests use `TestClock`, which only moves when told.
@MainActor public protocol RunClock: AnyObject {
    /// The current wall-clock time, as shown to the user.
    var now: Date { get }
    /// Calls `action` every `interval` until the token is cancelled.
    func schedule(every interval: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken
    /// Calls `action` once after `delay`.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken
}

extension Duration {
    var seconds: Double {
        let c = components
        return Double(c.seconds) + Double(c.attoseconds) / 1e18
    }
}

/// Real time, with Dispatch timers on the main queue: no wake-ups besides the timers.
@MainActor public final class LiveClock: RunClock {
    /// The clock of the real time.
    public init() {}
    /// The current time.
    public var now: Date { Date() }

    /// Runs `action` on the main actor every `interval` until the token is cancelled.
    public func schedule(every interval: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let ns = Int(interval.seconds * 1e9)
        timer.schedule(deadline: .now() + .nanoseconds(ns), repeating: .nanoseconds(ns), leeway: .milliseconds(20))
        timer.setEventHandler { MainActor.assumeIsolated { action() } }
        timer.resume()
        return TimerToken { timer.cancel() }
    }

    /// Runs `action` once on the main actor after `delay`, unless the token is cancelled first.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .nanoseconds(Int(delay.seconds * 1e9)), leeway: .milliseconds(5))
        timer.setEventHandler { MainActor.assumeIsolated { action(); timer.cancel() } }
        timer.resume()
        return TimerToken { timer.cancel() }
    }
}

/// A clock for tests and headless snapshots: fixed until `advance(by:)` moves it, firing the
/// timers that fall due, in order.
@MainActor public final class TestClock: RunClock {
    /// The frozen time: moves only when a test calls `advance(by:)`.
    public private(set) var now: Date
    private var elapsed: Duration = .zero
    private struct Entry { var id: Int; var due: Duration; var interval: Duration?; var action: @MainActor () -> Void }
    private var entries: [Entry] = []
    private var nextID = 0

    /// The default start: 2026-03-14 09:41:00 UTC.
    public nonisolated static let defaultStart = Date(timeIntervalSince1970: 1_773_481_260)

    /// A clock fixed at `start` until it is advanced.
    public init(start: Date = TestClock.defaultStart) { self.now = start }

    /// Runs `action` every `interval` of test time, as `advance(by:)` passes it.
    public func schedule(every interval: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        add(due: elapsed + interval, interval: interval, action)
    }

    /// Runs `action` once when `advance(by:)` passes `delay` of test time.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        add(due: elapsed + delay, interval: nil, action)
    }

    private func add(due: Duration, interval: Duration?, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        nextID += 1
        let id = nextID
        entries.append(Entry(id: id, due: due, interval: interval, action: action))
        return TimerToken { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Moves time forward, firing every timer due on the way.
    public func advance(by duration: Duration) {
        move(to: elapsed + duration)
    }

    private func move(to target: Duration) {
        while let index = entries.indices.filter({ entries[$0].due <= target }).min(by: { entries[$0].due < entries[$1].due }) {
            let entry = entries[index]
            now = now.addingTimeInterval((entry.due - elapsed).seconds)
            elapsed = entry.due
            if let interval = entry.interval {
                entries[index].due = entry.due + interval
            } else {
                entries.remove(at: index)
            }
            entry.action()
        }
        now = now.addingTimeInterval((target - elapsed).seconds)
        elapsed = target
    }

    /// Moves time forward like `advance(by:)`, letting tasks that sleep on this clock (a
    /// `.task`'s `Task.sleep(for:)`) run after each timer that falls due, so a task that sleeps
    /// again within the span wakes again, in order.
    public func advance(by duration: Duration) async {
        let target = elapsed + duration
        await Self.letWokenTasksRun()
        while let due = entries.lazy.map(\.due).filter({ $0 <= target }).min() {
            move(to: due)
            await Self.letWokenTasksRun()
        }
        move(to: target)
        await Self.letWokenTasksRun()
    }

    /// Yields the main actor a few times: a woken task runs up to its next suspension at once.
    private static func letWokenTasksRun() async {
        for _ in 0..<16 { await Task.yield() }
    }

    /// How many timers are waiting to fire.
    public var pendingTimers: Int { entries.count }

    /// Fires the earliest timer due now, without moving time; false when none is. A snapshot
    /// runs the work a program put off to the next turn (a sort read in slices) this way.
    package func fireDueTimer() -> Bool {
        guard let index = entries.indices.filter({ entries[$0].due <= elapsed }).min(by: { entries[$0].due < entries[$1].due }) else { return false }
        let entry = entries[index]
        if let interval = entry.interval { entries[index].due = entry.due + interval } else { entries.remove(at: index) }
        entry.action()
        return true
    }
}
