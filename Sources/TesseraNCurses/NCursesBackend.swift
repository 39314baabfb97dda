import CNCursesW
import Glibc
import Tessera
import TesseraTerminal

/// The ncurses backend: draws frames on a real terminal with the wide-character API and
/// turns terminal input into events.
///
/// All curses state lives here, on the main actor. Create it, hand it to `TerminalRunLoop`,
/// and call `shutdown()` (idempotent) before the process leaves.
@MainActor public final class NCursesBackend {
    /// How the backend sets up the terminal.
    public struct Options: Sendable {
        /// Draw without colours (attributes only). Also implied by a non-empty `NO_COLOR`.
        public var noColor: Bool
        /// Report mouse presses, releases, drags and the wheel.
        public var mouse: Bool
        /// Receive pastes in one piece (`Event.paste`).
        public var bracketedPaste: Bool
        /// Restore the terminal if the process crashes.
        public var crashGuard: Bool
        /// Ask the terminal at start-up what it supports (synchronized output, the kitty
        /// keyboard, focus events), waiting at most 100 ms for the answer.
        public var probe: Bool
        /// The whole screen, or rows below the prompt (`--inline`; no mouse there, since its
        /// reports count rows from the top of the terminal).
        public var displayMode: TerminalDisplayMode = .fullScreen
        /// Count the bytes sent to the terminal (`bytesWritten`). ncurses writes with write(2)
        /// on its own, so counting reads the kernel's per-thread accounting before and after
        /// each frame: two system calls that cost a keystroke about a tenth of its time, spent
        /// only when something shows the count (`tessera check`, tests).
        public var countsBytesWritten: Bool

        /// The options given; by default colour, mouse, bracketed paste, the crash guard and
        /// the start-up probe are all on, and bytes are not counted.
        public init(noColor: Bool = false, mouse: Bool = true, bracketedPaste: Bool = true, crashGuard: Bool = true, probe: Bool = true,
                    countsBytesWritten: Bool = false) {
            self.noColor = noColor; self.mouse = mouse; self.bracketedPaste = bracketedPaste; self.crashGuard = crashGuard
            self.probe = probe; self.countsBytesWritten = countsBytesWritten
        }
    }

    /// Why the terminal could not be set up. `description` is one line for the user.
    public enum SetupError: Error, CustomStringConvertible, Equatable {
        /// Standard input or output is not a terminal (a pipe, a file).
        case notATerminal
        /// `TERM` is not set.
        case noTerminalType
        /// terminfo has no entry for `TERM`'s value.
        case unknownTerminal(String)
        /// terminfo says `TERM`'s terminal cannot move its cursor (`dumb`): nothing could be drawn.
        case cannotMoveCursor(String)

        /// The reason as one line, for the error message.
        public var description: String {
            switch self {
            case .notATerminal: "standard input and output must be a terminal"
            case .noTerminalType: "TERM is not set; cannot drive the terminal"
            case .unknownTerminal(let name): "cannot initialise terminal type '\(name)' (unknown to terminfo?)"
            case .cannotMoveCursor(let name): "cannot drive terminal type '\(name)': it cannot move the cursor"
            }
        }
    }

