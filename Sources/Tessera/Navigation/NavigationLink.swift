/// A row or button that pushes onto the enclosing `NavigationStack` when activated
/// (Enter, Space or a click). The pushed view comes from the nearest matching
/// `.navigationDestination(for:)`, or from `destination` for the view-based form.
public struct NavigationLink<Label: View>: PrimitiveView {
    let label: Label
    let value: AnyHashable?
    let destination: (any View)?

    /// Pushes `value` on the stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label(); self.value = value.map { AnyHashable($0) }; self.destination = nil
    }

    /// Pushes `destination` (not recorded in a bound path).
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label(); self.value = nil; self.destination = destination
    }

    /// Pushes the view `destination` builds.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> NavigationLinkNode { NavigationLinkNode() }
    package func update(_ n: NavigationLinkNode) {
        n.value = value
        n.destination = destination
        n.updateChild(label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`.
    public init<Destination: View>(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

package final class NavigationLinkNode: Node {
    var value: AnyHashable?
    var destination: (any View)?

    private var stack: NavigationStackNode? {
        ancestors.first { $0 is NavigationStackNode } as? NavigationStackNode
    }

    override package var isFocusable: Bool { environment.isEnabled && (value != nil || destination != nil) }

    func activate() {
        // In a `NavigationView`'s column (nearer than any stack), a view-based link replaces
        // the next column.
        if let destination, let split = ancestors.first(where: { $0 is NavigationStackNode || $0 is NavigationSplitNode }) as? NavigationSplitNode,
           split.show(destination, linkedFrom: self) { return }
        guard let stack else { return selectInList() }
        if let value { stack.push(value, from: self) } else if let destination { stack.push(view: destination) }
    }

    /// With `.buttonStyle(.borderedProminent)` a link is drawn as the screen's main action,
    /// `▐ Book Trip › ▌`, like a prominent button; otherwise as a row with a trailing `›`.
    private var prominent: Bool { environment.buttonStyle == .borderedProminent }
    private var leading: Int { prominent ? 2 : 0 }
    private var trailing: Int { prominent ? 4 : 2 }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let s = children.first?.size(for: ProposedSize(width: p.width.map { max(0, $0 - leading - trailing) }, height: p.height)) ?? .zero
        return Size(width: s.width + leading + trailing, height: max(1, prominent ? 1 : s.height))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: Rect(x: rect.minX + leading, y: rect.minY, width: max(0, rect.width - leading - trailing),
                                       height: prominent ? min(1, rect.height) : rect.height))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let theme = environment.theme
        if prominent {
            let fill = Style(foreground: .black, background: theme.accent, attributes: [.bold])
            canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), style: fill)
            super.draw(&canvas)
            canvas.restyle(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)) { $0.background = theme.accent; $0.foreground = .black; $0.attributes.insert(.bold) }
            canvas.write("▐", at: frame.origin, style: Style(foreground: theme.accent))
            canvas.write("›", at: Point(x: frame.maxX - 3, y: frame.minY), style: fill)
            canvas.write("▌", at: Point(x: frame.maxX - 1, y: frame.minY), style: Style(foreground: theme.accent))
        } else {
            super.draw(&canvas)
            canvas.write("›", at: Point(x: frame.maxX - 1, y: frame.minY), style: Style(foreground: theme.secondary))
        }
        if isFocused { canvas.restyle(frame) { $0.attributes.insert(.reverse); if self.prominent { $0.attributes.insert(.bold) } } }
    }

    /// Enter and Space open the link's destination; → too when it pushes onto a stack.
    override package func makeKeyMap() -> KeyMap {
        let triggers = stack == nil ? KeyTrigger.keys(.enter, .space) : KeyTrigger.keys(.enter, .space, .right)
        return KeyMap(isEnabled: environment.isEnabled, [KeyCommand(triggers, label: "Enter", "Open", id: "navigation.open") { [unowned self] in activate() }])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press, event.button == .left else { return false }
        activate()
        return true
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .link, label: textContent)
    }
}

/// Where `.navigationDestination(for:)` keeps its builder.
package final class NavigationDestinationNode: PassthroughNode {
    var make: @MainActor (AnyHashable) -> AnyView? = { _ in nil }
}

/// Where `.navigationTitle` keeps its title. A title that is set, changes or goes tells the
/// containers above it, which make their title rows again before the next layout.
package final class NavigationTitleNode: PassthroughNode {
    private var announced = false
    var title = "" {
        didSet {
            if title != oldValue { host?.revisions.navigationTitles &+= 1 }
            if title != oldValue || !announced {
                announced = true
                NavigationSearch.titlesMayHaveChanged(above: self)
            }
        }
    }

    override package func teardown() {
        NavigationSearch.titlesMayHaveChanged(above: self)
        super.teardown()
    }
}

extension View {
    /// Builds the view for values of type `data` pushed on the enclosing stack. Several may
    /// be declared; for a link, the one declared nearest to it wins.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        NodeView(self, make: { NavigationDestinationNode() }, configure: { node in
            node.make = { value in (value.base as? D).map { AnyView(destination($0)) } }
        })
    }
}

/// `.navigationDestination(isPresented:)`: pushes its view on the enclosing stack while the
/// binding is true, pops it when the binding turns false, and sets the binding to false when
/// the user goes back.
package final class PresentedDestinationNode: PassthroughNode {
    private weak var level: NavigationLevelNode?

    func update(isPresented: Binding<Bool>, destination: AnyView) {
        let wanted = isPresented.wrappedValue
        if let level, level.isAttached {
            if wanted {
                level.pushedView = destination
                level.updateChild(destination)
            } else if let stack = level.parent as? NavigationStackNode, let index = stack.levels.firstIndex(where: { $0 === level }) {
                self.level = nil
                host?.frameContext.runAfterDrawing { stack.pop(toDepth: index - 1) }
            }
            return
        }
        guard wanted else { return }
        // Pushed after this frame's update, not while the stack is reconciling its levels.
        host?.frameContext.runAfterDrawing { [weak self] in
            guard let self, self.level == nil, isPresented.wrappedValue,
                  let stack = self.ancestors.first(where: { $0 is NavigationStackNode }) as? NavigationStackNode else { return }
            let level = stack.push(view: destination)
            self.level = level
            level.teardownActions.append { [weak self] in
                guard let self, self.level === level else { return }
                self.level = nil
                if isPresented.wrappedValue { isPresented.wrappedValue = false }
            }
        }
    }
}

extension View {
    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is true;
    /// going back (Esc, `‹ Back`, `dismiss`) sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return NodeView(self, make: { PresentedDestinationNode() }, configure: { $0.update(isPresented: isPresented, destination: view) })
    }
}

/// Searches of the node tree used by the navigation containers.
@MainActor
package enum NavigationSearch {
    /// Visits `node`'s subtree, not entering nested stacks or split views.
    static func visit(_ node: Node, _ body: (Node) -> Void) {
        body(node)
        for child in node.children where !(child is NavigationStackNode || child is NavigationSplitNode) {
            visit(child, body)
        }
    }

    static func destinations(in level: Node) -> [NavigationDestinationNode] {
        var found: [NavigationDestinationNode] = []
        visit(level) { if let d = $0 as? NavigationDestinationNode { found.append(d) } }
        return found
    }

    /// A title below `node` was set, changed or went (or a stack's depth changed): the
    /// containers above it look at their title rows before the next layout.
    static func titlesMayHaveChanged(above node: Node) {
        for ancestor in node.ancestors {
            if let container = ancestor.navigationTitleRowOwner { container.bar.lookBeforeLayout(for: container) }
        }
    }

    static func title(in level: Node) -> String? {
        level.host?.stats.subtreeSearches &+= 1
        var found: String?
        visit(level) { if found == nil, let t = $0 as? NavigationTitleNode { found = t.title } }
        return found
    }

    /// The destination for `value` declared nearest to `origin`: the closest enclosing one.
    static func nearestDestination(for value: AnyHashable, from origin: Node, stoppingAt stack: Node) -> NavigationDestinationNode? {
        for ancestor in origin.ancestors {
            if ancestor === stack { break }
            if let d = ancestor as? NavigationDestinationNode, d.make(value) != nil { return d }
        }
        return nil
    }

    /// The focusable nodes of a subtree in reading order (as the focus manager collects them).
    static func focusables(in node: Node) -> [Node] {
        var result: [Node] = []
        func collect(_ n: Node) {
            if !n.children.isEmpty && (n.frame.width == 0 || n.frame.height == 0) { return }
            if n.isFocusable && !n.frame.isEmpty && n.environment.isEnabled { result.append(n) }
            if n.policy.contains(.takesFocusAsWhole) { return }
            for c in n.children { collect(c) }
        }
        collect(node)
        return result
    }

    /// `moveFocus`, in the focus stage of the frame being laid out: a container asks for it
    /// while placing the level it shows, whose controls' frames `focusables` reads.
    static func moveFocusAfterLayout(into level: Node, restoring: Node?, container: Node) {
        container.host?.frameContext.moveFocusAfterLayout { [weak level, weak restoring, weak container] in
            guard let level, let container, let host = container.host, level.isAttached else { return }
            moveFocus(into: level, restoring: restoring, container: container, host: host)
        }
    }

    /// After a push or a pop: focus `restoring` if it is still there, else the first
    /// focusable of `level`, else the first of `container` (the `‹ Back` button), so keys
    /// still reach the container.
    static func moveFocus(into level: Node, restoring: Node?, container: Node, host: ViewHost) {
        var candidates = focusables(in: level)
        if candidates.isEmpty { candidates = focusables(in: container) }
        if let restoring, restoring.isAttached, candidates.contains(where: { $0 === restoring }) {
            host.focus.set(restoring, in: host)
        } else if let first = candidates.first {
            host.focus.set(first, in: host)
        }
    }
}
