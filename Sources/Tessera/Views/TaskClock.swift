/// The clock of the host a `.task` runs under, for `Task.sleep(for:)` inside it.
enum TaskClock {
    @TaskLocal static var current: ClockReference?
}

/// A host's clock, carried by a task-local value.
@MainActor
final class ClockReference: Sendable {
    let clock: any RunClock
    init(_ clock: any RunClock) { self.clock = clock }
    func sleep(for duration: Duration) async throws { try await clock.sleep(for: duration) }
}

extension RunClock {
    /// Suspends the calling task for `duration` of this clock's time: real time on a
    /// `LiveClock`, and on a `TestClock` until a test advances it that far. Throws
    /// `CancellationError` if the task is cancelled first.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        guard duration > .zero else {
            await Task.yield()
            try Task.checkCancellation()
            return
        }
        let sleeper = ClockSleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.start(continuation, on: self, for: duration)
            }
        } onCancel: {
            Task { @MainActor in sleeper.finish(throwing: CancellationError()) }
        }
    }
}

/// One sleep on a `RunClock`: the timer and the continuation it resumes.
@MainActor
private final class ClockSleeper {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: TimerToken?
    private var cancelled = false

    func start(_ continuation: CheckedContinuation<Void, any Error>, on clock: any RunClock, for duration: Duration) {
        if cancelled || Task.isCancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        timer = clock.schedule(after: duration) { [self] in finish(throwing: nil) }
    }

    func finish(throwing error: (any Error)?) {
        guard let continuation else {
            if error != nil { cancelled = true }
            return
        }
        self.continuation = nil
        timer?.cancel()
        timer = nil
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration`. Inside a view's `.task` it sleeps on the
    /// host's clock (`EnvironmentValues.clock`): real time in a running program, and in tests
    /// the Pilot's `TestClock`, which wakes it when the test advances the clock — so a test of
    /// a `.task` that waits needs no real waiting. Elsewhere it is the standard library's sleep.
    ///
    /// ```swift
    /// Text(status).task {
    ///     try? await Task.sleep(for: .seconds(2))
    ///     status = "Ready"
    /// }
    /// // In a test: await pilot.advance(by: .seconds(2))
    /// ```
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        if let reference = TaskClock.current {
            try await reference.sleep(for: duration)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }
}
