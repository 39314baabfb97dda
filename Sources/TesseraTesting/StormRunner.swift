import Foundation
import Tessera

/// Drives a `FrameProducer` with an `EventStorm` and checks invariants after every step:
/// the frame has the requested size, every cell is width-consistent (a wide head followed by
/// its continuation, no orphan continuation, the width the toolkit's width function gives),
/// no cell holds a control character, the cursor is on screen, and for a `ViewHost` focus is
/// nil or on an attached, focusable node with a non-empty frame at least partly on screen.
///
/// A failure reads `seed=… event #…: <event>: <what broke>`; a crash prints the same line on
/// stderr before the process dies, so the seed becomes a regression test.
///
/// ```swift
/// let runner = StormRunner(seed: 42) { clock, size in try makeApp(clock: clock, size: size) }
/// #expect(runner.run(steps: 10_000) == nil)
/// ```
@MainActor public final class StormRunner {
    /// One broken invariant, with what it takes to replay it.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The storm's seed.
        public var seed: UInt64
        /// The step that broke it, counted from 0.
        public var index: Int
        /// The step, described.
        public var step: String
        /// What broke.
        public var message: String
        /// The seed, the event and what broke, enough to replay it.
        public var description: String { "seed=\(seed) event #\(index): \(step): \(message)" }
    }

    /// The storm's seed.
    public let seed: UInt64
    /// The test clock the app runs on; `.advance` steps move it.
    public let clock: TestClock
    private var storm: EventStorm
    private let make: @MainActor (TestClock, Size) throws -> FrameProducer
    private var producer: FrameProducer
    private var quitRequested = false
    /// How many times the app asked to quit and was made again.
    public private(set) var restarts = 0
    /// Steps run so far.
    public private(set) var stepsRun = 0
    /// The slowest step so far (event and render), to find hot spots.
    public private(set) var slowest: (index: Int, step: String, duration: Duration) = (0, "", .zero)

    /// A runner of the storm from `seed` against the app `make` builds (again after each quit).
    public init(seed: UInt64, size: Size = Size(width: 80, height: 24), includesQuitKeys: Bool = true,
                make: @escaping @MainActor (TestClock, Size) throws -> FrameProducer) throws {
        self.seed = seed
        self.clock = TestClock()
        self.storm = EventStorm(seed: seed, size: size, includesQuitKeys: includesQuitKeys)
        self.make = make
        self.producer = try make(clock, size)
        attach()
    }

    private func attach() {
        producer.onRequest = { [weak self] request in
            if request == .quit { self?.quitRequested = true }
        }
        producer.onNeedsFrame = {}
    }

    /// Runs `steps` steps (stopping at the first failure) and returns the failure, if any.
    public func run(steps: Int) -> Failure? {
        StormCrashContext.install()
        var size = storm.size
        if let problem = Self.check(producer.render(size: size), size: size, producer: producer) {
            return Failure(seed: seed, index: 0, step: "first frame", message: problem)
        }
        for _ in 0..<steps {
            stepsRun += 1
            let started = ContinuousClock.now
            let step = storm.next()
            let summary = step.summary
            StormCrashContext.set("seed=\(seed) event #\(stepsRun): \(summary)")
            switch step {
            case .advance(let duration): clock.advance(by: duration)
            case .event(let event):
                if case .resize(let newSize) = event { size = newSize }
                producer.handle(event)
            }
            if quitRequested {
                quitRequested = false
                restarts += 1
                do { producer = try make(clock, size) } catch {
                    return Failure(seed: seed, index: stepsRun, step: summary, message: "could not make the app again: \(error)")
                }
                attach()
            }
            let frame = producer.render(size: size)
            let elapsed = ContinuousClock.now - started
            if elapsed > slowest.duration { slowest = (stepsRun, summary, elapsed) }
            if let problem = Self.check(frame, size: size, producer: producer) {
                return Failure(seed: seed, index: stepsRun, step: summary, message: problem)
            }
        }
        StormCrashContext.set("")
        return nil
    }

    /// The first broken invariant of `frame` (rendered at `size` by `producer`), or nil.
    public static func check(_ frame: ScreenBuffer, size: Size, producer: FrameProducer? = nil) -> String? {
        if frame.size != size { return "frame is \(frame.size), expected \(size)" }
        if frame.cells.count != size.width * size.height { return "frame holds \(frame.cells.count) cells for \(size)" }
        if let problem = checkCells(frame) { return problem }
        if let cursor = producer?.cursor, !frame.bounds.contains(cursor) { return "cursor \(cursor) is off screen \(size)" }
        if let host = producer as? ViewHost, let problem = checkFocus(host, size: size) { return problem }
        return nil
    }

    /// Width consistency and no control characters, for every cell.
    public static func checkCells(_ frame: ScreenBuffer) -> String? {
        let width = frame.width
        let cells = frame.cells
        for y in 0..<frame.height {
            let base = y * width
            var x = 0
            while x < width {
                let cell = cells[base + x]
                switch cell.width {
                case 1:
                    if let ascii = cell.character.asciiValue, ascii >= 0x20, ascii < 0x7F { x += 1; continue }
                    if let problem = checkGlyph(cell, x: x, y: y) { return problem }
                    x += 1
                case 2:
                    guard x + 1 < width else { return "wide glyph \(describe(cell.character)) at (\(x), \(y)) has no room for its second half" }
                    guard cells[base + x + 1].width == 0 else { return "wide glyph \(describe(cell.character)) at (\(x), \(y)) is not followed by a continuation cell" }
                    if let problem = checkGlyph(cell, x: x, y: y) { return problem }
                    x += 2
                case 0:
                    return "orphan continuation cell at (\(x), \(y))"
                default:
                    return "cell at (\(x), \(y)) has width \(cell.width)"
                }
            }
        }
        return nil
    }

    private static func checkGlyph(_ cell: Cell, x: Int, y: Int) -> String? {
        if cell.character.unicodeScalars.contains(where: { Sanitizer.visibleSymbol(for: $0) != nil }) {
            return "control character \(describe(cell.character)) in cell (\(x), \(y))"
        }
        let (glyph, width) = DisplayWidth.cell(for: cell.character)
        if glyph != cell.character || width != Int(cell.width) {
            return "cell (\(x), \(y)) holds \(describe(cell.character)) with width \(cell.width); the terminal would draw \(describe(glyph)) in \(width) columns"
        }
        return nil
    }

    /// Focus is nil, or on an attached focusable node with a non-empty frame at least partly on
    /// screen (a fixed-width control in a tiny terminal is clipped, not hidden).
    public static func checkFocus(_ host: ViewHost, size: Size) -> String? {
        guard let focused = host.focus.focused else { return nil }
        let name = String(describing: type(of: focused))
        if !focused.isAttached { return "focus is on a detached \(name)" }
        if !focused.isFocusable { return "focus is on \(name), which is not focusable" }
        if focused.frame.isEmpty { return "focus is on \(name) with an empty frame \(focused.frame)" }
        let screen = Rect(origin: .zero, size: size)
        // A control partly clipped by a small terminal is still on screen: some of it must show.
        if focused.frame.intersection(screen).isEmpty {
            return "focus is on \(name) at \(focused.frame), outside the screen \(size)"
        }
        return nil
    }

    static func describe(_ character: Character) -> String { EventStorm.escape(String(character)) }
}

