import Foundation
import Observation
import Tessera

/// How suspicious an animal is, from innocent to extremely suspicious.
public enum Suspicion: String, CaseIterable, Codable, Comparable, Sendable {
    case innocent, sneaky, suspicious, verySuspicious, extremelySuspicious

    /// As shown: "Innocent" … "Extremely Suspicious".
    public var title: String {
        switch self {
        case .innocent: "Innocent"
        case .sneaky: "Sneaky"
        case .suspicious: "Suspicious"
        case .verySuspicious: "Very Suspicious"
        case .extremelySuspicious: "Extremely Suspicious"
        }
    }

    /// 1…5.
    public var level: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
    /// A five-step gauge, legible without colour: `●●●○○`.
    public var gauge: String { String(repeating: "●", count: level) + String(repeating: "○", count: 5 - level) }

    public static func < (a: Suspicion, b: Suspicion) -> Bool { a.level < b.level }
}

/// An animal met around the campus. `id` is the name it was first recorded with.
@MainActor @Observable public final class Animal: Identifiable {
    public let id: String
    public var name: String
    public var fruit: String
    public var suspicion: Suspicion
    public var notes: String

    public init(id: String, name: String, fruit: String, suspicion: Suspicion, notes: String = "") {
        self.id = id; self.name = name; self.fruit = fruit; self.suspicion = suspicion; self.notes = notes
    }
}

extension Animal {
    /// The animal's values read without observing them. A view listing many animals reads
    /// `AnimalStore.revision` once instead: an observation lasts until what it read changes,
    /// so one per animal, left each time such a view opened, grew with every opening.
    var unobserved: (name: String, fruit: String, suspicion: Suspicion) { (_name, _fruit, _suspicion) }
}

/// The changes the user made to one animal, kept in the state file by original id.
struct AnimalEdit: Codable, Equatable {
    var name: String?
    var fruit: String?
    var suspicion: Suspicion?
    var notes: String?
}

/// One animal as recorded in the data file.
struct AnimalRecord {
    var name: String
    var fruit: String
    var suspicion: Suspicion
}

/// All the animals: the shipped (or `--data`) records or N synthetic ones made on demand,
/// with the user's edits laid over them and saved through the state store.
@MainActor @Observable public final class AnimalStore {
    @ObservationIgnored private let records: [AnimalRecord]
    @ObservationIgnored private let synthetic: Int?
    @ObservationIgnored private var objects: [Int: Animal] = [:]
    @ObservationIgnored private var edits: [String: AnimalEdit]
    @ObservationIgnored private let stateStore: StateStore?
    @ObservationIgnored private var indexByID: [String: Int] = [:]
    /// Bumped on every edit, so views that read rows redraw.
    public private(set) var revision = 0
    /// The row each revision edited: revision `r` + 1 edited row `editedRows[r]`.
    @ObservationIgnored private(set) var editedRows: [Int] = []
    public let count: Int
    static let editsKey = "animals.edits"

    init(records: [AnimalRecord], synthetic: Int?, stateStore: StateStore?) {
        self.records = records
        self.synthetic = synthetic
        self.stateStore = stateStore
        // An edit that does not decode stays in the file; the others are kept.
        edits = stateStore?.entries(AnimalEdit.self, forKey: Self.editsKey) ?? [:]
        count = synthetic ?? records.count
        if synthetic == nil {
            for (i, r) in records.enumerated() { indexByID[r.name] = i }
        }
    }

    private static let adjectives = ["Brave", "Sleepy", "Curious", "Grumpy", "Lucky", "Quiet", "Nimble", "Giant", "Tiny", "Jolly"]
    private static let kinds = ["Fox", "Owl", "Squirrel", "Goose", "Turtle", "Mouse", "Crow", "Rabbit", "Deer", "Hedgehog", "Heron", "Otter"]
    static let fruits = ["Banana", "Mango", "Apple", "Strawberry", "Lychee", "Durian", "Dragon Fruit", "Pear", "Orange", "Grape"]

