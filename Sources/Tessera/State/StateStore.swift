import Foundation

/// A small persisted key–value store, one JSON file per app, written atomically within a
/// second of a change.
///
/// Nothing in the file is lost: a file that does not decode, or is larger than
/// `maxFileBytes`, is moved aside, never overwritten; a value (or one element of a list, or one
/// entry of a dictionary) that does not decode stays in the file as it was; a save merges with
/// what another instance wrote since (and keeps the other's version in a file beside it when
/// both changed the same value); a save that fails is retried every two seconds and reported
/// through `saveError` until one succeeds. A state file that is a symbolic link is written
/// through to its target.
@MainActor public final class StateStore {
    /// The JSON file the values are kept in.
    public let url: URL
    /// The app's values, as it last set or read them.
    private var values: [String: JSONValue] = [:]
    /// The app's values as of the last load or save: the base of a merge with the file.
    private var agreed: [String: JSONValue] = [:]
    /// The file's values as last read or written, and the file's identity then.
    private var onDisk: [String: JSONValue] = [:]
    private var diskIdentity: StateFileIdentity?
    /// Why the file could not be read at start (it is never written over then).
    private var readError: StateFileError?
    /// Keys whose stored value did not decode (whole or in part).
    private var unreadableKeys: Set<String> = []
    private var saveToken: TimerToken?
    /// The clock that times the saves.
    public let clock: any RunClock
    /// Set when the file on disk did not decode (or was too large) and was kept aside under this name.
    public private(set) var setAsideURL: URL?
    /// Called after each save attempt fails, with a one-line reason.
    public var onError: ((String) -> Void)?
    /// "Could not save animals.json: Read-only file system" while the last save failed (saves
    /// are retried every two seconds); nil once one succeeds.
    public private(set) var saveError: String? {
        didSet {
            guard saveError != oldValue else { return }
            if let saveError { log(saveError) }
            tellWatchers()
        }
    }
    /// The last thing loading or merging found that the user should know (a value that did
    /// not decode and where it was kept, another instance's changes merged), one line.
    public private(set) var notice: String? {
        didSet {
            guard let notice else { return }
            log(notice)
            tellWatchers()
        }
    }
    /// Where a save error or a notice is also written, whole, as one line: stderr, which is the
    /// log while the terminal is in use (replayed once the terminal is given back), since a
    /// footer cuts it at the screen's width.
    package var log: (String) -> Void = { CommandLineProgram.log($0) }

