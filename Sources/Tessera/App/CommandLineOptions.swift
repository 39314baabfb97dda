import Foundation

/// What every Tessera program's command line says: the options shared by `tessera` and every
/// `App` (`--snapshot`, `--size`, `--keys`, …), the program's own options, and its arguments.
///
/// ```swift
/// let options = try CommandLineOptions.parse(["--snapshot", "--size", "60x20"])
/// options.snapshot      // true
/// options.size          // Size(width: 60, height: 20)
/// ```
public struct CommandLineOptions: Sendable {
    /// `--snapshot`: render headless and print the screen instead of running in the terminal.
    public var snapshot = false
    /// `--size WxH`: the screen size of a snapshot.
    public var size: Size?
    /// `--keys SCRIPT`: keys to play before the snapshot, or before a live run takes keys.
    public var keys: String?
    /// `--clock TIME`: a frozen clock (ISO 8601), as given.
    public var clock: String?
    /// `--format`: how a snapshot is printed.
    public var format: SnapshotFormat = .text
    /// `--no-color`: attributes only.
    public var noColor = false
    /// `--state-dir DIR`: where `@AppStorage` values and edits are kept.
    public var stateDir: String?
    /// `--keys-file FILE`: the user's keys for controls' commands, in place of
    /// `$XDG_CONFIG_HOME/tessera/keys`.
    public var keysFile: String?
    /// `--screen-reader`: the cursor stays on the focused control.
    public var screenReader = false
    /// `--reduce-motion`: animations show their last frame at once.
    public var reduceMotion = false
    /// `--inline[=ROWS]`: draw below the prompt in the normal screen instead of the whole screen.
    public var displayMode: TerminalDisplayMode = .fullScreen
    /// `--theme dark|light`.
    public var theme: ColorScheme = .dark
    /// `--serve ssh[=HOST:PORT]` or `--serve web[=HOST:PORT]`, as given: serve the program to SSH
    /// clients or browsers, one instance each, instead of running it in this terminal.
    public var serve: String?
    /// `--serve-keys FILE`: the public keys (authorized_keys format) that may sign in over SSH.
    public var serveKeys: String?
    /// `--serve-passwords FILE`: the `USER:pbkdf2-sha256:ROUNDS:SALT:HEX` lines that may sign in over SSH.
    public var servePasswords: String?
    /// `--serve-limit N`: how many sessions may run at once.
    public var serveLimit: Int?
    /// `--help` or `-h`.
    public var help = false
    /// `--version`.
    public var version = false
    /// `--list-previews`: print the program's previews and exit.
    public var listPreviews = false
    /// `--preview NAME`: run (or with `--snapshot`, print) that preview instead of the program.
    public var preview: String?
    /// Values of the program's own options, by name without dashes (`"rows": "5"`).
    public var values: [String: String] = [:]
    /// The program's own flags that were given, by name without dashes.
    public var flags: Set<String> = []
    /// Arguments that are not options, in order (a subcommand, file names).
    public var arguments: [String] = []

    /// Options with their defaults: no snapshot, text format, dark theme.
    public init() {}

    /// How `--snapshot` prints the screen.
    public enum SnapshotFormat: String, Sendable, CaseIterable {
        /// The characters, one line per row.
        case text
        /// The characters with colours and attributes as SGR escape codes.
        case ansi
        /// The semantic tree, one element a line.
        case accessibility
    }

