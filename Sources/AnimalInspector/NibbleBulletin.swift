import Foundation
import Tessera

/// One report of a nibble.
struct NibbleEntry: Identifiable {
    let id: Int
    let time: String
    let line: String
}

/// Where and when fruit was nibbled: made up deterministically from the animals' names and the
/// clock, rounded to five minutes.
struct NibbleBulletin: View {
    let store: AnimalStore
    @Environment(\.clock) private var clock

    private static let places = ["by the pond", "in the orchard", "near the café", "on the ring path", "under the oaks",
                                 "at the visitor centre", "behind the fitness centre", "in the meadow"]

    var entries: [NibbleEntry] {
        let now = clock?.now ?? Date(timeIntervalSince1970: 0)
        let base = (now.timeIntervalSince1970 / 300).rounded(.down) * 300
        let n = min(store.count, 12)
        // One observation of the store for the whole list, none per animal (see `unobserved`).
        _ = store.revision
        let items = (0..<n).map { i -> (Double, String) in
            let animal = store.unobservedAnimal(at: i)
            let (name, fruit, _) = animal.unobserved
            var hash: UInt64 = 0xcbf29ce484222325
            for byte in animal.id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            let minutesAgo = Double(5 * (1 + Int(hash % 60)))
            let place = Self.places[Int((hash >> 8) % UInt64(Self.places.count))]
            let when = base - minutesAgo * 60
            return (when, "\(name) nibbled \(article(fruit)) \(place)")
        }.sorted { $0.0 > $1.0 }
        return items.enumerated().map { i, item in
            // Times are UTC, so every run and snapshot shows the same bulletin.
            let minuteOfDay = (Int(item.0) / 60 % 1440 + 1440) % 1440
            let hour = minuteOfDay / 60, minute = minuteOfDay % 60
            return NibbleEntry(id: i, time: (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)",
                               line: item.1)
        }
    }

    private func article(_ fruit: String) -> String {
        let lower = fruit.lowercased()
        return (["a", "e", "i", "o", "u"].contains { lower.hasPrefix($0) } ? "an " : "a ") + lower
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Nibble Bulletin").bold()
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(entries) { entry in
                        Text(entry.time).bold() + Text("  " + entry.line)
                    }
                }
            }
        }
        .padding(.horizontal, 1)
    }
}
