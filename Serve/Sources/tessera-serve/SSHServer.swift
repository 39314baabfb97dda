import Crypto
import _CryptoExtras
import Foundation
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization
import Tessera

/// `--serve ssh`: every connection that signs in with a listed key or password gets the program
/// in the terminal its client brings.
enum SSHServer {
    static func run(address: ServeAddress, sessions: Sessions, keysFile: String?, passwordsFile: String?) throws -> Never {
        let hostKey = try HostKey.load(in: sessions.stateRoot)
        let authorization = try Authorization(keysFile: keysFile, passwordsFile: passwordsFile, log: sessions.log)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            // A keystroke's echo is one small segment: sent at once, never held for the last one's ACK.
            .childChannelOption(ChannelOptions.tcpOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let signIn = SignIn(authorization)
                    let configuration = SSHServerConfiguration(hostKeys: [hostKey.privateKey], userAuthDelegate: signIn)
                    let handler = NIOSSHHandler(role: .server(configuration), allocator: channel.allocator) { child, type in
                        guard case .session = type else {
                            return child.eventLoop.makeFailedFuture(ServeError("only session channels are served"))
                        }
                        return child.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).flatMapThrowing {
                            try child.pipeline.syncOperations.addHandler(SSHSessionHandler(sessions: sessions, user: signIn.user))
                        }
                    }
                    try channel.pipeline.syncOperations.addHandlers([handler, CloseOnError()])
                }
            }
        let server: any Channel
        do {
            server = try bootstrap.bind(host: address.host, port: address.port).wait()
        } catch {
            throw ServeError("cannot listen on \(address.host):\(address.port): \(error)")
        }
        let port = server.localAddress?.port ?? address.port
        let host = address.host.contains(":") ? "[\(address.host)]" : address.host
        Serve.announce("\(sessions.name): serving over SSH at \(host):\(port) (host key \(hostKey.fingerprint), at most \(sessions.limit) sessions); Ctrl-C stops the server")
        try server.closeFuture.wait()
        exit(0)
    }
}

/// The server's own key, made once and kept in the state directory (readable by its owner only),
/// so clients see the same host each time.
struct HostKey {
    let privateKey: NIOSSHPrivateKey
    let fingerprint: String

    static func load(in root: URL) throws -> HostKey {
        let file = root.appendingPathComponent("ssh_host_ed25519_key")
        let key: Curve25519.Signing.PrivateKey
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            guard let data = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
                  let stored = try? Curve25519.Signing.PrivateKey(rawRepresentation: data) else {
                throw ServeError("the host key \(file.path) is not one this server wrote; move it away to make a new one")
            }
            key = stored
        } else {
            key = Curve25519.Signing.PrivateKey()
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                let created = FileManager.default.createFile(atPath: file.path, contents: Data((key.rawRepresentation.base64EncodedString() + "\n").utf8),
                                                             attributes: [.posixPermissions: 0o600])
                if !created { throw ServeError("cannot write the host key \(file.path)") }
            } catch let error as ServeError {
                throw error
            } catch {
                throw ServeError("cannot write the host key \(file.path): \(error.localizedDescription)")
            }
        }
        let privateKey = NIOSSHPrivateKey(ed25519Key: key)
        return HostKey(privateKey: privateKey, fingerprint: Self.fingerprint(of: privateKey.publicKey))
    }

    /// As OpenSSH shows a key: `SHA256:` and the base64 of the hash of its wire form, unpadded.
    static func fingerprint(of key: NIOSSHPublicKey) -> String {
        let parts = String(openSSHPublicKey: key).split(separator: " ")
        guard parts.count >= 2, let blob = Data(base64Encoded: String(parts[1])) else { return "unknown" }
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.trimmingCharacters(in: CharacterSet(charactersIn: "="))
    }
}

/// One connection's sign-in: asks `Authorization`, and remembers the user it let in, whose name
/// the session's state directory is named after.
final class SignIn: NIOSSHServerUserAuthenticationDelegate, Sendable {
    private let authorization: Authorization
    private let signedIn = Mutex<String?>(nil)

    init(_ authorization: Authorization) {
        self.authorization = authorization
    }

    /// The user that signed in, once one has.
    var user: String { signedIn.withLock { $0 } ?? "ssh" }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        authorization.supportedAuthenticationMethods
    }

    func requestReceived(request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        let allowed = authorization.allows(request)
        if allowed { signedIn.withLock { $0 = request.username } }
        responsePromise.succeed(allowed ? .success : .failure)
    }
}

/// Who may sign in: the keys of an authorized_keys file (any user name; it names the session's
/// state directory) and the users of a password file.
final class Authorization: Sendable {
    let keys: Set<NIOSSHPublicKey>
    let passwords: [String: PasswordEntry]

