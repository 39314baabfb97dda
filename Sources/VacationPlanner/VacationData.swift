import Foundation
import Tessera

/// A place to go, from `destinations.json`.
public struct Destination: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var country: String
    public var bestSeason: String
    public var summary: String
    public var photo: String
}

/// A booked trip, kept across launches.
public struct Trip: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var destinationID: String
    public var destinationName: String
    public var start: String
    public var end: String
    public var travellers: Int
    public var notes: String
}

/// Why the shipped data could not be read: names the file and the place in it.
public enum VacationDataError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case resourcesNotFound
    case missingFile(String)
    case malformed(file: String, place: String, reason: String)

    public var description: String {
        switch self {
        case .resourcesNotFound:
            return "vacation data not found: set TESSERA_RESOURCES or pass --data DIR (a directory with destinations.json and photos/)"
        case .missingFile(let path):
            return "\(path): file is missing"
        case .malformed(let file, let place, let reason):
            return place.isEmpty ? "\(file): \(reason)" : "\(file): \(place): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}

/// Everything the app shows: destinations, their text-art photos and captions.
struct VacationData: Sendable {
    var destinations: [Destination]
    var photos: [String: [String]]
    var captions: [String: String]

    func photo(for destination: Destination) -> [String] { photos[destination.photo] ?? [] }
    func caption(for destination: Destination) -> String { captions[destination.photo] ?? destination.name }

    static func load(from directory: URL) throws -> VacationData {
        let destinationsURL = directory.appendingPathComponent("destinations.json")
        let destinations = try decode([Destination].self, at: destinationsURL)
        if destinations.isEmpty {
            throw VacationDataError.malformed(file: destinationsURL.path, place: "", reason: "no destinations")
        }
        var firstItem: [String: Int] = [:]
        for (index, destination) in destinations.enumerated() {
            if let earlier = firstItem[destination.id] {
                throw VacationDataError.malformed(file: destinationsURL.path, place: "item \(index + 1), field \"id\"",
                                                  reason: "duplicate id \"\(destination.id)\" (also item \(earlier + 1))")
            }
            firstItem[destination.id] = index
        }
        let captionsURL = directory.appendingPathComponent("photos/captions.json")
        let captions = try decode([String: String].self, at: captionsURL)
        var photos: [String: [String]] = [:]
        for (index, destination) in destinations.enumerated() {
            let url = directory.appendingPathComponent("photos/\(destination.photo).txt")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw VacationDataError.missingFile("\(url.path) (photo of item \(index + 1), \"\(destination.id)\")")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw VacationDataError.malformed(file: url.path, place: "", reason: "not UTF-8 text")
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last?.isEmpty == true { lines.removeLast() }
            photos[destination.photo] = lines
        }
        return VacationData(destinations: destinations, photos: photos, captions: captions)
    }

    private static func decode<T: Decodable>(_ type: T.Type, at url: URL) throws -> T {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw VacationDataError.missingFile(url.path)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw VacationDataError.malformed(file: url.path, place: place(of: error), reason: reason(of: error))
        }
    }

    private static func describe(_ path: [CodingKey]) -> String {
        path.map { key in
            if let i = key.intValue { return "item \(i + 1)" }
            return "field \"\(key.stringValue)\""
        }.joined(separator: ", ")
    }

    private static func place(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): return describe(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return describe(context.codingPath)
        @unknown default: return ""
        }
    }

    private static func reason(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound: return "missing"
        case .typeMismatch(let type, _): return "expected \(type)"
        case .valueNotFound(let type, _): return "expected \(type), found null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
        @unknown default: return "unreadable"
        }
    }
}

/// Checks what the user types.
enum Validation {
    /// An email address: a local part, one `@`, a domain of two or more non-empty labels
    /// separated by dots; no spaces.
    static func isValidEmail(_ text: String) -> Bool {
        guard !text.contains(where: { $0.isWhitespace }) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let local = parts[0], domain = parts[1]
        let localSymbols = Set("!#$%&'*+/=?^_`{|}~.-")
        guard !local.isEmpty, local.count <= 64, local.first != ".", local.last != ".", !local.contains(".."),
              local.allSatisfy({ $0.isLetter || $0.isNumber || localSymbols.contains($0) }) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
    }

    /// A real calendar date written `YYYY-MM-DD`.
    static func isValidDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month) else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Why the dates are not acceptable, or nil when they are.
    static func dateProblem(start: String, end: String) -> String? {
        if !isValidDate(start) { return "Start date must be a real date written YYYY-MM-DD" }
        if !isValidDate(end) { return "End date must be a real date written YYYY-MM-DD" }
        if end < start { return "End date must be on or after the start date" }
        return nil
    }
}
