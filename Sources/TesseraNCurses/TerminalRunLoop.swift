import CNCursesW
import Foundation
import Tessera

/// Runs a `FrameProducer` on a real terminal, on the main thread: one `poll(2)` waits for
/// the terminal's input, the signals it answers (INT, TERM, HUP, TSTP, CONT and WINCH, noted
/// by handlers that write to a pipe) and work on the main queue (timers, tasks), and one
/// coalesced frame is drawn per turn when the producer is dirty. Idle means no wake-ups: the
/// only timeout is the input decoder's, while it holds a lone Esc or a sequence cut in two.
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
    /// The main thread waits for input and serves the main queue between keys, as a run loop
    /// does (the descriptor and the call CoreFoundation's run loop uses); the backend's input
    /// thread reads the terminal the moment bytes arrive and wakes it through a pipe. Not `dispatchMain()`: that one ends the main thread with
    /// `pthread_exit`, whose unwinding loads the unwinder and reads the program's unwind tables
    /// (~0.5 MB of memory for nothing), and leaves main-actor work to a pool thread. Input that
    /// hangs up (the terminal closed) ends the process as SIGHUP does, pending edits saved.
    public static func run(_ producer: FrameProducer, backend: NCursesBackend, logPath: String? = nil) -> Never {
        let session = Session(producer: producer, backend: backend)
        Self.session = session
        let queue = tessera_main_queue_descriptor()
        let signals = session.start(logPath: logPath)
        let input = backend.inputDescriptor
        while true {
            let ready = tessera_wait_for_input(input, queue, signals, backend.inputTimeoutMilliseconds)
            if ready & TESSERA_SIGNAL_READY != 0 { session.answerSignals() }
            if ready & (TESSERA_INPUT_READY | TESSERA_TIMED_OUT) != 0 { session.readInput() }
            if backend.isInputClosed { session.exit(129) }
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
    private var frameScheduled = false
    private var savedStderr: Int32 = -1
    /// Set when the loop stopped itself, so the SIGCONT that follows does not redraw twice.
    private var resumedAfterOwnStop = false

    init(producer: FrameProducer, backend: NCursesBackend) {
        self.producer = producer
        self.backend = backend
    }

    /// Sets up and draws the first frame; returns the signals' pipe for the run loop to poll.
    func start(logPath: String?) -> Int32 {
        if let logPath {
            let directory = (logPath as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            savedStderr = tessera_redirect_stderr(logPath)
        }
        tessera_ignore_signal(SIGPIPE)
        // Blocked since the backend took the terminal: one sent meanwhile arrives now.
        let signals = tessera_install_answered_signals()

        producer.onNeedsFrame = { [unowned self] in self.scheduleFrame() }
        producer.onRequest = { [unowned self] request in
            switch request {
            case .quit, .leaveRoot: self.exit(0)  // Esc at the root of an app run on its own leaves it, as q does
            case .suspend: self.suspend()
            case .copyToClipboard(let text): self.backend.copyToClipboard(text)
            }
        }
        answerSignals()
        drawFrame()
        // Keys typed while the terminal was being probed were read with the replies.
        if backend.hasTypeahead { readInput() }
        return signals
    }

    /// Does what the signals noted since the last call ask: an exit first, then a stop, a
    /// continue, a resize.
    func answerSignals() {
        tessera_drain_signal_pipe()
        answerExitSignals()
        if tessera_take_signal(SIGTSTP) != 0 { suspend() }
        if tessera_take_signal(SIGCONT) != 0 { continued() }
        if tessera_take_signal(SIGWINCH) != 0 { windowChanged() }
    }

    /// Exits if INT, TERM or HUP arrived (also asked between batches of input).
    private func answerExitSignals() {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] where tessera_signal_pending(signal) != 0 {
            exit(code)
        }
    }

    // MARK: Frames

    /// How many events of a batch are handled between two looks at the exit signals.
    private static let eventsBetweenSignalChecks = 64

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
        // whole batch is handled, not after another trip through the main queue. A long batch
        // (thousands of keys typed without bracketed paste) is handled in runs, and an exit
        // signal that arrives meanwhile is answered between them.
        answeringInput = true
        let events = backend.readEvents()
        var index = 0
        var handledSinceCheck = 0
        while index < events.count {
            index = handle(events, from: index)
            handledSinceCheck += 1
            if handledSinceCheck >= Self.eventsBetweenSignalChecks {
                handledSinceCheck = 0
                answerExitSignals()
            }
        }
        answerExitSignals()
        if producer.appearsActive != backend.isWindowFocused {
            producer.appearsActive = backend.isWindowFocused
        }
        if producer.needsFrame { drawFrame() }
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
    private static let longestTypedRun = 4096

    /// Whether the focused control takes typing (a text field), so typed characters are text.
    private var focusTakesTyping: Bool {
        if let host = producer as? ViewHost { return host.focus.focused?.capturesText ?? false }
        if let windows = producer as? WindowManager { return windows.isTyping }
        return false
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
        let unsaved = StateStore.saveAllPending()
        backend.shutdown()
        tessera_restore_stderr(savedStderr)
        savedStderr = -1
        // Edits that could not be saved: said once more on the restored terminal, and not a success.
        for reason in unsaved { FileHandle.standardError.write(Data("\(CommandLineProgram.executableName): \(reason)\n".utf8)) }
        Foundation.exit(unsaved.isEmpty || code != 0 ? code : 1)
    }
}
