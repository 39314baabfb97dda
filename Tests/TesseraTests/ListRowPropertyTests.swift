import Testing
@testable import Tessera
import TesseraTesting

private struct Pet: Identifiable, Equatable {
    let id: Int
    var value: Int
    /// A tall pet's value text has a second line, so its row is two lines high.
    var tall: Bool
    /// Unique, so a row on screen names the pet it shows.
    var name: String { "n\(id)" }
    /// The row's own id with its value, so a value drawn in another row's line is caught.
    var valueText: String { "v\(id):\(value)" + (tall ? "\n+\(id)" : "") }
}

@MainActor @Observable private final class Kennel {
    var pets: [Pet]
    init(count: Int, random: inout SplitMix64) {
        pets = (0..<count).map { Pet(id: $0, value: random.below(100), tall: random.chance(30)) }
    }
}

private struct KennelScreen: View {
    var kennel: Kennel
    @State var selection: Int?
    var body: some View {
        List(kennel.pets, selection: $selection) { pet in
            HStack {
                Text(pet.name)
                Text(pet.valueText)
            }
        }
    }
}

@MainActor
@Suite struct ListRowPropertyTests {
    /// After every step of a random sequence of inserts, deletes, moves, edits, scrolls and
    /// resizes, each visible row of a `List` shows the text made from its own item, in the
    /// model's order, on screen and in the accessibility tree.
    @Test(arguments: fuzzSeeds([1, 2, 3, 42]))
    func everyVisibleRowShowsItsOwnItem(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let kennel = Kennel(count: random.below(80), random: &random)
        let pilot = Pilot(KennelScreen(kennel: kennel), size: Size(width: 40, height: 12))
        var log: [String] = []
        for step in 0..<fuzzSteps(120) {
            switch random.below(12) {
            case 0:
                let id = (kennel.pets.map(\.id).max() ?? 0) + 1
                kennel.pets.insert(Pet(id: id, value: random.below(100), tall: random.chance(30)), at: random.below(kennel.pets.count + 1))
                log.append("insert \(id)")
                await Task.yield()
            case 1:
                guard !kennel.pets.isEmpty else { continue }
                let removed = kennel.pets.remove(at: random.below(kennel.pets.count))
                log.append("delete \(removed.id)")
                await Task.yield()
            case 2:
                guard !kennel.pets.isEmpty else { continue }
                let pet = kennel.pets.remove(at: random.below(kennel.pets.count))
                let to = random.below(kennel.pets.count + 1)
                kennel.pets.insert(pet, at: to)
                log.append("move \(pet.id) to \(to)")
                await Task.yield()
            case 3, 4:
                guard !kennel.pets.isEmpty else { continue }
                let i = random.below(kennel.pets.count)
                if random.chance(25) { kennel.pets[i].tall.toggle() } else { kennel.pets[i].value = random.below(100) }
                log.append("edit \(kennel.pets[i].id)")
                await Task.yield()
            case 5:
                let width = 24 + random.below(60), height = 3 + random.below(22)
                pilot.resize(width, height)
                log.append("resize \(width)x\(height)")
            default:
                let key = random.pick([Key.down, .down, .pageDown, .end, .home, .up])
                pilot.press(key)
                log.append("\(key)")
            }
            let problem = Self.mismatch(pilot, kennel.pets)
            #expect(problem == nil, "seed \(seed), step \(step) (\(log.suffix(6).joined(separator: ", "))): \(problem ?? "")\n\(pilot.text)")
            if problem != nil { return }
        }
    }

    /// The first row that does not show its own item, is out of the model's order, or whose
    /// accessibility row differs from the screen; nil when every visible row is right.
    private static func mismatch(_ pilot: Pilot, _ pets: [Pet]) -> String? {
        let position = Dictionary(uniqueKeysWithValues: pets.enumerated().map { ($1.id, $0) })
        var lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == ":" || $0 == "+")) }).map(String.init)
        }
        if lines.last?.contains("Help") == true { lines.removeLast() }  // the key footer
        var shown: [Int] = []  // the ids of the rows on screen, top to bottom
        for (y, words) in lines.enumerated() {
            guard let first = words.first else { continue }
            if first.hasPrefix("+") {
                // A tall row's second line: under its own first line, or at the top, cut off.
                guard let id = Int(first.dropFirst()), let i = position[id], pets[i].tall, words.count == 1 else {
                    return "line \(y) shows \(words), no row's second line"
                }
                if y > 0, lines[y - 1].first != pets[i].name { return "line \(y): \(first) is not under row \(pets[i].name)" }
                if y == 0 { shown.append(id) }
                continue
            }
            guard first.hasPrefix("n"), let id = Int(first.dropFirst()), let i = position[id] else {
                return "line \(y) shows \(words), which is no item's row"
            }
            let pet = pets[i]
            let expected = [pet.name, pet.valueText.split(separator: "\n").first.map(String.init) ?? ""]
            if words != expected { return "row \(pet.name) shows \(words) instead of \(expected)" }
            if pet.tall, y + 1 < lines.count, lines[y + 1] != ["+\(id)"] {
                return "tall row \(pet.name) has \(lines[y + 1]) as its second line"
            }
            if let last = shown.last, position[last]! + 1 != i {
                return "row \(pet.name) (item \(i)) follows \(pets[position[last]!].name) (item \(position[last]!))"
            }
            shown.append(id)
        }
        if pets.isEmpty { return nil }
        if shown.isEmpty, !lines.contains(where: { !$0.isEmpty }) { return "no row on screen" }
        guard let list = findList(pilot.accessibilityElements) else { return "no list in the accessibility tree" }
        let labels = list.children.map(\.label)
        let expected = shown.map { pets[position[$0]!] }.map { "\($0.name), \($0.valueText)" }
        if labels != expected { return "accessibility rows \(labels) instead of \(expected)" }
        return nil
    }

    private static func findList(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
        for e in elements {
            if e.role == .list { return e }
            if let found = findList(e.children) { return found }
        }
        return nil
    }
}