    /// The notice, once: it is cleared so that it is shown one time.
    public func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }
    /// Writes a file atomically; tests replace it to simulate a full disk.
    package var writer: (Data, URL) throws -> Void = { try AtomicFile.write($0, to: $1) }
    /// The largest state file read or written: larger ones are moved aside at start and a
    /// save that would be larger is refused, so a save never stalls input for long.
    nonisolated public static let maxFileBytes = 16 * 1024 * 1024
    /// How long a failed save waits before it is tried again.
    static let retryDelay: Duration = .seconds(2)

    /// Opens (or prepares) the store at `url`.
    public init(url: URL, clock: any RunClock) {
        self.url = url
        self.clock = clock
        removeLeftoverTemporaryFiles()
        load()
        Self.openStores.removeAll { $0.store == nil }
        Self.openStores.append(WeakStore(store: self))
    }

    private struct WeakStore { weak var store: StateStore? }
    /// Every store still alive, so that a way out can write what is pending in all of them.
    private static var openStores: [WeakStore] = []

    /// Writes every store that has a save pending, now. Run loops call it on every way out
    /// (quit, Ctrl-C, SIGTERM, SIGHUP, leaving an app) and before suspending, so an edit made
    /// just before is never lost to the save delay. Returns the one-line reason of each store
    /// whose edits could not be saved (a way out prints them and exits non-zero).
    @discardableResult public static func saveAllPending() -> [String] {
        for entry in openStores { if let store = entry.store, store.hasPendingSave { store.saveNow() } }
        return unsavedReasons
    }

    /// The reason of every open store whose last save failed: its edits are not on disk.
    public static var unsavedReasons: [String] { openStores.compactMap { $0.store?.saveError } }

    /// The file's name, sanitised, for one-line messages.
    private var name: String { Sanitizer.sanitize(url.lastPathComponent) }

    private func load() {
        let target = Self.resolvingLinks(url)
        let data: Data
        do {
            guard let read = try StateFileReader.read(target, limit: Self.maxFileBytes) else { return }
            data = read.data
            diskIdentity = read.identity
        } catch .tooLarge(let size) {
            if let aside = setAside(target, as: "too-large") {
                notice = "\(name) is \(size / 1024 / 1024) MB, over the \(Self.maxFileBytes / 1024 / 1024) MB limit for a state file; moved aside as \(Sanitizer.sanitize(aside.lastPathComponent))"
            } else {
                readError = .posix(EFBIG)
            }
            return
        } catch {
            readError = error
            return
        }
        if let decoded = try? JSONDecoder().decode([String: JSONValue].self, from: data) {
            values = decoded
            agreed = decoded
            onDisk = decoded
        } else if let aside = setAside(target, as: "corrupt") {
            diskIdentity = nil
            notice = "Saved state did not decode; kept aside as \(Sanitizer.sanitize(aside.lastPathComponent))"
        } else {
            readError = .posix(EIO)
        }
    }

    /// Moves `file` to `NAME.KIND-<timestamp>.json` beside it; nil if it could not be moved.
    private func setAside(_ file: URL, as kind: String) -> URL? {
        let aside = url.deletingPathExtension().appendingPathExtension("\(kind)-\(Self.fileStamp(Date())).json")
        guard rename(file.path, aside.path) == 0 else { return nil }
        setAsideURL = aside
        return aside
    }

    /// Removes `.NAME.json.PID.tmp` files that a process killed during a save left behind
    /// (those of a process still running are left alone: it may be saving now).
    private func removeLeftoverTemporaryFiles() {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for file in names where file.hasPrefix(prefix) && file.hasSuffix(".tmp") {
            let middle = file.dropFirst(prefix.count).dropLast(4)
            guard let pid = pid_t(middle), pid > 0 else { continue }
            if pid != getpid() && kill(pid, 0) == 0 { continue }
            if pid != getpid() && errno == EPERM { continue }
            unlink(directory.appendingPathComponent(file).path)
        }
    }

    /// The file a save writes: `url`, or the file its symbolic links lead to (as editors do,
    /// so a state file kept elsewhere through a link stays where it is).
    static func resolvingLinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }

    /// "2026-03-14T09-41-00Z": the time in UTC, with dashes for colons so any file system takes
    /// it. (Foundation's ISO 8601 formatter would load ICU, megabytes, for one file name.)
    static func fileStamp(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + "T" + padded(parts.tm_hour, 2) + "-" + padded(parts.tm_min, 2) + "-" + padded(parts.tm_sec, 2) + "Z"
    }

    /// The stored value for `key`, decoded as `T`. A value that is there but does not decode
    /// gives nil and stays in the file as it was until the app stores another; the store's
    /// `notice` says so.
    public func value<T: Codable>(_ type: T.Type = T.self, forKey key: String) -> T? {
        guard let raw = values[key] else { return nil }
        if let decoded = Self.decode(T.self, from: raw) { return decoded }
        values[key] = nil
        agreed[key] = nil
        noteUnreadable(key, "the value under \"\(key)\" could not be read; it stays in \(name) as it was")
        return nil
    }

    /// The stored list under `key`, keeping every element that decodes as `Element`: one
    /// element of the wrong shape does not lose the others, and it stays in the file as it
    /// was (the store's `notice` says so). Nil when nothing is stored, or the value is no list.
    public func elements<Element: Codable>(_ type: Element.Type = Element.self, forKey key: String) -> [Element]? {
        guard let raw = values[key] else { return nil }
        guard case .array(let items) = raw else { return value([Element].self, forKey: key) }
        var kept: [Element] = [], keptRaw: [JSONValue] = []
        for item in items {
            guard let element = Self.decode(Element.self, from: item) else { continue }
            kept.append(element)
            keptRaw.append(item)
        }
        if keptRaw.count < items.count {
            values[key] = .array(keptRaw)
            agreed[key] = .array(keptRaw)
            noteUnreadable(key, "\(items.count - keptRaw.count) of \(items.count) entries under \"\(key)\" could not be read; they stay in \(name) as they were")
        }
        return kept
    }

    /// The stored dictionary under `key`, keeping every entry whose value decodes as `Value`;
    /// the others stay in the file as they were (the store's `notice` says so). Nil when
    /// nothing is stored, or the value is no dictionary.
    public func entries<Value: Codable>(_ type: Value.Type = Value.self, forKey key: String) -> [String: Value]? {
        guard let raw = values[key] else { return nil }
        guard case .object(let members) = raw else { return value([String: Value].self, forKey: key) }
        var kept: [String: Value] = [:], keptRaw: [String: JSONValue] = [:]
        for (member, item) in members {
            guard let entry = Self.decode(Value.self, from: item) else { continue }
            kept[member] = entry
            keptRaw[member] = item
        }
        if keptRaw.count < members.count {
            values[key] = .object(keptRaw)
            agreed[key] = .object(keptRaw)
            let bad = members.keys.filter { keptRaw[$0] == nil }.sorted().map { "\"\(Sanitizer.sanitize($0))\"" }
            noteUnreadable(key, "\(bad.count) of \(members.count) entries under \"\(key)\" could not be read (\(bad.prefix(3).joined(separator: ", "))\(bad.count > 3 ? ", …" : "")); they stay in \(name) as they were")
        }
        return kept
    }

    private static func decode<T: Decodable>(_ type: T.Type, from raw: JSONValue) -> T? {
        guard let data = try? JSONEncoder().encode(raw) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }

    private func noteUnreadable(_ key: String, _ message: String) {
        unreadableKeys.insert(key)
        notice = Sanitizer.sanitize(message.prefix(1).uppercased() + message.dropFirst())
    }

    /// Stores `value` under `key` and schedules a save.
    public func set<T: Codable>(_ value: T, forKey key: String) {
        guard let data = try? JSONEncoder().encode(value), let raw = try? JSONDecoder().decode(JSONValue.self, from: data) else { return }
        if values[key] == raw { return }
        values[key] = raw
        scheduleSave()
        notify(key)
    }

    private final class KeyObserver {
        weak var owner: AnyObject?
        let changed: @MainActor () -> Void
        init(owner: AnyObject, changed: @escaping @MainActor () -> Void) { self.owner = owner; self.changed = changed }
    }
    private var observers: [String: [KeyObserver]] = [:]
    private var watchers: [KeyObserver] = []

    /// Calls `changed` after each change of `key`, for as long as `owner` lives (every
    /// `@AppStorage` showing the key follows a change made through any of them).
    package func observe(_ key: String, owner: AnyObject, changed: @escaping @MainActor () -> Void) {
        observers[key, default: []].removeAll { $0.owner == nil }
        observers[key, default: []].append(KeyObserver(owner: owner, changed: changed))
    }

    /// Calls `changed` whenever `saveError` changes or a new `notice` comes, for as long as
    /// `owner` lives: how a host puts them in its status line.
    public func watchMessages(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        watchers.removeAll { $0.owner == nil }
        watchers.append(KeyObserver(owner: owner, changed: changed))
    }

    private func tellWatchers() {
        watchers.removeAll { $0.owner == nil }
        for watcher in watchers { watcher.changed() }
    }

    private func notify(_ key: String) {
        guard let list = observers[key] else { return }
        let live = list.filter { $0.owner != nil }
        observers[key] = live
        for observer in live { observer.changed() }
    }

    private func scheduleSave(after delay: Duration = .milliseconds(300)) {
        guard saveToken == nil else { return }
        saveToken = clock.schedule(after: delay) { [weak self] in
            self?.saveToken = nil
            self?.saveNow()
        }
    }

    /// Writes the file now: under an advisory lock on the directory, merged with what another
    /// instance wrote since this one last read or wrote it, to a temporary file, fsync, rename;
    /// mode 0600. A failure sets `saveError` and tries again in two seconds.
    public func saveNow() {
        saveToken?.cancel(); saveToken = nil
        do {
            if let readError { throw readError }
            try StateDirectory.prepare(url.deletingLastPathComponent())
            try StateDirectory.locked(url.deletingLastPathComponent()) { () throws(StateFileError) in try mergeAndWrite() }
            saveError = nil
        } catch {
            let reason = "Could not save \(name): \((error as? StateFileError)?.description ?? StateFileError(error).description)"
            saveError = reason
            onError?(reason)
            scheduleSave(after: Self.retryDelay)
        }
    }

    private func mergeAndWrite() throws(StateFileError) {
        let target = Self.resolvingLinks(url)
        var theirs = onDisk
        var theirFile: Data?
        let current = try StateFileReader.identity(of: target)
        if current != diskIdentity {
            // Another instance wrote (or removed) the file since this one last read or wrote it.
            if current != nil {
                let read: (data: Data, identity: StateFileIdentity)?
                do { read = try StateFileReader.read(target, limit: Self.maxFileBytes) } catch {
                    guard case .tooLarge = error else { throw error }
                    read = nil
                }
                if let read, let decoded = try? JSONDecoder().decode([String: JSONValue].self, from: read.data) {
                    theirs = decoded
                    theirFile = read.data
                } else {
                    // Not state this store can merge with: keep it aside, never write over it.
                    guard let aside = setAside(target, as: "corrupt") else { throw .posix(EIO) }
                    notice = "\(name) changed on disk and did not decode; kept aside as \(Sanitizer.sanitize(aside.lastPathComponent))"
                    theirs = [:]
                }
            } else {
                theirs = [:]
            }
        }
        var conflicts: [String] = []
        var merged: [String: JSONValue] = [:]
        for key in Set(values.keys).union(agreed.keys).union(theirs.keys) {
            var conflict = false
            merged[key] = StateMerge.merge(base: agreed[key], ours: values[key], theirs: theirs[key], conflict: &conflict)
            if conflict { conflicts.append(key) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(merged) else { throw .posix(EINVAL) }
        guard data.count <= Self.maxFileBytes else { throw .tooLarge(data.count) }
        var keptAs: URL?
        if !conflicts.isEmpty && theirFile == nil { theirFile = try StateFileReader.read(target, limit: Self.maxFileBytes)?.data }
        if !conflicts.isEmpty, let theirFile {
            // Both instances changed one value: this one's is saved, the other's kept beside it.
            let aside = url.deletingPathExtension().appendingPathExtension("conflict-\(Self.fileStamp(Date())).json")
            do { try writer(theirFile, aside) } catch { throw StateFileError(error) }
            keptAs = aside
        }
        do { try writer(data, target) } catch { throw StateFileError(error) }
        onDisk = merged
        diskIdentity = try? StateFileReader.identity(of: target)
        agreed = values
        let keys = conflicts.sorted().map { "\"\(Sanitizer.sanitize($0))\"" }.joined(separator: ", ")
        if let keptAs {
            let aside = Sanitizer.sanitize(keptAs.lastPathComponent)
            notice = Set(conflicts).isSubset(of: unreadableKeys)
                ? "Replaced what could not be read under \(keys) in \(name); the file as it was: \(aside)"
                : "Both instances changed \(keys) in \(name); the other's version: \(aside)"
        } else if theirFile != nil && merged != values {
            notice = "Merged with changes another instance saved to \(name)"
        }
        unreadableKeys.subtract(conflicts)
    }

    /// True while a change waits for its delayed save (or a failed save waits to be retried).
    public var hasPendingSave: Bool { saveToken != nil }
}

/// Any JSON value, for storing heterogeneous app state.
public enum JSONValue: Codable, Hashable, Sendable {
    /// The JSON kinds: null, true or false, a number, a string, an array, an object.
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    /// Reads any JSON value.
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Writes the value as the JSON it holds.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
}

/// A value kept in the app's state file across launches, like SwiftUI's `@AppStorage`.
///
/// ```swift
/// @AppStorage("inspectorWidth") private var inspectorWidth = 30
/// ```
@MainActor @propertyWrapper public struct AppStorage<Value>: NodeLinked {
    private let key: String
    private let defaultValue: Value
    private let codec: StoredValueCodec<Value>
    private let location = StateLocation<Value>()
    private let storeLocation = EnvironmentLocation()

    init(wrappedValue: Value, _ key: String, codec: StoredValueCodec<Value>) {
        self.key = key; self.defaultValue = wrappedValue; self.codec = codec
    }

    /// The stored value; setting it saves it within a second.
    public var wrappedValue: Value {
        get { location.box?.value ?? defaultValue }
        nonmutating set {
            location.box?.value = newValue
            if let store = storeLocation.values?.stateStore { codec.save(newValue, store, key) }
        }
    }

    /// A binding to the stored value, to pass to a control: `$width`.
    public var projectedValue: Binding<Value> {
        let location = self.location, store = self.storeLocation, key = self.key, initial = defaultValue, codec = self.codec
        return Binding(get: { location.box?.value ?? initial },
                       set: { location.box?.value = $0; if let s = store.values?.stateStore { codec.save($0, s, key) } })
    }

    package func link(to node: Node, slot: Int) {
        storeLocation.values = node.environment
        if let box = node.slots[slot] as? StateBox<Value> {
            location.box = box
        } else {
            let store = node.environment.stateStore
            let codec = self.codec, storedKey = self.key
            let stored = store.flatMap { codec.load($0, storedKey) }
            let box = StateBox(stored ?? defaultValue, node: node)
            node.slots[slot] = box
            location.box = box
            let key = self.key
            store?.observe(key, owner: box) { [weak box, weak store] in
                if let box, let store, let value = codec.load(store, key) { box.value = value }
            }
        }
    }
}
