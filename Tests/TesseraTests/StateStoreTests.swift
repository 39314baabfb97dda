import Foundation
import Testing
@testable import Tessera

/// The state file: saved within a second of a change, atomically, mode 0600; a file that does
/// not decode is set aside and never overwritten, nor one element that does not; two stores on
/// one file merge; a failed save is said and retried.
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

    @Test func twoStoresOnOneFileMergeTheirChangesAndTheFileStaysWhole() throws {
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
            #expect(saved == ["a": .string("first \(i)"), "b": .string("second \(i)")])
        }
        #expect(Self.files(in: dir) == ["app.json"])
        #expect(first.saveError == nil && second.saveError == nil)
    }

    struct Item: Codable, Equatable { var id: String; var count: Int }

    @Test func listsMergeByIDAndDictionariesByKey() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let clock = TestClock()
        let seed = StateStore(url: url, clock: clock)
        seed.set([Item(id: "x", count: 1), Item(id: "y", count: 1)], forKey: "items")
        seed.set(["p": 1, "q": 1], forKey: "table")
        seed.saveNow()
        // Two instances start from the same file; the earlier one saves last.
        let earlier = StateStore(url: url, clock: clock)
        let later = StateStore(url: url, clock: clock)
        later.set([Item(id: "x", count: 1), Item(id: "y", count: 1), Item(id: "z", count: 1)], forKey: "items")
        later.set(["p": 2, "q": 1], forKey: "table")
        later.saveNow()
        earlier.set([Item(id: "y", count: 5)], forKey: "items")  // x removed, y changed
        earlier.set(["p": 1, "q": 1, "r": 3], forKey: "table")
        earlier.saveNow()
        let reopened = StateStore(url: url, clock: clock)
        #expect(reopened.value([Item].self, forKey: "items") == [Item(id: "y", count: 5), Item(id: "z", count: 1)])
        #expect(reopened.value([String: Int].self, forKey: "table") == ["p": 2, "q": 1, "r": 3])
        #expect(earlier.notice?.hasPrefix("Merged with changes another instance saved to app.json") == true)
        #expect(Self.files(in: dir) == ["app.json"])
        // The earlier instance saves again: what the later one added is still not removed.
        earlier.set([Item(id: "y", count: 6)], forKey: "items")
        earlier.saveNow()
        #expect(StateStore(url: url, clock: clock).value([Item].self, forKey: "items") == [Item(id: "y", count: 6), Item(id: "z", count: 1)])
    }

    @Test func bothInstancesChangingOneValueKeepTheOthersVersionAside() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let clock = TestClock()
        let earlier = StateStore(url: url, clock: clock)
        let later = StateStore(url: url, clock: clock)
        later.set("later", forKey: "name")
        later.saveNow()
        earlier.set("earlier", forKey: "name")
        earlier.saveNow()
        #expect(StateStore(url: url, clock: clock).value(String.self, forKey: "name") == "earlier")
        let aside = try #require(Self.files(in: dir).first { $0.hasPrefix("app.conflict-") })
        let kept = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: dir.appendingPathComponent(aside)))
        #expect(kept == ["name": .string("later")])
        #expect(earlier.notice == "Both instances changed \"name\" in app.json; the other's version: \(aside)")
    }

    @Test func oneBadElementKeepsTheOthersAndStaysInTheFile() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try Data(#"{"items": [{"id": "a", "count": 1}, {"id": "b", "count": "two"}, {"id": "c", "count": 3}]}"#.utf8).write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        #expect(store.elements(Item.self, forKey: "items") == [Item(id: "a", count: 1), Item(id: "c", count: 3)])
        #expect(store.takeNotice() == #"1 of 3 entries under "items" could not be read; they stay in app.json as they were"#)
        #expect(store.takeNotice() == nil)
        store.set([Item(id: "c", count: 4), Item(id: "d", count: 1)], forKey: "items")
        clock.advance(by: .seconds(1))
        let saved = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
        let bad: JSONValue = .object(["id": .string("b"), "count": .string("two")])
        #expect(saved["items"] == .array([.object(["id": .string("c"), "count": .number(4)]),
                                          .object(["id": .string("d"), "count": .number(1)]), bad]))
        #expect(Self.files(in: dir) == ["app.json"])
    }

    @Test func oneBadEntryKeepsTheOthersAndStaysInTheFile() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try Data(#"{"table": {"good": {"id": "g", "count": 1}, "bad": {"id": "b", "count": "maybe"}}}"#.utf8).write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        #expect(store.entries(Item.self, forKey: "table") == ["good": Item(id: "g", count: 1)])
        #expect(store.notice?.contains(#"("bad")"#) == true)
        store.set(["good": Item(id: "g", count: 2), "new": Item(id: "n", count: 1)], forKey: "table")
        store.saveNow()
        let saved = try JSONDecoder().decode([String: [String: JSONValue]].self, from: Data(contentsOf: url))
        #expect(saved["table"]?["bad"] == .object(["id": .string("b"), "count": .string("maybe")]))
        #expect(saved["table"]?.count == 3)
    }

    @Test func anUnreadableValueIsKeptAsideBeforeItIsReplaced() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try Data(#"{"width": "wide", "other": 1}"#.utf8).write(to: url)
        let store = StateStore(url: url, clock: TestClock())
        #expect(store.value(Int.self, forKey: "width") == nil)
        #expect(store.value(Int.self, forKey: "other") == 1)
        store.saveNow()
        #expect(try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))["width"] == .string("wide"))
        store.set(30, forKey: "width")
        store.saveNow()
        let aside = try #require(Self.files(in: dir).first { $0.hasPrefix("app.conflict-") })
        #expect(try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: dir.appendingPathComponent(aside)))["width"] == .string("wide"))
        #expect(store.notice?.hasPrefix(#"Replaced what could not be read under "width" in app.json"#) == true)
    }

    @Test func aFailedSaveIsReportedRetriedAndClearedWhenASaveSucceeds() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        var attempts = 0
        var full = true
        store.writer = { data, target in
            attempts += 1
            if full { throw POSIXError(.ENOSPC) }
            try AtomicFile.write(data, to: target)
        }
        var changes = 0
        let owner = NSObject()
        store.watchMessages(owner: owner) { changes += 1 }
        store.set("kept in memory", forKey: "name")
        clock.advance(by: .milliseconds(300))
        #expect(store.saveError == "Could not save app.json: No space left on device")
        #expect(StateStore.unsavedReasons.contains("Could not save app.json: No space left on device"))
        #expect(changes == 1)
        #expect(store.hasPendingSave)
        clock.advance(by: .seconds(2))
        #expect(attempts == 2)
        #expect(StateStore.saveAllPending().contains("Could not save app.json: No space left on device"))
        #expect(attempts == 3)
        full = false
        clock.advance(by: .seconds(2))
        #expect(store.saveError == nil)
        #expect(!StateStore.unsavedReasons.contains { $0.contains(dir.lastPathComponent) || $0 == "Could not save app.json: No space left on device" })
        #expect(changes == 2)
        #expect(StateStore(url: url, clock: clock).value(String.self, forKey: "name") == "kept in memory")
    }

    @Test func aStateFileThatIsADirectoryIsNeverWrittenOver() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let store = StateStore(url: url, clock: TestClock())
        store.set(1, forKey: "k")
        store.saveNow()
        #expect(store.saveError == "Could not save app.json: Is a directory")
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("inside").path))
    }

    @Test func aSymlinkedStateFileIsWrittenThroughToItsTarget() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("kept").appendingPathComponent("real.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"old": 1}"#.utf8).write(to: real)
        let url = dir.appendingPathComponent("app.json")
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "kept/real.json")
        let store = StateStore(url: url, clock: TestClock())
        #expect(store.value(Int.self, forKey: "old") == 1)
        store.set(2, forKey: "new")
        store.saveNow()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "kept/real.json")
        let saved = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: real))
        #expect(saved == ["old": .number(1), "new": .number(2)])
    }

    @Test func leftoverTemporaryFilesOfDeadProcessesAreRemovedAtStart() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        // No process has pid 2^22 + 1 (Linux's largest pid is 2^22).
        let dead = dir.appendingPathComponent(".app.json.4194305.tmp")
        let running = dir.appendingPathComponent(".app.json.1.tmp")
        let other = dir.appendingPathComponent(".other.json.4194305.tmp")
        for file in [dead, running, other] { try Data("{".utf8).write(to: file) }
        _ = StateStore(url: url, clock: TestClock())
        #expect(Self.files(in: dir) == [".app.json.1.tmp", ".other.json.4194305.tmp"])
    }

    @Test func anOversizedStateFileIsMovedAsideUnread() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        let big = Data(("{\"pad\": \"" + String(repeating: "x", count: StateStore.maxFileBytes) + "\"}").utf8)
        try big.write(to: url)
        let store = StateStore(url: url, clock: TestClock())
        let aside = try #require(store.setAsideURL)
        #expect(aside.lastPathComponent.hasPrefix("app.too-large-"))
        #expect(try Data(contentsOf: aside).count == big.count)
        #expect(store.value(String.self, forKey: "pad") == nil)
        #expect(store.notice == "app.json is 16 MB, over the 16 MB limit for a state file; moved aside as \(aside.lastPathComponent)")
        // A save that would be larger than the limit is refused, and said.
        store.set(String(repeating: "y", count: StateStore.maxFileBytes), forKey: "pad")
        store.saveNow()
        #expect(store.saveError == "Could not save app.json: 16 MB, over the 16 MB limit for a state file")
    }

    @Test func aNoticeStaysThroughKeysTypedJustAfterItAppears() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("app.json")
        try Data(#"{"width": "wide"}"#.utf8).write(to: url)
        let clock = TestClock()
        let store = StateStore(url: url, clock: clock)
        let host = ViewHost(rootView: Text("Hello"), size: Size(width: 100, height: 5), environment: EnvironmentValues(), clock: clock)
        host.showMessages(of: store)
        _ = store.value(Int.self, forKey: "width")
        let size = Size(width: 100, height: 5)
        #expect(host.render(size: size).text.contains(#"⚠ The value under "width" could not be read; it stays in app.json as it was"#))
        host.handle(.key(KeyPress(.character("x"))))
        clock.advance(by: .seconds(1))
        host.handle(.key(KeyPress(.character("x"))))
        #expect(host.render(size: size).text.contains("could not be read"))
        clock.advance(by: .seconds(2))
        host.handle(.key(KeyPress(.character("x"))))
        #expect(!host.render(size: size).text.contains("could not be read"))
    }

    @Test func theFooterShowsAFailedSaveBeforeTheKeysSanitised() throws {
        let dir = Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = TestClock()
        let store = StateStore(url: dir.appendingPathComponent("a\u{1B}[2Jb.json"), clock: clock)
        store.writer = { _, _ in throw POSIXError(.EROFS) }
        let host = ViewHost(rootView: Text("Hello"), size: Size(width: 80, height: 5), environment: EnvironmentValues(), clock: clock)
        host.showMessages(of: store)
        store.set(1, forKey: "k")
        clock.advance(by: .seconds(1))
        let footer = host.render(size: Size(width: 80, height: 5)).text.split(separator: "\n", omittingEmptySubsequences: false)[4]
        #expect(footer.hasPrefix(" ⚠ Could not save a␛[2Jb.json: Read-only file system"))
        #expect(footer.hasSuffix("? Help  q Quit"))
        #expect(!footer.contains("\u{1B}"))
        // It stays after a key, and goes when a save succeeds.
        host.handle(.key(KeyPress(.character("x"))))
        #expect(host.render(size: Size(width: 80, height: 5)).text.contains("Could not save"))
        store.writer = { try AtomicFile.write($0, to: $1) }
        clock.advance(by: .seconds(2))
        #expect(!host.render(size: Size(width: 80, height: 5)).text.contains("Could not save"))
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
        #expect(errors == ["Could not save app.json: Not a directory"])
    }
}