    private func record(at i: Int) -> AnimalRecord {
        if synthetic == nil { return records[i] }
        let name = "\(Self.adjectives[i % Self.adjectives.count]) \(Self.kinds[(i / Self.adjectives.count) % Self.kinds.count]) \(i + 1)"
        let all = Suspicion.allCases
        return AnimalRecord(name: name, fruit: Self.fruits[(i * 7 + i / 3) % Self.fruits.count], suspicion: all[(i * 3 + i / 5) % all.count])
    }

    private func makeAnimal(at i: Int) -> Animal {
        let r = record(at: i)
        let e = edits.isEmpty ? nil : edits[r.name]
        return Animal(id: r.name, name: e?.name ?? r.name, fruit: e?.fruit ?? r.fruit, suspicion: e?.suspicion ?? r.suspicion, notes: e?.notes ?? "")
    }

    /// Row `i`, made on demand (the same object once it has been handed out for editing).
    public func animal(at i: Int) -> Animal {
        _ = revision
        return unobservedAnimal(at: i)
    }

    /// Row `i`, without observing the store's revision (the caller reads it once).
    func unobservedAnimal(at i: Int) -> Animal {
        if let existing = objects[i] { return existing }
        let a = makeAnimal(at: i)
        if synthetic == nil { objects[i] = a }
        return a
    }

    private func index(of id: String) -> Int? {
        if let i = indexByID[id] { return i }
        guard synthetic != nil, let n = id.split(separator: " ").last.flatMap({ Int($0) }), n >= 1, n <= count,
              record(at: n - 1).name == id else { return nil }
        return n - 1
    }

    /// The animal with `id`, kept so edits go to one object.
    public func animal(withID id: String) -> Animal? {
        guard let i = index(of: id) else { return nil }
        if let existing = objects[i] { return existing }
        let a = makeAnimal(at: i)
        objects[i] = a
        return a
    }

    /// Records the animal's current values as an edit and schedules a save.
    public func save(_ animal: Animal) {
        guard let i = index(of: animal.id) else { return }
        let r = record(at: i)
        var e = AnimalEdit()
        if animal.name != r.name { e.name = animal.name }
        if animal.fruit != r.fruit { e.fruit = animal.fruit }
        if animal.suspicion != r.suspicion { e.suspicion = animal.suspicion }
        if !animal.notes.isEmpty { e.notes = animal.notes }
        let old = edits[animal.id]
        edits[animal.id] = e == AnimalEdit() ? nil : e
        if old != edits[animal.id] {
            stateStore?.set(edits, forKey: Self.editsKey)
            editedRows.append(i)
            revision += 1
        }
    }

    /// Every favourite fruit in the data, for the picker.
    var knownFruits: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for f in Self.fruits + records.map(\.fruit) where seen.insert(f).inserted { result.append(f) }
        return result
    }
}

/// The rows of a store as a collection: element `i` is computed when read.
struct AnimalRows: RandomAccessCollection, Equatable, TableRowChanges {
    let store: AnimalStore
    let count: Int
    /// The store's revision when these rows were taken: an edit makes them unequal, so the
    /// table sorts again.
    let revision: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    @MainActor init(store: AnimalStore) { self.store = store; self.count = store.count; self.revision = store.revision }
    static func == (a: AnimalRows, b: AnimalRows) -> Bool { a.store === b.store && a.revision == b.revision && a.count == b.count }
    subscript(position: Int) -> Animal { MainActor.assumeIsolated { store.animal(at: position) } }
    /// The rows edited since `earlier` was taken: a sorted table moves only those.
    func changedRows(since earlier: AnimalRows) -> [Int]? {
        guard earlier.store === store, earlier.count == count, earlier.revision <= revision else { return nil }
        return MainActor.assumeIsolated { Array(store.editedRows[earlier.revision..<revision]) }
    }
}
