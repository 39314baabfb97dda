/// A value kept across launches for the app's scene, like SwiftUI's `@SceneStorage`.
///
/// A terminal app shows one scene, so a scene's values are kept in the app's state file as
/// `@AppStorage` values are, under keys of their own (`scene.` and the key): the two never
/// share a value.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@MainActor @propertyWrapper public struct SceneStorage<Value>: NodeLinked {
    private let storage: AppStorage<Value>

    init(_ storage: AppStorage<Value>) { self.storage = storage }

    /// The stored value; setting it saves it within a second.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value, to pass to a control: `$selectedTab`.
    public var projectedValue: Binding<Value> { storage.projectedValue }

    package func link(to node: Node, slot: Int) { storage.link(to: node, slot: slot) }
}
