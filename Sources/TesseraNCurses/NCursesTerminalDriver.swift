import Tessera

/// The terminal driver `App.main()` and `tessera` find at run time: opens ncurses and runs the
/// program in `TerminalRunLoop`. Found by name, so it stays a top-level class of this module.
@MainActor public final class NCursesTerminalDriver: TerminalDriver {
    /// A driver that has not touched the terminal yet.
    public init() {}

    /// Opens the terminal (a one-line error when it cannot be used) and runs `producer` until
    /// it quits.
    public func run(_ producer: any FrameProducer, configuration: TerminalConfiguration) throws -> Never {
        let backend: NCursesBackend
        do {
            var options = NCursesBackend.Options(noColor: !configuration.colors)
            options.displayMode = configuration.displayMode
            backend = try NCursesBackend(options: options)
        } catch {
            throw CommandLineError.terminal("\(error)")
        }
        TerminalRunLoop.run(producer, backend: backend, logPath: configuration.logPath)
    }
}
