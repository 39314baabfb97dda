import Foundation

/// Runs a program from its command line, the same way for `tessera` and every `App`: with
/// `--snapshot`, renders headless and prints the screen; otherwise opens the terminal through
/// the linked `TerminalDriver`. Errors end the program with one line on stderr and an exit
/// code: 64 bad usage, 65 bad data, 1 the terminal could not be used.
///
/// ```swift
/// CommandLineProgram.main(name: "notes") {
///     let options = try CommandLineOptions.parse(CommandLineProgram.arguments)
///     try CommandLineProgram.run(options, name: "notes") { context in
///         ViewHost(rootView: NotesView(), size: context.size, environment: context.environment, clock: context.clock)
///     }
/// }
/// ```
@MainActor public enum CommandLineProgram {
    /// The process's arguments without the program's name.
    public nonisolated static var arguments: [String] { Array(CommandLine.arguments.dropFirst()) }

    /// The name the program was started by (the last part of its path).
    public nonisolated static var executableName: String {
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }).flatMap { $0.isEmpty ? nil : $0 } ?? "app"
    }

    /// What a program gets to build its screen with.
    public struct Context {
        /// The environment the options ask for, with the program's state store.
        public var environment: EnvironmentValues
        /// A frozen clock with `--snapshot` or `--clock`, else the real one.
        public var clock: any RunClock
        /// The screen size: `--size`, else the terminal's, else 80×24.
        public var size: Size
        /// Where the program keeps its state (`--state-dir`).
        public var stateDirectory: URL
    }

    /// Runs `body`, then exits 0; an error thrown from it exits with one line on stderr,
    /// `name: message`, and its code (`CommandLineError`'s, 65 for `DataFileError`, else 1).
    public static func main(name: String, _ body: @MainActor () throws -> Void) -> Never {
        do {
            try body()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data(errorLine(name: name, error).utf8))
            exit(describe(error).1)
        }
    }

    /// The line `main` writes to stderr for `error`: `name: message` and a newline, with every
    /// control character, escape sequence and bidi override in the message (a file name, a
    /// value from a data file) made visible, so the line is one line and inert.
    public nonisolated static func errorLine(name: String, _ error: any Error) -> String {
        logLine("\(name): \(describe(error).0)")
    }

    /// `message` as one inert line for stderr, which is the log file while the terminal is in
    /// use: control characters (a newline too), escape sequences and bidi overrides made
    /// visible, then a newline.
    public nonisolated static func logLine(_ message: String) -> String {
        Sanitizer.sanitize(message) + "\n"
    }

    /// Writes `message` to stderr as one inert line (`logLine`): the log file while the
    /// terminal is in use, the terminal otherwise.
    public nonisolated static func log(_ message: String) {
        FileHandle.standardError.write(Data(logLine(message).utf8))
    }

    private nonisolated static func describe(_ error: any Error) -> (String, Int32) {
        switch error {
        case let error as CommandLineError: (error.description, error.exitCode)
        case let error as DataFileError: (error.description, 65)
        default: (String(describing: error).split(separator: "\n").first.map(String.init) ?? "failed", 1)
        }
    }

    /// Prints `text` to stdout.
    public static func print(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Runs the program the options describe. `makeProducer` builds its screen (before the
    /// terminal is touched, so a data error leaves the terminal as it was); with `--snapshot`
    /// the screen is printed and this returns, otherwise the terminal runs it and this never
    /// returns. `name` names the default state directory and the log file. With `--serve`, the
    /// server replaces this process (see `CommandLineOptions.serveOptions`).
    public static func run(_ options: CommandLineOptions, name: String,
                           makeProducer: @MainActor (Context) throws -> any FrameProducer) throws {
        // --serve: tessera-serve takes over this process and runs the program once per client.
        if options.serve != nil { try handOffToServer(options, name: name) }
        var environment = options.environment
        let stateDirectory = options.stateDirectory(name: name)
        // The user's keys file: a file that cannot be used says so in one line (stderr, and the
        // footer until the first key) and the program runs with its own keys.
        let userKeys = options.userKeys
        environment.keyRebindings = environment.keyRebindings.withUser(userKeys.keys)
        if let error = userKeys.error { log("\(name): \(error)") }
        func showKeysError(on producer: any FrameProducer) {
            if let error = userKeys.error, let host = producer as? ViewHost { host.statusMessage = error.description }
        }
        if options.snapshot {
            let clock = TestClock(start: options.clockStart)
            environment.clock = clock
            // A still picture of a frozen clock: every animation shows its last frame.
            environment.accessibilityReduceMotion = true
            NotificationHub.shared.start(clock: clock)
            let size = options.size ?? terminalSize() ?? Size(width: 80, height: 24)
            let producer = try makeProducer(Context(environment: environment, clock: clock, size: size, stateDirectory: stateDirectory))
            showKeysError(on: producer)
            print(try snapshot(of: producer, size: size, options: options, clock: clock, notifications: .shared))
            return
        }
        // --clock freezes time in a live run too (a reproducible demo; timers never fire).
        let clock: any RunClock = options.clock != nil ? TestClock(start: options.clockStart) : LiveClock()
        environment.clock = clock
        NotificationHub.shared.start(clock: clock)
        // Links open on the desktop when there is one; snapshots and tests only show the address.
        environment.systemURLOpener = .desktop()
        let size = terminalSize() ?? Size(width: 80, height: 24)
        let producer = try makeProducer(Context(environment: environment, clock: clock, size: size, stateDirectory: stateDirectory))
        showKeysError(on: producer)
        // --keys in a live run: the program starts with the keys already played (a demo, a bug report).
        if let script = options.keys {
            _ = producer.render(size: size)
            for event in try keyEvents(script) {
                producer.handle(event)
                _ = producer.render(size: size)
            }
        }
        let driver = try TerminalDrivers.linked()
        let configuration = TerminalConfiguration(colors: options.colorsEnabled, logPath: logPath(name: name),
                                                  displayMode: options.displayMode)
        try driver.run(producer, configuration: configuration)
    }

    /// The screen after the `--keys`, printed as `--format` asks. Before the screen is read,
    /// and after each key, the work the program started runs until it is done or waits on the
    /// clock (a sort read in slices, a `.task` until it sleeps), as someone waiting for it
    /// would see; after `settleLimit` it is shown as it is, and stderr says so in one line.
    public static func snapshot(of producer: any FrameProducer, size: Size, options: CommandLineOptions,
                                clock: TestClock? = nil, settleLimit: Duration = .seconds(30)) throws -> String {
        try snapshot(of: producer, size: size, options: options, clock: clock, settleLimit: settleLimit, notifications: nil)
    }

    /// `snapshot(of:size:options:clock:settleLimit:)`, with the banners of `notifications`
    /// (the notifications the program sent) drawn over the screen, as a live run without a
    /// terminal that shows them would: no notification sequence is ever printed.
    package static func snapshot(of producer: any FrameProducer, size: Size, options: CommandLineOptions,
                                 clock: TestClock? = nil, settleLimit: Duration = .seconds(30),
                                 notifications: NotificationHub?) throws -> String {
        let deadline = Date().addingTimeInterval(settleLimit.seconds)
        var settled = true
        var frame = producer.render(size: size)
        func settle() {
            guard settled else { return }
            settled = Self.settle(producer, clock: clock, size: size, deadline: deadline)
            frame = producer.render(size: size)
            if !settled {
                FileHandle.standardError.write(Data("\(executableName): background work still running after \(Int(settleLimit.seconds)) s; the snapshot shows the screen as it was then\n".utf8))
            }
        }
        settle()
        if let script = options.keys {
            for event in try keyEvents(script) {
                producer.handle(event)
                frame = producer.render(size: size)
                settle()
            }
        }
        if let notifications { NotificationBanner.draw(notifications.banners, on: &frame) }
        switch options.format {
        case .text: return text(of: frame)
        case .ansi: return AnsiRendering.render(frame, colors: options.colorsEnabled)
        case .accessibility:
            return AccessibilityElement.text(of: (producer as? AccessibilityProviding)?.accessibilityElements ?? [])
        }
    }

    /// A screen as `--format text` prints it: its rows, trailing spaces trimmed, each ending
    /// in a newline, with any control character a cell holds shown as a symbol, and each
    /// picture as a box with its name.
    public nonisolated static func text(of screen: ScreenBuffer) -> String {
        Sanitizer.sanitize(screen.labellingPictures().text, keepingNewlines: true) + "\n"
    }

    /// Fires the timers due now and lets woken tasks run, until a turn does neither and no
    /// frame is wanted; false when `deadline` came first.
    private static func settle(_ producer: any FrameProducer, clock: TestClock?, size: Size, deadline: Date) -> Bool {
        while Date() < deadline {
            var fired = false
            while clock?.fireDueTimer() == true {
                fired = true
                if Date() >= deadline { return false }
            }
            // Tasks (a `.task` body) run on the main queue up to their next suspension.
            for _ in 0..<3 { _ = RunLoop.main.run(mode: .default, before: Date()) }
            let wanted = producer.needsFrame
            if wanted { _ = producer.render(size: size) }
            if !fired && !wanted && clock?.fireDueTimer() != true { return true }
        }
        return false
    }

    private static func keyEvents(_ script: String) throws(CommandLineError) -> [Event] {
        do { return try KeyScript.parse(script) } catch { throw .usage("invalid --keys: \(error)") }
    }

    /// Where stderr goes while the terminal is in use: `$XDG_STATE_HOME/name/name.log`, or
    /// `~/.local/state/name/name.log`.
    public nonisolated static func logPath(name: String) -> String {
        ProcessEnvironment.stateHome.appendingPathComponent(name).appendingPathComponent("\(name).log").path
    }

    /// The size of the terminal on stdout, if it is one.
    public static func terminalSize() -> Size? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
              size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    /// The `--help` text: the abstract, a usage line, the program's own options, then the
    /// shared ones it takes (all unless `shared` says otherwise), then `discussion`.
    public nonisolated static func help(usage: String, abstract: String, own: [CommandLineOption] = [],
                                        shared: [CommandLineOption] = CommandLineOptions.shared,
                                        subcommands: [(name: String, abstract: String)] = [], discussion: String? = nil) -> String {
        var text = "\(abstract)\n\nUsage: \(usage)\n"
        if !subcommands.isEmpty {
            text += "\nSubcommands:\n" + subcommands.map { entry(entry: $0.name, help: $0.abstract) }.joined()
        }
        if !own.isEmpty {
            text += "\nOptions:\n" + own.map(entry).joined()
        }
        text += "\nCommon options:\n" + shared.map(entry).joined()
        if let discussion { text += "\n" + wrap(discussion, width: 78, indent: "") }
        return text
    }

    private nonisolated static func entry(_ option: CommandLineOption) -> String {
        entry(entry: "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? ""), help: option.help)
    }

    private nonisolated static func entry(entry: String, help: String) -> String {
        let column = 24
        let head = "  " + entry
        let body = wrap(help, width: 78 - column, indent: String(repeating: " ", count: column))
        if head.count < column - 1 {
            return head + String(repeating: " ", count: column - head.count) + body.dropFirst(column)
        }
        return head + "\n" + body
    }

    /// `text` wrapped at `width` columns, every line starting with `indent`.
    private nonisolated static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        return lines.map { ($0.isEmpty ? "" : indent + $0) + "\n" }.joined()
    }
}