    /// The terminal's size in cells, updated on a resize.
    public private(set) var size: Size
    /// The colours and features the terminal has.
    public private(set) var capabilities: TerminalCapabilities
    /// What the terminal answered at start-up; nothing for a terminal that did not answer.
    /// Asking waits for the answers if they are still to be read (see `probeTerminal`).
    public var features: TerminalFeatures {
        readProbeReplies()
        return answeredFeatures
    }
    private var answeredFeatures = TerminalFeatures()
    /// Until the replies to the start-up queries are read: the latest they are waited for.
    private var probeDeadline: ContinuousClock.Instant?
    /// Bytes sent to the terminal so far: what ncurses wrote on `doupdate`, plus the mode
    /// sequences the backend writes itself. Zero unless `Options.countsBytesWritten`.
    public private(set) var bytesWritten: Int = 0
    /// True between `suspend()` and `resume()`, while the shell has the terminal.
    public private(set) var isSuspended = false
    /// False while the terminal window does not have the keyboard (focus events, mode 1004).
    public private(set) var isWindowFocused = true
    /// True once `shutdown()` has restored the terminal for good.
    public private(set) var isShutDown = false

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    /// True for a real terminal; false for the test terminal writing to /dev/null.
    private let ownsTerminal: Bool
    private let options: Options
    private let colorPairs: ColorPairs
    private var writer: CursesCellWriter
    /// The files ncurses was given, closed once it is done with them.
    private var openedFiles: [UnsafeMutablePointer<FILE>] = []
    /// Where frames go: a duplicate of standard output taken at setup, so that descriptor 1
    /// can be pointed elsewhere while the app runs (`TerminalRunLoop` sends it to the log).
    private let terminalOutput: Int32
    /// The cells ncurses was last given (a frame, with pictures drawn as pixels marked).
    private var lastFrame: ScreenBuffer?
    private var cursorVisible = false
    private var modesPending = false
    /// True between `enableModes` and `disableModes`.
    private var modesEnabled = false
    private var sgrMouse = false
    private var decoder = InputDecoder()
    /// The input thread's ready descriptor once it runs, else -1.
    private var readerDescriptor: Int32 = -1
    /// Where `readEvents` takes the reader's bytes, each read's start and its time: made once,
    /// at the first key, not at each.
    private var takenBytes: [UInt8] = []
    private var takenTimes: [Int64] = []
    private var takenOffsets: [Int] = []
    /// True once the terminal's input hung up (the terminal went away) and all of it was read.
    public private(set) var isInputClosed = false
    /// Bytes typed during the start-up probe, decoded before anything read after them.
    private var typedDuringProbe: [UInt8] = []
    /// The rows below the prompt, in inline mode.
    private var inline: InlineScreen?
    /// Keys typed during the start-up probe, not yet read.
    public private(set) var hasTypeahead = false
    /// Writes OSC 8 around linked cells; nil where the terminal would show it as text.
    private var hyperlinks: HyperlinkWriter?
    /// What the terminal shows outside its window, found when first needed.
    private var desktop: DesktopIntegration?
    /// The task progress the terminal shows now (sent again after a suspension).
    private var progress: TaskProgressState?
    /// `TERM` as the program was started with.
    private var terminalType = ""
    /// Draws pictures' pixels; made once the probe's replies are in (which protocol follows from them).
    private var pictures: PictureWriter?

    // MARK: Setup

