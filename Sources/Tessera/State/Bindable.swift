import Observation

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@MainActor @propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value
    /// Bindings to `wrappedValue`'s properties, as `@Bindable var model` declares.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `value`'s properties: `@Bindable var store = store` inside a `body`.
    public init(_ value: Value) { self.wrappedValue = value }
    /// Itself, so `$model.name` is a binding to `name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the model's property at `keyPath`: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
