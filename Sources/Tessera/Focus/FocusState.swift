/// Where focus is, as a value: read it to know, set it to move focus.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focusedField: Field?
/// TextField("Email", text: $email).focused($focusedField, equals: .email)
/// ```
@MainActor @propertyWrapper public struct FocusState<Value: Hashable>: NodeLinked {
    private let defaultValue: Value
    private let convert: @MainActor (AnyHashable?) -> Value
    private let request: @MainActor (Value) -> AnyHashable?
    private let location = FocusLocation<Value>()

    /// Whether one control is focused: `@FocusState private var isFocused: Bool`.
    public init() where Value == Bool {
        defaultValue = false
        convert = { $0 != nil }
        request = { $0 ? AnyHashable(true) : nil }
    }

    /// Which of several controls is focused, `nil` for none: `@FocusState private var field: Field?`.
    public init<T: Hashable>() where Value == T? {
        defaultValue = nil
        convert = { $0?.base as? T }
        request = { $0.map { AnyHashable($0) } }
    }

    /// Where focus is; setting it moves focus there (applied at the next frame).
    public var wrappedValue: Value {
        get { location.box?.value ?? defaultValue }
        nonmutating set { location.box?.request(newValue) }
    }

    /// What `.focused($field, equals: .email)` takes.
    public var projectedValue: Binding { Binding(location: location, defaultValue: defaultValue) }

    /// What `.focused(…)` binds to.
    @MainActor public struct Binding {
        let location: FocusLocation<Value>
        let defaultValue: Value
        /// Where focus is; setting it moves focus there.
        public var wrappedValue: Value {
            get { location.box?.value ?? defaultValue }
            nonmutating set { location.box?.request(newValue) }
        }
    }

    package func link(to node: Node, slot: Int) {
        if let box = node.slots[slot] as? FocusBox<Value> {
            location.box = box
        } else {
            let box = FocusBox(defaultValue, node: node, convert: convert, request: request)
            node.slots[slot] = box
            location.box = box
        }
    }
}

/// Where a `@FocusState` finds its storage once its view has a node.
@MainActor public final class FocusLocation<Value: Hashable> {
    var box: FocusBox<Value>?
}

/// A `@FocusState`'s storage, shared by the runtime (which writes where focus is) and code
/// (which asks for focus to move).
@MainActor
package protocol FocusStore: AnyObject {
    func runtimeSet(_ value: AnyHashable?)
    /// Whether `runtimeSet(value)` would leave the state as it is.
    func holds(_ value: AnyHashable?) -> Bool
}

@MainActor
package protocol FocusRequest: AnyObject {
    var requested: AnyHashable? { get }
    func requestHandled()
}

@MainActor
final class FocusBox<Value: Hashable>: FocusStore, FocusRequest {
    private var stored: Value
    /// Where focus is; reading it records the reader (a body reading it runs again when focus
    /// moves, one that only passes `$field` on does not).
    var value: Value {
        readers.noteRead()
        return stored
    }
    private var readers = StateReaders()
    weak var node: Node?
    let convert: @MainActor (AnyHashable?) -> Value
    let toRequest: @MainActor (Value) -> AnyHashable?
    var requested: AnyHashable?

    init(_ value: Value, node: Node, convert: @escaping @MainActor (AnyHashable?) -> Value, request: @escaping @MainActor (Value) -> AnyHashable?) {
        self.stored = value; self.node = node; self.convert = convert; self.toRequest = request
    }

    func request(_ newValue: Value) {
        stored = newValue
        // Written back (`FocusManager.syncBindings`) after the request, honoured or not.
        node?.focusInputsChanged()
        requested = toRequest(newValue)
        guard let node, let host = node.host else { return }
        host.frameContext.requestFocus(self)
        host.focusDidChange()
        readers.tell(owner: node)
    }

    func requestHandled() {}

    func holds(_ raw: AnyHashable?) -> Bool { convert(raw) == stored }

    func runtimeSet(_ raw: AnyHashable?) {
        let newValue = convert(raw)
        guard newValue != stored else { return }
        stored = newValue
        readers.tell(owner: node)
    }
}

extension Node {
    /// The `@FocusState` binding this node is focused through (`.focused($state, equals:)` on
    /// it or around it, the nearest one), if any: its storage and the value it stands for.
    var focusBinding: (store: AnyObject, value: AnyHashable)? {
        var node: Node? = self
        while let n = node {
            if let binding = n as? FocusedBindingNode { return (binding.store as AnyObject, binding.value) }
            node = n.parent
        }
        return nil
    }
}

package final class FocusedBindingNode: PassthroughNode {
    var store: any FocusStore = NullFocusStore()
    var value: AnyHashable = true
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
}

