import Foundation

/// One host's work posted from observation callbacks, run on the main actor. Callbacks arrive
/// on whatever thread made the change; the work waits here until the host drains it (before
/// it answers `needsFrame`, handles an event or renders) or the main queue gets to it,
/// whichever comes first. Each host has its own, so one host never runs another's work.
package final class MainActorInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [@Sendable @MainActor () -> Void] = []
    private var wakeScheduled = false
    private weak var forwardTo: MainActorInbox?

    /// The inbox of the host this one's host is drawn inside (a preview of another program),
    /// or nil: work posted here is also drained when that one is, so the enclosing host hears
    /// of it before it decides on its next frame.
    package var forward: MainActorInbox? {
        get { lock.withLock { forwardTo } }
        set { lock.withLock { forwardTo = newValue } }
    }

    /// Queues `item` (from any thread).
    package func post(_ item: @escaping @Sendable @MainActor () -> Void) {
        // Posted by a change inside a `withAnimation`: the work runs inside it again.
        var item = item
        if let asked = AnimationAsks.current {
            let work = item
            item = { @Sendable @MainActor in AnimationAsks.replaying(asked) { work() } }
        }
        lock.lock()
        items.append(item)
        let schedule = !wakeScheduled
        wakeScheduled = true
        let forward = forwardTo
        lock.unlock()
        if schedule {
            forward?.post { self.drain() }
            DispatchQueue.main.async { MainActor.assumeIsolated { self.drain() } }
        }
    }

    /// True while work waits to be run: a getter may ask without running it.
    package var hasPending: Bool { lock.withLock { !items.isEmpty } }

    /// Runs what is queued, in order.
    @MainActor
    package func drain() {
        lock.lock()
        let pending = items
        items.removeAll()
        wakeScheduled = false
        lock.unlock()
        for item in pending { item() }
    }
}
