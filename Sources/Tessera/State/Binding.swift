/// A two-way connection to a value owned elsewhere.
///
/// ```swift
/// struct Counter: View {
///     @Binding var count: Int
///     var body: some View { Button("+1") { count += 1 } }
/// }
/// ```
@MainActor @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// A binding that reads with `get` and writes with `set`, which is handed the transaction
    /// the write is made in (its animation, from `withAnimation` or `Binding.animation(_:)`).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void) {
        self.init(get: get, set: { value in set(value, Transaction(animation: AnimationAsks.current ?? nil)) })
    }

    /// The binding itself, as `@Binding var value` receives `$value` from its parent.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { getter() }
        // What a write reads to make itself (`isOn.toggle()`, `$person.name`) is not shown.
        nonmutating set { StateReads.writing { setter(newValue) } }
        nonmutating _modify {
            var value = StateReads.writing { getter() }
            yield &value
            StateReads.writing { setter(value) }
        }
    }

    /// Itself, so `$value` passes the binding on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value's property at `keyPath`: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.getter()[keyPath: keyPath] },
                         set: { newValue in
                             var whole = self.getter()
                             whole[keyPath: keyPath] = newValue
                             self.setter(whole)
                         })
    }
}

extension Binding {
    /// Unwraps a binding to an optional, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        var last = current
        self.init(get: { if let v = base.wrappedValue { last = v }; return last },
                  set: { base.wrappedValue = $0 })
    }
}

extension Binding where Value: Sendable {
    /// A binding that compares with `value`: reading gives `self == value`, writing true sets it.
    public func equals<T: Hashable>(_ value: T) -> Binding<Bool> where Value == T? {
        Binding<Bool>(get: { self.wrappedValue == value },
                      set: { if $0 { self.wrappedValue = value } else if self.wrappedValue == value { self.wrappedValue = nil } })
    }
}
