/// Takes a host's keys, pastes and clicks to the views that answer them. A key goes to the
/// focused control, then up its ancestors (modifiers, containers, presentations), then to the
/// keyboard shortcuts the last layout collected, and last to focus movement and the host's own
/// keys (`?`, `q`, Esc). A click goes to the deepest view under the pointer in the topmost layer
/// that can take it, then up its ancestors.
@MainActor
package final class EventRouter {
    private unowned let host: ViewHost
    /// The keyboard shortcuts as of the last layout (the focus walk collects them), in reading
    /// order, a modifier's after those inside it; the last one for a key wins.
    package var shortcuts: [Shortcut] = []
    /// True when the last key used was taken by focus movement (Tab, an arrow no control
    /// answered): nothing but the focus changed.
    package private(set) var keyOnlyMovedFocus = false
    /// The node that took the press of a drag under way: it hears the pointer's moves and the
    /// release wherever they are (see `DragGesture`).
    package weak var pointerCapture: Node?

    package init(host: ViewHost) { self.host = host }

    private var focus: FocusManager { host.focus }

    /// Sends a key, paste or click on; true when something used it.
    package func route(_ event: Event) -> Bool {
        keyOnlyMovedFocus = false
        switch event {
        case .key(let key): return dispatchKey(key)
        case .paste(let text):
            var node: Node? = focus.focused
            while let n = node, !n.handlePaste(text) { node = n.parent }
            if let node { host.damage.note(node.frame) }
            return node != nil
        case .mouse(let mouse): return handleMouse(mouse)
        case .resize: return false
        }
    }

    /// Dispatches a key and tells whether anything used it. An embedded host (a hosted view
    /// inside an imperative window) leaves quit, suspend, help and `q` to the program around
    /// it, and reports arrows and Tab that found nowhere to move as unhandled. The host
    /// brought the screen up to date before it called this; routing only routes.
    package func dispatchKey(_ key: KeyPress) -> Bool {
        keyOnlyMovedFocus = false
        if host.statusMessage != nil { host.statusMessage = nil }
        let isEmbedded = host.isEmbedded
        if !isEmbedded {
            if key == .ctrlC { host.onRequest?(.quit); return true }
            if key == .ctrlZ { host.onRequest?(.suspend); return true }
        }
        if host.isHelpVisible {
            HelpOverlay.handleKey(key, host: host)
            return true
        }
        // The focused control, then its ancestors (modifiers, containers, presentations).
        var node: Node? = focus.focused ?? focus.scopeRoot(in: host)
        // A key a focused text field takes (a character, a caret move, Backspace) is the
        // field's even when it did nothing (→ at the end of the text): nothing above it and
        // no shortcut acts on it, as the footer, built the same way (`KeyChain`), names it for
        // nothing above; only moving the focus may still follow.
        let fieldsKey = focus.focused.map { $0.capturesText && $0.keyMap().command(for: key) != nil } ?? false
        var pastPresenter = false
        while let n = node {
            if n.handleKey(key) {
                if !n.policy.contains(.notesChangesItsKeysMake) { host.damage.note(n.frame) }
                return true
            }
            node = fieldsKey || pastPresenter ? nil : n.parent
            pastPresenter = n.isPresentedContent
        }
        for shortcut in shortcuts.reversed() where !fieldsKey && shortcut.key == key && shortcut.isActive {
            shortcut.action()
            // A shortcut may change anything, including what only its target draws.
            host.setNeedsFrame()
            return true
        }
        let typing = focus.focused?.capturesText ?? false
        let before = focus.focused
        switch key.key {
        case .tab: if isEmbedded { return false }; focus.move(.next, in: host)
        case .backTab: if isEmbedded { return false }; focus.move(.previous, in: host)
        case .up: focus.moveInDirection(.up, in: host)
        case .down: focus.moveInDirection(.down, in: host)
        case .left: focus.moveInDirection(.left, in: host)
        case .right: focus.moveInDirection(.right, in: host)
        case .escape:
            if typing { focus.leaveTextField(in: host) } else {
                // Never while something is presented: Esc leaves only the bare root.
                if !isEmbedded && host.layers.isEmpty { host.onRequest?(.leaveRoot) }
                return false
            }
        case .character("?") where !typing && key.modifiers.isEmpty && !isEmbedded:
            host.isHelpVisible = true
        case .function(1) where !isEmbedded:
            host.isHelpVisible = true  // help from a text field too, where `?` is typed
        case .character("q") where !typing && key.modifiers.isEmpty && !isEmbedded:
            host.onRequest?(.quit)
        default:
            return fieldsKey
        }
        switch key.key {
        case .tab, .backTab, .up, .down, .left, .right:
            keyOnlyMovedFocus = focus.focused !== before && focus.focused != nil
            return focus.focused !== before || key.key == .tab || key.key == .backTab || fieldsKey
        default: return true
        }
    }

    /// True when something used the event (a press always counts: it may close help or
    /// move focus).
    private func handleMouse(_ event: MouseEvent) -> Bool {
        // A node that took a press follows the pointer until the button is released (a drag).
        if let captured = pointerCapture, event.kind == .drag || event.kind == .release {
            if event.kind == .release { pointerCapture = nil }
            if captured.isAttached, captured.handleMouse(event) { return true }
        }
        if host.isHelpVisible {
            // Help scrolls with the wheel; it closes only by its keys, which it names.
            switch event.kind {
            case .scrollUp: HelpOverlay.handleKey(KeyPress(.up), host: host)
            case .scrollDown: HelpOverlay.handleKey(KeyPress(.down), host: host)
            default: break
            }
            return true
        }
        let layers = host.layers
        // Top layer first; a blocking layer swallows clicks outside it.
        if let scope = layers.modalScope, let top = layers.topBlocking {
            // Chrome of the layer (the sheet grabber, a drag in progress) sees the event first.
            if top.handleChromeMouse(event) { return true }
            return deepestHandler(in: scope.map(\.content), event).used || event.kind == .press
        }
        for layer in layers.reversed() {
            if layer.handleChromeMouse(event) { return true }
            let result = deepestHandler(in: [layer.content], event)
            if result.hit { return result.used || event.kind == .press }
        }
        return deepestHandler(in: [host.root], event).used || event.kind == .press
    }

    /// Offers the event to the deepest node under the pointer, then its ancestors: whether
    /// anything was under the pointer, and whether a node used the event.
    private func deepestHandler(in roots: [Node], _ event: MouseEvent) -> (hit: Bool, used: Bool) {
        for r in roots {
            guard let hit = Self.hitTest(r, event.position) else { continue }
            var node: Node? = hit
            while let n = node {
                if event.kind == .press, n.isFocusable, focus.isFocusable(n) { focus.set(n, in: host) }
                if n.handleMouse(event) { return (true, true) }
                if n === r { break }
                node = n.parent
            }
            return (true, false)
        }
        return (false, false)
    }

    /// The deepest node under `point` in `node`'s subtree, the last drawn first.
    static func hitTest(_ node: Node, _ point: Point) -> Node? {
        guard node.frame.contains(point) || node.frame.isEmpty else { return nil }
        if let gate = node as? HitTestingNode, !gate.allowsHitTesting { return nil }
        if let shaped = node as? ContentShapeNode { return shaped.hitTest(point, inside: { hitTest($0, point) }) }
        for child in node.children.reversed() {
            if let hit = hitTest(child, point) { return hit }
        }
        return node.frame.contains(point) && !node.passesClicksWhereEmpty && !ContentShapeNode.leavesOut(point, around: node) ? node : nil
    }
}

/// A keyboard shortcut a button offers (`.keyboardShortcut`), collected after each layout.
@MainActor
package struct Shortcut {
    package var key: KeyPress
    package var title: String
    package var isActive: Bool
    package var action: @MainActor () -> Void
}

/// Gathers the shortcuts of the buttons a layout placed, while a walk over the laid-out trees
/// visits each node after those inside it.
@MainActor
package struct ShortcutCollector {
    private let host: ViewHost
    /// What the walk found so far, in the order of `visit` calls.
    package private(set) var shortcuts: [Shortcut] = []

    package init(host: ViewHost) { self.host = host }

    /// Takes `node`'s shortcut, if it offers one (only `node`, not what is inside it).
    package mutating func visit(_ node: Node) {
        if let modifier = node as? ShortcutNode, let shortcut = modifier.shortcut(in: host) { shortcuts.append(shortcut) }
    }

    /// Takes the shortcuts of `node` and everything inside it, inner ones first.
    package mutating func visitSubtree(_ node: Node) {
        for child in node.children { visitSubtree(child) }
        visit(node)
    }
}