    init(keysFile: String?, passwordsFile: String?, log: (String) -> Void) throws {
        var keys = Set<NIOSSHPublicKey>()
        if let keysFile {
            for (number, line) in try Self.lines(of: keysFile) {
                // authorized_keys lines may start with options; the key is its type and base64.
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(where: { $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") }),
                      index + 1 < words.count,
                      let key = try? NIOSSHPublicKey(openSSHPublicKey: words[index] + " " + words[index + 1]) else {
                    log("\(keysFile) line \(number): not a key this server takes (ssh-ed25519 or ecdsa-sha2-nistp256/384/521); skipped")
                    continue
                }
                keys.insert(key)
            }
            if keys.isEmpty { throw ServeError("\(keysFile) has no key this server takes (ssh-ed25519 or ecdsa-sha2-nistp256/384/521)") }
        }
        var passwords: [String: PasswordEntry] = [:]
        if let passwordsFile {
            for (number, line) in try Self.lines(of: passwordsFile) {
                guard let entry = PasswordEntry(line: line) else {
                    log("\(passwordsFile) line \(number): not \(PasswordEntry.format); skipped")
                    continue
                }
                passwords[entry.user] = entry
            }
            if passwords.isEmpty { throw ServeError("\(passwordsFile) has no \(PasswordEntry.format) line") }
        }
        self.keys = keys
        self.passwords = passwords
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        var methods: NIOSSHAvailableUserAuthenticationMethods = []
        if !keys.isEmpty { methods.insert(.publicKey) }
        if !passwords.isEmpty { methods.insert(.password) }
        return methods
    }

    func allows(_ request: NIOSSHUserAuthenticationRequest) -> Bool {
        switch request.request {
        case .publicKey(let offer):
            // NIOSSH has checked the signature; the key only has to be listed.
            return keys.contains(offer.publicKey)
        case .password(let offer):
            return matches(user: request.username, password: offer.password)
        default:
            return false
        }
    }

    func matches(user: String, password: String) -> Bool {
        guard let entry = passwords[user], let digest = PasswordEntry.derive(password, salt: entry.salt, rounds: entry.rounds) else {
            return false
        }
        return digest.count == entry.digest.count && zip(digest, entry.digest).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The line `tessera-serve --hash-password USER` prints: a new salt and the derived key.
    static func passwordLine(user: String, password: String) -> String {
        let salt = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let rounds = PasswordEntry.rounds
        let digest = (PasswordEntry.derive(password, salt: salt, rounds: rounds) ?? []).map { String(format: "%02x", $0) }.joined()
        return "\(user):pbkdf2-sha256:\(rounds):\(salt):\(digest)"
    }

    /// The lines of `file` that are not blank or comments, numbered from 1.
    private static func lines(of file: String) throws -> [(Int, String)] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw ServeError("cannot read \(file)")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (index + 1, trimmed)
        }
    }
}

/// One SSH session channel: the terminal request's type and size, the shell request that starts
/// the program, window changes, and the bytes both ways. The program ending closes the channel
/// with its exit status; the client leaving hangs the program up.
final class SSHSessionHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    private let sessions: Sessions
    private let user: @Sendable () -> String
    private var term = "xterm-256color"
    private var columns = 80
    private var rows = 24
    private var clientEnvironment: [String: String] = [:]
    private var process: PtyProcess?
    private var slot: String?
    /// The relay reading what the program writes.
    private var output: (any Channel)?

    init(sessions: Sessions, user: @escaping @Sendable @autoclosure () -> String) {
        self.sessions = sessions
        self.user = user
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            term = request.term
            columns = request.terminalCharacterWidth
            rows = request.terminalRowHeight
            reply(context, request.wantReply, true)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            clientEnvironment[request.name] = request.value
            reply(context, request.wantReply, Sessions.isClientVariable(request.name))
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(context, request.wantReply, start(context))
        case let request as SSHChannelRequestEvent.ExecRequest:
            // Accepted so that the client shows the server's line and exits 1, rather than its own.
            reply(context, request.wantReply, true)
            refuse(context, "this server runs \(sessions.name) only; it runs no commands (connect without one)")
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            columns = request.terminalCharacterWidth
            rows = request.terminalRowHeight
            process?.resize(columns: columns, rows: rows)
        case let event as ChannelEvent where event == .inputClosed:
            break  // the client's input ended; the program runs until it quits or the client goes
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard message.type == .channel, case .byteBuffer(let buffer) = message.data else { return }
        process?.write(Array(buffer.readableBytesView))
    }

    func channelInactive(context: ChannelHandlerContext) {
        process?.hangUp()
        context.fireChannelInactive()
    }

