import Foundation

/// `@AppStorage` and `@SceneStorage` of an optional value with no default, as SwiftUI's:
/// `@SceneStorage("selection") var selection: Garden.ID?` is nil until a value is stored, and
/// setting it to nil removes what was stored.

extension AppStorage {
    /// An optional value stored under `key`, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(wrappedValue: nil, key, codec: .codable())
    }

    /// An optional enum stored under `key` as its raw string, nil until one is stored.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(wrappedValue: nil, key, codec: .optionalRaw())
    }

    /// An optional enum stored under `key` as its raw number, nil until one is stored.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(wrappedValue: nil, key, codec: .optionalRaw())
    }
}

extension SceneStorage {
    /// An optional value stored under `key` for the scene, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(AppStorage(wrappedValue: nil, "scene." + key, codec: .codable()))
    }

    /// An optional enum stored under `key` for the scene as its raw string, nil until one is stored.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(AppStorage(wrappedValue: nil, "scene." + key, codec: .optionalRaw()))
    }

    /// An optional enum stored under `key` for the scene as its raw number, nil until one is stored.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(AppStorage(wrappedValue: nil, "scene." + key, codec: .optionalRaw()))
    }
}

extension StoredValueCodec {
    /// An optional raw value, stored as its raw value (nil as nothing stored); a raw value no
    /// case has any more reads as nil.
    static func optionalRaw<R: RawRepresentable>() -> StoredValueCodec where Value == R?, R.RawValue: Codable {
        StoredValueCodec(save: { $1.set($0?.rawValue, forKey: $2) },
                         load: { store, key in store.value(R.RawValue?.self, forKey: key).map { $0.flatMap { R(rawValue: $0) } } })
    }
}