/// The step being run, kept in memory prepared beforehand so a crash handler can print it
/// with `write(2)` alone.
enum StormCrashContext {
    private static let capacity = 1024
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<UInt8> = .allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = .allocate(capacity: 65)
    nonisolated(unsafe) private static var hasPrevious = [Bool](repeating: false, count: 65)
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    static func set(_ line: String) {
        length = 0
        guard !line.isEmpty else { return }
        var bytes = Array("\nstorm crashed at: \(line)\n".utf8)
        if bytes.count > capacity { bytes = Array(bytes.prefix(capacity - 1)) + [10] }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base, count: source.count)
        }
        length = bytes.count
    }

    @MainActor
    static func install() {
        guard !installed else { return }
        installed = true
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signo in
                if StormCrashContext.length > 0 { _ = write(STDERR_FILENO, StormCrashContext.buffer, StormCrashContext.length) }
                // Hand over to whoever handled it before (the Swift runtime's backtracer).
                if signo > 0, signo < 65, StormCrashContext.hasPrevious[Int(signo)] {
                    sigaction(signo, StormCrashContext.previous + Int(signo), nil)
                } else {
                    signal(signo, SIG_DFL)
                }
                raise(signo)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            if sigaction(number, &action, previous + Int(number)) == 0 { hasPrevious[Int(number)] = true }
        }
    }
}