    private func start(_ context: ChannelHandlerContext) -> Bool {
        guard process == nil else { return false }
        guard let slot = sessions.open(prefix: "ssh-" + user()) else {
            refuse(context, sessions.fullMessage)
            return true
        }
        self.slot = slot
        let process: PtyProcess
        do {
            process = try sessions.start(slot: slot, term: term, columns: columns, rows: rows, clientEnvironment: clientEnvironment)
        } catch {
            sessions.close(slot)
            refuse(context, "\(error)")
            return true
        }
        self.process = process
        sessions.log("session \(slot) started (\(columns)x\(rows), \(term)); \(sessions.count) running")
        let channel = context.channel
        let sessions = self.sessions
        let ended: @Sendable (Int32) -> Void = { status in
            sessions.close(slot)
            sessions.log("session \(slot) ended (exit \(status)); \(sessions.count) running")
            channel.eventLoop.execute {
                channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: Int(status))).whenComplete { _ in
                    channel.close(promise: nil)
                }
            }
        }
        // What the program writes is read on this connection's event loop and sent from there,
        // with no hop from a thread of its own; the exit status follows its last output.
        let descriptor = process.duplicateMaster()
        NIOPipeBootstrap(group: channel.eventLoop)
            .channelInitializer { pipe in
                pipe.eventLoop.makeCompletedFuture {
                    try pipe.pipeline.syncOperations.addHandler(PtyOutput(session: channel, process: process, ended: ended))
                }
            }
            .takingOwnershipOfDescriptor(input: descriptor)
            .hop(to: context.eventLoop).assumeIsolated()
            .whenComplete { [weak self] result in
                switch result {
                case .success(let pipe): self?.output = pipe
                case .failure:
                    // No relay (out of descriptors): the program is ended, and says so.
                    close(descriptor)
                    process.hangUp(grace: 0)
                    process.waitForExit(ended: ended)
                }
            }
        return true
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // The client took what was waiting: read the program's output again.
        if context.channel.isWritable { output?.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in } }
        context.fireChannelWritabilityChanged()
    }

    /// Says `message` on the client's stderr in one line, then ends the channel with status 1.
    private func refuse(_ context: ChannelHandlerContext, _ message: String) {
        let line = CommandLineProgram.logLine("\(sessions.name): \(message)").replacingOccurrences(of: "\n", with: "\r\n")
        var buffer = context.channel.allocator.buffer(capacity: line.utf8.count)
        buffer.writeString(line)
        let channel = context.channel
        channel.writeAndFlush(SSHChannelData(type: .stdErr, data: .byteBuffer(buffer))).whenComplete { _ in
            channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1)).whenComplete { _ in
                channel.close(promise: nil)
            }
        }
    }

    private func reply(_ context: ChannelHandlerContext, _ wanted: Bool, _ success: Bool) {
        guard wanted else { return }
        context.triggerUserOutboundEvent(success ? ChannelSuccessEvent() as Any : ChannelFailureEvent() as Any, promise: nil)
    }
}

/// Relays what a session's program writes to its SSH channel, on the channel's event loop;
/// stops reading while the channel has more waiting than it may hold (the session handler
/// starts it again), and once the terminal's side closes (the program has ended), waits for
/// the exit status.
final class PtyOutput: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let session: any Channel
    private let process: PtyProcess
    private let ended: @Sendable (Int32) -> Void

    init(session: any Channel, process: PtyProcess, ended: @escaping @Sendable (Int32) -> Void) {
        self.session = session
        self.process = process
        self.ended = ended
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(unwrapInboundIn(data))), promise: nil)
        if !session.isWritable { context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in } }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)  // EIO: every descriptor of the terminal's other side is closed
    }

    func channelInactive(context: ChannelHandlerContext) {
        process.waitForExit(ended: ended)
    }
}

/// Closes a connection on an error (a client that speaks no SSH, a dropped socket).
final class CloseOnError: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// One line of a password file: `USER:pbkdf2-sha256:ROUNDS:SALT:HEX`, HEX being 32 bytes of
/// PBKDF2-HMAC-SHA256 of the password with SALT over ROUNDS rounds. A slow derivation, so a
/// stolen file costs a guesser that many hashes for every guess.
struct PasswordEntry: Sendable {
    /// How a line reads, for the messages that reject one.
    static let format = "USER:pbkdf2-sha256:ROUNDS:SALT:HEX"
    /// The rounds a new line gets: OWASP's figure for PBKDF2-HMAC-SHA256 (about half a
    /// second of one core here, once per sign-in).
    static let rounds = 600_000
    let user: String
    let rounds: Int
    let salt: String
    let digest: [UInt8]

    init?(line: String) {
        let fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5, !fields[0].isEmpty, fields[1] == "pbkdf2-sha256",
              let rounds = Int(fields[2]), (1_000...10_000_000).contains(rounds), !fields[3].isEmpty,
              let digest = Self.bytes(hex: fields[4]), digest.count == 32 else { return nil }
        (user, self.rounds, salt, self.digest) = (fields[0], rounds, fields[3], digest)
    }

    /// PBKDF2-HMAC-SHA256 of `password` with `salt`; nil if the library refuses.
    static func derive(_ password: String, salt: String, rounds: Int) -> [UInt8]? {
        guard let key = try? KDF.Insecure.PBKDF2.deriveKey(from: Array(password.utf8), salt: Array(salt.utf8),
                                                           using: .sha256, outputByteCount: 32, rounds: rounds) else { return nil }
        return key.withUnsafeBytes { Array($0) }
    }

    private static func bytes(hex: String) -> [UInt8]? {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
