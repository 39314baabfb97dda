import CNCursesW
import Foundation
import Tessera

/// Runs a `FrameProducer` on a real terminal, on the main thread: one `poll(2)` waits for
/// the terminal's input, the signals it answers (INT, TERM, HUP, TSTP, CONT and WINCH, noted
/// by handlers that write to a pipe) and work on the main queue (timers, tasks), and one
/// coalesced frame is drawn per turn when the producer is dirty. Idle means no wake-ups: the
/// only timeouts are the input decoder's, while it holds a lone Esc or a sequence cut in two,
/// and the next Foundation timer on `RunLoop.main`.
///
/// ```swift
/// let backend = try NCursesBackend()
/// TerminalRunLoop.run(screen, backend: backend, logPath: "/tmp/tessera.log")
/// ```
@MainActor public enum TerminalRunLoop {
    /// The session running, kept alive for the life of the process.
    private static var session: AnyObject?

    /// Takes over the main queue and never returns: the process exits when the producer asks
    /// to quit (0) or a signal ends it (INT 130, TERM 143, HUP 129), with the terminal restored.
    /// While curses owns the screen, standard output and standard error go to `logPath`
    /// (appended) when one is given, and are written to where they went before once the
    /// terminal is restored.
    ///
    /// The main thread waits for input and serves the main queue between keys, as a run loop
    /// does (the descriptor and the call CoreFoundation's run loop uses); the backend's input
    /// thread reads the terminal the moment bytes arrive and wakes it through a pipe. Not `dispatchMain()`: that one ends the main thread with
    /// `pthread_exit`, whose unwinding loads the unwinder and reads the program's unwind tables
    /// (~0.5 MB of memory for nothing), and leaves main-actor work to a pool thread. Input that
    /// hangs up (the terminal closed) ends the process as SIGHUP does, pending edits saved.
    public static func run(_ producer: FrameProducer, backend: NCursesBackend, logPath: String? = nil) -> Never {
        run(producer, screen: backend, logPath: logPath)
    }

    /// Runs `producer` on `screen` until it quits or a signal ends it, then exits the process.
    static func run(_ producer: FrameProducer, screen: some TerminalScreen, logPath: String? = nil) -> Never {
        var unopenedLog: String?
        if let logPath {
            let directory = (logPath as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // print() and stderr would write over the frames: kept in the log, and written
            // where they were going once the terminal is restored (also after a crash or exit()).
            if tessera_output_capture_begin(logPath) != 0 { unopenedLog = logPath }
        }
        tessera_ignore_signal(SIGPIPE)
        // Blocked since the backend took the terminal: one sent meanwhile arrives now.
        let session = TerminalSession(producer: producer, screen: screen, signals: .process(), hub: .shared)
        session.onShutdown = {
            tessera_output_capture_end()
            // Said on the restored terminal: said while the app ran, the first frame covered it.
            if let unopenedLog {
                FileHandle.standardError.write(Data("\(CommandLineProgram.executableName): could not open the log \(unopenedLog)\n".utf8))
            }
        }
        Self.session = session
        session.start()
        while session.exitCode == nil { session.turn() }
        Foundation.exit(session.exitCode ?? 1)
    }

    /// The default log file: `$XDG_STATE_HOME/tessera/tessera.log`, or
    /// `~/.local/state/tessera/tessera.log`.
    public nonisolated static func defaultLogPath() -> String { CommandLineProgram.logPath(name: "tessera") }
}

/// One run of a producer on a screen: the turns of the loop (`turn`), what each signal asks,
/// the frames, suspending, and the way out (`finish`), which sets `exitCode` and leaves the
/// process to the caller. Tests drive it turn by turn with a fake screen.
@MainActor
final class TerminalSession<Screen: TerminalScreen> {
    let producer: FrameProducer
    let screen: Screen
    private let signals: SignalSource
    /// The main queue's descriptor, polled with the input (-1: the caller serves the queue).
    private let mainQueue: Int32
    /// True when this loop runs the main thread: it serves the main queue and Foundation's
    /// main `RunLoop` (a test leaves both to its own loop).
    private let servesMainThread: Bool
    /// Stops the process after the terminal was given back (`raise(SIGSTOP)`); carries on after `fg`.
    var stopProcess: () -> Void = { raise(SIGSTOP) }
    /// Runs once the terminal is restored on the way out, before anything is said on it.
    var onShutdown: () -> Void = {}
    /// The process's exit status, once the session finished: the loop stops turning.
    private(set) var exitCode: Int32?
    private var frameScheduled = false
    /// Set when the loop stopped itself, so the SIGCONT that follows does not redraw twice.
    private var resumedAfterOwnStop = false
    /// Where the app's notifications and task progress come from.
    private let hub: NotificationHub
    /// The banners' rectangle on the screen now, drawn over the producer's frame.
    private var bannerFrame: Rect?
    /// Set when the banners changed: the next frame is drawn though the producer has none.
    private var bannersChanged = false

