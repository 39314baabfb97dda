// `@AppStorage` and `@SceneStorage` of an optional, written without a starting value as
// SwiftUI allows: `@SceneStorage("navigation") private var navigationData: Data?` starts as
// nil until a value is stored, and storing nil stores nothing again.

extension AppStorage {
    /// An optional value stored under `key`, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(wrappedValue: nil, key, codec: .codable())
    }
}

extension SceneStorage {
    /// An optional value stored under `key` for the scene, nil until one is stored.
    public init<Wrapped: Codable>(_ key: String) where Value == Wrapped? {
        self.init(AppStorage(wrappedValue: nil, "scene." + key, codec: .codable()))
    }
}
