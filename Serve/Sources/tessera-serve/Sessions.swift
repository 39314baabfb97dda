import Foundation
import Synchronization
import Tessera

/// What every session needs: the program and its arguments, where sessions keep their state,
/// and how many may run at once. Each session gets the lowest free numbered state directory
/// under its prefix (`ssh-alice-1`, `web-2`), so a returning user finds their edits again and
/// two sessions at once never share one.
final class Sessions: Sendable {
    let name: String
    let program: String
    let arguments: [String]
    let stateRoot: URL
    let limit: Int
    private let running = Mutex(Set<String>())
    private let processes = Mutex([String: PtyProcess]())

    init(name: String, program: String, arguments: [String], stateRoot: URL, limit: Int) {
        self.name = name
        self.program = program
        self.arguments = arguments
        self.stateRoot = stateRoot
        self.limit = limit
    }

    /// How many sessions are running now.
    var count: Int { running.withLock { $0.count } }

    /// A state directory for a new session under `prefix`, or nil when `limit` are running.
    func open(prefix: String) -> String? {
        let prefix = Self.safe(prefix)
        return running.withLock { running -> String? in
            guard running.count < limit else { return nil }
            var number = 1
            while running.contains("\(prefix)-\(number)") { number += 1 }
            let slot = "\(prefix)-\(number)"
            running.insert(slot)
            return slot
        }
    }

    /// The session in `slot` ended.
    func close(_ slot: String) {
        _ = processes.withLock { $0.removeValue(forKey: slot) }
        _ = running.withLock { $0.remove(slot) }
    }

    /// Hangs up every session's program and waits, at most `seconds`, until each has ended
    /// and been reaped; how many were running.
    func stopAll(seconds: TimeInterval = 5) -> Int {
        let all = processes.withLock { Array($0.values) }
        all.forEach { $0.hangUp(grace: seconds / 2) }
        let deadline = Date().addingTimeInterval(seconds)
        while count > 0, Date() < deadline { usleep(20_000) }
        return all.count
    }

    /// Starts the program for the session in `slot` on a terminal of the client's size and
    /// type, with the client's locale and colour variables (`LANG`, `LC_*`, `COLORTERM`,
    /// `NO_COLOR`) and nothing of the server's own terminal.
    func start(slot: String, term: String, columns: Int, rows: Int, clientEnvironment: [String: String]) throws -> PtyProcess {
        let directory = stateRoot.appendingPathComponent("sessions").appendingPathComponent(slot)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw ServeError("cannot create the session's state directory \(directory.path): \(error.localizedDescription)")
        }
        var environment = ProcessInfo.processInfo.environment.filter { !Self.isTerminalVariable($0.key) }
        for (key, value) in clientEnvironment where Self.isClientVariable(key) { environment[key] = value }
        environment["TERM"] = Self.isTermName(term) ? term : "xterm-256color"
        environment["XDG_STATE_HOME"] = directory.path
        let process = try PtyProcess(path: program, arguments: [program] + arguments + ["--state-dir", directory.path],
                                     environment: environment.map { "\($0.key)=\($0.value)" },
                                     columns: max(columns, 1), rows: max(rows, 1))
        processes.withLock { $0[slot] = process }
        return process
    }

    /// Variables that describe the server's terminal or desktop, not the client's: without a
    /// display, a link a client opens shows its address instead of opening on the server's screen.
    static func isTerminalVariable(_ name: String) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY", "TERM", "COLORTERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX", "TMUX_PANE", "STY", "COLUMNS", "LINES",
         "WINDOWID", "VTE_VERSION", "WT_SESSION", "KITTY_WINDOW_ID", "KITTY_PID", "ITERM_SESSION_ID", "LC_TERMINAL",
         "LC_TERMINAL_VERSION", "KONSOLE_VERSION", "TESSERA_SCREEN_READER", "SSH_TTY", "SSH_CONNECTION", "SSH_CLIENT"]
            .contains(name)
    }

    /// Variables a client may set for its session.
    static func isClientVariable(_ name: String) -> Bool {
        name == "LANG" || name.hasPrefix("LC_") && name != "LC_TERMINAL" && name != "LC_TERMINAL_VERSION"
            || name == "COLORTERM" || name == "NO_COLOR"
    }

    /// A terminal type as terminfo names them: letters, digits and `-+._`, at most 64.
    static func isTermName(_ term: String) -> Bool {
        !term.isEmpty && term.count <= 64 && term.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-+._".unicodeScalars.contains($0))
        }
    }

    /// `text` as a file name: letters, digits, `.`, `_` and `-`; anything else becomes `_`.
    static func safe(_ text: String) -> String {
        let kept = String(text.prefix(32).unicodeScalars.map {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) ? Character($0) : "_"
        })
        return kept.isEmpty || kept.hasPrefix(".") ? "_" + kept : kept
    }

    /// What a client is told when `limit` sessions are running.
    var fullMessage: String {
        "all \(limit) sessions this server runs at once are in use; try again later"
    }

    /// Writes one inert line to stderr, `name: message`.
    func log(_ message: String) {
        CommandLineProgram.log("\(name): \(message)")
    }
}
