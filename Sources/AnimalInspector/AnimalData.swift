import Foundation
import Tessera

/// Why the animals file could not be used: the file, the element and field, what was expected.
public typealias AnimalDataError = DataFileError

enum AnimalData {
    static let fileName = "animals.json"

    /// Reads and checks `animals.json` from `source`.
    static func load(from source: DataSource) throws -> [AnimalRecord] {
        try parse(source.contents(of: fileName), url: source.url(of: fileName))
    }

    static func parse(_ data: Data, url: URL) throws -> [AnimalRecord] {
        try DataFile.checkSyntax(data, url: url)
        let json = try JSONSerialization.jsonObject(with: data)
        guard let array = json as? [Any] else { throw DataFileError(url, "expected an array of animals") }
        guard !array.isEmpty else { throw DataFileError(url, "expected at least one animal, found an empty array") }
        var records: [AnimalRecord] = []
        var firstIndex: [String: Int] = [:]
        let allowed = Suspicion.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, element) in array.enumerated() {
            guard let object = element as? [String: Any] else { throw DataFileError(url, place: "element \(i)", "expected an object") }
            func string(_ key: String) throws -> String {
                let place = "element \(i), field \"\(key)\""
                guard let raw = object[key] else { throw DataFileError(url, place: place, "missing, expected a string") }
                guard let s = raw as? String else { throw DataFileError(url, place: place, "expected a string") }
                return s
            }
            let name = try string("name")
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw DataFileError(url, place: "element \(i), field \"name\"", "expected a name, found an empty string")
            }
            let fruit = try string("fruit")
            let suspicionText = try string("suspicion")
            guard let suspicion = Suspicion(rawValue: suspicionText) else {
                throw DataFileError(url, place: "element \(i), field \"suspicion\"", "expected one of \(allowed), found \"\(suspicionText)\"")
            }
            if let earlier = firstIndex[name] {
                throw DataFileError(url, place: "element \(i), field \"name\"", "expected a name not used before, found \"\(name)\" (also element \(earlier))")
            }
            firstIndex[name] = i
            records.append(AnimalRecord(name: name, fruit: fruit, suspicion: suspicion))
        }
        return records
    }
}
