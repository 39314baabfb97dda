import OpenCombine

// Combine's merging publishers, which OpenCombine 0.14 does not have: each is a flat map over
// its upstreams, which sends every value any of them sends, as it comes, within the
// subscriber's demand, and finishes once all of them have finished (or fails with the first
// failure).

/// Every upstream's values, interleaved as they come.
private func merged<Output, Failure: Error>(_ upstreams: [AnyPublisher<Output, Failure>]) -> AnyPublisher<Output, Failure> {
    upstreams.publisher
        .setFailureType(to: Failure.self)
        .flatMap { $0 }
        .eraseToAnyPublisher()
}

extension Publishers {
    /// The values of two publishers of the same output and failure, as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// What both send.
        public typealias Output = A.Output
        /// How either fails.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        /// Subscribes `subscriber` to both.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            merged([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// The values of three publishers of the same output and failure, as they come:
    /// `Publishers.Merge3($name.map { _ in }, $date.map { _ in }, $notes.map { _ in })`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        /// What all three send.
        public typealias Output = A.Output
        /// How any of them fails.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        /// Subscribes `subscriber` to all three.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            merged([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// The values of four publishers of the same output and failure, as they come.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
          C.Output == D.Output, C.Failure == D.Failure {
        /// What all four send.
        public typealias Output = A.Output
        /// How any of them fails.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D

        /// Merges `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        /// Subscribes `subscriber` to all four.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            merged([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()])
                .receive(subscriber: subscriber)
        }
    }

    /// The values of any number of publishers of one type, as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// What they send.
        public typealias Output = Upstream.Output
        /// How any of them fails.
        public typealias Failure = Upstream.Failure
        /// The publishers merged.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges the publishers in `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Subscribes `subscriber` to every one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            merged(publishers.map { $0.eraseToAnyPublisher() }).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and those of `b` and `c`, as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }
}
