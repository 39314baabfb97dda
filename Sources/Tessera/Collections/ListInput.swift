import Foundation

extension ListNode {
    var isEditing: Bool {
        guard let f = host.focus.focused else { return false }
        return f !== self && f.isDescendant(of: self)
    }

    private var focusedRow: ListRowNode? { visible.first(where: { $0.index == focusedIndex })?.node }

    private func source(of index: Int) -> (any ListRowSource, Int)? {
        guard entries.indices.contains(index), case .row(let s, let offset) = entries[index].kind else { return nil }
        return (sources[s], offset)
    }

    /// Moves the current row by `step` rows (skipping headers); false at either end.
    private func moveFocus(by step: Int) -> Bool {
        var i = focusedIndex + step
        while entries.indices.contains(i), entries[i].isHeader { i += step }
        guard entries.indices.contains(i) else { return false }
        let editing = isEditing
        focusedIndex = i
        focusedID = entries[i].id
        revealedID = nil
        if editing { pendingEdit = true } else if host.focus.focused !== self { host.focus.set(self, in: host) }
        if editing { host.focus.set(self, in: host) }
        setNeedsDisplay()
        return true
    }

    private func moveRow(by step: Int) -> Bool {
        guard let (source, offset) = source(of: focusedIndex), let move = source.moveAction else { return false }
        let target = offset + step
        guard target >= 0, target < source.rowCount else { return true }
        move(IndexSet(integer: offset), step > 0 ? offset + 2 : offset - 1)
        setNeedsDisplay()
        return true
    }

    private func deleteFocused() -> Bool {
        guard let (source, offset) = source(of: focusedIndex), let delete = source.deleteAction else { return false }
        delete(IndexSet(integer: offset))
        setNeedsDisplay()
        return true
    }

    private func revealActions() -> Bool {
        guard let row = focusedRow, !(row.options?.swipeActions ?? []).isEmpty else { return false }
        revealedID = row.entryID
        swipeIndex = 0
        setNeedsDisplay()
        return true
    }

    private func runSwipe(_ index: Int) {
        guard let row = focusedRow, let actions = row.options?.swipeActions, actions.indices.contains(index) else { return }
        revealedID = nil
        actions[index].action()
        setNeedsDisplay()
    }

    func listHandleKey(_ key: KeyPress) -> Bool {
        let plain = key.modifiers.isEmpty
        let alt = key.modifiers.contains(.option)
        if revealedID != nil {
            let count = focusedRow?.options?.swipeActions?.count ?? 0
            switch key.key {
            case .left where plain:
                if focusedRow?.options?.allowsFullSwipe ?? true { runSwipe(0) } else { swipeIndex = min(count - 1, swipeIndex + 1) }
                return true
            case .tab: swipeIndex = (swipeIndex + 1) % max(1, count); setNeedsDisplay(); return true
            case .backTab: swipeIndex = (swipeIndex - 1 + max(1, count)) % max(1, count); setNeedsDisplay(); return true
            case .enter, .space: runSwipe(swipeIndex); return true
            case .right, .escape: revealedID = nil; setNeedsDisplay(); return true
            default: revealedID = nil; setNeedsDisplay()
            }
        }
        switch key.key {
        case .up where alt: return moveRow(by: -1)
        case .down where alt: return moveRow(by: 1)
        case .up where plain: return moveFocus(by: -1)
        case .down where plain: return moveFocus(by: 1)
        case .pageUp: return moveFocus(by: -max(1, min(focusedIndex, frame.height / 2)))
        case .pageDown: return moveFocus(by: max(1, min(entries.count - 1 - focusedIndex, frame.height / 2)))
        case .left where plain: return revealActions()
        case .escape where isEditing:
            host.focus.set(self, in: host); return true
        case .tab, .backTab:
            guard isEditing else { return false }
            host.focus.set(self, in: host)
            host.focus.move(key.key == .tab ? .next : .previous, in: host)
            return true
        default: break
        }
        guard !isEditing else { return false }
        switch key.key {
        case .character("K") where !alt: return moveRow(by: -1)
        case .character("J") where !alt: return moveRow(by: 1)
        case .character("d") where plain, .delete: return deleteFocused()
        case .character(" ") where plain:
            guard let selection, entries.indices.contains(focusedIndex) else { return false }
            selection.toggle(entries[focusedIndex].id); setNeedsDisplay(); return true
        case .enter where plain:
            if let control = focusedRow?.control { host.focus.set(control, in: host); return true }
            guard let selection, entries.indices.contains(focusedIndex) else { return false }
            selection.toggle(entries[focusedIndex].id); setNeedsDisplay(); return true
        case .home: focusedIndex = nearestRow(from: 0); focusedID = entries.first.map { _ in entries[focusedIndex].id }; setNeedsDisplay(); return true
        case .end: focusedIndex = nearestRow(from: max(0, entries.count - 1)); focusedID = entries.last.map { _ in entries[focusedIndex].id }; setNeedsDisplay(); return true
        default: return false
        }
    }

    func listHandleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollDown:
            if topIndex + 1 < entries.count { topIndex += 1; topOffset = 0; setNeedsDisplay() }
            return true
        case .scrollUp:
            if topIndex > 0 { topIndex -= 1; topOffset = 0; setNeedsDisplay() }
            return true
        case .press:
            guard let item = visible.first(where: { $0.rect.contains(event.position) }), item.node != nil else { return true }
            if let node = item.node, revealedID == node.entryID,
               let hit = swipeRects(node: node, rect: item.rect).firstIndex(where: { $0.0.contains(event.position) }) {
                focusedIndex = item.index; runSwipe(hit); return true
            }
            revealedID = nil
            focusedIndex = item.index
            focusedID = entries[item.index].id
            dragStart = event.position
            if let selection, event.position.x < item.rect.minX + gutter { selection.toggle(entries[item.index].id) }
            if !isEditing { host.focus.set(self, in: host) }
            setNeedsDisplay()
            return true
        case .drag:
            if let start = dragStart, start.x - event.position.x >= 3 { dragStart = nil; _ = revealActions() }
            return true
        case .release:
            dragStart = nil
            return true
        default:
            return false
        }
    }

    func listKeyBindings() -> [KeyBinding] {
        if revealedID != nil {
            return [KeyBinding("Tab", "Next action"), KeyBinding("Enter", "Run"), KeyBinding("←", "Full swipe"), KeyBinding("→/Esc", "Hide")]
        }
        var b = [KeyBinding("↑↓", "Rows")]
        let row = focusedRow
        if isEditing { b.append(KeyBinding("Esc", "Done")) } else if row?.control != nil { b.append(KeyBinding("Enter", "Edit")) }
        if selection != nil && !isEditing { b.append(KeyBinding("Space", "Select")) }
        if !(row?.options?.swipeActions ?? []).isEmpty { b.append(KeyBinding("←", "Actions")) }
        if let (source, _) = source(of: focusedIndex) {
            if source.moveAction != nil { b.append(KeyBinding(isEditing ? "Alt-↑↓" : "K/J", "Move")) }
            if source.deleteAction != nil && !isEditing { b.append(KeyBinding("d", "Delete")) }
        }
        return b
    }
}
