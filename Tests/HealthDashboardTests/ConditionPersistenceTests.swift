import Foundation
import Testing
@testable import Tessera
import TesseraTesting
@testable import HealthDashboard

/// Saved conditions: one that does not decode does not bring the shipped list back.
@MainActor
@Suite struct ConditionPersistenceTests {
    @Test func aBadConditionKeepsTheUsersListAndStaysInTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("state.json")
        try Data(#"""
        {"conditions": [{"id": "c1", "text": "Hay fever", "flagged": false},
                        {"id": "c2", "text": "Broken toe", "flagged": "yes"},
                        {"id": "c3", "text": "Night owl", "flagged": true}]}
        """#.utf8).write(to: url)
        let (app, driver) = try makeDashboard(stateDir: dir)
        #expect(app.conditions.items.map(\.id) == ["c1", "c3"])
        #expect(driver.text.contains("Hay fever"))
        #expect(!driver.text.contains("Seasonal allergies"))
        #expect(driver.screen.line(31).contains("1 of 3 entries under \"conditions\" could not be read"))
        app.conditions.flag(id: "c1")
        app.conditions.stateStore?.saveNow()
        let saved = try JSONDecoder().decode([String: [JSONValue]].self, from: Data(contentsOf: url))
        #expect(saved["conditions"]?.count == 3)
        #expect(saved["conditions"]?.contains(.object(["id": .string("c2"), "text": .string("Broken toe"), "flagged": .string("yes")])) == true)
        #expect(saved["conditions"]?.first == .object(["id": .string("c1"), "text": .string("Hay fever"), "flagged": .bool(true)]))
    }
}
