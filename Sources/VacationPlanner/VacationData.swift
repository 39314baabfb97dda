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
    /// A page about the place (`http`, `https` or `mailto`), shown as a link when present.
    public var url: String?
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

    /// A trip; `notes` empty unless given.
    public init(id: String, destinationID: String, destinationName: String, start: String, end: String, travellers: Int, notes: String = "") {
        self.id = id; self.destinationID = destinationID; self.destinationName = destinationName
        self.start = start; self.end = end; self.travellers = travellers; self.notes = notes
    }

    /// Reads a saved trip; one saved without notes has none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), destinationID: try c.decode(String.self, forKey: .destinationID),
                  destinationName: try c.decode(String.self, forKey: .destinationName), start: try c.decode(String.self, forKey: .start),
                  end: try c.decode(String.self, forKey: .end), travellers: try c.decode(Int.self, forKey: .travellers),
                  notes: try c.decodeIfPresent(String.self, forKey: .notes) ?? "")
    }
}

/// Why the data could not be read: the file as given, the place in it, what was expected.
public typealias VacationDataError = DataFileError

/// Everything the app shows: destinations, their text-art photos and captions.
struct VacationData: Sendable {
    var destinations: [Destination]
    var photos: [String: [String]]
    var captions: [String: String]
    /// The photographs (PNG or JPEG bytes) by photo name; a destination without one shows its text art.
    var pictures: [String: Data] = [:]

    func photo(for destination: Destination) -> [String] { photos[destination.photo] ?? [] }
    func caption(for destination: Destination) -> String { captions[destination.photo] ?? destination.name }

    /// Reads `destinations.json`, `photos/captions.json` and each destination's photo from `source`.
    static func load(from source: DataSource) throws -> VacationData {
        let destinationsURL = source.url(of: "destinations.json")
        let destinations = try source.decode([Destination].self, file: "destinations.json")
        if destinations.isEmpty {
            throw DataFileError(destinationsURL, "expected at least one destination, found an empty array")
        }
        var firstItem: [String: Int] = [:]
        for (index, destination) in destinations.enumerated() {
            if let earlier = firstItem[destination.id] {
                throw DataFileError(destinationsURL, place: "element \(index), field \"id\"",
                                    "expected an id not used before, found \"\(destination.id)\" (also element \(earlier))")
            }
            firstItem[destination.id] = index
            if let address = destination.url, URL(string: address) == nil || Hyperlink(address: address) == nil {
                throw DataFileError(destinationsURL, place: "element \(index), field \"url\"",
                                    "expected an http, https or mailto address, found \(String(reflecting: address))")
            }
        }
        let captions = try source.decode([String: String].self, file: "photos/captions.json")
        var photos: [String: [String]] = [:]
        for (index, destination) in destinations.enumerated() {
            let file = "photos/\(destination.photo).txt"
            let url = source.url(of: file)
            guard source.exists(file) else {
                throw DataFileError(url, "no such file (the photo of element \(index), \"\(destination.id)\", in destinations.json)")
            }
            guard let text = String(data: try source.contents(of: file), encoding: .utf8) else {
                throw DataFileError(url, "expected UTF-8 text")
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last?.isEmpty == true { lines.removeLast() }
            photos[destination.photo] = lines
        }
        return VacationData(destinations: destinations, photos: photos, captions: captions,
                            pictures: try loadPictures(of: destinations, from: source))
    }

    /// Each destination's photograph, `photos/<photo>.png` or `.jpg`, where there is one:
    /// from the data directory, else built in.
    static func loadPictures(of destinations: [Destination], from source: DataSource) throws -> [String: Data] {
        var pictures: [String: Data] = [:]
        for destination in destinations {
            for file in ["photos/\(destination.photo).png", "photos/\(destination.photo).jpg"] {
                if source.directory == nil {
                    if let encoded = ShippedData.pictures[file], let data = Data(base64Encoded: encoded) { pictures[destination.photo] = data }
                } else if source.exists(file) {
                    pictures[destination.photo] = try source.contents(of: file)
                }
                if pictures[destination.photo] != nil { break }
            }
        }
        return pictures
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
