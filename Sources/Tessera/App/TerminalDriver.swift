/// Runs a program on a real terminal. The toolkit draws headless and never links a terminal
/// library itself; the `TesseraNCurses` module, which the `Tessera` product links into every
/// program, provides the driver, and `App.main()` finds it at run time.
@MainActor
public protocol TerminalDriver: AnyObject {
    /// A driver that has not touched the terminal yet.
    init()
    /// Takes over the terminal and runs `producer` until it asks to quit; never returns.
    /// Throws `CommandLineError.terminal` when the terminal cannot be used.
    func run(_ producer: any FrameProducer, configuration: TerminalConfiguration) throws -> Never
}

/// How a program wants the terminal.
public struct TerminalConfiguration: Sendable {
    /// False for attributes only (`--no-color`, `NO_COLOR`).
    public var colors: Bool
    /// Where stderr goes while the program owns the screen (appended), or nil to leave it.
    public var logPath: String?

    /// A configuration with colours on or off and stderr sent to `logPath`.
    public init(colors: Bool = true, logPath: String? = nil) {
        self.colors = colors
        self.logPath = logPath
    }
}

/// Finds the terminal driver linked into the program.
@MainActor
public enum TerminalDrivers {
    /// The names of the driver classes looked for, in order.
    public static let knownNames = ["TesseraNCurses.NCursesTerminalDriver"]

    /// A new instance of the first linked driver, or a one-line `CommandLineError.terminal`
    /// when none is (a program that links the `Tessera` target alone, not the product).
    public static func linked() throws(CommandLineError) -> any TerminalDriver {
        for name in knownNames {
            if let type = _typeByName(name) as? any TerminalDriver.Type { return type.init() }
        }
        throw .terminal("no terminal driver is linked into this program (depend on the Tessera product, which brings TesseraNCurses); --snapshot works without one")
    }
}
