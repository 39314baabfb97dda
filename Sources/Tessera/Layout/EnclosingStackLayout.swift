private struct EnclosingStackLayoutKey: EnvironmentKey { static var defaultValue: StackLayout? { nil } }

extension EnvironmentValues {
    /// The layout of the stack a view sits in (with `stackAxis`, which containers that are not
    /// stacks clear).
    var enclosingStackLayout: StackLayout? {
        get { self[EnclosingStackLayoutKey.self] } set { self[EnclosingStackLayoutKey.self] = newValue }
    }
}

extension Node {
    /// How a node that does not lay out its children itself places several: a view of the
    /// app's own whose body is several views (a `ForEach`, a `Group`) in a stack lays them out
    /// as that stack does, as if they were its own children (so rows of a `Form`'s section
    /// line up at its leading edge); anything else stacks them down the middle.
    var layoutOfSeveralChildren: StackLayout {
        if self is CompositeNode, let stack = environment.enclosingStackLayout, environment.stackAxis == stack.axis { return stack }
        return StackLayout(axis: .vertical, spacing: 0, alignment: .center)
    }
}