    /// A session of `producer` on `screen`, showing the notifications of `hub` (the process's
    /// in a program); `servesMainThread` false leaves the main queue and Foundation's run loop
    /// to whoever runs the main thread's loop (a test).
    init(producer: FrameProducer, screen: Screen, signals: SignalSource, servesMainThread: Bool = true,
         hub: NotificationHub) {
        self.producer = producer
        self.hub = hub
        self.screen = screen
        self.signals = signals
        self.servesMainThread = servesMainThread
        self.mainQueue = servesMainThread ? tessera_main_queue_descriptor() : -1
    }

    /// Connects the producer and draws the first frame.
    func start() {
        producer.onNeedsFrame = { [unowned self] in self.scheduleFrame() }
        producer.onRequest = { [unowned self] request in
            switch request {
            case .quit, .leaveRoot: self.finish(0)  // Esc at the root of an app run on its own leaves it, as q does
            case .suspend: self.suspend()
            case .copyToClipboard(let text): self.screen.copyToClipboard(text)
            }
        }
        // Notifications go to the terminal when it shows them, else over the frame.
        hub.terminal = { [weak self] notification in self?.screen.notify(notification) ?? false }
        hub.progressOutput = { [weak self] state in self?.screen.reportProgress(state) }
        hub.onBannersChange = { [weak self] in
            guard let self else { return }
            self.bannersChanged = true
            self.scheduleFrame()
        }
        if let progress = hub.reportedProgress { screen.reportProgress(progress) }
        answerSignals()
        guard exitCode == nil else { return }
        drawFrame()
        // Keys typed while the terminal was being probed were read with the replies.
        if screen.hasTypeahead { readInput() }
    }

    /// One turn of the loop: waits for input, a signal or main-queue work (at most
    /// `limit` milliseconds when given, else as long as nothing needs a look), and answers it.
    func turn(waitingAtMost limit: Int32? = nil) {
        guard exitCode == nil else { return }
        var timeout = screen.inputTimeoutMilliseconds
        if servesMainThread, let timers = Self.serveFoundationRunLoop() { timeout = timeout < 0 ? timers : min(timeout, timers) }
        if let limit { timeout = timeout < 0 ? limit : min(timeout, limit) }
        let ready = tessera_wait_for_input(screen.inputDescriptor, mainQueue, signals.descriptor, timeout)
        if ready & TESSERA_SIGNAL_READY != 0 { answerSignals() }
        if exitCode == nil, ready & (TESSERA_INPUT_READY | TESSERA_TIMED_OUT) != 0 { readInput() }
        if exitCode == nil, screen.isInputClosed { finish(129) }
        if exitCode == nil, ready & TESSERA_MAIN_QUEUE_READY != 0 { tessera_run_main_queue() }
    }

    /// Fires the Foundation timers that are due on the main thread's `RunLoop` (and whatever
    /// else its default mode holds) and returns the milliseconds until the next one, rounded
    /// up; nil when none waits. A `Timer.scheduledTimer` in a live run fires as in an app.
    /// Until something has made that run loop nothing can wait on it, and it is not made
    /// here: a program that schedules no Foundation timer does not start CoreFoundation's run
    /// loop (about 1 MB and eight system calls a turn).
    private static func serveFoundationRunLoop() -> Int32? {
        guard tessera_main_run_loop_exists() != 0 else { return nil }
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        let milliseconds = (next.timeIntervalSinceNow * 1000).rounded(.up)
        return milliseconds.isFinite ? Int32(clamping: max(0, Int(min(milliseconds, Double(Int32.max))))) : nil
    }

    /// Does what the signals noted since the last call ask: an exit first, then a stop, a
    /// continue, a resize.
    func answerSignals() {
        signals.drain()
        answerExitSignals()
        guard exitCode == nil else { return }
        if signals.take(SIGTSTP) { suspend() }
        if signals.take(SIGCONT) { continued() }
        if signals.take(SIGWINCH) { windowChanged() }
    }

    /// Finishes if INT, TERM or HUP arrived (also asked between batches of input).
    private func answerExitSignals() {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] where exitCode == nil && signals.isPending(signal) {
            finish(code)
        }
    }

    // MARK: Frames

    /// How many events of a batch are handled between two looks at the exit signals.
    private static var eventsBetweenSignalChecks: Int { 64 }

    /// True while input is handled: the frame it asks for is drawn at the end (`readInput`).
    private var answeringInput = false

