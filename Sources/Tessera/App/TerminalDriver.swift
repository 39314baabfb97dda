/// Runs a program on a real terminal. The toolkit draws headless and never links a terminal
/// library itself; the `TesseraNCurses` module, which the `Tessera` product links into every
/// program, provides the driver, and `App.main()` finds it at run time.
@MainActor public protocol TerminalDriver: AnyObject {
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
    /// The whole screen (the alternate screen), or rows below the prompt (`--inline`).
    public var displayMode: TerminalDisplayMode

    /// A configuration with colours on or off, stderr sent to `logPath`, and a display mode.
    public init(colors: Bool = true, logPath: String? = nil, displayMode: TerminalDisplayMode = .fullScreen) {
        self.colors = colors
        self.logPath = logPath
        self.displayMode = displayMode
    }
}

/// Where a program draws on the terminal.
public enum TerminalDisplayMode: Sendable, Hashable {
    /// The alternate screen, all of it; the shell's screen comes back on exit.
    case fullScreen
    /// The normal screen, in `rows` rows (nil: the terminal's height) at the bottom, below the
    /// prompt; the last frame stays in the scrollback on exit, with the cursor below it.
    case inline(rows: Int?)
}

/// Finds the terminal driver linked into the program.
@MainActor public enum TerminalDrivers {
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
