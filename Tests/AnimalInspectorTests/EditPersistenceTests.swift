import Foundation
import Testing
@testable import Tessera
import TesseraTesting
@testable import AnimalInspector

/// Saved edits: one that does not decode hides none of the others and stays in the file.
@MainActor
@Suite struct EditPersistenceTests {
    @Test func aBadEditKeepsTheOthersAndAnotherEditKeepsItInTheFile() throws {
        let dir = makeTempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("animals.json")
        try Data(#"{"animals.edits": {"Fabrizio Fish": {"name": "Fabrizio Renamed"}, "Professor Acorn": {"suspicion": "maybe"}}}"#.utf8).write(to: url)
        let pilot = try launch(stateDir: dir)
        #expect(pilot.text.contains("Fabrizio Renamed"))
        let store = try #require(pilot.host.environment.stateStore)
        #expect(store.notice?.contains("\"Professor Acorn\"") == true)
        let model = AnimalStore(records: [AnimalRecord(name: "Sprocket", fruit: "Mango", suspicion: .innocent)], synthetic: nil, stateStore: store)
        let sprocket = try #require(model.animal(withID: "Sprocket"))
        sprocket.notes = "Seen at the orchard"
        model.save(sprocket)
        quit(pilot)
        let saved = try JSONDecoder().decode([String: [String: JSONValue]].self, from: Data(contentsOf: url))["animals.edits"] ?? [:]
        #expect(saved["Professor Acorn"] == .object(["suspicion": .string("maybe")]))
        #expect(saved["Fabrizio Fish"] == .object(["name": .string("Fabrizio Renamed")]))
        #expect(saved["Sprocket"] == .object(["notes": .string("Seen at the orchard")]))
    }
}
