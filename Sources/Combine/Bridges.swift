import Foundation
import OpenCombine
import Tessera

/// Holds a value that crosses from a subscription's thread to where it is used.
private final class Carried<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: Tessera's cancellable is Combine's

extension Tessera.AnyCancellable: OpenCombine.Cancellable {
    /// A cancellable that cancels `cancellable` when it is cancelled or released.
    public convenience init<C: OpenCombine.Cancellable>(_ cancellable: C) {
        let carried = Carried<any OpenCombine.Cancellable>(cancellable)
        self.init { carried.value.cancel() }
    }
}

extension OpenCombine.AnyCancellable {
    /// Keeps the subscription alive as long as `set` holds it: `.store(in: &cancellables)`.
    public func store(in set: inout Set<Tessera.AnyCancellable>) {
        set.insert(Tessera.AnyCancellable(self))
    }
}

extension Publisher where Failure == Never {
    /// `sink` for a property typed `AnyCancellable`: calls `receiveValue` with each value.
    @_disfavoredOverload public func sink(receiveValue: @escaping (Output) -> Void) -> Tessera.AnyCancellable {
        Tessera.AnyCancellable(sink(receiveValue: receiveValue) as OpenCombine.AnyCancellable)
    }

    /// `assign(to:on:)` for a property typed `AnyCancellable`: writes each value to `object`.
    @_disfavoredOverload public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> Tessera.AnyCancellable {
        Tessera.AnyCancellable(assign(to: keyPath, on: object) as OpenCombine.AnyCancellable)
    }

    /// Writes each value to a `@Published` property (`.assign(to: &$total)`), which announces
    /// the change as a write would; the subscription lasts as long as the property.
    public func assign(to published: inout Tessera.Published<Output>.Publisher) {
        let subject = published.subject
        let token: OpenCombine.AnyCancellable = sink { [weak subject] value in subject?.set(value) }
        subject.keep(token)
    }
}

extension Publisher {
    /// `sink(receiveCompletion:receiveValue:)` for a property typed `AnyCancellable`.
    @_disfavoredOverload public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> Tessera.AnyCancellable {
        Tessera.AnyCancellable(sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue) as OpenCombine.AnyCancellable)
    }
}

// MARK: Tessera's publishers are Combine publishers

/// Forwards what a Tessera publisher sends into `subject` while a subscriber holds it.
private func forward<Output>(into subject: some Subject<Output, Never>,
                             to subscriber: some Subscriber<Output, Never>,
                             while token: Tessera.AnyCancellable) {
    subject
        .handleEvents(receiveCancel: { token.cancel() })
        .receive(subscriber: subscriber)
}

extension Tessera.ObservableObjectPublisher: OpenCombine.Publisher {
    /// Nothing: the publisher says that a change is coming, not what it is.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// Sends the subscriber a value before each change of the object.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let subject = PassthroughSubject<Void, Never>()
        let carried = Carried(subject)
        let token = sink { carried.value.send(()) }
        forward(into: subject, to: subscriber, while: token)
    }
}

extension Tessera.Published.Publisher: OpenCombine.Publisher {
    /// The property's type.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// Sends the subscriber the current value, then each new one before it is stored.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let current = CurrentValueSubject<Value, Never>(subject.value)
        let token = subject.subscribe { current.send($0) }
        forward(into: current, to: subscriber, while: token)
    }
}
