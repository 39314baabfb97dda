import Tessera

/// `--serve web`: a page with a terminal; each browser tab runs the program.
enum WebServer {
    static func run(address: ServeAddress, sessions: Sessions) throws -> Never {
        throw ServeError("--serve web is not built yet")
    }
}