    /// Takes over the controlling terminal (stdin/stdout). Throws `SetupError` when there is
    /// no terminal or terminfo does not know `TERM`.
    public init(options: Options = Options()) throws {
        Self.prepareLocale()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw SetupError.notATerminal }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw SetupError.noTerminalType
        }
        let terminal = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard terminal >= 0, let outputFile = fdopen(terminal, "w") else {
            if terminal >= 0 { close(terminal) }
            throw SetupError.notATerminal
        }
        var setupFailed = true
        defer { if setupFailed { fclose(outputFile) } }
        // Once a secure field holds text, the process makes no core dump (its text would be in it).
        SecretMemory.protect = { tessera_exclude_from_core_dumps() }
        // A terminal that cannot move its cursor would show nothing of a frame: refused before
        // anything is written to it.
        if tessera_terminal_moves_cursor(term) == 0 { throw SetupError.cannotMoveCursor(term) }
        // INT, TERM, HUP, TSTP, CONT and WINCH wait from here until the run loop's handlers are
        // in place: ignored or left to their default they would be lost, or end the app with
        // the terminal raw.
        tessera_block_answered_signals()
        // Save the shell's tty modes before newterm, which already changes some of them.
        if options.crashGuard { _ = tessera_install_crash_guard(terminal) }
        // The run loop takes SIGTSTP (a handler of its own); ignored when ncurses starts, it
        // neither installs its own handler nor blocks the signal around every update (two
        // system calls a frame).
        tessera_ignore_signal(SIGTSTP)
        let noColor = options.noColor || getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        var direct = noColor ? nil : Self.directColorEntry(term: term, colorTerm: getenv("COLORTERM").map { String(cString: $0) })
        var inline: InlineScreen?
        if case .inline(let rows) = options.displayMode, let directory = InlineScreen.compileEntry(for: term) {
            var height: Int32 = 0, width: Int32 = 0
            _ = tessera_terminal_size(terminal, &height, &width)
            let row = tessera_query_cursor_row(STDIN_FILENO, terminal, 100)
            let screen = InlineScreen(requestedRows: rows, terminalRows: Int(height), cursorRow: row > 0 ? Int(row) : nil)
            setenv("TERMINFO", directory, 1)
            direct = InlineScreen.entryName
            _ = tessera_write_all(terminal, screen.enterSequence)
            inline = screen
        }
        let opened = direct.flatMap({ newterm($0, outputFile, tessera_stdin()) })
        if let directory = inline.flatMap({ _ in getenv("TERMINFO").map { String(cString: $0) } }) {
            InlineScreen.removeEntry(at: directory)
            unsetenv("TERMINFO")
            if opened == nil {
                _ = tessera_write_all(terminal, inline!.leaveSequence)
                inline = nil
            }
        }
        guard let screen = opened ?? newterm(nil, outputFile, tessera_stdin()) else {
            tessera_terminal_released()  // nothing to restore: no reset sequences on a terminal we never drove
            tessera_unblock_answered_signals()
            throw SetupError.unknownTerminal(term)
        }
        var options = options
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { options.noColor = true }
        if inline != nil { options.mouse = false } else { options.displayMode = .fullScreen }
        setupFailed = false
        self.screen = screen
        self.ownsTerminal = true
        self.terminalOutput = terminal
        self.openedFiles = [outputFile]
        self.options = options
        self.inline = inline
        (window, size, capabilities, colorPairs) = Self.configure(screen: screen, options: options)
        if inline == nil { Self.writeEachUpdateOnce() }
        if let inline {
            resizeterm(Int32(inline.rows), Int32(size.width))
            size = Self.currentSize()
            tessera_set_restore_modes(inline.leaveSequence)
            tessera_set_uses_alternate_screen(0)
        }
        writer = CursesCellWriter(colorPairs: colorPairs)
        if HyperlinkWriter.isLikelySupported(terminalType: term) { hyperlinks = HyperlinkWriter(depth: colorPairs.depth) }
        terminalType = term
        if options.mouse { startMouse() }
        if options.probe { probeTerminal() }
        modesPending = true
    }

    /// Asks the terminal what it supports. The replies are read when something first needs
    /// them (the first frame is presented, input is read, the terminal is given back), so the
    /// first frame is made while they travel: over a slow link that is their round trip.
    private func probeTerminal() {
        let queries = TerminalProbe.queries(term: terminalType, environment: ProcessInfo.processInfo.environment)
        guard TerminalProbe.ask(output: terminalOutput, queries: queries) else { return }
        if options.countsBytesWritten { bytesWritten += queries.utf8.count }
        probeDeadline = .now + TerminalProbe.timeout
    }

    /// Reads the replies to the start-up queries, if they are still to be read, waiting for
    /// them no later than `TerminalProbe.timeout` after they were asked. Keys typed meanwhile
    /// are decoded first by the next `readEvents`, in order, so none is lost; replies never reach the app.
    private func readProbeReplies() {
        guard let deadline = probeDeadline else { return }
        probeDeadline = nil
        let (features, leftover) = TerminalProbe.readReplies(input: STDIN_FILENO, until: deadline)
        answeredFeatures = features
        typedDuringProbe = leftover
        hasTypeahead = !leftover.isEmpty
    }

    /// A backend on a terminal of type `xterm-256color` that writes to /dev/null and reads
    /// nothing: for tests that present frames and read the cells back with `readCell`.
    public init(testTerminal size: Size, terminalType: String = "xterm-256color",
                options: Options = Options(mouse: false, bracketedPaste: false, crashGuard: false, countsBytesWritten: true)) throws {
        Self.prepareLocale()
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
            throw SetupError.notATerminal
        }
        guard let screen = newterm(terminalType, output, input) else {
            fclose(output); fclose(input)
            throw SetupError.unknownTerminal(terminalType)
        }
        self.screen = screen
        self.ownsTerminal = false
        self.options = options
        self.openedFiles = [output, input]
        self.terminalOutput = fileno(output)
        (window, self.size, capabilities, colorPairs) = Self.configure(screen: screen, options: options)
        writer = CursesCellWriter(colorPairs: colorPairs)
        resizeterm(Int32(max(1, size.height)), Int32(max(1, size.width)))
        self.size = Self.currentSize()
    }

    /// Until a screen has been left once (`endwin`) and come back to, ncurses writes out what
    /// it has at every cursor move of an update: a Tab in the sign-in form was five writes,
    /// each waking the terminal. Leaving and coming back once, before anything is drawn, makes
    /// each frame one write; the alternate screen is entered and left in the same burst, blank.
    private static func writeEachUpdateOnce() {
        endwin()
        doupdate()
    }

    private static func configure(screen: OpaquePointer, options: Options)
        -> (UnsafeMutablePointer<WINDOW>, Size, TerminalCapabilities, ColorPairs) {
        set_term(screen)
        raw()
        noecho()
        let window = tessera_stdscr()!
        keypad(window, true)
        nodelay(window, true)
        // A frame is written whole: by default ncurses stops every few lines of an update to
        // look for typed keys, writing out what it has so far each time (five writes for a
        // Tab in the sign-in form). Keys are read before each frame anyway.
        typeahead(-1)
        set_escdelay(25)
        curs_set(0)
        var depth = TerminalCapabilities.ColorDepth.monochrome
        if !options.noColor, has_colors() {
            start_color()
            use_default_colors()
            depth = ColorPairs.depth(forColorCount: Int(tessera_colors()))
        }
        let pairs = ColorPairs(depth: depth, maximumPairs: Int(tessera_color_pairs()))
        let capabilities = TerminalCapabilities(colors: depth, mouse: false, unicode: isUTF8)
        TerminalCapabilities.currentColors = depth
        return (window, currentSize(), capabilities, pairs)
    }

    /// The terminfo entry to drive a terminal that says it has 24-bit colour
    /// (`COLORTERM=truecolor` or `24bit`) while `TERM` names an entry without it: the entry's
    /// direct-colour sibling (`xterm-256color` → `xterm-direct`). Nil when `TERM` is already
    /// direct or nothing says so; `newterm` then says whether terminfo has the sibling.
    nonisolated static func directColorEntry(term: String, colorTerm: String?) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()), !term.hasSuffix("-direct") else { return nil }
        var base = Substring(term)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        return base + "-direct"
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }

    /// Without a UTF-8 locale ncurses draws CJK as blanks and drops combining marks. Only the
    /// character type is set: it is all ncurses reads, and loading every category of the
    /// locale (a dozen files) was a tenth of a millisecond of each start.
    private static func prepareLocale() {
        setlocale(LC_CTYPE, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    private static func currentSize() -> Size {
        var rows: Int32 = 0, cols: Int32 = 0
        tessera_getmaxyx(tessera_stdscr(), &rows, &cols)
        return Size(width: Int(cols), height: Int(rows))
    }

    private func startMouse() {
        let granted = mousemask(tessera_all_mouse_events(), nil)
        guard granted != 0 else { return }
        mouseinterval(0)  // report presses and releases, never merged clicks
        capabilities.mouse = true
        if let kmous = tigetstr("kmous"), Int(bitPattern: kmous) != -1 {
            sgrMouse = String(cString: kmous) == "\u{1B}[<"
        }
    }

    // MARK: Terminal modes

    /// Drag reporting (1002), SGR coordinates (1006), bracketed paste (2004), and what the
    /// probe found: the kitty keyboard's disambiguate flag pushed (`CSI > 1 u`), focus events
    /// (1004). Written after ncurses has sent its own mouse mode, which would otherwise
    /// override 1002, and after it entered the alternate screen, whose kitty stack is its own.
    private func enableModes() {
        guard ownsTerminal else { return }
        var sequence = ""
        if capabilities.mouse { sequence += "\u{1B}[?1002h" + (sgrMouse ? "\u{1B}[?1006h" : "") }
        if options.bracketedPaste { sequence += "\u{1B}[?2004h" }
        if features.kittyKeyboard { sequence += "\u{1B}[>1u" }
        if features.focusEvents { sequence += "\u{1B}[?1004h" }
        if let progress { sequence += desktopIntegration.progressSequence(progress) ?? "" }
        writeToTerminal(sequence)
        modesEnabled = true
        tessera_set_restore_modes(probedModesOff + (inline?.leaveSequence ?? ""))
    }

    /// Turns off what `enableModes` turned on; the kitty stack is popped exactly once.
    private func disableModes() {
        guard ownsTerminal else { return }
        // Before the first frame nothing was pushed: a pop then would take the shell's entry.
        let probed = modesEnabled ? probedModesOff : ""
        modesEnabled = false
        writeToTerminal(probed + "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l")
        tessera_set_restore_modes(inline?.leaveSequence ?? "")
    }

    /// After `endwin`: leaves the last inline frame on the screen with the cursor below it.
    private func leaveInline() {
        guard ownsTerminal, let inline else { return }
        writeToTerminal(inline.leaveSequence)
        tessera_set_restore_modes("")
    }

    /// What a crash, a signal or an exit must undo of the probed modes (also ends a frame a
    /// crash cut in the middle of synchronized output).
    private var probedModesOff: String {
        (features.synchronizedOutput ? Self.endSynchronizedUpdate : "")
            + (features.kittyKeyboard ? "\u{1B}[<u" : "")
            + (features.focusEvents ? "\u{1B}[?1004l" : "")
            + (progress != nil ? desktopIntegration.progressSequence(nil) ?? "" : "")
    }

    /// What the terminal shows outside its window: decided from the environment the first
    /// time a notification or a progress report is sent (under tmux, by asking tmux once).
    private var desktopIntegration: DesktopIntegration {
        if let desktop { return desktop }
        let found = DesktopIntegration.detect(environment: { ProcessEnvironment[$0] }, askTmux: Self.askTmux)
        desktop = found
        return found
    }

    /// tmux's answer to `DesktopIntegration.tmuxQuery`, or nil when it gave none.
    private static func askTmux() -> String? {
        guard let pipe = popen("tmux display-message -p '\(DesktopIntegration.tmuxQuery)' 2>/dev/null </dev/null", "r") else { return nil }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 512)
        while output.count < 4096 {
            let count = fread(&buffer, 1, buffer.count, pipe)
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        guard pclose(pipe) == 0 else { return nil }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }

    /// Writes `notification` as the terminal takes it (OSC 9, 777 or 99); false when the
    /// terminal is not known to show one, or is not the app's now.
    package func notify(_ notification: TerminalNotification) -> Bool {
        guard ownsTerminal, !isShutDown, !isSuspended, let sequence = desktopIntegration.sequence(for: notification) else { return false }
        writeToTerminal(sequence)
        return true
    }

    /// Shows the task progress (OSC 9;4) where the terminal does; cleared when nil, on every
    /// way out and while the program is suspended.
    package func reportProgress(_ state: TaskProgressState?) {
        guard ownsTerminal, !isShutDown, state != progress, desktopIntegration.progress else { return }
        progress = state
        // Before the first frame's modes (and while suspended) it waits: `enableModes` sends it.
        guard modesEnabled, let sequence = desktopIntegration.progressSequence(state) else { return }
        writeToTerminal(sequence)
        // A crash or a signal clears it too.
        tessera_set_restore_modes(probedModesOff + (inline?.leaveSequence ?? ""))
    }

    /// Puts `text` on the terminal's clipboard: OSC 52 with the text in base64, which no byte
    /// of the text can break out of. Terminals without OSC 52 ignore it.
    public func copyToClipboard(_ text: String) {
        guard ownsTerminal, !isShutDown, !isSuspended else { return }
        writeToTerminal("\u{1B}]52;c;" + Self.base64(Array(text.utf8)) + "\u{1B}\\")
    }

    /// Standard base64 with padding (RFC 4648).
    nonisolated static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"

    private func writeToTerminal(_ text: String) {
        guard !text.isEmpty else { return }
        let written = tessera_write_all(terminalOutput, text)
        if written > 0, options.countsBytesWritten { bytesWritten += written }
    }

    /// Runs `body` and adds what this thread wrote meanwhile to `bytesWritten`. ncurses
    /// writes with write(2) on its descriptor, never through the FILE it was given, so the
    /// count comes from the kernel's per-thread accounting.
    private func countingOutput(_ body: () -> Void) {
        guard options.countsBytesWritten else { return body() }
        let before = tessera_thread_bytes_written()
        body()
        let after = tessera_thread_bytes_written()
        if before >= 0, after >= before { bytesWritten += Int(after - before) }
    }

    // MARK: Lifecycle

    /// Gives the terminal back to the shell: modes off, `endwin`. The caller then stops the
    /// process (`raise(SIGSTOP)`).
    public func suspend() {
        guard !isSuspended, !isShutDown else { return }
        set_term(screen)
        readProbeReplies()
        if readerDescriptor >= 0 { tessera_input_reader_pause() }
        disableModes()
        countingOutput { _ = endwin() }
        leaveInline()
        if ownsTerminal { tessera_restore_terminal_after_endwin() }
        isSuspended = true
    }

    /// Takes the terminal again after `suspend` (or a stop from outside) and forgets the last
    /// frame, so the next `present` redraws everything.
    public func resume() {
        guard !isShutDown else { return }
        set_term(screen)
        if isSuspended {
            isSuspended = false
            if ownsTerminal { tessera_terminal_acquired() }
            if readerDescriptor >= 0 { _ = tessera_input_reader_start(STDIN_FILENO) }
            if let inline, ownsTerminal {
                writeToTerminal(inline.enterSequence)
                tessera_set_restore_modes(inline.leaveSequence)
            }
            modesPending = true
        }
        clearok(tessera_curscr(), true)
        lastFrame = nil
        cursorVisible = false
        curs_set(0)
    }

    /// Ends curses and restores the terminal: modes off, `endwin`, `delscreen`. Idempotent.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        set_term(screen)
        readProbeReplies()
        if readerDescriptor >= 0 { tessera_input_reader_pause() }
        if !isSuspended {
            disableModes()
            countingOutput { _ = endwin() }
            leaveInline()
        }
        delscreen(screen)
        // endwin has left the alternate screen (above, or when the terminal was suspended).
        if ownsTerminal { tessera_restore_terminal_after_endwin() }
        for file in openedFiles { fclose(file) }
        openedFiles = []
    }

    /// Same as `shutdown()`.
    public func restore() { shutdown() }

    /// Reads the terminal size from the kernel and tells ncurses (the run loop's handler owns
    /// SIGWINCH, so ncurses never sees it). Returns the events waiting, ending with a `.resize` (only when
    /// the size changed, if `onlyIfChanged`).
    public func handleWindowChange(onlyIfChanged: Bool = false) -> [Event] {
        guard !isShutDown, !isSuspended else { return [] }
        set_term(screen)
        let previous = size
        var rows: Int32 = 0, cols: Int32 = 0
        if tessera_terminal_size(terminalOutput, &rows, &cols) == 0, rows > 0, cols > 0 {
            if var inline {
                // The region moves to the new bottom rows; ncurses clears it and redraws.
                inline.resize(terminalRows: Int(rows))
                self.inline = inline
                writeToTerminal(inline.regionSequence)
                tessera_set_restore_modes(probedModesOff + inline.leaveSequence)
                rows = Int32(inline.rows)
                clearok(tessera_curscr(), true)
            }
            resizeterm(rows, cols)
        }
        size = Self.currentSize()
        lastFrame = nil
        if let cellSize = CellPixels.size(of: terminalOutput) { pictures?.cellSize = cellSize }
        var events = readEvents().filter { if case .resize = $0 { false } else { true } }
        if !onlyIfChanged || size != previous { events.append(.resize(size)) }
        return events
    }

    /// Resizes the test terminal (and a real one's idea of itself).
    public func resize(to newSize: Size) {
        set_term(screen)
        resizeterm(Int32(max(1, newSize.height)), Int32(max(1, newSize.width)))
        size = Self.currentSize()
        lastFrame = nil
    }
}

