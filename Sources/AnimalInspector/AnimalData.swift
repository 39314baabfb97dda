import Foundation

/// Why the animals file could not be used: one line naming the file, the element and the field.
public struct AnimalDataError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}

enum AnimalData {
    static let fileName = "animals.json"

    /// Reads and checks `directory/animals.json`.
    static func load(from directory: URL) throws -> [AnimalRecord] {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AnimalDataError("\(fileName): cannot read \(url.path) (missing or unreadable)")
        }
        return try parse(data)
    }

    static func parse(_ data: Data) throws -> [AnimalRecord] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw AnimalDataError("\(fileName): not valid JSON")
        }
        guard let array = json as? [Any] else {
            throw AnimalDataError("\(fileName): expected a JSON array of animals")
        }
        guard !array.isEmpty else { throw AnimalDataError("\(fileName): the array is empty; expected at least one animal") }
        var records: [AnimalRecord] = []
        var firstIndex: [String: Int] = [:]
        let allowed = Suspicion.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, element) in array.enumerated() {
            let at = "\(fileName): element \(i)"
            guard let object = element as? [String: Any] else { throw AnimalDataError("\(at): expected an object") }
            func string(_ key: String) throws -> String {
                guard let raw = object[key] else { throw AnimalDataError("\(at): missing \"\(key)\"") }
                guard let s = raw as? String else { throw AnimalDataError("\(at): \"\(key)\" must be a string") }
                return s
            }
            let name = try string("name")
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw AnimalDataError("\(at): \"name\" must not be empty") }
            let fruit = try string("fruit")
            let suspicionText = try string("suspicion")
            guard let suspicion = Suspicion(rawValue: suspicionText) else {
                throw AnimalDataError("\(at): \"suspicion\" must be one of \(allowed) (found \"\(suspicionText)\")")
            }
            if let earlier = firstIndex[name] {
                throw AnimalDataError("\(at): duplicate \"name\" \"\(name)\" (also element \(earlier))")
            }
            firstIndex[name] = i
            records.append(AnimalRecord(name: name, fruit: fruit, suspicion: suspicion))
        }
        return records
    }
}
