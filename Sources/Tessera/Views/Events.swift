/// The result of a key handler.
public enum KeyPressResult: Sendable {
    /// The key was used: it goes no further.
    case handled
    /// The key was not used: it goes on to the enclosing views, then to the defaults.
    case ignored
}

package final class KeyHandlerNode: PassthroughNode {
    var keys: Set<KeyPress>?
    var title: String?
    var handler: @MainActor (KeyPress) -> KeyPressResult = { _ in .ignored }
    /// The app's handler takes the keys it was given (any key when none): with a title, as
    /// one command help names; without, as what the map does with a key no command takes.
    override package func makeKeyMap() -> KeyMap {
        let keys = self.keys, handler = self.handler
        let run: @MainActor (KeyPress) -> Bool = { key in
            if let keys, !keys.contains(key) { return false }
            return handler(key) == .handled
        }
        guard let title, let keys else { return KeyMap(otherKeys: run) }
        let names = keys.map { $0.description }.sorted()
        let triggers = keys.sorted { $0.description < $1.description }.map { KeyTrigger($0.key, $0.modifiers) }
        return KeyMap([KeyCommand(triggers, label: names.joined(separator: "/"), title, id: nil, run: run)])
    }
}

/// Runs `.onAppear` after the first frame that places the view and `.onDisappear` when it
/// goes; a view a navigation push covers, or on a page of a `TabView` another page replaced,
/// disappears, and appears again when it shows again, as in SwiftUI.
package final class LifecycleNode: PassthroughNode {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
    /// Placed at least once: its appearance has begun.
    private var started = false
    /// Under a screen pushed over it: it has disappeared, and will appear again.
    private var covered = false
    override package func placeSubviews(in rect: Rect) {
        super.placeSubviews(in: rect)
        if !started {
            started = true
            if !covered, let onAppear { host?.frameContext.runAfterDrawing(onAppear) }
            teardownActions.append { [weak self] in
                guard let self, !self.covered else { return }
                self.onDisappear?()
            }
        }
    }

    /// Tells the views inside `root` that a screen or another page now covers them (`covered`)
    /// or that they show again: each that had appeared disappears, or appears again; one not
    /// placed yet appears when it is shown.
    static func setCovered(_ covered: Bool, in root: Node) {
        root.forEachNode { node in
            guard let node = node as? LifecycleNode, node.covered != covered else { return }
            node.covered = covered
            guard node.started, let action = covered ? node.onDisappear : node.onAppear else { return }
            node.host?.frameContext.runAfterDrawing(action)
        }
    }
}

package final class ChangeNode<V: Equatable>: PassthroughNode {
    var last: V?
    func check(_ value: V, initial: Bool, action: @escaping @MainActor (V, V) -> Void) {
        if let last, last != value {
            let old = last
            host?.frameContext.runAfterDrawing { action(old, value) }
        } else if last == nil && initial {
            host?.frameContext.runAfterDrawing { action(value, value) }
        }
        last = value
    }
}

package final class TaskNode: PassthroughNode {
    var task: Task<Void, Never>?
    var id: AnyHashable?
    func start(id newID: AnyHashable, _ body: @escaping @MainActor () async -> Void) {
        guard task == nil || id != newID else { return }
        task?.cancel()
        id = newID
        let clock = environment.clock.map(ClockReference.init)
        task = Task { @MainActor in await TaskClock.$current.withValue(clock) { await body() } }
        if teardownActions.isEmpty { teardownActions.append { [weak self] in self?.task?.cancel() } }
    }
}

package final class TimerNode: PassthroughNode {
    var token: TimerToken?
    var interval: Duration = .seconds(1)
    var action: @MainActor () -> Void = {}
    func start(_ newInterval: Duration) {
        guard token == nil || newInterval != interval else { return }
        token?.cancel()
        interval = newInterval
        guard let clock = environment.clock else { return }
        token = clock.schedule(every: newInterval) { [weak self] in self?.action() }
        if teardownActions.isEmpty { teardownActions.append { [weak self] in self?.token?.cancel() } }
    }
}

extension View {
    /// Handles keys that reach this view (focus inside it, or bubbling from a descendant).
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        NodeView(self, make: { KeyHandlerNode() }, configure: { $0.keys = nil; $0.title = nil; $0.handler = action })
    }

    /// Handles one key, held with `modifiers` (none unless given); `title` (if given) puts the
    /// key in the footer and help.
    public func onKeyPress(_ key: KeyEquivalent, modifiers: EventModifiers = [], title: String? = nil,
                           action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], modifiers: modifiers, title: title) { _ in action() }
    }

    /// Handles one key and hands the handler the press (with its modifiers and characters).
    public func onKeyPress(_ key: KeyEquivalent, title: String? = nil, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], title: title, action: action)
    }

    /// Handles any of `keys`, held with `modifiers` (none unless given); the handler gets the press.
    public func onKeyPress(keys: Set<KeyEquivalent>, modifiers: EventModifiers = [], title: String? = nil,
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        let presses = Set(keys.map { KeyPress($0.key, modifiers: modifiers) })
        return NodeView(self, make: { KeyHandlerNode() }, configure: { $0.keys = presses; $0.title = title; $0.handler = action })
    }

    /// Runs `action` after the frame in which the view is first laid out.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { LifecycleNode() }, configure: { $0.onAppear = action })
    }

    /// Runs `action` when the view is removed (its branch is no longer shown).
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { LifecycleNode() }, configure: { $0.onDisappear = action })
    }

    /// Runs `action` after a frame in which `value` changed, with the old and new values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        NodeView(self, make: { ChangeNode<V>() }, configure: { $0.check(value, initial: initial, action: action) })
    }

    /// Runs `action` after a frame in which `value` changed (SwiftUI's form without arguments).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Starts an async task when the view appears (and again when `id` changes); cancels it
    /// when the view goes away.
    public func task<ID: Hashable>(id: ID, _ body: @escaping @MainActor () async -> Void) -> some View {
        NodeView(self, make: { TaskNode() }, configure: { $0.start(id: AnyHashable(id), body) })
    }

    /// Starts an async task when the view appears and cancels it when the view goes away:
    /// `.task { await model.load() }`.
    public func task(_ body: @escaping @MainActor () async -> Void) -> some View {
        task(id: 0, body)
    }

    /// Calls `action` every `interval` on the app's clock while the view exists.
    public func onTimer(every interval: Duration, perform action: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { TimerNode() }, configure: { $0.action = action; $0.start(interval) })
    }
}
