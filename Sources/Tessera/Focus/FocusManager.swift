/// Directions for arrow-key focus moves.
public enum FocusDirection: Sendable {
    /// ↑, ↓, ← and →: to the nearest focusable control that way.
    case up, down, left, right
}

/// Keeps track of the focused node: Tab order, directional moves, sections, and the
/// `@FocusState` bindings that mirror it.
@MainActor
package final class FocusManager {
    package weak var focused: Node?
    /// Focusable nodes of the active scope, in reading order.
    package private(set) var order: [Node] = []
    package private(set) var sections: [Node] = []
    /// Focusable nodes inside containers that take focus as a whole but let their insides
    /// hold focus too (`allowsInnerFocus`: a text field in a list row). They can be focused by
    /// a click, the container or `@FocusState`, but are not Tab stops.
    package private(set) var innerFocusables: [Node] = []
    /// The last focused member of each section, to return to it.
    private var lastInSection: [ObjectIdentifier: WeakBox] = [:]

    package enum Step { case next, previous }

    /// The node keys go to when nothing is focused.
    package func scopeRoot(in host: ViewHost) -> Node {
        host.layers.scopeRoot(over: host.root)
    }

    /// Collects the focusable nodes of the active scope after layout, and on the same walk the
    /// keyboard shortcuts of the buttons the layout placed there, which it returns.
    package func rebuild(in host: ViewHost) -> [Shortcut] {
        let roots = host.layers.focusRoots(over: host.root)
        // Nothing the walk reads changed since the last one (no view applied or made, no node
        // gone or moved, the same layers and screen): what it found still holds. Typing in one
        // of 500 bound fields re-reads them all but moves none.
        let walk = Walk(revision: host.revisions.focusInputs, size: host.size, roots: roots.map(ObjectIdentifier.init))
        if walk == lastWalk, let shortcuts = lastShortcuts {
            #if DEBUG
            // Debug builds walk again, marks ignored, and compare.
            let kept = (order.map(ObjectIdentifier.init), sections.map(ObjectIdentifier.init), innerFocusables.map(ObjectIdentifier.init), shortcuts.map(\.key))
            let keptLists = (order, sections, innerFocusables)
            order.removeAll(); sections.removeAll(); innerFocusables.removeAll()
            var everything = ShortcutCollector(host: host)
            skipsInertSubtrees = false
            for r in roots { collect(r, visible: Rect(origin: .zero, size: host.size), shortcuts: &everything) }
            skipsInertSubtrees = true
            assert(kept.0 == order.map(ObjectIdentifier.init) && kept.1 == sections.map(ObjectIdentifier.init)
                   && kept.2 == innerFocusables.map(ObjectIdentifier.init) && kept.3 == everything.shortcuts.map(\.key),
                   "the focus walk was skipped, but something it reads changed")
            (order, sections, innerFocusables) = keptLists
            #endif
            return shortcuts
        }
        lastWalk = walk
        let found = walkAgain(roots: roots, in: host)
        lastShortcuts = found
        return found
    }

    /// What the last walk read, to tell whether another would find the same.
    private struct Walk: Equatable {
        var revision: Int
        var size: Size
        var roots: [ObjectIdentifier]
    }
    private var lastWalk: Walk?
    private var lastShortcuts: [Shortcut]?

    private func walkAgain(roots: [Node], in host: ViewHost) -> [Shortcut] {
        order.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        innerFocusables.removeAll(keepingCapacity: true)
        let screen = Rect(origin: .zero, size: host.size)
        var shortcuts = ShortcutCollector(host: host)
        for r in roots { collect(r, visible: screen, shortcuts: &shortcuts) }
        host.stats.focusVisits &+= visited
        visited = 0
        #if DEBUG
        // Debug builds walk every node again, marks ignored, and compare.
        let found = (order.map(ObjectIdentifier.init), sections.map(ObjectIdentifier.init), innerFocusables.map(ObjectIdentifier.init), shortcuts.shortcuts.map(\.key))
        order.removeAll(); sections.removeAll(); innerFocusables.removeAll()
        var everything = ShortcutCollector(host: host)
        skipsInertSubtrees = false
        for r in roots { collect(r, visible: screen, shortcuts: &everything) }
        skipsInertSubtrees = true
        assert(found.0 == order.map(ObjectIdentifier.init) && found.1 == sections.map(ObjectIdentifier.init)
               && found.2 == innerFocusables.map(ObjectIdentifier.init) && found.3 == everything.shortcuts.map(\.key),
               "a subtree marked as holding nothing for focus held something")
        #endif
        func onScreen(_ f: Node) -> Bool { isOnScreen(f, size: host.size) }
        /// The control on screen bound to the same `@FocusState` value as `binding`: where a
        /// layout that no longer shows the focused control (a `ViewThatFits` that chose another
        /// candidate, one rebuilt) shows its counterpart.
        func counterpart(of binding: (store: AnyObject, value: AnyHashable)?) -> Node? {
            guard let binding else { return nil }
            func bound(_ node: Node) -> Bool { node.focusBinding.map { $0.store === binding.store && $0.value == binding.value } == true }
            // On screen, or in a scroll view on screen that can bring it into view (a small
            // window's form).
            func revealable(_ node: Node) -> Bool {
                node.ancestors.contains { scroll in
                    guard scroll is ScrollNode else { return false }
                    let shown = scroll.frame.intersection(Rect(origin: .zero, size: host.size))
                    // Scrolling moves it up or down only: it must already lie within the columns shown.
                    return shown.height >= node.frame.height && shown.minX <= node.frame.minX && node.frame.maxX <= shown.maxX
                }
            }
            return order.first { onScreen($0) && bound($0) } ?? order.first { $0.isAttached && bound($0) && revealable($0) }
        }
        if let f = focused, !onScreen(f), f.isAttached, !f.environment.isEnabled || !f.isFocusable,
           let neighbour = enabledNeighbour(of: f, roots: roots, shown: order.filter(onScreen)) {
            // Disabled where it stands (an Add button whose action emptied the field it needs):
            // the focus goes to the control before it, else the one after, never to nothing,
            // where the next letter typed would be taken for a command.
            f.focusChanged(false)
            focused = neighbour
            neighbour.focusChanged(true)
        } else if let f = focused, !onScreen(f) {
            // Off screen (a terminal too small for the layout) focus is dropped, and comes back
            // when the control shows again, unless its counterpart shows now.
            focused = nil
            hiddenFocus = f.isAttached ? f : nil
            if let twin = counterpart(of: f.focusBinding) {
                f.focusChanged(false)
                hiddenFocus = nil
                if onScreen(twin) {
                    focused = twin
                    twin.focusChanged(true)
                } else {
                    // In a scroll view: given after layout, so the next pass scrolls it into view.
                    host.frameContext.moveFocusAfterLayout { [weak self, weak twin] in
                        if let self, let twin, twin.isAttached { set(twin, in: host) }
                    }
                }
            }
        } else if focused == nil, let f = hiddenFocus, onScreen(f) {
            focused = f
            hiddenFocus = nil
        } else if focused == nil, let twin = counterpart(of: leftBinding) {
            focused = twin
            twin.focusChanged(true)
        }
        if focused == nil, focusWasLost, hiddenFocus == nil, leftBinding == nil || counterpart(of: leftBinding) == nil,
           case let shown = order.filter(onScreen),
           let first = lostFrom.flatMap({ around in shown.first { $0.isDescendant(of: around) } })
               ?? shown.first(where: { $0.policy.contains(.prefersDefaultFocus) }) ?? shown.first(where: { !$0.declinesDefaultFocus }) ?? shown.first {
            // Something is always focused after a presentation closes: the control that opened
            // it, or when that is gone the first control.
            focused = first
            first.focusChanged(true)
        }
        focusWasLost = false
        lostFrom = nil
        leftBinding = nil
        return shortcuts.shortcuts
    }

    /// The control of `shown` that comes last before `node` in reading order, else the first
    /// after it; nil when `shown` is empty.
    private func enabledNeighbour(of node: Node, roots: [Node], shown: [Node]) -> Node? {
        let candidates = Set(shown.map(ObjectIdentifier.init))
        var before: Node?, after: Node?, passed = false
        for root in roots {
            root.forEachNode { n in
                if n === node { passed = true } else if candidates.contains(ObjectIdentifier(n)) {
                    if !passed { before = n } else if after == nil { after = n }
                }
            }
        }
        return before ?? after
    }

    /// The control that had focus before the terminal became too small to show it.
    private weak var hiddenFocus: Node?

    /// The `@FocusState` binding of the focused control that left the tree since the last walk.
    private var leftBinding: (store: AnyObject, value: AnyHashable)?

    /// The focused node is leaving the tree: focus goes with it, to come back on the next walk
    /// to a control bound to the same `@FocusState` value, if the new tree has one.
    package func focusedNodeLeft(_ node: Node) {
        leftBinding = node.focusBinding
        focused = nil
        // A part of a screen that stays went (a row deleted): focus goes to a control of what
        // stays around it. A screen replaced as a whole (signed in) leaves the focus to the
        // new screen.
        func inTree(_ n: Node) -> Bool { n.isAttached && n.ancestors.allSatisfy(\.isAttached) }
        // The controls of the screen that stay (the focus order may be a dialog's that is closing).
        var staying: [Node] = []
        node.host?.root.forEachNode { if $0 !== node, $0.isFocusable, inTree($0) { staying.append($0) } }
        if let around = node.ancestors.first(where: { ancestor in inTree(ancestor) && staying.contains { $0.isDescendant(of: ancestor) } }) {
            focusWasLost = true
            lostFrom = around
        }
    }

    /// What stayed around the focused control that went: the next walk focuses a control in it.
    private weak var lostFrom: Node?

    /// Set when a presentation closed and the control that had the focus before it is gone
    /// (a trip it deleted, a screen it replaced): the next walk focuses the first control.
    package var focusWasLost = false

    /// How many nodes the walk under way looked at, those passed by for their mark included
    /// (added to the host's `HostStats.focusVisits`).
    private var visited = 0

    /// False while a debug build checks the marks (see `rebuild`).
    private var skipsInertSubtrees = true

    /// True for a node that counts for focus itself, whatever its subtree holds.
    private static func counts(_ node: Node) -> Bool {
        node.isFocusable || node.policy.contains(.takesFocusAsWhole) || node.policy.contains(.allowsInnerFocus) || node is FocusSectionNode
            || node is ShortcutNode || node is FocusedBindingNode || node is ScrollNode
    }

    /// Visits `node`'s subtree; true when nothing in it counts for focus (see
    /// `Node.holdsNothingForFocus`), which then is not visited again until it changes.
    ///
    /// A control counts only when some of it is on screen (`visible`); inside a scroll view
    /// that is on screen, controls scrolled out of view count too (focusing one reveals it).
    /// Shortcuts count wherever the layout placed their button, hidden or whole-focus
    /// containers included (a toolbar item in the overflow menu still answers its key).
    @discardableResult
    private func collect(_ node: Node, visible: Rect?, shortcuts: inout ShortcutCollector) -> Bool {
        if skipsInertSubtrees { visited &+= 1 }
        if skipsInertSubtrees && node.holdsNothingForFocus { return true }
        var visible = visible
        if let area = visible, node is ScrollNode, !node.frame.intersection(area).isEmpty { visible = nil }
        func onScreen(_ n: Node) -> Bool { visible.map { !n.frame.intersection($0).isEmpty } ?? true }
        if node.frame.isEmpty && !node.children.isEmpty { 
            // Hidden containers (zero-size) hide their controls.
            if node.frame.width == 0 || node.frame.height == 0 {
                shortcuts.visitSubtree(node)
                // What a subtree holds does not follow where it is: one holding nothing is
                // marked as it would be on screen (the 400 rows of a stack past the screen's
                // bottom are not walked again).
                return skipsInertSubtrees && Self.markHoldsNothing(node)
            }
        }
        if node is FocusSectionNode { sections.append(node) }
        if node.isFocusable && !node.frame.isEmpty && onScreen(node) && node.environment.isEnabled { order.append(node) }
        if node.policy.contains(.takesFocusAsWhole) {
            if node.policy.contains(.allowsInnerFocus) { for child in node.children { collectInner(child, visible: visible) } }
            shortcuts.visitSubtree(node)
            return false
        }
        var inert = !Self.counts(node)
        // The list kept from an earlier walk is walked as it is (a child in it that holds
        // nothing now is passed by for its mark); without one, the walk makes it.
        let kept = skipsInertSubtrees ? node.focusWalkChildren : nil
        var walked: [Node] = []
        for child in kept ?? node.children where !collect(child, visible: visible, shortcuts: &shortcuts) {
            inert = false
            if kept == nil { walked.append(child) }
        }
        shortcuts.visit(node)
        if skipsInertSubtrees {
            node.holdsNothingForFocus = inert
            if kept == nil { node.focusWalkChildren = walked }
        }
        return inert
    }

    /// True when nothing in `node`'s subtree counts for focus; marks each node found so.
    private static func markHoldsNothing(_ node: Node) -> Bool {
        if node.holdsNothingForFocus { return true }
        var inert = !counts(node)
        for child in node.children where !markHoldsNothing(child) { inert = false }
        node.holdsNothingForFocus = inert
        return inert
    }

    private func collectInner(_ node: Node, visible: Rect?) {
        if node.frame.isEmpty { return }
        if node.isFocusable && node.environment.isEnabled && visible.map({ !node.frame.intersection($0).isEmpty }) ?? true {
            innerFocusables.append(node)
        }
        for child in node.children { collectInner(child, visible: visible) }
    }

    package func isFocusable(_ node: Node) -> Bool {
        order.contains { $0 === node } || innerFocusables.contains { $0 === node }
    }

    /// True for a control the last walk found that is still in the tree, with some of it on a
    /// screen of `size`.
    private func isOnScreen(_ node: Node, size: Size) -> Bool {
        node.isAttached && isFocusable(node) && !node.frame.intersection(Rect(origin: .zero, size: size)).isEmpty
    }

    /// Focuses the first control (or the default focus) when the app starts.
    package func focusFirstIfNeeded(in host: ViewHost) {
        guard focused == nil else { return }
        if let preferred = order.first(where: { $0.policy.contains(.prefersDefaultFocus) }) { set(preferred, in: host); return }
        if let first = order.first(where: { !$0.declinesDefaultFocus }) ?? order.first { set(first, in: host) }
    }

    package func set(_ node: Node?, in host: ViewHost) {
        guard node !== focused else { return }
        let before = host.revisions.focusInputs
        host.revisions.focusMoves &+= 1
        // Between two controls the walk found on screen, a move changes nothing it finds (Tab
        // in a form walks nothing); any other move is a change it follows (focus dropped or
        // given back, a control off screen).
        if !(node.map { isOnScreen($0, size: host.size) } ?? false) || focused == nil {
            host.revisions.focusInputs &+= 1
        }
        let moved = host.revisions.focusInputs
        let old = focused
        focused = node
        // Focus given on purpose (a presentation's control, the one it returns to) replaces the
        // control that went off screen: that one no longer comes back, nor holds off the
        // refocus when the control given focus then leaves.
        if node != nil { hiddenFocus = nil }
        old?.focusChanged(false)
        node?.focusChanged(true)
        if let node {
            for section in sections where node.isDescendant(of: section) {
                lastInSection[ObjectIdentifier(section)] = WeakBox(node)
            }
            node.revealRequested()
        }
        // Only focus moved since the last write-back: the states bound around where it was and
        // where it is are the ones that change.
        if let last = lastSync, last.revision == before, host.revisions.focusInputs == moved,
           last.focused == old.map(ObjectIdentifier.init) {
            writeBack(from: old, to: node, in: host)
        } else {
            syncBindings(in: host)
        }
        host.focusDidChange()
    }

    /// Esc in a text field that nothing above takes: focus goes to the nearest control before
    /// it that does not take typing (else the nearest after it), so keys like `q` and `?` work
    /// again and something stays focused; with no such control on screen, nothing is.
    package func leaveTextField(in host: ViewHost) {
        guard let current = focused else { return }
        guard let index = order.firstIndex(where: { $0 === current }) else {
            // A field inside a control taken as a whole (a list row's): that control.
            if let holder = current.ancestors.first(where: { ancestor in order.contains { $0 === ancestor } }) { set(holder, in: host) }
            return
        }
        let before = order[..<index].reversed(), after = order[(index + 1)...]
        func fits(_ node: Node) -> Bool { !node.capturesText && isOnScreen(node, size: host.size) }
        // With no such control on screen, the field lets the focus go, as it always did.
        set(before.first(where: fits) ?? after.first(where: fits), in: host)
    }

    /// Tab and Shift-Tab: reading order, wrapping around.
    package func move(_ step: Step, in host: ViewHost) {
        guard !order.isEmpty else { return }
        guard let current = focused, let index = order.firstIndex(where: { $0 === current }) else {
            set(step == .next ? order.first : order.last, in: host)
            return
        }
        let next = step == .next ? (index + 1) % order.count : (index - 1 + order.count) % order.count
        set(order[next], in: host)
    }

    /// Arrow keys the focused control did not use: the nearest focusable in that direction
    /// whose frame overlaps the current one on the other axis; focus sections count as one
    /// target as wide as their frame.
    package func moveInDirection(_ direction: FocusDirection, in host: ViewHost) {
        guard let current = focused else { focusFirstIfNeeded(in: host); return }
        let from = current.frame
        var best: (node: Node, score: Int)?
        func consider(_ target: Rect, _ node: Node) {
            guard let score = Self.score(from: from, to: target, direction) else { return }
            if best == nil || score < best!.score { best = (node, score) }
        }
        for candidate in order where candidate !== current {
            consider(candidate.frame, candidate)
        }
        for section in sections where !current.isDescendant(of: section) {
            consider(section.frame, section)
        }
        guard let target = best?.node else { return }
        if target is FocusSectionNode {
            if let remembered = lastInSection[ObjectIdentifier(target)]?.node, remembered.isAttached,
               order.contains(where: { $0 === remembered }) {
                set(remembered, in: host)
            } else if let first = order.first(where: { $0.isDescendant(of: target) }) {
                set(first, in: host)
            }
        } else {
            set(target, in: host)
        }
    }

    /// Lower is better; nil when `target` is not in that direction or not in the beam.
    static func score(from: Rect, to target: Rect, _ direction: FocusDirection) -> Int? {
        switch direction {
        case .right, .left:
            let overlap = min(from.maxY, target.maxY) - max(from.minY, target.minY)
            guard overlap > 0 else { return nil }
            let distance = direction == .right ? target.minX - from.maxX : from.minX - target.maxX
            guard distance >= 0 else { return nil }
            return distance * 4 + abs(target.minY - from.minY)
        case .down, .up:
            let overlap = min(from.maxX, target.maxX) - max(from.minX, target.minX)
            guard overlap > 0 else { return nil }
            let distance = direction == .down ? target.minY - from.maxY : from.minY - target.maxY
            guard distance >= 0 else { return nil }
            return distance * 8 + abs(target.minX - from.minX)
        }
    }

    // MARK: @FocusState

    /// Writes where focus is into every `@FocusState` bound with `.focused(…)`.
    /// Nothing the write-back reads changed since the last one (the same walk inputs, focus on
    /// the same node, no request since): every `@FocusState` already holds where focus is, and
    /// the tree is not walked again. Debug builds walk and check.
    package func syncBindings(in host: ViewHost) {
        let sync = SyncInputs(revision: host.revisions.focusInputs, focused: focused.map(ObjectIdentifier.init))
        if sync == lastSync {
            #if DEBUG
            for (_, entry) in bindings(in: host, counting: false) {
                assert(entry.store.holds(entry.value), "a @FocusState was written back, but something it reads changed")
            }
            #endif
            return
        }
        lastSync = sync
        for (_, entry) in bindings(in: host) {
            entry.store.runtimeSet(entry.value)
        }
    }

    /// Writes back a move of focus from `old` to `new` in a tree that is as the last
    /// write-back saw it: every `@FocusState` bound around `new` takes the value of the nearest
    /// `.focused` for it, one bound around `old` and not around `new` becomes nil, and the
    /// rest already hold nil (focus was in none of their controls and is not now). Debug
    /// builds walk and check.
    private func writeBack(from old: Node?, to new: Node?, in host: ViewHost) {
        // A form binds one or two states: a short list, searched by identity.
        var values: [(store: any FocusStore, value: AnyHashable?)] = []
        func collect(around control: Node?, focused: Bool) {
            var node = control
            while let n = node {
                if let modifier = n as? FocusedBindingNode, !values.contains(where: { $0.store === modifier.store }) {
                    values.append((modifier.store, focused ? modifier.value : nil))
                }
                node = n.parent
            }
        }
        // Around the new control first: a state bound around both takes the new value.
        collect(around: new, focused: true)
        collect(around: old, focused: false)
        for entry in values { entry.store.runtimeSet(entry.value) }
        lastSync = SyncInputs(revision: host.revisions.focusInputs, focused: new.map(ObjectIdentifier.init))
        #if DEBUG
        for (_, entry) in bindings(in: host, counting: false) {
            assert(entry.store.holds(entry.value), "a move of focus was written back, but a @FocusState elsewhere differs")
        }
        #endif
    }

    private struct SyncInputs: Equatable {
        var revision: Int
        var focused: ObjectIdentifier?
    }
    private var lastSync: SyncInputs?

    /// Each `@FocusState` bound in the tree and its layers, with the value that stands for where
    /// focus is (nil when focus is on none of its controls).
    /// `counting`: the nodes visited count in the host's `HostStats.focusVisits` (not when a
    /// debug build checks).
    private func bindings(in host: ViewHost, counting: Bool = true) -> [ObjectIdentifier: (store: any FocusStore, value: AnyHashable?)] {
        var bindingsByStore: [ObjectIdentifier: (store: any FocusStore, value: AnyHashable?)] = [:]
        func visit(_ node: Node) {
            if counting { host.stats.focusVisits &+= 1 }
            if let modifier = node as? FocusedBindingNode {
                let key = ObjectIdentifier(modifier.store)
                let inside = focused.map { $0.isDescendant(of: modifier) } ?? false
                if inside {
                    bindingsByStore[key] = (modifier.store, modifier.value)
                } else if bindingsByStore[key] == nil {
                    bindingsByStore[key] = (modifier.store, nil)
                }
            }
            for child in node.focusWalkChildren ?? node.children where !child.holdsNothingForFocus { visit(child) }
        }
        visit(host.root)
        for layer in host.layers { visit(layer.content) }
        return bindingsByStore
    }
}

extension Node {
    /// Moves focus in this node's host to `node` (nil: to nothing); does nothing once the host
    /// is gone.
    package func moveFocus(to node: Node?) {
        guard let host else { return }
        host.focus.set(node, in: host)
    }
}

final class WeakBox {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}

