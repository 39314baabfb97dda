import Foundation
import OpenCombine
import Tessera

/// The clock of the view subscribing now: a timer publisher connected while `onReceive`
/// subscribes runs on the host's clock (the Pilot's test clock in tests).
@MainActor
enum SubscribingClock {
    static var current: (any RunClock)?

    static func with<T>(_ clock: (any RunClock)?, _ body: () -> T) -> T {
        let saved = current
        current = clock
        defer { current = saved }
        return body()
    }
}

/// What an `.onReceive` keeps from update to update: its subscription and latest action.
@MainActor
private final class Receiver<Output> {
    var action: @MainActor (Output) -> Void = { _ in }
    private var subscription: OpenCombine.AnyCancellable?

    func subscribe<P: OpenCombine.Publisher>(to publisher: P, clock: (any RunClock)?) where P.Output == Output, P.Failure == Never {
        guard subscription == nil else { return }
        let weakSelf = WeakReceiver(self)
        subscription = SubscribingClock.with(clock) {
            publisher.sink { value in
                let carried = CarriedValue(value)
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { weakSelf.receiver?.action(carried.value) }
                } else {
                    DispatchQueue.main.async { weakSelf.receiver?.action(carried.value) }
                }
            }
        }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

/// Whether the code running now runs on the main queue, where main-actor work runs: a
/// value sent there is delivered at once, as SwiftUI delivers on the main thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

/// A weak reference to a receiver that may cross threads; it is used on the main actor only.
private final class WeakReceiver<Output>: @unchecked Sendable {
    weak var receiver: Receiver<Output>?
    init(_ receiver: Receiver<Output>) { self.receiver = receiver }
}

/// A value handed from a publisher's thread to the main actor.
private final class CarriedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `.onReceive`: subscribes when the view appears, cancels when it goes away.
private struct ReceiveView<Content: View, P: OpenCombine.Publisher>: View where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    @State private var receiver = Receiver<P.Output>()
    @Environment(\.clock) private var clock

    var body: some View {
        receiver.action = action
        let receiver = self.receiver, publisher = self.publisher, clock = self.clock
        return content
            .onAppear { receiver.subscribe(to: publisher, clock: clock) }
            .onDisappear { receiver.cancel() }
    }
}

extension View {
    /// Runs `action` on the main actor with each value `publisher` sends while the view
    /// exists: `.onReceive(timer) { now = $0 }`. The view subscribes once, when it first
    /// appears; a different publisher given to it later is not subscribed to.
    public func onReceive<P: OpenCombine.Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiveView(content: self, publisher: publisher, action: action)
    }
}
