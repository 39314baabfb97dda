/// The kinds of value `@AppStorage` and `@SceneStorage` keep, as SwiftUI's take them: any
/// `Codable` value, and an enum (or other `RawRepresentable`) with a `String` or `Int` raw
/// value, kept as that raw value.

/// How a stored value is written to the state file and read back.
@MainActor
struct StoredValueCodec<Value> {
    let save: @MainActor (Value, StateStore, String) -> Void
    let load: @MainActor (StateStore, String) -> Value?

    /// As itself, encoded.
    static func codable() -> StoredValueCodec where Value: Codable {
        StoredValueCodec(save: { $1.set($0, forKey: $2) }, load: { $0.value(Value.self, forKey: $1) })
    }

    /// As its raw value; a raw value no case has any more reads as nothing stored.
    static func raw() -> StoredValueCodec where Value: RawRepresentable, Value.RawValue: Codable {
        StoredValueCodec(save: { $1.set($0.rawValue, forKey: $2) },
                         load: { store, key in store.value(Value.RawValue.self, forKey: key).flatMap { Value(rawValue: $0) } })
    }
}

extension AppStorage where Value: Codable {
    /// A value stored under `key`, `wrappedValue` until one is stored:
    /// `@AppStorage("width") var width = 30`.
    public init(wrappedValue: Value, _ key: String) { self.init(wrappedValue: wrappedValue, key, codec: .codable()) }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enum stored under `key` as its raw string, `wrappedValue` until one is stored:
    /// `@AppStorage("sort") var sort = SortOrder.name`.
    public init(wrappedValue: Value, _ key: String) { self.init(wrappedValue: wrappedValue, key, codec: .raw()) }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enum stored under `key` as its raw number, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) { self.init(wrappedValue: wrappedValue, key, codec: .raw()) }
}

extension AppStorage where Value: RawRepresentable & Codable, Value.RawValue == String {
    /// An enum that is also `Codable`, stored under `key` as its raw string.
    public init(wrappedValue: Value, _ key: String) { self.init(wrappedValue: wrappedValue, key, codec: .raw()) }
}

extension AppStorage where Value: RawRepresentable & Codable, Value.RawValue == Int {
    /// An enum that is also `Codable`, stored under `key` as its raw number.
    public init(wrappedValue: Value, _ key: String) { self.init(wrappedValue: wrappedValue, key, codec: .raw()) }
}

extension SceneStorage where Value: Codable {
    /// A value stored under `key` for the scene, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) { self.init(AppStorage(wrappedValue: wrappedValue, "scene." + key, codec: .codable())) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enum stored under `key` for the scene as its raw string.
    public init(wrappedValue: Value, _ key: String) { self.init(AppStorage(wrappedValue: wrappedValue, "scene." + key, codec: .raw())) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enum stored under `key` for the scene as its raw number.
    public init(wrappedValue: Value, _ key: String) { self.init(AppStorage(wrappedValue: wrappedValue, "scene." + key, codec: .raw())) }
}

extension SceneStorage where Value: RawRepresentable & Codable, Value.RawValue == String {
    /// An enum that is also `Codable`, stored under `key` for the scene as its raw string.
    public init(wrappedValue: Value, _ key: String) { self.init(AppStorage(wrappedValue: wrappedValue, "scene." + key, codec: .raw())) }
}

extension SceneStorage where Value: RawRepresentable & Codable, Value.RawValue == Int {
    /// An enum that is also `Codable`, stored under `key` for the scene as its raw number.
    public init(wrappedValue: Value, _ key: String) { self.init(AppStorage(wrappedValue: wrappedValue, "scene." + key, codec: .raw())) }
}
