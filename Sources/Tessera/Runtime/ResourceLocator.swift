import Foundation

/// Where an app reads its data files: a directory (`--data DIR`, or `TESSERA_RESOURCES`), or
/// the copies built into the program. Only the files asked for are read, by name: a directory
/// is never searched or walked, and an error names the file.
///
/// ```swift
/// let source = ResourceLocator.source(directory: nil, builtIn: ["animals.json": "[…]"])
/// let data = try source.contents(of: "animals.json")   // the built-in copy
/// ```
public struct DataSource: Sendable {
    /// The directory the files are read from; nil reads the built-in copies.
    public let directory: URL?
    /// The files built into the program, by their path under `Resources/`.
    public let builtIn: [String: String]

    /// The largest data file read: the shipped ones are a few kilobytes, and a huge file would
    /// only stall the start. A larger file is refused with a one-line error naming it.
    public static let maximumFileBytes = 16 * 1024 * 1024

    /// Files from `directory`, or from `builtIn` when `directory` is nil.
    public init(directory: URL?, builtIn: [String: String]) {
        self.directory = directory
        self.builtIn = builtIn
    }

    /// The URL that names `file` in errors: `DIR/file`, or `built-in/file` for a built-in copy.
    public func url(of file: String) -> URL {
        if let directory { return directory.appendingPathComponent(file) }
        return URL(fileURLWithPath: "built-in/" + file, relativeTo: URL(fileURLWithPath: "/", isDirectory: true))
    }

    /// Whether `file` is there.
    public func exists(_ file: String) -> Bool {
        guard directory != nil else { return builtIn[file] != nil }
        return FileManager.default.fileExists(atPath: url(of: file).path)
    }

    /// The bytes of `file`; throws "no such file", "cannot be read" or a size error naming it.
    public func contents(of file: String) throws -> Data {
        let url = url(of: file)
        guard directory != nil else {
            guard let text = builtIn[file] else { throw DataFileError(url, "no such file") }
            // Copied from the string's own bytes: `Data(text.utf8)` would first ask the runtime
            // whether the view is `ContiguousBytes`, a search of every conformance.
            var bytes = text
            return bytes.withUTF8 { Data(buffer: $0) }
        }
        let limit = "expected at most the \(Self.maximumFileBytes / 1024 / 1024) MB limit for a data file"
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > Self.maximumFileBytes {
            throw DataFileError(url, "\(limit), found \(size) bytes")
        }
        guard FileManager.default.fileExists(atPath: url.path) else { throw DataFileError(url, "no such file") }
        // Read no more than the limit allows, whatever the size said (a link to a device).
        guard let handle = FileHandle(forReadingAtPath: url.path),
              let data = try? handle.read(upToCount: Self.maximumFileBytes + 1) ?? Data() else {
            throw DataFileError(url, "cannot be read (permission denied?)")
        }
        try? handle.close()
        if data.count > Self.maximumFileBytes { throw DataFileError(url, "\(limit), found more") }
        return data
    }

    /// `file` decoded as `T`; errors name the file and the place in it (`DataFile.decode`).
    public func decode<T: Decodable>(_ type: T.Type, file: String) throws -> T {
        try DataFile.decode(type, from: contents(of: file), url: url(of: file))
    }
}

/// Finds an app's data files: `--data DIR` when given, else `TESSERA_RESOURCES` when set,
/// else the copies of `Resources/` built into the program (so a copied or moved binary still
/// has them).
public enum ResourceLocator {
    /// `TESSERA_RESOURCES` as a directory, when set and not empty.
    public static var overrideDirectory: URL? {
        ProcessEnvironment.nonEmpty("TESSERA_RESOURCES").map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// Where to read data: `directory` (`--data`), else `TESSERA_RESOURCES`, else `builtIn`.
    public static func source(directory: URL?, builtIn: [String: String]) -> DataSource {
        DataSource(directory: directory ?? overrideDirectory, builtIn: builtIn)
    }
}
