import CNCursesW
import Foundation
import Tessera
import Testing
@testable import TesseraNCurses

/// A pipe whose reading end does not block; closed with the object.
final class Pipe {
    let read: Int32
    let write: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        _ = Glibc.pipe(&ends)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        (read, write) = (ends[0], ends[1])
    }

    deinit {
        close(read)
        close(write)
    }
}

/// A screen without a terminal: keys go in through a pipe and the same `InputDecoder` the
/// backend uses, frames are kept, and suspending, resuming and restoring are counted.
@MainActor final class FakeScreen: TerminalScreen {
    var size: Size
    private(set) var frames: [ScreenBuffer] = []
    private(set) var isSuspended = false
    private(set) var isShutDown = false
    var isWindowFocused = true
    var isInputClosed = false
    var hasTypeahead = false
    private(set) var suspensions = 0
    private(set) var resumptions = 0
    private(set) var clipboard: [String] = []
    /// The size the next `handleWindowChange` finds.
    var nextSize: Size?
    private var decoder = InputDecoder()
    private let pipe: Pipe

    init(size: Size) {
        self.size = size
        pipe = Pipe()
    }

    /// Sends `bytes` as the terminal would when they are typed.
    func type(_ bytes: String) {
        _ = bytes.utf8CString.withUnsafeBufferPointer { write(pipe.write, $0.baseAddress, $0.count - 1) }
    }

    /// Whether the last frame shows `text` on one of its lines.
    func shows(_ text: String) -> Bool {
        frames.last?.lines.contains { $0.contains(text) } ?? false
    }

    var inputDescriptor: Int32 { pipe.read }
    var inputTimeoutMilliseconds: Int32 { decoder.deadline == nil ? -1 : 30 }

    func readEvents() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var decoded: [DecodedInput] = []
        let now = Duration.nanoseconds(tessera_monotonic_ns())
        while true {
            let count = read(pipe.read, &buffer, buffer.count)
            guard count > 0 else { break }
            decoded += decoder.feed(buffer[0..<count], at: now)
        }
        decoded += decoder.expire(at: now + .seconds(1))
        return decoded.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    func present(_ frame: ScreenBuffer, cursor: Point?, changed: [Rect]?) { frames.append(frame) }

    func handleWindowChange(onlyIfChanged: Bool) -> [Event] {
        let previous = size
        size = nextSize ?? size
        nextSize = nil
        return !onlyIfChanged || size != previous ? [.resize(size)] : []
    }

    func suspend() { suspensions += 1; isSuspended = true }
    func resume() { resumptions += 1; isSuspended = false }
    func shutdown() { isShutDown = true }
    func copyToClipboard(_ text: String) { clipboard.append(text) }
    /// What `notify` answers: whether this terminal shows notifications.
    var showsNotifications = false
    private(set) var notifications: [TerminalNotification] = []
    private(set) var progressReports: [TaskProgressState?] = []
    func notify(_ notification: TerminalNotification) -> Bool {
        guard showsNotifications else { return false }
        notifications.append(notification)
        return true
    }
    func reportProgress(_ state: TaskProgressState?) { progressReports.append(state) }
}


/// Signals noted by hand, waking the loop through a pipe as the process's handlers do.
@MainActor final class FakeSignals {
    private var noted: Set<Int32> = []
    private let pipe: Pipe

    init() {
        pipe = Pipe()
    }

    func send(_ signal: Int32) {
        noted.insert(signal)
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(pipe.write, &byte, 1)
    }

    var source: SignalSource {
        SignalSource(descriptor: pipe.read,
                     take: { [unowned self] in self.noted.remove($0) != nil },
                     isPending: { [unowned self] in self.noted.contains($0) },
                     drain: { [unowned self] in
                         var buffer = [UInt8](repeating: 0, count: 64)
                         while read(self.pipe.read, &buffer, buffer.count) > 0 {}
                     })
    }
}

