import Foundation
import Observation
import Tessera

/// The shipped health metrics (`health.json`).
public struct HealthMetrics: Codable, Sendable {
    public struct Steps: Codable, Sendable { public var today: Int; public var goal: Int; public var hourly: [Int] }
    public struct Resting: Codable, Sendable { public var today: Int; public var week: [Int] }
    public struct Sleep: Codable, Sendable { public var hours: Double; public var week: [Double] }
    public struct ConditionRecord: Codable, Sendable, Hashable { public var id: String; public var text: String; public var flagged: Bool }
    public var steps: Steps
    public var restingHeartRate: Resting
    public var sleep: Sleep
    public var conditions: [ConditionRecord]
}

/// The recorded heart-rate samples (`heart-rate.json`).
public struct HeartRateRecording: Codable, Sendable {
    public var unit: String
    public var samples: [Int]
}

/// The live heart rate: a simulated sensor replays the recording, one sample a second.
@MainActor @Observable public final class HeartData {
    public private(set) var beatsPerMinute: Int
    public private(set) var recent: [Int]
    /// Every sample so far, with its time.
    public private(set) var history: [(date: Date, bpm: Int)] = []
    let recording: [Int]
    var next: Int

    public init(recording: [Int], start: Date, window: Int = 30) {
        let samples = recording.isEmpty ? [0] : recording
        let first = min(window, samples.count)
        let initial = Array(samples.prefix(first))
        self.recording = samples
        recent = initial
        beatsPerMinute = initial.last ?? 0
        next = first % samples.count
        history = initial.enumerated().map { (start.addingTimeInterval(Double($0.offset - first + 1)), $0.element) }
    }

    /// The next sample arrives.
    public func receive(at date: Date) {
        let value = recording[next]
        next = (next + 1) % recording.count
        beatsPerMinute = value
        recent.append(value)
        if recent.count > 30 { recent.removeFirst(recent.count - 30) }
        history.append((date, value))
        if history.count > 600 { history.removeFirst(history.count - 600) }
    }
}

/// Whether the heart rate is out of its range, by episode: an episode starts when a sample is
/// above `high` and ends only when one is back under `high - margin`, so a rate hovering
/// around the limit is one episode, not a new one every other second.
public struct HeartRateAlarm: Sendable {
    /// Above this many beats a minute the rate is out of range.
    public var high = 120
    /// How far under `high` the rate must come back to end the episode.
    public var margin = 10
    /// True during an episode.
    public private(set) var isOutOfRange = false

    /// An alarm above 120 BPM, ended under 110.
    public init() {}

    /// Takes a sample; true when it starts an episode (the moment to tell the user).
    public mutating func receive(_ beatsPerMinute: Int) -> Bool {
        if isOutOfRange {
            if beatsPerMinute < high - margin { isOutOfRange = false }
            return false
        }
        isOutOfRange = beatsPerMinute > high
        return isOutOfRange
    }
}

/// One medical condition; edited in place through its text field.
@MainActor @Observable public final class Condition: Identifiable {
    public let id: String
    public var text: String
    public var flagged: Bool
    public init(id: String, text: String, flagged: Bool) { self.id = id; self.text = text; self.flagged = flagged }
    var record: HealthMetrics.ConditionRecord { .init(id: id, text: text, flagged: flagged) }
}

/// The conditions list and its persistence.
@MainActor @Observable public final class ConditionStore {
    public var items: [Condition]
    public var selection: Set<String> = []
    public var focusedText: String?
    @ObservationIgnored let stateStore: StateStore?
    @ObservationIgnored private var counter = 0

    init(records: [HealthMetrics.ConditionRecord], stateStore: StateStore?) {
        self.stateStore = stateStore
        // A condition that does not decode stays in the file; the others are kept.
        let saved = stateStore?.elements(HealthMetrics.ConditionRecord.self, forKey: "conditions")
        items = (saved ?? records).map { Condition(id: $0.id, text: $0.text, flagged: $0.flagged) }
    }

    public func save() { stateStore?.set(items.map(\.record), forKey: "conditions") }

    @discardableResult
    public func add() -> String {
        counter += 1
        var id = "new-\(counter)"
        while items.contains(where: { $0.id == id }) { counter += 1; id = "new-\(counter)" }
        items.append(Condition(id: id, text: "", flagged: false))
        added = id
        save()
        return id
    }

    /// The condition `add()` made last, while it may still be left empty.
    @ObservationIgnored private var added: String?

    /// Editing `id` ended: a condition just added and left empty is taken away again (nothing
    /// was typed, so nothing is lost and there is nothing to undo).
    public func finishedEditing(id: String) {
        guard id == added else { return }
        added = nil
        guard let index = items.firstIndex(where: { $0.id == id }), items[index].text.isEmpty else { return }
        items.remove(at: index)
        selection.remove(id)
        save()
    }

    /// The condition deleted last and where it stood, while it can still be undone.
    public private(set) var undoable: (condition: Condition, index: Int)?

    public func delete(id: String) {
        if let index = items.firstIndex(where: { $0.id == id }) { undoable = (items[index], index) }
        items.removeAll { $0.id == id }
        selection.remove(id)
        save()
    }

    /// Puts the condition deleted last back where it was.
    public func undoDelete() {
        guard let (condition, index) = undoable else { return }
        undoable = nil
        items.insert(condition, at: min(index, items.count))
        save()
    }

    /// Ends the offer to undo (it lasts a few seconds).
    public func forgetUndo() { undoable = nil }

    public func flag(id: String) {
        items.first { $0.id == id }?.flagged.toggle()
        save()
    }

    public func delete(atOffsets offsets: IndexSet) {
        for id in offsets.compactMap({ items.indices.contains($0) ? items[$0].id : nil }) { delete(id: id) }
    }

    public func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.sorted().map { items[$0] }
        var rest = items.enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let before = source.filter { $0 < destination }.count
        rest.insert(contentsOf: moving, at: max(0, min(rest.count, destination - before)))
        items = rest
        save()
    }
}
