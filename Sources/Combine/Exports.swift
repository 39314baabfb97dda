// `import Combine` for a Tessera program on Linux, where the system has no Combine: the
// publishers, subscribers, subjects and schedulers of OpenCombine, named as Combine names them.
//
// OpenCombine's own ObservableObject, ObservableObjectPublisher, Published and AnyCancellable
// are left out: Tessera's are the ones views follow, and a program that imports both modules
// would find every one of those names twice. This module makes Tessera's into Combine's
// (publishers, cancellables) instead; see Bridges.swift.

@_exported import Tessera
@_exported import OpenCombineDispatch

@_exported import protocol OpenCombine.Publisher
@_exported import protocol OpenCombine.Subscriber
@_exported import protocol OpenCombine.Subscription
@_exported import protocol OpenCombine.Subject
@_exported import protocol OpenCombine.Cancellable
@_exported import protocol OpenCombine.ConnectablePublisher
@_exported import protocol OpenCombine.Scheduler
@_exported import protocol OpenCombine.SchedulerTimeIntervalConvertible
@_exported import protocol OpenCombine.CustomCombineIdentifierConvertible
@_exported import protocol OpenCombine.TopLevelDecoder
@_exported import protocol OpenCombine.TopLevelEncoder
@_exported import enum OpenCombine.Publishers
@_exported import enum OpenCombine.Subscribers
@_exported import enum OpenCombine.Subscriptions
@_exported import class OpenCombine.CurrentValueSubject
@_exported import class OpenCombine.PassthroughSubject
@_exported import class OpenCombine.Future
@_exported import struct OpenCombine.AnyPublisher
@_exported import struct OpenCombine.AnySubscriber
@_exported import struct OpenCombine.CombineIdentifier
@_exported import struct OpenCombine.Deferred
@_exported import struct OpenCombine.Empty
@_exported import struct OpenCombine.Fail
@_exported import struct OpenCombine.ImmediateScheduler
@_exported import struct OpenCombine.Just
@_exported import struct OpenCombine.Record
@_exported import struct OpenCombine.AsyncPublisher
@_exported import struct OpenCombine.AsyncThrowingPublisher