// MARK: - Input

extension NCursesBackend {
    /// The events waiting in the terminal's input, without waiting for more (the run loop
    /// calls this when input has arrived, and when `inputTimeout` has passed).
    ///
    /// The backend reads the bytes itself and decodes them with `InputDecoder`, each read with
    /// the time it was made: ncurses' own key reading knows only the keys terminfo names (an
    /// entry that names xterm's Alt-arrows turns them into key codes that mean nothing here)
    /// and gives up on a sequence cut between two reads.
    public func readEvents() -> [Event] {
        guard !isShutDown, !isSuspended else { return [] }
        readProbeReplies()
        hasTypeahead = false
        var decoded: [DecodedInput] = []
        if !typedDuringProbe.isEmpty {
            decoded += decoder.feed(typedDuringProbe, at: Self.inputClock())
            typedDuringProbe = []
        }
        if readerDescriptor >= 0 {
            if takenBytes.isEmpty {
                takenBytes = [UInt8](repeating: 0, count: 65536)
                takenTimes = [Int64](repeating: 0, count: 256)
                takenOffsets = [Int](repeating: 0, count: 256)
            }
            while true {
                var reads = 0
                var closed: Int32 = 0
                let count = tessera_input_reader_take(&takenBytes, takenBytes.count, &takenTimes, &takenOffsets, takenTimes.count, &reads, &closed)
                if closed != 0 { isInputClosed = true }
                guard reads > 0 else { break }
                for index in 0..<reads {
                    let end = index + 1 < reads ? takenOffsets[index + 1] : count
                    decoded += decoder.feed(takenBytes[takenOffsets[index]..<end], at: .nanoseconds(takenTimes[index]))
                }
            }
        }
        decoded += decoder.expire(at: Self.inputClock())
        return events(from: decoded)
    }