    /// Many dirty marks in one turn of the main queue give one frame.
    private func scheduleFrame() {
        guard !frameScheduled, !answeringInput, exitCode == nil else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                if self.producer.needsFrame || self.bannersChanged { self.drawFrame() }
            }
        }
    }

    private func drawFrame() {
        guard !screen.isSuspended, !screen.isShutDown else { return }
        var frame = producer.render(size: screen.size)
        var changed = producer.changedRegions
        bannersChanged = false
        if !hub.banners.isEmpty || bannerFrame != nil {
            // Over a copy of the producer's frame: where a banner was or is, the rows are compared.
            let banners = NotificationBanner.draw(hub.banners, on: &frame)
            changed = changed.map { $0 + [banners, bannerFrame].compactMap { $0 } }
            bannerFrame = banners
        }
        // Each frame rendered is presented, so the producer's changes are against what the
        // screen shows.
        screen.present(frame, cursor: producer.cursor, changed: changed)
    }

    // MARK: Events

    func readInput() {
        // What was read is answered in this turn: the frame it asks for is drawn now, once the
        // whole batch is handled, not after another trip through the main queue. A long batch
        // (thousands of keys typed without bracketed paste) is handled in runs, and an exit
        // signal that arrives meanwhile is answered between them.
        answeringInput = true
        defer { answeringInput = false }
        let events = screen.readEvents()
        var index = 0
        var handledSinceCheck = 0
        while index < events.count, exitCode == nil {
            index = handle(events, from: index)
            handledSinceCheck += 1
            if handledSinceCheck >= Self.eventsBetweenSignalChecks {
                handledSinceCheck = 0
                answerExitSignals()
            }
        }
        answerExitSignals()
        guard exitCode == nil else { return }
        if producer.appearsActive != screen.isWindowFocused {
            producer.appearsActive = screen.isWindowFocused
        }
        if producer.needsFrame || bannersChanged { drawFrame() }
        answeringInput = false
        if producer.needsFrame { scheduleFrame() }
    }

    /// Hands the event at `index` to the producer and returns the index after what it handed.
    /// Characters typed in a row (a terminal without bracketed paste, a tool typing) into a
    /// control that takes typing go as one insertion: each key alone brought evaluation and
    /// layout up to date, so N keys into a field of length L cost N·L.
    private func handle(_ events: [Event], from index: Int) -> Int {
        guard Self.typedCharacter(events[index]) != nil, focusTakesTyping else {
            producer.handle(events[index])
            return index + 1
        }
        var text = ""
        var end = index
        while end < events.count, text.count < Self.longestTypedRun, let character = Self.typedCharacter(events[end]) {
            text.append(character)
            end += 1
        }
        producer.handle(end - index == 1 ? events[index] : .paste(text))
        return end
    }

    /// The character a plain key types (no Ctrl, no Alt); nil for any other event.
    private static func typedCharacter(_ event: Event) -> Character? {
        guard case .key(let press) = event else { return nil }
        return press.character
    }

    /// The most characters handed over in one insertion (a paste into a field keeps 10,000).
    private static var longestTypedRun: Int { 4096 }

    /// Whether the focused control takes typing (a text field), so typed characters are text.
    private var focusTakesTyping: Bool {
        if let host = producer as? ViewHost { return host.focus.focused?.capturesText ?? false }
        if let windows = producer as? WindowManager { return windows.isTyping }
        return false
    }

    private func deliver(_ events: [Event]) {
        for event in events where exitCode == nil { producer.handle(event) }
        if producer.needsFrame { scheduleFrame() }
    }

    private func windowChanged() {
        deliver(screen.handleWindowChange(onlyIfChanged: false))
        // The terminal's contents are gone after a resize: redraw even if nothing is dirty.
        drawFrame()
    }

    /// Gives the terminal back and stops the process; carries on here after `fg`.
    private func suspend() {
        producer.scenePhase = .background  // an app may save what it holds
        StateStore.saveAllPending()
        screen.suspend()
        stopProcess()
        resumedAfterOwnStop = true
        screen.resume()
        producer.scenePhase = screen.isWindowFocused ? .active : .inactive
        deliver(screen.handleWindowChange(onlyIfChanged: true))  // it may have changed while stopped
        drawFrame()
    }

    private func continued() {
        if resumedAfterOwnStop {
            resumedAfterOwnStop = false
            return
        }
        // Stopped and continued from outside (kill -STOP / -CONT): the screen may be stale.
        screen.resume()
        drawFrame()
    }

    /// Saves pending edits, restores the terminal and sets `exitCode`: `code`, or 1 when an
    /// edit could not be saved (said once more on the restored terminal). Once only.
    func finish(_ code: Int32) {
        guard exitCode == nil else { return }
        producer.scenePhase = .background  // an app may save what it holds
        let unsaved = StateStore.saveAllPending()
        screen.shutdown()
        onShutdown()
        for reason in unsaved { FileHandle.standardError.write(Data("\(CommandLineProgram.executableName): \(reason)\n".utf8)) }
        exitCode = unsaved.isEmpty || code != 0 ? code : 1
    }
}
