import Foundation

/// A data file that could not be used, said in one line in one format for every app:
/// the path as the user gave it, the place in the file, and what was expected there.
///
/// ```text
/// data/animals.json: element 3, field "suspicion": expected one of innocent, sneaky, … (found "maybe")
/// data/animals.json: line 2, column 14: expected a value, found "x"
/// data/health.json: no such file
/// ```
public struct DataFileError: Error, CustomStringConvertible, Equatable {
    /// The file, as the user named it (relative when they gave a relative `--data`).
    public var path: String
    /// Where in the file: `element 3, field "name"`, `line 2, column 14`, or empty for the whole file.
    public var place: String
    /// What was expected there, and what was found.
    public var problem: String

    /// A problem at `place` in the file at `path`.
    public init(path: String, place: String = "", _ problem: String) {
        self.path = path; self.place = place; self.problem = problem
    }

    /// A problem in the file at `url`, named by its path as given.
    public init(_ url: URL, place: String = "", _ problem: String) {
        self.init(path: url.relativePath, place: place, problem)
    }

    /// `path: place: problem`.
    public var description: String { [path, place, problem].filter { !$0.isEmpty }.joined(separator: ": ") }
}

/// Reading JSON data files with `DataFileError`s that name the place.
public enum DataFile {
    /// The bytes of the file at `url`, or "no such file" / "cannot be read".
    public static func contents(of url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else { throw DataFileError(url, "no such file") }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw DataFileError(url, "cannot be read (permission denied?)") }
        return data
    }

    /// Throws when `data`, read from `url`, is not JSON: the error names the line and column.
    public static func checkSyntax(_ data: Data, url: URL) throws {
        if let syntax = JSONSyntax.firstError(in: data) { throw DataFileError(url, place: syntax.place, syntax.problem) }
    }

    /// The file at `url` decoded as `T`; a syntax error names its line and column, a wrong
    /// value its element and field.
    public static func decode<T: Decodable>(_ type: T.Type, at url: URL) throws -> T {
        try decode(type, from: contents(of: url), url: url)
    }

    /// `data`, read from `url`, decoded as `T`.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, url: URL) throws -> T {
        try checkSyntax(data, url: url)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw DataFileError(url, place: place(of: error), problem(of: error))
        }
    }

    /// Where a coding path points: `element 3, field "name"` (elements counted from 0, as in JSON).
    public static func place(_ path: [any CodingKey]) -> String {
        path.map { key in key.intValue.map { "element \($0)" } ?? "field \"\(key.stringValue)\"" }.joined(separator: ", ")
    }

    private static func place(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): return place(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): return place(context.codingPath)
        @unknown default: return ""
        }
    }

    private static func problem(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound: return "missing, expected a value"
        case .typeMismatch(let type, _): return "expected \(describe(type))"
        case .valueNotFound(let type, _): return "expected \(describe(type)), found null"
        case .dataCorrupted(let context): return context.debugDescription
        @unknown default: return "not readable"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type, is Float.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "an array" : (name.hasPrefix("Dictionary") ? "an object" : name)
        }
    }
}

/// Finds the first JSON syntax error and where it is (Foundation's decoder does not say).
enum JSONSyntax {
    struct Failure { var place: String; var problem: String }

    static func firstError(in data: Data) -> Failure? {
        let bytes = [UInt8](data)
        var i = 0
        func failure(_ expected: String) -> Failure {
            var line = 1, column = 1
            for b in bytes[0..<min(i, bytes.count)] { if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 } }
            let found = i < bytes.count ? "found \"\(String(decoding: bytes[i..<min(bytes.count, i + 1)], as: UTF8.self))\"" : "found the end of the file"
            return Failure(place: "line \(line), column \(column)", problem: "expected \(expected), \(found)")
        }
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func literal(_ word: String) -> Failure? {
            for b in word.utf8 { guard i < bytes.count, bytes[i] == b else { return failure("\"\(word)\"") }; i += 1 }
            return nil
        }
        func string() -> Failure? {
            i += 1
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] == 0x5C { i += 1 }
                else if bytes[i] < 0x20 { return failure("a closing quote") }
                i += 1
            }
            guard i < bytes.count else { return failure("a closing quote") }
            i += 1
            return nil
        }
        func number() -> Failure? {
            let start = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) || [0x2D, 0x2B, 0x2E, 0x65, 0x45].contains(bytes[i]) { i += 1 }
            return i == start ? failure("a value") : nil
        }
        func value(depth: Int) -> Failure? {
            skipSpace()
            guard depth < 512 else { return failure("less nesting") }
            guard i < bytes.count else { return failure("a value") }
            switch bytes[i] {
            case 0x7B: // {
                i += 1; skipSpace()
                if i < bytes.count, bytes[i] == 0x7D { i += 1; return nil }
                while true {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == 0x22 else { return failure("a field name in quotes") }
                    if let f = string() { return f }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == 0x3A else { return failure("\":\"") }
                    i += 1
                    if let f = value(depth: depth + 1) { return f }
                    skipSpace()
                    guard i < bytes.count else { return failure("\",\" or \"}\"") }
                    if bytes[i] == 0x2C { i += 1; continue }
                    if bytes[i] == 0x7D { i += 1; return nil }
                    return failure("\",\" or \"}\"")
                }
            case 0x5B: // [
                i += 1; skipSpace()
                if i < bytes.count, bytes[i] == 0x5D { i += 1; return nil }
                while true {
                    if let f = value(depth: depth + 1) { return f }
                    skipSpace()
                    guard i < bytes.count else { return failure("\",\" or \"]\"") }
                    if bytes[i] == 0x2C { i += 1; continue }
                    if bytes[i] == 0x5D { i += 1; return nil }
                    return failure("\",\" or \"]\"")
                }
            case 0x22: return string()
            case 0x74: return literal("true")
            case 0x66: return literal("false")
            case 0x6E: return literal("null")
            default: return number()
            }
        }
        if let f = value(depth: 0) { return f }
        skipSpace()
        return i < bytes.count ? failure("the end of the file") : nil
    }
}
