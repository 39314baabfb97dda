import Foundation

/// A small persisted key–value store, one JSON file per app, written atomically within a
/// second of a change. A file that does not decode is moved aside, never overwritten.
@MainActor
public final class StateStore {
    /// The JSON file the values are kept in.
    public let url: URL
    private var values: [String: JSONValue] = [:]
    private var saveToken: TimerToken?
    /// The clock that times the saves.
    public let clock: any RunClock
    /// Set when the file on disk did not decode and was kept aside under this name.
    public private(set) var setAsideURL: URL?
    /// Called after each save attempt fails, with a one-line reason.
    public var onError: ((String) -> Void)?

    /// Opens (or prepares) the store at `url`.
    public init(url: URL, clock: any RunClock) {
        self.url = url
        self.clock = clock
        load()
        Self.openStores.removeAll { $0.store == nil }
        Self.openStores.append(WeakStore(store: self))
    }

    private struct WeakStore { weak var store: StateStore? }
    /// Every store still alive, so that a way out can write what is pending in all of them.
    private static var openStores: [WeakStore] = []

    /// Writes every store that has a save pending, now. Run loops call it on every way out
    /// (quit, Ctrl-C, SIGTERM, SIGHUP, leaving an app) and before suspending, so an edit made
    /// just before is never lost to the save delay.
    public static func saveAllPending() {
        for entry in openStores { if let store = entry.store, store.hasPendingSave { store.saveNow() } }
    }

    private func load() {
        guard let data = try? Data(contentsOf: url) else { return }
        if let decoded = try? JSONDecoder().decode([String: JSONValue].self, from: data) {
            values = decoded
        } else {
            let stamp = Self.fileStamp(Date())
            let aside = url.deletingPathExtension().appendingPathExtension("corrupt-\(stamp).json")
            try? FileManager.default.moveItem(at: url, to: aside)
            setAsideURL = aside
        }
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

    /// The stored value for `key`, decoded as `T`.
    public func value<T: Codable>(_ type: T.Type = T.self, forKey key: String) -> T? {
        guard let raw = values[key], let data = try? JSONEncoder().encode(raw) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
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

    /// Calls `changed` after each change of `key`, for as long as `owner` lives (every
    /// `@AppStorage` showing the key follows a change made through any of them).
    package func observe(_ key: String, owner: AnyObject, changed: @escaping @MainActor () -> Void) {
        observers[key, default: []].removeAll { $0.owner == nil }
        observers[key, default: []].append(KeyObserver(owner: owner, changed: changed))
    }

    private func notify(_ key: String) {
        guard let list = observers[key] else { return }
        let live = list.filter { $0.owner != nil }
        observers[key] = live
        for observer in live { observer.changed() }
    }

    private func scheduleSave() {
        guard saveToken == nil else { return }
        saveToken = clock.schedule(after: .milliseconds(300)) { [weak self] in
            self?.saveToken = nil
            self?.saveNow()
        }
    }

    /// Writes the file now: to a temporary file, fsync, rename; mode 0600.
    public func saveNow() {
        saveToken?.cancel(); saveToken = nil
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(values), to: url)
        } catch {
            onError?("could not save \(url.path): \(error.localizedDescription)")
        }
    }

    /// True while a change waits for its delayed save.
    public var hasPendingSave: Bool { saveToken != nil }
}

/// Atomic file writes: a temporary file beside the target, fsync, rename.
public enum AtomicFile {
    /// Writes `data` to `url` so that a reader sees the old file or the new one, never a part;
    /// the directory is made (mode 0700) when missing, and the file is mode 0600.
    public static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var ok = true
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { ok = false; break }
                offset += n
            }
        }
        if fsync(fd) != 0 { ok = false }
        close(fd)
        guard ok else { unlink(temp.path); throw POSIXError(.EIO) }
        guard rename(temp.path, url.path) == 0 else {
            unlink(temp.path)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
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
@MainActor
@propertyWrapper
public struct AppStorage<Value: Codable>: NodeLinked {
    private let key: String
    private let defaultValue: Value
    private let location = StateLocation<Value>()
    private let storeLocation = EnvironmentLocation()

    /// A value stored under `key`, `wrappedValue` until one is stored:
    /// `@AppStorage("width") var width = 30`.
    public init(wrappedValue: Value, _ key: String) { self.key = key; self.defaultValue = wrappedValue }

    /// The stored value; setting it saves it within a second.
    public var wrappedValue: Value {
        get { location.box?.value ?? defaultValue }
        nonmutating set {
            location.box?.value = newValue
            storeLocation.values?.stateStore?.set(newValue, forKey: key)
        }
    }

    /// A binding to the stored value, to pass to a control: `$width`.
    public var projectedValue: Binding<Value> {
        let location = self.location, store = self.storeLocation, key = self.key, initial = defaultValue
        return Binding(get: { location.box?.value ?? initial },
                       set: { location.box?.value = $0; store.values?.stateStore?.set($0, forKey: key) })
    }

    package func link(to node: Node, slot: Int) {
        storeLocation.values = node.environment
        if let box = node.slots[slot] as? StateBox<Value> {
            location.box = box
        } else {
            let store = node.environment.stateStore
            let stored = store?.value(Value.self, forKey: key)
            let box = StateBox(stored ?? defaultValue, node: node)
            node.slots[slot] = box
            location.box = box
            let key = self.key
            store?.observe(key, owner: box) { [weak box, weak store] in
                if let box, let value = store?.value(Value.self, forKey: key) { box.value = value }
            }
        }
    }
}