final class NullFocusStore: FocusStore {
    func runtimeSet(_ value: AnyHashable?) {}
    func holds(_ value: AnyHashable?) -> Bool { true }
}

package final class FocusSectionNode: PassthroughNode {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn, .sizeIsChildSize] }
}

package final class FocusableNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    var enabled = true
    var onFocusChange: (@MainActor (Bool) -> Void)?
    override package var isFocusable: Bool { enabled && environment.isEnabled }
    override package func focusChanged(_ focused: Bool) { onFocusChange?(focused) }
    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        if isFocused { canvas.restyle(frame) { $0.attributes.insert(.reverse) } }
    }
}

extension ViewHost {
    /// Asks every lazy container in the tree to look, in the next evaluation, for the piece
    /// that holds a node satisfying `matches` (see `Node.realizeOffscreen`); true when one will.
    private func realizeOffscreen(where matches: @escaping (Node) -> Bool) -> Bool {
        var looking = false
        func search(_ node: Node) {
            if node.realizeOffscreen(where: matches) { looking = true }
            for child in node.children { search(child) }
        }
        for layer in layers.reversed() { search(layer.content) }
        search(root)
        return looking
    }

    /// Applies focus that code asked for through `@FocusState`, before the frame is drawn.
    package func applyFocusRequests() {
        // The focus stage makes no node: a lazy container asked for a target looks in its
        // next evaluation.
        let attached = revisions.attachments
        defer { assert(revisions.attachments == attached, "the focus stage made nodes") }
        frameContext.runFocusMoves()
        for request in frameContext.takeFocusRequests() {
            var registrations: [FocusedBindingNode] = []
            func visit(_ node: Node) {
                if let f = node as? FocusedBindingNode, f.store === (request as AnyObject) { registrations.append(f) }
                for c in node.children { visit(c) }
            }
            visit(root)
            for layer in layers { visit(layer.content) }
            if let wanted = request.requested {
                // The first bound control the focus walk found: a `ViewThatFits` keeps the
                // candidates it did not choose, whose controls are bound too but not shown.
                let controls = focus.order + focus.innerFocusables
                if let control = registrations.lazy.filter({ $0.value == wanted })
                    .compactMap({ target in controls.first { $0.isDescendant(of: target) } }).first {
                    focus.set(control, in: self)
                } else if registrations.contains(where: { $0.value == wanted }) == false,
                          realizeOffscreen(where: { ($0 as? FocusedBindingNode).map { $0.store === (request as AnyObject) && $0.value == wanted } ?? false }) {
                    // The target may be in a lazy container's unbuilt part: the next evaluation
                    // looks for it, layout scrolls to it, and this request is applied again.
                    frameContext.deferFocusRequest(request)
                }
            } else if let current = focus.focused, registrations.contains(where: { current.isDescendant(of: $0) }) {
                focus.set(nil, in: self)
            }
        }
    }
}

extension View {
    /// Binds focus to a `@FocusState` value: focus here sets it to `value`; setting it to
    /// `value` moves focus here.
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        NodeView(self, make: { FocusedBindingNode() }, configure: { node in
            if let box = binding.location.box { node.store = box }
            node.value = AnyHashable(value)
        })
    }

    /// Binds focus to a Boolean `@FocusState`.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        NodeView(self, make: { FocusedBindingNode() }, configure: { node in
            if let box = binding.location.box { node.store = box }
            node.value = AnyHashable(true)
        })
    }

    /// Makes any view a focus stop (drawn in reverse video while focused).
    public func focusable(_ isFocusable: Bool = true, onFocusChange: (@MainActor (Bool) -> Void)? = nil) -> some View {
        NodeView(self, make: { FocusableNode() }, configure: { $0.enabled = isFocusable; $0.onFocusChange = onFocusChange })
    }

    /// Makes this container's whole frame a target for arrow-key focus moves, so focus can
    /// reach a control in it that is not directly in line with the current one.
    public func focusSection() -> some View {
        NodeView(self, make: { FocusSectionNode() })
    }
}

package final class DefaultFocusNode: PassthroughNode {
    var request: (@MainActor () -> Void)?
    private var applied = false
    override package func placeSubviews(in rect: Rect) {
        super.placeSubviews(in: rect)
        guard !applied else { return }
        applied = true
        if host?.focus.focused == nil { request?() }
    }
}

extension View {
    /// Where focus goes first when this view appears and nothing is focused yet.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V?>.Binding, _ value: V) -> some View {
        NodeView(self, make: { DefaultFocusNode() }, configure: { node in
            node.request = { binding.wrappedValue = value }
        })
    }
}
