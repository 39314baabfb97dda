import Foundation
import OpenCombine
import Tessera

extension Foundation.Timer {
    /// A publisher of the current date every `interval` seconds, once connected
    /// (`.autoconnect()` connects on the first subscriber). Subscribed to by `.onReceive`, it
    /// runs on the view's clock — real time when the program runs, the test clock under a
    /// Pilot, where `advance(by:)` fires it; elsewhere on real time. The run loop and mode
    /// are accepted as SwiftUI code passes them: a Tessera program's main thread serves the
    /// main queue, where the timer fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Sends the current date every `interval` while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date now.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// Seconds between two dates.
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var connection: Connection?

        init(interval: TimeInterval) { self.interval = interval }

        /// Adds a subscriber; it gets the dates sent from now on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer, unless it runs already; cancelling the result stops it.
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if let connection { return connection }
            let made = Connection(self)
            connection = made
            MainActor.assumeIsolated {
                let clock = SubscribingClock.current ?? LiveClock()
                let subject = self.subject
                made.token = clock.schedule(every: .milliseconds(Int((interval * 1000).rounded()))) { [weak clock] in
                    subject.send(clock?.now ?? Date())
                }
                made.clock = clock
            }
            return made
        }

        fileprivate func disconnect(_ connection: Connection) {
            lock.lock()
            if self.connection === connection { self.connection = nil }
            lock.unlock()
        }

        /// One run of the timer.
        fileprivate final class Connection: Cancellable, @unchecked Sendable {
            weak var publisher: TimerPublisher?
            var token: TimerToken?
            /// A live clock made for this timer lives as long as it runs.
            var clock: (any RunClock)?
            init(_ publisher: TimerPublisher) { self.publisher = publisher }

            func cancel() {
                let token = self.token
                self.token = nil
                clock = nil
                if let token { MainActor.assumeIsolated { token.cancel() } }
                publisher?.disconnect(self)
            }
        }
    }
}
