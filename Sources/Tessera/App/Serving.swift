import Foundation

/// Where `--serve` listens: the transport and an address, loopback unless the operator names
/// another one (`ssh`, `web=127.0.0.1:8080`, `ssh=[::1]:2222`; port 0 picks a free one).
public struct ServeAddress: Sendable, Equatable {
    /// How clients reach the program.
    public enum Transport: String, Sendable {
        /// An SSH server: each connection's shell runs the program.
        case ssh
        /// A web page with a terminal: each browser tab runs the program.
        case web
    }

    /// How clients reach the program.
    public var transport: Transport
    /// The address to listen on, without brackets (`127.0.0.1`, `::1`).
    public var host: String
    /// The port to listen on; 0 lets the system pick one.
    public var port: Int

    /// Reads `--serve`'s value; nil when it is not `ssh` or `web`, optionally `=HOST:PORT`.
    public init?(_ text: String) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let transport = Transport(rawValue: String(parts[0])) else { return nil }
        self.transport = transport
        host = "127.0.0.1"
        port = transport == .ssh ? 2222 : 8080
        guard parts.count == 2 else { return }
        let address = parts[1]
        guard let colon = address.lastIndex(of: ":"), let port = Int(address[address.index(after: colon)...]),
              (0...65535).contains(port) else { return nil }
        var host = String(address[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains("/"), host.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return nil }
        self.host = host
        self.port = port
    }
}

extension CommandLineOptions {
    /// `arguments` without `--serve` and the options it takes, and without `--state-dir`: what
    /// each served instance is started with (the server gives each its own state directory).
    public static func servedArguments(_ arguments: [String]) -> [String] {
        let removed = Set(serveOptions.map(\.name) + ["state-dir"])
        let valued = Set(shared.filter { $0.valueName != nil }.map(\.name))
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                kept += arguments[(index - 1)...]
                break
            }
            guard argument.hasPrefix("--") else { kept.append(argument); continue }
            let name = String(argument.dropFirst(2).prefix { $0 != "=" })
            let takesNext = valued.contains(name) && !argument.contains("=") && index < arguments.count
            if removed.contains(name) {
                if takesNext { index += 1 }
                continue
            }
            kept.append(argument)
            if takesNext {
                kept.append(arguments[index])
                index += 1
            }
        }
        return kept
    }
}

extension CommandLineProgram {
    /// The server's name: the program of the package in Tessera's `Serve` folder (`make serve`).
    public nonisolated static let serverName = "tessera-serve"

    /// The server to hand `--serve` to: `tessera-serve` in `directory` (the program's own),
    /// else the first one on `path` (PATH's value); nil when there is none.
    public nonisolated static func serverPath(beside directory: String, path: String?) -> String? {
        let candidates = [directory] + (path ?? "").split(separator: ":").map(String.init)
        for candidate in candidates where !candidate.isEmpty {
            let file = (candidate as NSString).appendingPathComponent(serverName)
            if access(file, X_OK) == 0 { return file }
        }
        return nil
    }

    /// This program's executable, as the kernel knows it.
    nonisolated static var executablePath: String {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        return link ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Replaces this process by the server: `tessera-serve` with the `--serve` options, the
    /// state directory sessions are kept under and the program's name, then this program and
    /// its arguments without the serve options. Throws when there is no server or it cannot start.
    static func handOffToServer(_ options: CommandLineOptions, name: String) throws(CommandLineError) -> Never {
        let program = executablePath
        let directory = (program as NSString).deletingLastPathComponent
        guard let server = serverPath(beside: directory, path: ProcessEnvironment["PATH"]) else {
            throw .terminal("--serve needs the \(serverName) program beside \(program) or on PATH; build it in Tessera's checkout with: make serve")
        }
        var arguments = [server, "--serve", options.serve ?? "ssh"]
        if let keys = options.serveKeys { arguments += ["--serve-keys", keys] }
        if let passwords = options.servePasswords { arguments += ["--serve-passwords", passwords] }
        if let limit = options.serveLimit { arguments += ["--serve-limit", String(limit)] }
        arguments += ["--state-dir", options.stateDirectory(name: name).path, "--name", name, "--", program]
        arguments += CommandLineOptions.servedArguments(CommandLineProgram.arguments)
        let cArguments = arguments.map { strdup($0) } + [nil]
        execv(server, cArguments)
        throw .terminal("cannot start \(server): \(String(cString: strerror(errno)))")
    }
}
