import Foundation

/// Why a state file could not be read or written, in the words of the system.
enum StateFileError: Error, CustomStringConvertible, Equatable {
    case posix(Int32)
    case tooLarge(Int)
    case other(String)

    init(_ error: any Error) {
        if let error = error as? StateFileError { self = error; return }
        if let error = error as? POSIXError { self = .posix(error.code.rawValue); return }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { self = .posix(Int32(ns.code)); return }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            self = .posix(Int32(underlying.code)); return
        }
        self = .other(ns.localizedDescription)
    }

    var description: String {
        switch self {
        case .posix(let code): String(cString: strerror(code))
        case .tooLarge(let size): "\(size / 1024 / 1024) MB, over the \(StateStore.maxFileBytes / 1024 / 1024) MB limit for a state file"
        case .other(let text): Sanitizer.sanitize(text)
        }
    }
}

/// What identifies one version of a file: a rename gives a new inode, a write a new size or time.
struct StateFileIdentity: Equatable {
    var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
}

/// Reads state files with POSIX calls, so each failure has its system reason.
enum StateFileReader {
    /// The file's identity, nil when there is none.
    static func identity(of url: URL) throws(StateFileError) -> StateFileIdentity? {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .posix(errno)
        }
        return identity(info)
    }

    private static func identity(_ info: stat) -> StateFileIdentity {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return StateFileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                                 seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    /// The file's bytes and identity; nil when there is no file; `.tooLarge` over `limit`.
    static func read(_ url: URL, limit: Int) throws(StateFileError) -> (data: Data, identity: StateFileIdentity)? {
        let fd = open(url.path, O_RDONLY)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .posix(errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .posix(errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .posix(info.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(Int(info.st_size)) }
        var data = Data(count: Int(info.st_size))
        var total = 0
        while total < data.count {
            let n = data.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + total, $0.count - total) }
            if n < 0 { if errno == EINTR { continue }; throw .posix(errno) }
            if n == 0 { break }
            total += n
        }
        data.count = total
        return (data, identity(info))
    }
}

/// The state directory: made when missing, locked around a save.
enum StateDirectory {
    /// Makes `directory` (mode 0700) when missing; a file in its place is an error.
    static func prepare(_ directory: URL) throws(StateFileError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .posix(ENOTDIR) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateFileError(error)
        }
    }

    /// Runs `body` holding an exclusive advisory lock (`flock`) on `directory`, so two
    /// instances' read-merge-write steps never interleave.
    static func locked(_ directory: URL, _ body: () throws(StateFileError) -> Void) throws(StateFileError) {
        let fd = open(directory.path, O_RDONLY)
        guard fd >= 0 else { throw .posix(errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { break }  // a file system without locks: save unlocked
        }
        defer { flock(fd, LOCK_UN) }
        try body()
    }
}

/// Atomic file writes: a temporary file beside the target, fsync, rename.
public enum AtomicFile {
    /// Writes `data` to `url` so that a reader sees the old file or the new one, never a part;
    /// the directory is made (mode 0700) when missing, and the file is mode 0600. A failure
    /// throws the system's reason (`POSIXError`: no space left, read-only file system, …).
    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : EIO; break }
                offset += n
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        guard failure == 0 else { unlink(temp.path); throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        guard rename(temp.path, url.path) == 0 else {
            let code = errno
            unlink(temp.path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