    /// The descriptor that becomes readable when input has arrived, for the run loop to poll:
    /// a thread reads the terminal as bytes arrive and stamps each read with its time (the
    /// main thread may be busy meanwhile; the times still say how far apart keys came). Waits
    /// for the start-up probe's replies first, which are read before the thread starts.
    public var inputDescriptor: Int32 {
        readProbeReplies()
        if readerDescriptor < 0, ownsTerminal, !isShutDown { readerDescriptor = tessera_input_reader_start(STDIN_FILENO) }
        return readerDescriptor
    }

    /// How long until the input decoder decides about something it keeps (a lone Esc, a
    /// sequence cut between reads, a paste that went quiet): the run loop reads again then.
    /// Nil when nothing waits.
    public var inputTimeout: Duration? {
        guard let deadline = decoder.deadline else { return nil }
        return max(.zero, deadline - Self.inputClock())
    }

    /// `inputTimeout` in whole milliseconds (rounded up) for poll(2); -1 when nothing waits.
    public var inputTimeoutMilliseconds: Int32 {
        guard let timeout = inputTimeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// The time reads are stamped with: CLOCK_MONOTONIC.
    nonisolated static func inputClock() -> Duration {
        .nanoseconds(tessera_monotonic_ns())
    }

    private func events(from decoded: [DecodedInput]) -> [Event] {
        var events: [Event] = []
        for item in decoded {
            switch item {
            case .event(let event): events.append(event)
            case .mouse, .resize: break  // curses' reports: the decoder reads the terminal's own
            case .focus(let focused): isWindowFocused = focused
            }
        }
        return events
    }
}

// MARK: - Output

extension NCursesBackend {
    /// Shows `frame`: writes the cells that changed since the last one (inside synchronized
    /// output when the terminal has it), then places the cursor, or hides it when nil.
    /// `changed`: where `frame` may differ from the frame presented before it (its producer's
    /// `changedRegions`), so that only those rows are compared; nil compares every cell.
    public func present(_ frame: ScreenBuffer, cursor: Point?, changed: [Rect]? = nil) {
        guard !isShutDown, !isSuspended else { return }
        set_term(screen)
        readProbeReplies()
        let rows = Int(tessera_lines()), cols = Int(tessera_cols())
        // Under pictures drawn as pixels ncurses gets marked blanks, not half-blocks the pixels hide.
        let pictureOutput = pictureWriter()
        let pixelPlacements = pictureOutput?.pixelPlacements(in: frame, rows: rows, cols: cols) ?? []
        let (cells, sameMarks) = pictureOutput?.cellsForTerminal(frame, placements: pixelPlacements) ?? (frame, true)
        writer.write(cells, over: lastFrame, changed: sameMarks ? changed : nil, into: window, rows: rows, cols: cols)
        if let pictureOutput {
            let under = PictureWriter.underPixels.style
            PictureWriter.markAsWritten(pictureOutput.cellsCoveredWithText(pixelPlacements),
                                        pair: writer.colorPairs.pair(foreground: under.foreground, background: under.background))
        }
        placeCursor(cursor, rows: rows, cols: cols)
        // ncurses writes the frame with write(2) before doupdate returns, so its bytes land
        // between the two marks.
        let synchronized = ownsTerminal && features.synchronizedOutput
        if synchronized { writeToTerminal(Self.beginSynchronizedUpdate) }
        countingOutput {
            _ = wnoutrefresh(window)
            _ = doupdate()
        }
        if let hyperlinks {
            let curses = tessera_curscr()
            let cursor = Point(x: Int(getcurx(curses)), y: Int(getcury(curses)))
            writeToTerminal(hyperlinks.sequence(for: frame, over: lastFrame, rows: rows, cols: cols, cursor: cursor))
        }
        if let pictures = pictureOutput {
            if lastFrame == nil { pictures.forgetShown() }
            let curses = tessera_curscr()
            let cursor = Point(x: Int(getcurx(curses)), y: Int(getcury(curses)))
            writeToTerminal(pictures.sequence(for: pixelPlacements, cursor: cursor))
        }
        if synchronized { writeToTerminal(Self.endSynchronizedUpdate) }
        lastFrame = cells
        if modesPending {
            modesPending = false
            enableModes()
        }
    }

