import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

/// What each row of the animal table must show: its name's line holds its own gauge and title.
@MainActor
private func rowsNotShowingTheirSuspicion(_ pilot: Pilot, _ store: AnimalStore, rows: Int) -> [String] {
    var expected: [String: String] = [:]
    for i in 0..<rows {
        let animal = store.animal(at: i)
        expected[animal.name] = animal.suspicion.gauge + " " + animal.suspicion.title
    }
    var wrong: [String] = []
    var shown = 0
    for line in pilot.text.split(separator: "\n").dropFirst(2) {
        let cells = line.dropFirst().split(separator: "  ", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = cells.first, let suspicion = expected[name] else { continue }
        shown += 1
        if cells.last != suspicion { wrong.append("\(name): \(cells.last ?? "") instead of \(suspicion)") }
    }
    if shown == 0 { wrong.append("no rows found") }
    return wrong
}

@MainActor
private func animalStore(of pilot: Pilot) -> AnimalStore? {
    func find(_ node: Node) -> AnimalStore? {
        if let view = node.lastView as? AnimalScreen { return view.store }
        for child in node.children { if let found = find(child) { return found } }
        return nil
    }
    return find(pilot.host.root)
}

@MainActor
@Suite struct AnimalTableTests {
    /// Sorting by any column moves each animal's Suspicion cell with it (the cells already on
    /// screen were once left where they were).
    @Test func afterASortEveryRowShowsItsOwnSuspicion() throws {
        let pilot = try launch(stateDir: makeTempDir())
        let store = try #require(animalStore(of: pilot))
        for key in [">", ">", "r", "<", ">"] {
            pilot.type(key)
            let wrong = rowsNotShowingTheirSuspicion(pilot, store, rows: store.count)
            #expect(wrong.isEmpty, "after \(key): \(wrong)\n\(pilot.text)")
        }
    }

    /// A table large enough to sort in the background shows the sorted rows' own cells once
    /// the sort is done.
    @Test func aBackgroundSortShowsEachRowsOwnSuspicion() throws {
        let pilot = try launch(stateDir: makeTempDir(), rows: 120_000)
        let store = try #require(animalStore(of: pilot))
        pilot.type("<")
        pilot.advance(by: .zero)
        #expect(pilot.text.contains("Suspicion Level ▲"), "\(pilot.text)")
        #expect(!pilot.text.contains("Sorting…"))
        // The rows sorted first are the innocent ones.
        #expect(pilot.text.split(separator: "\n")[2].contains("●○○○○ Innocent"), "\(pilot.text)")
        let top = (0..<120_000).lazy.map { store.animal(at: $0) }.filter { $0.suspicion == .innocent }.prefix(40).map(\.name)
        var wrong: [String] = []
        for line in pilot.text.split(separator: "\n").dropFirst(2).dropLast() {
            guard let name = top.first(where: { line.dropFirst().hasPrefix($0 + " ") }) else { continue }
            if !line.contains("●○○○○ Innocent") { wrong.append(name) }
        }
        #expect(wrong.isEmpty, "\(wrong)\n\(pilot.text)")
    }

    /// At 80 columns the header keeps "19 of 48", and a Suspicion cell is cut only when the
    /// other columns have no room to give.
    @Test func eightyColumnsShowTheCounterAndWholeSuspicionCells() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 80, height: 32))
        pilot.press(.down, times: 18)
        #expect(pilot.text.split(separator: "\n")[1].hasSuffix("19 of 48"), "\(pilot.text)")
        #expect(pilot.text.contains("●●●●● Extremely Suspicious"), "\(pilot.text)")
        #expect(!pilot.text.contains("…"), "\(pilot.text)")
    }
}

@MainActor
@Suite struct AnimalFindAndFocusTests {
    /// Find ignores case and accents ("soc" finds "Chú Sóc Bông", "d" finds "đ") and
    /// underlines what matched in the rows shown.
    @Test func findIgnoresAccentsAndUnderlinesTheMatch() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("/soc")
        let line = try #require(pilot.text.split(separator: "\n").firstIndex { $0.contains("Chú Sóc Bông") && $0.hasPrefix("▌") },
                                "the cursor is on Chú Sóc Bông\n\(pilot.text)")
        let at = try #require(pilot.position(of: "Sóc"))
        #expect(at.y == line)
        let screen = pilot.screen
        for x in at.x..<(at.x + 3) { #expect(screen[x, at.y].style.attributes.contains(.underline), "column \(x)") }
        #expect(!screen[at.x - 1, at.y].style.attributes.contains(.underline))
        #expect(!screen[at.x + 3, at.y].style.attributes.contains(.underline))
        #expect(TableNode<Animal>.folded("Đường Đi") == "duong di")
        #expect(TableNode<Animal>.matchedCharacters(in: "Ông Đỗ", needle: "do") == 4..<6)
    }

    /// The selected row is bold with the table focused and dim, with a thin bar, without.
    @Test func theSelectedRowIsDimmerWithoutFocus() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.press(.down)
        let y = try #require(pilot.position(of: "Professor Acorn")).y
        #expect(pilot.screen[0, y].character == "▌")
        #expect(pilot.screen[5, y].style.attributes.contains(.bold) && !pilot.screen[5, y].style.attributes.contains(.dim))
        pilot.type("i")
        pilot.press(.tab)
        #expect(!pilot.host.focus.focused.map { $0 is TableNode<Animal> }!, "the inspector has the focus")
        #expect(pilot.screen[0, y].character == "▎", "\(pilot.text)")
        #expect(pilot.screen[5, y].style.attributes.contains([.reverse, .dim]))
        #expect(!pilot.screen[5, y].style.attributes.contains(.bold))
    }
}