    /// The shared options, in the order `--help` lists them.
    public static let shared: [CommandLineOption] = [
        CommandLineOption("snapshot", help: "Render headless and print the screen to stdout instead of running in the terminal."),
        CommandLineOption("size", value: "WxH", help: "Screen size for --snapshot (default: the terminal's, else 80x24)."),
        CommandLineOption("keys", value: "script", help: "Keys to play first (before the snapshot, or before a live run takes keys), e.g. 'Tab Tab \"text\" Enter <Down>x3 C-c'. Words: Tab BackTab Enter Esc Space Backspace Delete Up Down Left Right Home End PgUp PgDn F1–F12, C-x (Ctrl), M-x (Alt), a single character, \"typed text\", and a repeat suffix like x3."),
        CommandLineOption("clock", value: "time", help: "Freeze the clock at this time (ISO 8601, e.g. 2026-03-14T09:41:00Z). --snapshot always uses a frozen clock, by default 2026-03-14T09:41:00Z."),
        CommandLineOption("format", value: "format", help: "Snapshot format: text, ansi (colours and attributes as escape codes), or accessibility (the semantic tree, one element a line)."),
        CommandLineOption("no-color", help: "No colours (attributes only). Also set by the NO_COLOR environment variable."),
        CommandLineOption("state-dir", value: "dir", help: "Where edits and settings are kept. Default: $XDG_STATE_HOME/NAME (~/.local/state/NAME)."),
        CommandLineOption("keys-file", value: "file", help: "Keys for controls' commands, one a line: 'table.find = f', 'table.row = k j' (see the guide's Keys section). Default: $XDG_CONFIG_HOME/tessera/keys (~/.config/tessera/keys) when it exists. A file with a wrong line is not used, and that line is named."),
        CommandLineOption("screen-reader", help: "Screen-reader mode: the cursor stays on the focused control; announcements go to the status line. Also TESSERA_SCREEN_READER=1."),
        CommandLineOption("reduce-motion", help: "Reduced motion: animations show their last frame at once. Also TESSERA_REDUCE_MOTION=1."),
        CommandLineOption("theme", value: "theme", help: "Colour theme: dark or light."),
        CommandLineOption("inline", help: "Draw below the prompt in ROWS rows (--inline=ROWS; default the terminal's height), without the alternate screen; the last screen stays in the scrollback."),
        CommandLineOption("list-previews", help: "Print the program's previews (its PreviewProvider types, each with the display names of its previews) and exit."),
        CommandLineOption("preview", value: "name", help: "Run the preview NAME instead of the program (with --snapshot, print it): a PreviewProvider's type name, Type/DisplayName, or a display name no other provider uses."),
        CommandLineOption("version", help: "Print the version and exit."),
        CommandLineOption("help", help: "Print this help and exit (also -h)."),
    ] + serveOptions

    /// `--serve` and what it takes: the server is the `tessera-serve` program, found beside this
    /// one or on PATH, which runs this program once for each SSH connection or browser tab.
    public static let serveOptions: [CommandLineOption] = [
        CommandLineOption("serve", value: "ssh|web[=HOST:PORT]", help: "Serve the program instead of running it here: over SSH (default 127.0.0.1:2222) or to browsers (default 127.0.0.1:8080); each connection or tab runs its own instance with its own state directory. Needs the tessera-serve program (make serve in Tessera's checkout) beside this one or on PATH."),
        CommandLineOption("serve-keys", value: "file", help: "With --serve ssh: the public keys that may sign in, in authorized_keys format (ssh-ed25519 and ecdsa-sha2-nistp256/384/521)."),
        CommandLineOption("serve-passwords", value: "file", help: "With --serve ssh: lines USER:pbkdf2-sha256:ROUNDS:SALT:HEX that may sign in with a password, HEX being PBKDF2-HMAC-SHA256 of the password with SALT over ROUNDS rounds (tessera-serve --hash-password USER writes one)."),
        CommandLineOption("serve-limit", value: "N", help: "With --serve: how many sessions may run at once (default 8); one more is turned away with a line saying so."),
    ]

