import Foundation
import Testing
@testable import Tessera
import TesseraTesting
@testable import VacationPlanner

/// Saved trips: one that does not decode hides none of the others and stays in the file.
@MainActor
@Suite struct TripPersistenceTests {
    @Test func aBadTripKeepsTheOthersAndBookingKeepsItInTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("vacation.json")
        try Data(#"""
        {"trips": [
          {"id": "t1", "destinationID": "kyoto", "destinationName": "Kyoto", "start": "2027-03-01", "end": "2027-03-05", "travellers": 1, "notes": "Temples"},
          {"id": "t2", "destinationID": "zermatt", "destinationName": "Zermatt", "start": "2027-02-01", "end": "2027-02-05", "travellers": "two", "notes": ""},
          {"id": "t3", "destinationID": "bled", "destinationName": "Lake Bled", "start": "2027-04-01", "end": "2027-04-05", "travellers": 3}
        ]}
        """#.utf8).write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        let root = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(stateStore: store))
        let pilot = Pilot(root, size: Size(width: 100, height: 30), clock: clock)
        pilot.type("ada@example.com"); pilot.press(.tab); pilot.type("pw"); pilot.press(.enter)
        #expect(pilot.text.contains("Kyoto"))
        #expect(pilot.text.contains("Lake Bled"))      // saved without notes: read as none
        #expect(store.notice == #"1 of 3 entries under "trips" could not be read; they stay in vacation.json as they were"#)
        pilot.press(.enter); pilot.press(.enter)        // the destinations start focused
        pilot.type("2027-01-10"); pilot.press(.tab); pilot.type("2027-01-12"); pilot.press(.enter)
        store.saveNow()
        let saved = try JSONDecoder().decode([String: [JSONValue]].self, from: Data(contentsOf: url))
        let ids = saved["trips"]?.compactMap { trip -> String? in
            if case .object(let fields) = trip, case .string(let id)? = fields["id"] { return id }
            return nil
        } ?? []
        #expect(ids.count == 4)
        #expect(Set(ids).isSuperset(of: ["t1", "t2", "t3"]))
        let bad = saved["trips"]?.first { if case .object(let f) = $0 { return f["id"] == .string("t2") } else { return false } }
        if case .object(let fields)? = bad { #expect(fields["travellers"] == .string("two")) } else { Issue.record("t2 was not kept") }
    }
}
