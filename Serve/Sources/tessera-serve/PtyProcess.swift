import CTesseraServe
import Foundation
import Synchronization

/// One served instance: the program running on its own pseudo-terminal, as the leader of its
/// own session, so a Ctrl-C, a crash or a hang-up stays in it. A thread reads what it writes
/// and hands it on. What the client types is written at once by the thread that received it
/// (the terminal's side is non-blocking, so a keystroke costs no hop to another thread); what
/// the terminal does not take at once waits on a queue, in order, so a program that does not
/// read never blocks the server.
final class PtyProcess: Sendable {
    let pid: pid_t
    private let master: Int32
    private let writes = DispatchQueue(label: "tessera-serve.pty-writes")
    /// Whether the program has ended (then its pid may belong to another process), whether
    /// the master descriptor is closed, and how many writes wait on the queue.
    private let state = Mutex((ended: false, closed: false, queued: 0))

    /// Starts `arguments[0]` at `path` on a new `columns`×`rows` terminal with `environment`.
    init(path: String, arguments: [String], environment: [String], columns: Int, rows: Int) throws {
        var master: Int32 = -1
        let pid = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                tessera_pty_spawn(path, argv, envp, UInt16(clamping: columns), UInt16(clamping: rows), &master)
            }
        }
        guard pid > 0 else { throw ServeError("cannot start \(path): \(String(cString: strerror(errno)))") }
        let flags = fcntl(master, F_GETFL)
        if flags >= 0 { _ = fcntl(master, F_SETFL, flags | O_NONBLOCK) }
        self.pid = pid
        self.master = master
    }

    /// Starts relaying: `output` gets each read (on the reader thread; it may block, which holds
    /// the program back until the client takes it), then `ended` gets the exit status, after
    /// the last output.
    func start(output: @escaping @Sendable ([UInt8]) -> Void, ended: @escaping @Sendable (Int32) -> Void) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    output(Array(buffer[..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else if count < 0, errno == EAGAIN {
                    _ = Self.wait(for: master, events: Int16(POLLIN), milliseconds: -1)
                } else {
                    break  // EIO: every descriptor of the terminal's other side is closed
                }
            }
            finish(ended: ended)
        }
        thread.name = "tessera-serve pty \(pid)"
        thread.start()
    }

    /// A duplicate of the terminal's side the server holds, for a relay that reads it on an
    /// event loop (which closes it); -1 once the program has ended.
    func duplicateMaster() -> Int32 {
        state.withLock { state in state.closed ? -1 : dup(master) }
    }

    /// Waits on a thread of its own for the program to end (once a relay has read all it
    /// wrote), closes the terminal, then gives `ended` the exit status.
    func waitForExit(ended: @escaping @Sendable (Int32) -> Void) {
        let thread = Thread { [self] in finish(ended: ended) }
        thread.name = "tessera-serve wait \(pid)"
        thread.start()
    }

    /// Waits for the program to end, closes the terminal, then gives `ended` the exit status.
    private func finish(ended: @Sendable (Int32) -> Void) {
        let status = tessera_pty_wait(pid)
        state.withLock { state in
            state.ended = true
            state.closed = true
            close(master)
        }
        ended(status)
    }

    /// Writes what the client typed to the program's terminal: at once when nothing waits
    /// before it, else (or what the terminal did not take) after what waits.
    func write(_ bytes: [UInt8]) {
        let rest = state.withLock { state -> ArraySlice<UInt8> in
            if state.closed { return [] }
            var offset = 0
            if state.queued == 0 {
                while offset < bytes.count {
                    let written = bytes[offset...].withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else if written < 0, errno == EAGAIN {
                        break
                    } else {
                        return []
                    }
                }
            }
            if offset < bytes.count { state.queued += 1 }
            return bytes[offset...]
        }
        guard !rest.isEmpty else { return }
        writes.async { [self] in
            var offset = rest.startIndex
            while offset < rest.endIndex {
                let written = state.withLock { state -> Int in
                    if state.closed { return -2 }
                    return rest[offset...].withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
                }
                if written == -2 { break }
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EAGAIN {
                    // The program is not reading: look again now and then, so a closed terminal ends the wait.
                    _ = Self.wait(for: master, events: Int16(POLLOUT), milliseconds: 100)
                } else if !(written < 0 && errno == EINTR) {
                    break
                }
            }
            state.withLock { $0.queued -= 1 }
        }
    }

    /// poll(2) on one descriptor.
    private static func wait(for descriptor: Int32, events: Int16, milliseconds: Int32) -> Int32 {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        return poll(&entry, 1, milliseconds)
    }

    /// Gives the terminal a new size; the program gets SIGWINCH.
    func resize(columns: Int, rows: Int) {
        state.withLock { state in
            if !state.closed { _ = tessera_pty_resize(master, UInt16(clamping: columns), UInt16(clamping: rows)) }
        }
    }

    /// The client went away: the program's session gets SIGHUP, and SIGKILL if it is still
    /// running `grace` later.
    func hangUp(grace: TimeInterval = 3) {
        signal(SIGHUP)
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in signal(SIGKILL) }
    }

    private func signal(_ number: Int32) {
        state.withLock { state in
            if !state.ended { _ = kill(-pid, number) }
        }
    }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// A failure the server reports in one line.
struct ServeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
