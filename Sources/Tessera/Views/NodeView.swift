/// The building block of primitive views and modifiers: makes a node of class `N`,
/// configures it from this value, and builds `content` as its child.
package struct NodeView<N: Node, Content: View>: PrimitiveView {
    let content: Content
    let make: @MainActor () -> N
    let configure: @MainActor (N) -> Void

    package init(_ content: Content, make: @escaping @MainActor () -> N, configure: @escaping @MainActor (N) -> Void = { _ in }) {
        self.content = content; self.make = make; self.configure = configure
    }

    package func makeNode() -> N { make() }

    package func update(_ node: N) {
        configure(node)
        node.updateChild(content)
        // Applied again, a node whose size and place are its child's changes neither: the child
        // forgets its own sizes if what it inherits changed them.
        if N.policy.contains(.sizeIsChildSize) { node.updateChangedSize = false }
    }
}

extension NodeView where Content == EmptyView {
    package init(make: @escaping @MainActor () -> N, configure: @escaping @MainActor (N) -> Void = { _ in }) {
        self.init(EmptyView(), make: make, configure: configure)
    }
}

/// A node that passes layout through to its one child (modifiers build on it).
package class PassthroughNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
}

/// A node that changes its children's environment.
package final class EnvironmentNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
}

/// One change to the environment, kept as a value: a modifier holding it compares equal to
/// the one made by the next run of the same body, where a closure would be new each time.
@MainActor
package protocol EnvironmentChange {
    /// Makes the change.
    func apply(to environment: inout EnvironmentValues)
}

/// A modifier that changes its content's environment by an `EnvironmentChange`. Unlike a
/// `NodeView` configured by a closure, two of them with the same change and content compare
/// equal (see `ViewComparison`), so a body that runs again leaves the text below as it was.
package struct EnvironmentWriter<Content: View, Change: EnvironmentChange>: PrimitiveView, ViewValueComparing {
    let content: Content
    let change: Change

    /// Drawn through its node, compared by change and content (see `isSame`); applies to each
    /// view its content stands for (`ContentModifier`).
    public static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self, comparing: Self.self, modifier: Self.self) }

    /// The same change (bit for bit) over the same content (compared as views are).
    package static func isSame(_ a: Self, as b: Self) -> Bool {
        ViewComparison.haveSameBits(a.change, b.change) && ViewComparison.areEqual(a.content, b.content)
    }
    package func makeNode() -> EnvironmentNode { EnvironmentNode() }
    package func update(_ node: EnvironmentNode) {
        change.apply(to: &node.environment)
        node.updateChild(content)
        node.updateChangedSize = false
    }
}

/// Sets the value at a key path.
package struct EnvironmentValueChange<Value>: EnvironmentChange {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    package func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// The changes the text and control modifiers make (`.bold()`, `.foregroundStyle`, …).
package enum StyleChange: EnvironmentChange {
    case foreground(Color)
    case attributes(Style.Attributes)
    case disabled
    case fontWeight(Font.Weight)
    case tint(Color)

    package func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .foreground(let color): environment.textStyle.foreground = color
        case .attributes(let attributes): environment.textStyle.attributes.formUnion(attributes)
        case .disabled: environment.isEnabled = false
        case .fontWeight(let weight): environment.font = (environment.font ?? .body).weight(weight)
        case .tint(let color): environment.theme.accent = color
        }
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self, change: EnvironmentValueChange(keyPath: keyPath, value: value))
    }

    /// Changes this view's environment by `change`, or leaves it when nil.
    package func changingEnvironment(_ change: StyleChange?) -> some View {
        EnvironmentWriter(content: self, change: change)
    }

    /// Adjusts the environment for this view and its descendants.
    package func transformEnvironment(_ transform: @escaping @MainActor (inout EnvironmentValues) -> Void) -> some View {
        NodeView(self, make: { EnvironmentNode() }, configure: { transform(&$0.environment) })
    }
}

/// A custom modifier, as in SwiftUI: `content.modifier(MyModifier())`.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The kind of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as `body(content:)` receives it.
    typealias Content = ViewModifierContent
    /// The modified view: `content` with whatever the modifier adds.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` wraps.
public struct ViewModifierContent: View, MultiView {
    let view: any View
    /// Never called: its views are laid out by the container that holds it.
    public var body: Never { fatalError() }
    package func collect(into list: inout ChildList, path: ChildPath) { list.add(view, path: path) }
    package var subviews: [any View] { [view] }
}

/// A view with a custom modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let modifier: Modifier
    /// The modifier's body around the content.
    public var body: some View { modifier.body(content: ViewModifierContent(view: content)) }
}

extension ModifiedContent: DynamicPropertySource {
    package var dynamicPropertyOwner: Any { modifier }
}

/// A view whose dynamic properties (`@State`, …) live in another value (a modifier).
@MainActor
package protocol DynamicPropertySource: View {
    var dynamicPropertyOwner: Any { get }
}

extension DynamicPropertySource {
    /// A view composed through its `body`, its dynamic properties kept in another value.
    public static var _viewTraits: _ViewTraits { _ViewTraits(propertySource: Self.self) }
}

extension View {
    /// Applies a modifier of your own: `Text("Hi").modifier(Highlighted())`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension Optional: EnvironmentChange where Wrapped == StyleChange {
    /// The change, if there is one.
    package func apply(to environment: inout EnvironmentValues) { self?.apply(to: &environment) }
}