    /// Reads `arguments` (without the program's name). `own` are the program's own options,
    /// kept in `values` and `flags`; `shared` are the shared options the program takes (all of
    /// them unless it says otherwise); any other option is a usage error, as is a bad value.
    /// `--name=value` and `--name value` both work; a value may start with a dash (`--rows -5`).
    public static func parse(_ arguments: [String], own: [CommandLineOption] = [],
                             shared: [CommandLineOption] = Self.shared) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        var onlyArguments = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyArguments || !argument.hasPrefix("-") || argument == "-" {
                options.arguments.append(argument)
                continue
            }
            if argument == "--" { onlyArguments = true; continue }
            if argument == "-h" { options.help = true; continue }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard argument.hasPrefix("--"), let option = (shared + own).first(where: { $0.name == name }) else {
                throw .usage("unknown option '\(inlineValue == nil ? argument : "--" + name)'")
            }
            if name == "inline" {
                try options.setInline(rows: inlineValue)
                continue
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw .usage("--\(name) takes no value") }
                try options.set(flag: name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("missing value for '--\(name) <\(valueName)>'")
            }
            try options.set(name, to: value)
        }
        try options.validate(arguments)
        return options
    }

    /// `--inline` alone, or `--inline=ROWS` with ROWS from 1 to 1000.
    private mutating func setInline(rows value: String?) throws(CommandLineError) {
        guard let value else { displayMode = .inline(rows: nil); return }
        guard let rows = Int(value), (1...1000).contains(rows) else {
            throw .usage("invalid --inline '\(value)' (expected --inline or --inline=ROWS, ROWS from 1 to 1000)")
        }
        displayMode = .inline(rows: rows)
    }

    private mutating func set(flag name: String) throws(CommandLineError) {
        switch name {
        case "snapshot": snapshot = true
        case "no-color": noColor = true
        case "screen-reader": screenReader = true
        case "reduce-motion": reduceMotion = true
        case "help": help = true
        case "version": version = true
        case "list-previews": listPreviews = true
        default: flags.insert(name)
        }
    }

    private mutating func set(_ name: String, to value: String) throws(CommandLineError) {
        switch name {
        case "size":
            let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (1...1000).contains(width), (1...1000).contains(height) else {
                throw .usage("invalid --size '\(value)' (expected WIDTHxHEIGHT, each from 1 to 1000, e.g. 80x24)")
            }
            size = Size(width: width, height: height)
        case "keys":
            do { _ = try KeyScript.parse(value) } catch { throw .usage("invalid --keys: \(error)") }
            keys = value
        case "clock":
            guard ISO8601.date(from: value) != nil else {
                throw .usage("invalid --clock '\(value)' (expected ISO 8601, e.g. 2026-03-14T09:41:00Z)")
            }
            clock = value
        case "format":
            guard let format = SnapshotFormat(rawValue: value) else {
                throw .usage("invalid --format '\(value)' (expected text, ansi or accessibility)")
            }
            self.format = format
        case "state-dir":
            stateDir = value
        case "preview":
            preview = value
        case "keys-file":
            keysFile = value
        case "serve":
            guard ServeAddress(value) != nil else {
                throw .usage("invalid --serve '\(value)' (expected ssh or web, optionally =HOST:PORT, e.g. ssh=127.0.0.1:2222)")
            }
            serve = value
        case "serve-keys":
            serveKeys = value
        case "serve-passwords":
            servePasswords = value
        case "serve-limit":
            guard let limit = Int(value), (1...1000).contains(limit) else {
                throw .usage("invalid --serve-limit '\(value)' (expected a number of sessions from 1 to 1000)")
            }
            serveLimit = limit
        case "theme":
            switch value {
            case "dark": theme = .dark
            case "light": theme = .light
            default: throw .usage("invalid --theme '\(value)' (expected dark or light)")
            }
        default:
            values[name] = value
        }
    }

    /// `--version` prints the version and nothing else: anything beside it is a mistake. The
    /// options `--serve` takes need it, and a server is not a snapshot.
    private func validate(_ given: [String]) throws(CommandLineError) {
        if version, given.count > 1 {
            throw .usage("--version takes no other arguments (got: \(given.filter { $0 != "--version" }.joined(separator: " ")))")
        }
        if serve == nil {
            for (name, value) in [("serve-keys", serveKeys), ("serve-passwords", servePasswords),
                                  ("serve-limit", serveLimit.map(String.init))] where value != nil {
                throw .usage("--\(name) needs --serve")
            }
            return
        }
        if snapshot { throw .usage("--serve and --snapshot cannot be used together") }
        if ServeAddress(serve ?? "")?.transport == .ssh, serveKeys == nil, servePasswords == nil {
            throw .usage("--serve ssh needs --serve-keys FILE or --serve-passwords FILE (who may sign in)")
        }
    }

    // MARK: What the options mean

    /// False with `--no-color` or a non-empty `NO_COLOR` in the environment.
    public var colorsEnabled: Bool {
        if noColor { return false }
        if ProcessEnvironment.nonEmpty("NO_COLOR") != nil { return false }
        return true
    }

    /// On with `--screen-reader` or `TESSERA_SCREEN_READER=1`.
    public var screenReaderMode: Bool {
        screenReader || ["1", "true", "yes"].contains(ProcessEnvironment["TESSERA_SCREEN_READER"]?.lowercased() ?? "")
    }

    /// On with `--reduce-motion` or `TESSERA_REDUCE_MOTION=1`.
    public var reducesMotion: Bool {
        reduceMotion || ["1", "true", "yes"].contains(ProcessEnvironment["TESSERA_REDUCE_MOTION"]?.lowercased() ?? "")
    }

    /// The frozen clock's start: `--clock`, else 2026-03-14T09:41:00Z.
    public var clockStart: Date {
        clock.flatMap(ISO8601.date(from:)) ?? TestClock.defaultStart
    }

    /// `--state-dir`, else `$XDG_STATE_HOME/name`, else `~/.local/state/name`.
    public func stateDirectory(name: String) -> URL {
        if let stateDir { return URL(fileURLWithPath: stateDir) }
        return ProcessEnvironment.stateHome.appendingPathComponent(name)
    }

    /// The keys the user gave controls' commands: `--keys-file`, else the default keys file if
    /// there is one; with the file's error (its path, the line and what is wrong) when it
    /// cannot be used, and the commands then keep their own keys.
    package var userKeys: (keys: [KeyCommandID: [KeyTrigger]], error: KeysFileError?) {
        let url = keysFile.map { URL(fileURLWithPath: $0) } ?? KeyRebindings.defaultFile
        do { return (try KeyRebindings.load(from: url, required: keysFile != nil) ?? [:], nil) } catch {
            return ([:], error)
        }
    }

    /// The environment the options ask for: colours, screen-reader mode, theme and colour scheme.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorsEnabled = colorsEnabled
        environment.screenReaderMode = screenReaderMode
        environment.accessibilityReduceMotion = reducesMotion
        environment.theme = theme == .light ? .light : .dark
        environment.colorScheme = theme
        return environment
    }
}