/// `TerminalRunLoop`'s session driven turn by turn on a fake screen: keys in, frames out, a
/// resize, a quit request, a suspend, the exit signals. Every wait is bounded by a count of
/// turns, each of which waits at most 50 ms.
@Suite(.serialized) @MainActor struct TerminalRunLoopTests {
    /// A count and a button that adds one: Return on the focused button is a key that draws.
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            HStack {
                Button("Add") { count += 1 }
                Text("Count \(count)").bold()
            }
        }
    }

    private func session(_ screen: FakeScreen, _ signals: FakeSignals, view: some View = Counter())
        -> TerminalSession<FakeScreen> {
        let host = ViewHost(rootView: view, size: screen.size)
        return TerminalSession(producer: host, screen: screen, signals: signals.source, servesMainThread: false, hub: NotificationHub())
    }

    /// Turns the loop until `done` holds or `turns` have passed, letting the main queue run in between.
    private func turn(_ session: TerminalSession<FakeScreen>, turns: Int = 40, until done: () -> Bool) async {
        for _ in 0..<turns where !done() && session.exitCode == nil {
            session.turn(waitingAtMost: 50)
            await Task.yield()
        }
    }

    @Test func keysGoInAndFramesComeOut() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let session = session(screen, signals)
        session.start()
        #expect(screen.shows("Count 0"))
        let drawn = screen.frames.count
        screen.type("\r")  // Return presses the focused button
        await turn(session) { screen.shows("Count 1") }
        #expect(screen.shows("Count 1"))
        #expect(screen.frames.count == drawn + 1, "one key, one frame")
        screen.type("\r\r\r")
        await turn(session) { screen.shows("Count 4") }
        #expect(screen.shows("Count 4"))
        #expect(screen.frames.count == drawn + 2, "three keys read at once, one frame")
    }

    @Test func aResizeDrawsAFrameOfTheNewSize() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let session = session(screen, signals)
        session.start()
        screen.nextSize = Size(width: 30, height: 6)
        signals.send(SIGWINCH)
        await turn(session) { screen.frames.last?.size == Size(width: 30, height: 6) }
        #expect(screen.frames.last?.size == Size(width: 30, height: 6))
        #expect(screen.shows("Count 0"))
    }

    @Test func qQuitsWithZeroAndRestoresTheScreen() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let session = session(screen, signals)
        session.start()
        screen.type("q")
        await turn(session) { session.exitCode != nil }
        #expect(session.exitCode == 0)
        #expect(screen.isShutDown)
    }

    @Test func exitSignalsGiveTheirCodes() async {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            let screen = FakeScreen(size: Size(width: 20, height: 4))
            let signals = FakeSignals()
            let session = session(screen, signals)
            session.start()
            signals.send(signal)
            await turn(session) { session.exitCode != nil }
            #expect(session.exitCode == code, "signal \(signal)")
            #expect(screen.isShutDown)
        }
    }

    @Test func inputThatHangsUpEndsAsSIGHUPDoes() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let session = session(screen, signals)
        session.start()
        screen.isInputClosed = true
        await turn(session) { session.exitCode != nil }
        #expect(session.exitCode == 129)
    }

    /// Phases an app's `.onChange(of: scenePhase)` saw, in order.
    @MainActor private final class PhaseLog { var phases: [ScenePhase] = [] }

    /// Saves on `.background`, as apps written for iOS do.
    private struct SavesInBackground: View {
        let log: PhaseLog
        @Environment(\.scenePhase) private var phase
        var body: some View {
            Text("Phase").onChange(of: phase) { _, new in log.phases.append(new) }
        }
    }

    /// `q` and an exit signal each move the app to the background before the session ends.
    @Test func everyWayOutMovesTheAppToTheBackgroundBeforeItEnds() async {
        let ways: [(String, Int32, (FakeScreen, FakeSignals) -> Void)] = [
            ("q", 0, { screen, _ in screen.type("q") }),
            ("SIGTERM", 143, { _, signals in signals.send(SIGTERM) }),
        ]
        for (name, code, leave) in ways {
            let screen = FakeScreen(size: Size(width: 20, height: 4))
            let signals = FakeSignals()
            let log = PhaseLog()
            let session = session(screen, signals, view: SavesInBackground(log: log))
            session.start()
            leave(screen, signals)
            await turn(session) { session.exitCode != nil }
            #expect(session.exitCode == code, "\(name)")
            #expect(log.phases == [.background], "\(name): the app's save on .background ran before the exit")
        }
    }

    @Test func suspendingMovesTheAppToTheBackgroundAndBack() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let log = PhaseLog()
        let session = session(screen, signals, view: SavesInBackground(log: log))
        var phaseWhenStopped: [ScenePhase] = []
        session.stopProcess = { phaseWhenStopped = log.phases }
        session.start()
        signals.send(SIGTSTP)
        await turn(session) { log.phases.count >= 2 }
        #expect(phaseWhenStopped == [.background], "saved before the process stopped")
        #expect(log.phases == [.background, .active])
    }

    @Test func suspendGivesTheTerminalBackStopsAndRedrawsWhole() async {
        let screen = FakeScreen(size: Size(width: 20, height: 4))
        let signals = FakeSignals()
        let session = session(screen, signals)
        var stops = 0
        session.stopProcess = { stops += 1 }
        session.start()
        let drawn = screen.frames.count
        signals.send(SIGTSTP)
        await turn(session) { stops > 0 }
        #expect(stops == 1)
        #expect(screen.suspensions == 1 && screen.resumptions == 1)
        #expect(!screen.isSuspended)
        #expect(screen.frames.count == drawn + 1, "the screen is drawn again after fg")
        // The SIGCONT that follows the loop's own stop does not draw a second time.
        signals.send(SIGCONT)
        await turn(session, turns: 3) { false }
        #expect(screen.frames.count == drawn + 1)
        #expect(screen.resumptions == 1)
        // A stop and continue from outside resumes and redraws.
        signals.send(SIGCONT)
        await turn(session) { screen.resumptions == 2 }
        #expect(screen.resumptions == 2)
        #expect(screen.frames.count == drawn + 2)
    }
}
