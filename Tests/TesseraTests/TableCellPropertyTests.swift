import class Foundation.ProcessInfo
import Testing
@testable import Tessera
import TesseraTesting

/// How many random steps a property test takes: a few hundred in `swift test`, more under
/// `make fuzz` (`TESSERA_FUZZ_STEPS`).
func fuzzSteps(_ quick: Int) -> Int {
    ProcessInfo.processInfo.environment["TESSERA_FUZZ_STEPS"].flatMap(Int.init) ?? quick
}

/// The seeds a property test runs: fixed ones, plus `TESSERA_FUZZ_SEED` when set.
func fuzzSeeds(_ fixed: [UInt64]) -> [UInt64] {
    if let seed = ProcessInfo.processInfo.environment["TESSERA_FUZZ_SEED"].flatMap(UInt64.init) { return [seed] }
    if ProcessInfo.processInfo.environment["TESSERA_FUZZ_STEPS"] != nil {
        return fixed + (0..<4).map { _ in UInt64.random(in: 1...UInt64.max) }
    }
    return fixed
}

private struct Critter: Identifiable, Equatable {
    let id: Int
    var fruit: String
    var level: Int
    /// Unique, so a row on screen names the critter it shows.
    var name: String { "c\(id)" }
    /// What the custom columns show: the row's own id with its value, so a cell drawn in
    /// another row's line is caught.
    var levelCell: String { "#\(id):L\(level)" }
    var tagCell: String { "t\(id)\(fruit.prefix(1))" }
}

@MainActor @Observable private final class Herd {
    var critters: [Critter]
    init(count: Int, generator: inout SplitMix64) {
        critters = (0..<count).map { Critter(id: $0, fruit: Herd.fruits.randomElement(using: &generator)!, level: Int.random(in: 1...5, using: &generator)) }
    }
    static let fruits = ["apple", "fig", "kiwi", "lime", "pear", "plum", "date"]
}

private struct HerdScreen: View {
    var herd: Herd
    @State var selection: Int?
    @State var order: [KeyPathComparator<Critter>] = []
    var body: some View {
        Table(herd.critters, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Fruit", value: \.fruit)
            TableColumn("Level", value: \.level) { Text($0.levelCell) }.width(9)
            TableColumn("Tag") { Text($0.tagCell) }.width(8)
        }
    }
}

@MainActor
@Suite struct TableCellPropertyTests {
    /// After every step of a random sequence of sorts, reverses, finds, edits, scrolls and
    /// resizes, each visible row's cells are those made from that row's data, on screen and
    /// in the accessibility tree.
    @Test(arguments: fuzzSeeds([1, 2, 3, 42]))
    func everyVisibleCellBelongsToItsRow(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let herd = Herd(count: Int.random(in: 0...120, using: &random), generator: &random)
        let pilot = Pilot(HerdScreen(herd: herd), size: Size(width: 60, height: 14))
        var log: [String] = []
        for step in 0..<fuzzSteps(120) {
            let action = Int.random(in: 0..<12, using: &random)
            switch action {
            case 0: pilot.type(">"); log.append(">")
            case 1: pilot.type("<"); log.append("<")
            case 2: pilot.type("r"); log.append("r")
            case 3:
                let text = ["c1", "c2", "7", "c", "x"].randomElement(using: &random)!
                pilot.type("/" + text)
                let end: Key = Bool.random(using: &random) ? .enter : .escape
                pilot.press(end)
                log.append("find \(text) \(end)")
            case 4, 5:
                guard !herd.critters.isEmpty else { continue }
                let i = Int.random(in: 0..<herd.critters.count, using: &random)
                if Bool.random(using: &random) {
                    herd.critters[i].level = Int.random(in: 1...5, using: &random)
                } else {
                    herd.critters[i].fruit = Herd.fruits.randomElement(using: &random)!
                }
                await Task.yield()
                log.append("edit \(i)")
            case 6:
                if Bool.random(using: &random), !herd.critters.isEmpty {
                    herd.critters.remove(at: Int.random(in: 0..<herd.critters.count, using: &random))
                    log.append("remove")
                    await Task.yield()
                } else {
                    let id = (herd.critters.map(\.id).max() ?? 0) + 1
                    herd.critters.insert(Critter(id: id, fruit: "fig", level: 3), at: Int.random(in: 0...herd.critters.count, using: &random))
                    log.append("insert \(id)")
                    await Task.yield()
                }
            case 7:
                let width = Int.random(in: 44...100, using: &random), height = Int.random(in: 4...24, using: &random)
                pilot.resize(width, height)
                log.append("resize \(width)x\(height)")
            default:
                let key = [Key.down, .up, .pageDown, .pageUp, .end, .home].randomElement(using: &random)!
                pilot.press(key)
                log.append("\(key)")
            }
            let problem = Self.mismatch(pilot, herd.critters)
            #expect(problem == nil, "seed \(seed), step \(step) (\(log.suffix(6).joined(separator: ", "))): \(problem ?? "")\n\(pilot.text)")
            if problem != nil { return }
        }
    }

    /// The first row whose cells are not its own, on screen or in the accessibility tree.
    private static func mismatch(_ pilot: Pilot, _ critters: [Critter]) -> String? {
        let byName = Dictionary(uniqueKeysWithValues: critters.map { ($0.name, $0) })
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        var shown: [String] = []
        for line in lines {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "▌" }).map(String.init)
            guard let name = words.first, name.hasPrefix("c"), let critter = byName[name] else { continue }
            shown.append(name)
            let expected = [critter.name, critter.fruit, critter.levelCell, critter.tagCell]
            if words.prefix(4).map({ $0 }) != expected { return "row \(name) shows \(words.prefix(4)) instead of \(expected)" }
        }
        guard let table = findTable(pilot.accessibilityElements) else { return "no table in the accessibility tree" }
        let labels = table.children.map(\.label)
        let expected = shown.compactMap { byName[$0] }.map { "\($0.name), \($0.fruit), \($0.levelCell), \($0.tagCell)" }
        if labels != expected { return "accessibility rows \(labels) instead of \(expected)" }
        return nil
    }

    private static func findTable(_ elements: [AccessibilityElement]) -> AccessibilityElement? {
        for e in elements {
            if e.role == .table { return e }
            if let found = findTable(e.children) { return found }
        }
        return nil
    }
}
