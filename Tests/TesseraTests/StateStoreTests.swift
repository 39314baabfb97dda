import Foundation
import Testing
@testable import Tessera

/// The state file: saved within a second of a change, atomically, mode 0600; a file that does
/// not decode is set aside and never overwritten; two stores on one file: last writer wins.
@MainActor
@Suite struct StateStoreTests {
    static func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-state-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func savesWithinASecondOfAChangeAndOnceForABurst() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = TestClock()
        let url = dir.appendingPathComponent("app.json")
        let store = StateStore(url: url, clock: clock)
        store.set("a", forKey: "name")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        clock.advance(by: .milliseconds(100))
        store.set("ab", forKey: "name")
        store.set(3, forKey: "count")
        #expect(store.hasPendingSave)
        clock.advance(by: .milliseconds(900))
        #expect(!store.hasPendingSave)
        let saved = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
        #expect(saved == ["name": .string("ab"), "count": .number(3)])
        // Nothing changed: no save is scheduled.
        store.set("ab", forKey: "name")
        #expect(!store.hasPendingSave)
    }

    @Test func atomicWriteLeavesNoTemporaryFileAndMode0600() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let store = StateStore(url: url, clock: TestClock())
        store.set(["x", "y"], forKey: "list")
        store.saveNow()
        #expect(Self.files(in: dir) == ["app.json"])
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
        // A file that existed with wider permissions is replaced by a 0600 one.
        chmod(url.path, 0o644)
        store.set(["z"], forKey: "list")
        store.saveNow()
        let again = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
        #expect(again & 0o777 == 0o600)
        #expect(Self.files(in: dir) == ["app.json"])
    }

    @Test func setAsideFilesAreStampedInUTCWithoutColons() {
        #expect(StateStore.fileStamp(TestClock.defaultStart) == "2026-03-14T09-41-00Z")
        #expect(StateStore.fileStamp(Date(timeIntervalSince1970: 951_868_799)) == "2000-02-29T23-59-59Z")
        #expect(StateStore.fileStamp(Date(timeIntervalSince1970: 0.9)) == "1970-01-01T00-00-00Z")
    }

    @Test func corruptFileIsSetAsideAndNeverOverwritten() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let garbage = Data("{\"name\": \"half a fi".utf8)
        try garbage.write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        let aside = try #require(store.setAsideURL)
        #expect(aside.lastPathComponent.hasPrefix("app.corrupt-"))
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(store.value(String.self, forKey: "name") == nil)
        store.set("fresh", forKey: "name")
        clock.advance(by: .seconds(1))
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(Self.files(in: dir).count == 2)
        #expect(StateStore(url: url, clock: clock).value(String.self, forKey: "name") == "fresh")
    }

    @Test func wrongShapeCountsAsCorrupt() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try Data("[1, 2, 3]".utf8).write(to: url)
        let store = StateStore(url: url, clock: TestClock())
        #expect(store.setAsideURL != nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func twoStoresOnOneFileLastWriterWinsAndTheFileStaysWhole() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let clock = TestClock()
        let first = StateStore(url: url, clock: clock)
        let second = StateStore(url: url, clock: clock)
        for i in 0..<50 {
            first.set("first \(i)", forKey: "a")
            second.set("second \(i)", forKey: "b")
            if i.isMultiple(of: 2) { first.saveNow(); second.saveNow() } else { second.saveNow(); first.saveNow() }
            let saved = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
            let expected: [String: JSONValue] = i.isMultiple(of: 2) ? ["b": .string("second \(i)")] : ["a": .string("first \(i)")]
            #expect(saved == expected)
        }
        #expect(Self.files(in: dir) == ["app.json"])
    }

    @Test func unwritableDirectoryReportsInsteadOfTrapping() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A file where the state directory should be.
        let blocker = dir.appendingPathComponent("state")
        try Data("x".utf8).write(to: blocker)
        let store = StateStore(url: blocker.appendingPathComponent("app.json"), clock: TestClock())
        var errors: [String] = []
        store.onError = { errors.append($0) }
        store.set(1, forKey: "k")
        store.saveNow()
        #expect(errors.count == 1)
    }
}
