import CNCursesW
import Dispatch
import Foundation
import Tessera

/// Runs a `FrameProducer` on a real terminal, on the main thread: one `poll(2)` waits for
/// the terminal's input and for work on the main queue (signal sources for INT, TERM, HUP,
/// TSTP, CONT and WINCH, timers, tasks), and one coalesced frame is drawn per turn when the
/// producer is dirty. Idle means no wake-ups: there are no polling timers.
///
/// ```swift
/// let backend = try NCursesBackend()
/// TerminalRunLoop.run(screen, backend: backend, logPath: "/tmp/tessera.log")
/// ```
@MainActor
public enum TerminalRunLoop {
    private static var session: Session?

    /// Takes over the main queue and never returns: the process exits when the producer asks
    /// to quit (0) or a signal ends it (INT 130, TERM 143, HUP 129), with the terminal restored.
    /// While curses owns the screen, stderr goes to `logPath` (appended) when one is given.
    ///
    /// The main thread reads the terminal itself and serves the main queue between keys, as a
    /// run loop does (the descriptor and the call CoreFoundation's run loop uses): a key wakes
    /// this thread directly, not a Dispatch thread that then wakes this one and is woken again
    /// to watch the input once more. Not `dispatchMain()`: that one ends the main thread with
    /// `pthread_exit`, whose unwinding loads the unwinder and reads the program's unwind tables
    /// (~0.5 MB of memory for nothing), and leaves main-actor work to a pool thread. Input that
    /// hangs up (the terminal closed) ends the process as SIGHUP does, pending edits saved.
    public static func run(_ producer: FrameProducer, backend: NCursesBackend, logPath: String? = nil) -> Never {
        let session = Session(producer: producer, backend: backend)
        Self.session = session
        let queue = tessera_main_queue_descriptor()
        session.start(logPath: logPath)
        while true {
            let ready = tessera_wait_for_input(STDIN_FILENO, queue)
            if ready & TESSERA_INPUT_READY != 0 { session.readInput() }
            if ready & TESSERA_INPUT_CLOSED != 0 { session.exit(129) }
            if ready & TESSERA_MAIN_QUEUE_READY != 0 { tessera_run_main_queue() }
        }
    }

    /// The default log file: `$XDG_STATE_HOME/tessera/tessera.log`, or
    /// `~/.local/state/tessera/tessera.log`.
    public nonisolated static func defaultLogPath() -> String { CommandLineProgram.logPath(name: "tessera") }
}

@MainActor
private final class Session {
    let producer: FrameProducer
    let backend: NCursesBackend
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    private var savedStderr: Int32 = -1
    /// Set when the loop stopped itself, so the SIGCONT that follows does not redraw twice.
    private var resumedAfterOwnStop = false

    init(producer: FrameProducer, backend: NCursesBackend) {
        self.producer = producer
        self.backend = backend
    }

    func start(logPath: String?) {
        if let logPath {
            let directory = (logPath as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            savedStderr = tessera_redirect_stderr(logPath)
        }
        tessera_ignore_signal(SIGPIPE)
        watch(signal: SIGINT) { $0.exit(130) }
        watch(signal: SIGTERM) { $0.exit(143) }
        watch(signal: SIGHUP) { $0.exit(129) }
        watch(signal: SIGTSTP) { $0.suspend() }
        watch(signal: SIGCONT) { $0.continued() }
        watch(signal: SIGWINCH) { $0.windowChanged() }

        producer.onNeedsFrame = { [unowned self] in self.scheduleFrame() }
        producer.onRequest = { [unowned self] request in
            switch request {
            case .quit, .leaveRoot: self.exit(0)  // Esc at the root of an app run on its own leaves it, as q does
            case .suspend: self.suspend()
            case .copyToClipboard(let text): self.backend.copyToClipboard(text)
            }
        }
        drawFrame()
        // Keys typed while the terminal was being probed wait in ncurses, not on stdin.
        if backend.hasTypeahead { readInput() }
    }

    /// The signal is ignored first, so only the Dispatch source sees it.
    private func watch(signal number: Int32, _ action: @escaping @MainActor (Session) -> Void) {
        tessera_ignore_signal(number)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { [unowned self] in MainActor.assumeIsolated { action(self) } }
        source.resume()
        sources.append(source)
    }

    // MARK: Frames

    /// True while input is handled: the frame it asks for is drawn at the end (`readInput`).
    private var answeringInput = false

    /// Many dirty marks in one turn of the main queue give one frame.
    private func scheduleFrame() {
        guard !frameScheduled, !answeringInput else { return }
        frameScheduled = true
        DispatchQueue.main.async { [unowned self] in
            MainActor.assumeIsolated {
                self.frameScheduled = false
                if self.producer.needsFrame { self.drawFrame() }
            }
        }
    }

    private func drawFrame() {
        guard !backend.isSuspended, !backend.isShutDown else { return }
        let frame = producer.render(size: backend.size)
        // Each frame rendered is presented, so the producer's changes are against what the
        // backend shows.
        backend.present(frame, cursor: producer.cursor, changed: producer.changedRegions)
    }

    // MARK: Events

    func readInput() {
        // What was read is answered in this turn: the frame it asks for is drawn now, once the
        // whole batch is handled, not after another trip through the main queue.
        answeringInput = true
        for event in backend.readEvents() { producer.handle(event) }
        if producer.appearsActive != backend.isWindowFocused {
            producer.appearsActive = backend.isWindowFocused
        }
        if producer.needsFrame { drawFrame() }
        answeringInput = false
        if producer.needsFrame { scheduleFrame() }
    }

    private func deliver(_ events: [Event]) {
        for event in events { producer.handle(event) }
        if producer.needsFrame { scheduleFrame() }
    }

    private func windowChanged() {
        deliver(backend.handleWindowChange())
        // The terminal's contents are gone after a resize: redraw even if nothing is dirty.
        drawFrame()
    }

    /// Gives the terminal back and stops the process; carries on here after `fg`.
    private func suspend() {
        StateStore.saveAllPending()
        backend.suspend()
        raise(SIGSTOP)
        resumedAfterOwnStop = true
        backend.resume()
        deliver(backend.handleWindowChange(onlyIfChanged: true))  // it may have changed while stopped
        drawFrame()
    }

    private func continued() {
        if resumedAfterOwnStop {
            resumedAfterOwnStop = false
            return
        }
        // Stopped and continued from outside (kill -STOP / -CONT): the screen may be stale.
        backend.resume()
        drawFrame()
    }

    func exit(_ code: Int32) -> Never {
        StateStore.saveAllPending()
        backend.shutdown()
        tessera_restore_stderr(savedStderr)
        savedStderr = -1
        Foundation.exit(code)
    }
}