    /// The picture writer for this terminal, made the first time a frame needs it (the
    /// probe's replies are in by then); nil for a terminal the program does not own.
    private func pictureWriter() -> PictureWriter? {
        guard ownsTerminal, inline == nil else { return nil }
        if let pictures { return pictures }
        let kind = PictureWriter.choose(features: features, term: terminalType, environment: ProcessInfo.processInfo.environment)
        let writer = PictureWriter(kind: kind, cellSize: CellPixels.size(of: terminalOutput), colors: self.writer.colorPairs.depth)
        pictures = writer
        return writer
    }

    /// How pictures are drawn on this terminal: "kitty", "sixel", "iTerm2" or "cells".
    public var pictureProtocol: String { pictureWriter()?.kind.rawValue ?? PictureProtocol.cells.rawValue }

    private func placeCursor(_ cursor: Point?, rows: Int, cols: Int) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < cols, cursor.y < rows {
            if !cursorVisible { curs_set(1); cursorVisible = true }
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
    }

    /// What the curses screen holds at (x, y): the glyph and its attributes. For tests.
    public func readCell(x: Int, y: Int) -> (text: String, attributes: Style.Attributes) {
        set_term(screen)
        let cell = CursesCellWriter.readCell(in: window, x: x, y: y)
        return (cell.text, cell.attributes)
    }

    /// The colour depth in use and the features the terminal answered to, in a line:
    /// "256 colours · synchronized output · kitty keyboard · focus events".
    public var summary: String {
        var parts: [String]
        switch capabilities.colors {
        case .monochrome: parts = ["no colour"]
        case .basic8: parts = ["8 colours"]
        case .ansi16: parts = ["16 colours"]
        case .palette256: parts = ["256 colours"]
        case .trueColor: parts = ["24-bit colour"]
        }
        if features.synchronizedOutput { parts.append("synchronized output") }
        if features.kittyKeyboard { parts.append("kitty keyboard") }
        if features.focusEvents { parts.append("focus events") }
        if options.probe, !features.answered { parts.append("no answer to the start-up queries") }
        return parts.joined(separator: " · ")
    }

    /// Colour pairs allocated so far.
    public var allocatedColorPairs: Int { colorPairs.allocatedPairs }
}
