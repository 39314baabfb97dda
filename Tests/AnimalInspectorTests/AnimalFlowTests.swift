import Foundation
import SnapshotTesting
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

@MainActor
@Suite struct AnimalFlowTests {
    @Test func tableOnly() throws {
        let pilot = try launch(stateDir: makeTempDir())
        #expect(pilot.text.contains("Chú Sóc Bông"))
        #expect(pilot.text.contains("🦆 Captain Quackers"))
        assertSnapshot(of: pilot, as: .screen)
    }

    @Test func withInspector() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.press(.down)
        pilot.type("i")
        assertSnapshot(of: pilot, as: .screen)
    }

    @Test func yCopiesTheSelectedRowAndSaysSo() throws {
        let pilot = try launch(stateDir: makeTempDir())
        #expect(pilot.text.contains("y Copy"))
        pilot.press(.down)
        pilot.type("y")
        #expect(pilot.requests == [.copyToClipboard("Professor Acorn\tApple\tSuspicious")])
        #expect(pilot.text.contains("Copied Professor Acorn · Apple · Suspicious"))
        pilot.press(.down)
        #expect(!pilot.text.contains("Copied"))  // until the next key
        #expect(pilot.requests.count == 1)       // nothing is copied but on `y`
    }

    @Test func aCopiedRowCarriesNoControlCharacters() throws {
        let animal = Animal(id: "x", name: "Evil\u{1B}]52;c;SGk=\u{07}Rat\u{202E}", fruit: "Fig\tTree", suspicion: .sneaky)
        #expect(copiedRow(animal) == "Evil]52;c;SGk=Rat\tFigTree\tSneaky")
    }

    @Test func compactInspectorIsASheet() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 70, height: 24))
        pilot.press(.down)
        pilot.type("i")
        #expect(!pilot.text.contains("│╭"))
        assertSnapshot(of: pilot, as: .screen)
    }

    /// The inspector beside the table stays beside it until the window narrows; as a sheet it
    /// takes the focus, on its first control that does not take typing, so a key meant for the
    /// app does not land in the animal's name.
    @Test func aWindowNarrowedUnderTheInspectorLeavesTheNameAlone() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("i")
        #expect(pilot.text.contains("│╭"))                // a column beside the table
        pilot.resize(50, 15)
        #expect(pilot.text.contains("Medium"))            // now a sheet
        #expect(pilot.host.focus.focused?.capturesText == false)
        #expect(!pilot.screen.line(14).contains("Type"), "\(pilot.screen.line(14))")
        pilot.type("x")
        #expect(pilot.text.contains("Fabrizio Fish"))
        #expect(!pilot.text.contains("Fabrizio Fishx"))
    }

    @Test func bulletinDetents() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("n")
        #expect(pilot.text.contains("8 rows"))
        assertSnapshot(of: pilot, as: .screen, named: "small")
        pilot.type("+")
        #expect(pilot.text.contains("Medium"))
        pilot.type("+")
        #expect(pilot.text.contains("Large"))
        assertSnapshot(of: pilot, as: .screen, named: "large")
        pilot.press(.escape)
        #expect(!pilot.text.contains("Nibble Bulletin\n"))
    }

    @Test func sortedByName() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type(">")
        let lines = pilot.text.split(separator: "\n")
        #expect(lines[1].hasPrefix(" Name") && lines[1].contains("▲"))
        #expect(lines[2].contains("Admiral Koi"))
        pilot.type("r")
        #expect(pilot.text.split(separator: "\n")[1].contains("▼"))
    }

    @Test func anEmptyNameIsRefusedAndTheFieldSaysWhy() throws {
        let dir = makeTempDir()
        let pilot = try launch(stateDir: dir)
        pilot.type("i")
        while !pilot.text.contains("Type Edit") { pilot.press(.tab) }
        pilot.press(.character("u"), modifiers: .control)
        #expect(pilot.text.contains("⚠ A name is required"))
        #expect(pilot.text.contains("▎Fabrizio Fish"))                 // the table keeps the last good name
        pilot.press(.tab)                                             // leaving the field: the name comes back
        #expect(!pilot.text.contains("⚠ A name is required"))
        pilot.press(.backTab)
        #expect(pilot.text.contains("Fabrizio Fish"))
        pilot.advance(by: .seconds(1))
        #expect(try launch(stateDir: dir).text.contains("Fabrizio Fish"))
    }

    @Test func aSheetOverTheBulletinHidesItUntilItCloses() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 50, height: 15))
        pilot.type("n")
        pilot.type("i")                                   // the inspector, as a sheet, over the bulletin
        #expect(pilot.text.components(separatedBy: "━━━").count - 1 == 1)   // one grabber, not two
        #expect(pilot.text.contains("ANIMAL"))
        pilot.press(.escape)
        #expect(pilot.text.contains("Nibble Bulletin\n"))
        #expect(pilot.text.contains("nibbled"))           // the bulletin's content is back
    }

    @Test func theToolbarSaysWhatItsOverflowIs() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 50, height: 15))
        #expect(pilot.screen.line(0).contains("More… (F10)"))
        pilot.press(.function(10))
        #expect(pilot.text.contains("ⓘ Inspector"))
    }

    @Test func editSurvivesRelaunch() throws {
        let dir = makeTempDir()
        let pilot = try launch(stateDir: dir)
        // Fabrizio Fish, the first animal, starts selected.
        pilot.type("i")
        while !pilot.text.contains("Type Edit") { pilot.press(.tab) }   // into the inspector's name field
        pilot.press(.character("u"), modifiers: .control)
        pilot.type("Fabrizio the Great")
        #expect(pilot.text.contains("▎Fabrizio the Great"))
        pilot.advance(by: .seconds(1))
        let again = try launch(stateDir: dir)
        #expect(again.text.contains("Fabrizio the Great"))
        #expect(!again.text.contains("Fabrizio Fish"))
    }

    @Test func inspectorWidthKeptAndClamped() throws {
        let dir = makeTempDir()
        let pilot = try launch(stateDir: dir)
        pilot.type("i")
        func dividerColumn(_ p: Pilot) -> Int? {
            let line = p.text.split(separator: "\n")[5]
            return line.firstIndex(of: "│").map { line.distance(from: line.startIndex, to: $0) }
        }
        let start = try #require(dividerColumn(pilot))
        #expect(start == 120 - 30 - 1)
        pilot.type("[[[")
        #expect(dividerColumn(pilot) == start + 3)
        pilot.advance(by: .seconds(1))
        let again = try launch(stateDir: dir)
        again.type("i")
        #expect(dividerColumn(again) == start + 3)
        again.type(String(repeating: "]", count: 30))
        #expect(dividerColumn(again) == 120 - 40 - 1)
        again.advance(by: .seconds(1))
        // A width outside min…max in the state file is clamped on the next launch.
        let file = dir.appendingPathComponent("animals.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: ": 40", with: ": 99")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let third = try launch(stateDir: dir)
        third.type("i")
        #expect(dividerColumn(third) == 120 - 40 - 1)
    }

    @Test func backgroundInteractionThreshold() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("n")
        pilot.press(.down)
        #expect(pilot.text.contains("▌Professor Acorn"))
        pilot.type("+")
        pilot.press(.down)
        #expect(pilot.text.contains("▎Professor Acorn"))
        #expect(!pilot.text.contains("▎Chú Sóc Bông"))
        pilot.type("-")
        pilot.press(.down)
        #expect(pilot.text.contains("▌Chú Sóc Bông"))
    }

    @Test func millionRows() throws {
        let pilot = try launch(stateDir: makeTempDir(), rows: 1_000_000)
        pilot.press(.end)
        #expect(pilot.text.contains("1000000"))
        pilot.press(.home)
        #expect(pilot.text.contains("Brave Fox 1 "))
    }

    @Test(arguments: [
        ("[{\"name\": \"A\", \"fruit\": \"Pear\", \"suspicion\": \"evil\"}]",
         "element 0, field \"suspicion\": expected one of innocent, sneaky, suspicious, verySuspicious, extremelySuspicious, found \"evil\""),
        ("[]", "expected at least one animal, found an empty array"),
        ("{nope", "line 1, column 2: expected a field name in quotes, found \"n\""),
        ("[{\"name\": \"A\",\n  \"fruit\": x}]", "line 2, column 12: expected a value, found \"x\""),
        ("[{\"name\": \"A\", \"fruit\": \"Pear\", \"suspicion\": \"sneaky\"}, {\"name\": \"A\", \"fruit\": \"Fig\", \"suspicion\": \"sneaky\"}]",
         "element 1, field \"name\": expected a name not used before, found \"A\" (also element 0)"),
        ("[{\"name\": \"A\", \"suspicion\": \"sneaky\"}]", "element 0, field \"fruit\": missing, expected a string"),
        ("[{\"name\": 3, \"fruit\": \"Pear\", \"suspicion\": \"sneaky\"}]", "element 0, field \"name\": expected a string"),
    ])
    func badData(json: String, message: String) throws {
        let dir = makeTempDir()
        let file = dir.appendingPathComponent("animals.json")
        try Data(json.utf8).write(to: file)
        do {
            _ = try launch(stateDir: makeTempDir(), data: dir)
            Issue.record("expected an error")
        } catch let error as AnimalDataError {
            #expect(error.description == file.path + ": " + message)   // one format: path, place, what was expected
        }
    }

    @Test func missingDataFile() throws {
        let dir = makeTempDir()
        do {
            _ = try launch(stateDir: makeTempDir(), data: dir)
            Issue.record("expected an error")
        } catch let error as AnimalDataError {
            #expect(error.description.hasSuffix("animals.json: no such file"))
        }
    }
}