/// One option of a program's command line: a flag (`--verbose`) or an option with a value
/// (`--data DIR`).
public struct CommandLineOption: Sendable {
    /// The name without dashes: `data` for `--data`.
    public var name: String
    /// The value's name in help (`dir`), or nil for a flag.
    public var valueName: String?
    /// One sentence for `--help`.
    public var help: String

    /// An option `--name` that takes a value when `value` names it, else a flag.
    public init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.valueName = value
        self.help = help
    }
}

/// A command line that cannot be run, with the exit code it ends the program with.
public struct CommandLineError: Error, CustomStringConvertible, Sendable {
    /// One line saying what is wrong.
    public var description: String
    /// The process's exit status.
    public var exitCode: Int32

    /// An error with `description` that exits with `exitCode`.
    public init(_ description: String, exitCode: Int32) {
        self.description = description
        self.exitCode = exitCode
    }

    /// Bad usage (an unknown option, a bad value): exit code 64.
    public static func usage(_ description: String) -> CommandLineError { CommandLineError(description, exitCode: 64) }
    /// Bad data (a missing or malformed file): exit code 65.
    public static func data(_ description: String) -> CommandLineError { CommandLineError(description, exitCode: 65) }
    /// The terminal could not be used: exit code 1.
    public static func terminal(_ description: String) -> CommandLineError { CommandLineError(description, exitCode: 1) }
}
