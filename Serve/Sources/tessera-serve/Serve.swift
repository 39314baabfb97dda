import Foundation
import Tessera

/// `tessera-serve`: what `--serve` hands a program to. It runs the program named after `--`
/// once for each SSH connection or browser tab, each on its own pseudo-terminal with its own
/// state directory under `--state-dir`.
enum Serve {
    static let own = [
        CommandLineOption("name", value: "name", help: "The program's name, for messages."),
    ]

    static let usage = """
        tessera-serve --serve ssh|web[=HOST:PORT] [--serve-keys FILE] [--serve-passwords FILE] \
        [--serve-limit N] [--state-dir DIR] [--name NAME] -- PROGRAM [ARGUMENTS…]
        tessera-serve --hash-password USER   (reads the password from stdin, prints a --serve-passwords line)
        """

    @MainActor static func main(_ arguments: [String]) throws {
        if arguments.first == "--hash-password" {
            guard arguments.count == 2, !arguments[1].isEmpty, !arguments[1].contains(":") else {
                throw CommandLineError.usage("--hash-password takes one user name without ':'")
            }
            guard let password = readLine(strippingNewline: true), !password.isEmpty else {
                throw CommandLineError.usage("--hash-password reads the password from stdin; it was empty")
            }
            return CommandLineProgram.print(Authorization.passwordLine(user: arguments[1], password: password) + "\n")
        }
        let shared = CommandLineOptions.serveOptions + CommandLineOptions.shared.filter { ["state-dir", "help", "version"].contains($0.name) }
        let options = try CommandLineOptions.parse(arguments, own: own, shared: shared)
        if options.version { return CommandLineProgram.print("tessera-serve \(CommandLineProgram.toolkitVersion)\n") }
        if options.help {
            return CommandLineProgram.print(CommandLineProgram.help(usage: usage, abstract: "Serves a Tessera program over SSH or to browsers.",
                                                                    own: own, shared: shared))
        }
        guard let serve = options.serve, let address = ServeAddress(serve) else { throw CommandLineError.usage("--serve is needed") }
        guard let program = options.arguments.first else { throw CommandLineError.usage("name the program to serve after --") }
        let name = options.values["name"] ?? (program as NSString).lastPathComponent
        let stateRoot = options.stateDirectory(name: name).appendingPathComponent("serve")
        let sessions = Sessions(name: name, program: program, arguments: Array(options.arguments.dropFirst()),
                                stateRoot: stateRoot, limit: options.serveLimit ?? 8)
        stopOnSignals(sessions)
        switch address.transport {
        case .ssh:
            try SSHServer.run(address: address, sessions: sessions, keysFile: options.serveKeys, passwordsFile: options.servePasswords)
        case .web:
            try WebServer.run(address: address, sessions: sessions)
        }
    }

    /// Prints the line that says where the server is, at once (a script waits for it).
    static func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((Sanitizer.sanitize(line) + "\n").utf8))
    }

    /// Ctrl-C, SIGTERM or SIGHUP stop the server: each session's program is hung up, and
    /// the server waits for them (a few seconds at most) so none is left behind.
    private static func stopOnSignals(_ sessions: Sessions) {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let running = sessions.count
                if running > 0 { sessions.log("stopping: hanging up \(running) sessions") }
                _ = sessions.stopAll()
                exit(0)
            }
            source.resume()
            retained.append(source)
        }
    }

    nonisolated(unsafe) private static var retained: [any DispatchSourceSignal] = []
}
