import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import Synchronization
import Tessera

/// `--serve web`: a page with a terminal (xterm.js from Debian's node-xterm and libjs-xterm);
/// each tab's WebSocket runs the program. Every request must carry the random token printed
/// in the address, else it gets 403.
enum WebServer {
    /// Where Debian's node-xterm keeps xterm.js's modules (its browser build, libjs-xterm's
    /// xterm.js, only names them) and libjs-xterm its stylesheet.
    static let modules = URL(fileURLWithPath: "/usr/share/nodejs/xterm/lib")
    static let stylesheet = URL(fileURLWithPath: "/usr/share/javascript/xterm/xterm.css")

    static func run(address: ServeAddress, sessions: Sessions) throws -> Never {
        let script = try XtermBundle.script(from: modules)
        guard let css = try? Data(contentsOf: stylesheet) else {
            throw ServeError("--serve web needs Debian's libjs-xterm (\(stylesheet.path)); install it with make deps")
        }
        let token = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: TokenCheck(token: token))
        router.get("/") { _, _ in
            respond(Page.html(title: sessions.name, token: token), type: "text/html; charset=utf-8")
        }
        router.get("/xterm.js") { _, _ in respond(script, type: "text/javascript; charset=utf-8") }
        router.get("/xterm.css") { _, _ in respond(css, type: "text/css; charset=utf-8") }
        router.ws("/session") { inbound, outbound, context in
            let query = context.request.uri.queryParameters
            let columns = query["cols"].flatMap { Int($0) }.map { min(max($0, 10), 500) } ?? 80
            let rows = query["rows"].flatMap { Int($0) }.map { min(max($0, 5), 300) } ?? 24
            try await WebSession(sessions: sessions).run(columns: columns, rows: rows, inbound: inbound, outbound: outbound)
        }
        // The server's own words are the lines it prints; the library's logging says nothing.
        let logger = Logger(label: "tessera-serve") { _ in SwiftLogNoOpLogHandler() }
        let host = address.host.contains(":") ? "[\(address.host)]" : address.host
        let application = Application(
            router: router, server: TokenFirstChannel.server(token: token, webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: address.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? address.port
                Serve.announce("\(sessions.name): serving to browsers at http://\(host):\(port)/?token=\(token) (at most \(sessions.limit) sessions); Ctrl-C stops the server")
            },
            logger: logger)
        let failure = Shared<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await application.runService(gracefulShutdownSignals: [])
            } catch {
                failure.set("cannot serve on \(address.host):\(address.port): \(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.value { throw ServeError(message) }
        exit(0)
    }

    static func respond(_ body: String, type: String) -> Response {
        respond(Data(body.utf8), type: type)
    }

    static func respond(_ body: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// 403 for any request without the server's token in its query (`?token=…`).
struct TokenCheck<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.allows(request.uri, token: token) else {
            return Response(status: .forbidden, body: ResponseBody(byteBuffer: ByteBuffer(string: TokenRefusal.body)))
        }
        return try await next(request, context)
    }

    /// Whether `uri`'s query carries `token`.
    static func allows(_ uri: URI, token: String) -> Bool {
        same(Array((uri.queryParameters["token"].map(String.init) ?? "").utf8), Array(token.utf8))
    }

    /// Compares in a time that does not depend on where the two differ.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// What a request without the token is told.
enum TokenRefusal {
    static let body = "403: this address needs the token the server printed\n"
}

/// The web server's connections, each checked for the token before the WebSocket upgrade
/// handler sees its first request: that handler answers any upgrade it refuses with 400, so
/// a WebSocket without the token is answered 403 here, as the page and scripts are by
/// `TokenCheck`. Only a connection's first request can be an upgrade; later ones are plain
/// HTTP and go through `TokenCheck`.
struct TokenFirstChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value
    let base: HTTP1WebSocketUpgradeChannel
    let token: String

    static func server(token: String, webSocketRouter: Router<BasicWebSocketRequestContext>) -> HTTPServerBuilder {
        let webSocketResponder = webSocketRouter.buildResponder()
        return HTTPServerBuilder { responder in
            TokenFirstChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                 configuration: .init()),
                              token: token)
        }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let token = token
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let upgrader = try operations.handler(type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
            try operations.addHandler(FirstRequestTokenCheck(token: token), position: .before(upgrader))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Answers a connection's first request 403 when its address lacks the token, before the
/// upgrade handler; lets a request with it through and leaves the pipeline.
final class FirstRequestTokenCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let token: String
    private var refused = false

    init(token: String) { self.token = token }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }  // the rest of the refused request
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if TokenCheck<BasicWebSocketRequestContext>.allows(URI(head.uri), token: token) {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        refused = true
        var body = context.channel.allocator.buffer(capacity: TokenRefusal.body.utf8.count)
        body.writeString(TokenRefusal.body)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Length", value: "\(body.readableBytes)")
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Connection", value: "close")
        let response = HTTPResponseHead(version: head.version, status: .forbidden, headers: headers)
        context.write(wrapOutboundOut(.head(response)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}

/// A value one task sets and another reads.
final class Shared<Value: Sendable>: Sendable {
    private let box: Mutex<Value>
    init(_ value: Value) { box = Mutex(value) }
    var value: Value { box.withLock { $0 } }
    func set(_ value: Value) { box.withLock { $0 = value } }
}

/// One tab: binary messages are what the user typed, a text message `{"cols":C,"rows":R}` is a
/// resize; what the program writes goes back as binary messages, then `{"exit":STATUS}` when
/// it ends. The tab closing hangs the program up.
struct WebSession {
    let sessions: Sessions

    func run(columns: Int, rows: Int, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let slot = sessions.open(prefix: "web") else {
            try await outbound.write(.text(#"{"error":"\#(escaped(sessions.fullMessage))"}"#))
            return
        }
        let process: PtyProcess
        do {
            process = try sessions.start(slot: slot, term: "xterm-256color", columns: columns, rows: rows,
                                         clientEnvironment: ["COLORTERM": "truecolor"])
        } catch {
            sessions.close(slot)
            try await outbound.write(.text(#"{"error":"\#(escaped("\(error)"))"}"#))
            return
        }
        sessions.log("session \(slot) started (\(columns)x\(rows), xterm-256color); \(sessions.count) running")
        let (output, continuation) = AsyncStream<[UInt8]?>.makeStream()
        let ended = Shared<Int32?>(nil)
        process.start(output: { continuation.yield($0) }, ended: { status in
            ended.set(status)
            sessions.close(slot)
            sessions.log("session \(slot) ended (exit \(status)); \(sessions.count) running")
            continuation.yield(nil)
            continuation.finish()
        })
        // However the tab goes (a close, a reset, the task cancelled), its program is hung up.
        defer { if ended.value == nil { process.hangUp() } }
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                // The program's output; true once it has ended.
                for await chunk in output {
                    guard let chunk else { break }
                    try? await outbound.write(.binary(ByteBuffer(bytes: chunk)))
                }
                try? await outbound.write(.text(#"{"exit":\#(ended.value ?? -1)}"#))
                return true
            }
            group.addTask {
                // What the tab sends, until it closes or the connection fails.
                do {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        switch message {
                        case .binary(let buffer):
                            process.write(Array(buffer.readableBytesView))
                        case .text(let text):
                            if let size = Self.size(text) { process.resize(columns: size.columns, rows: size.rows) }
                        }
                    }
                } catch {}
                return false
            }
            if await group.next() == false {
                process.hangUp()
                _ = await group.next()
            }
            group.cancelAll()
        }
    }

    /// `{"cols":C,"rows":R}`, each within what a browser window can hold.
    static func size(_ text: String) -> (columns: Int, rows: Int)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let columns = object["cols"] as? Int, let rows = object["rows"] as? Int,
              (1...500).contains(columns), (1...300).contains(rows) else { return nil }
        return (columns, rows)
    }

    private func escaped(_ text: String) -> String {
        Sanitizer.sanitize(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
