import Foundation

extension ListNode {
    var isEditing: Bool {
        guard let f = host?.focus.focused else { return false }
        return f !== self && f.isDescendant(of: self)
    }

    private var focusedRow: ListRowNode? { visible.first(where: { $0.index == focusedIndex })?.node }

    private func source(of index: Int) -> (any ListRowSource, Int)? {
        guard entries.indices.contains(index), case .row(let s, let offset) = entries[index].kind else { return nil }
        return (sources[s], offset)
    }

    /// Moves the current row by `step` rows (skipping headers); false at either end.
    private func moveFocus(by step: Int) -> Bool {
        let editing = isEditing
        guard model.step(by: step, in: entries) else { return false }
        if editing { pendingEdit = true } else if host?.focus.focused !== self { moveFocus(to: self) }
        if editing { moveFocus(to: self) }
        invalidate([.measure, .draw])
        return true
    }

    private func moveRow(by step: Int) -> Bool {
        guard let (source, offset) = source(of: focusedIndex), let move = source.moveAction else { return false }
        let target = offset + step
        guard target >= 0, target < source.rowCount else { return true }
        move(IndexSet(integer: offset), step > 0 ? offset + 2 : offset - 1)
        invalidate([.measure, .draw])
        return true
    }

    private func deleteFocused() -> Bool {
        guard let (source, offset) = source(of: focusedIndex), let delete = source.deleteAction else { return false }
        delete(IndexSet(integer: offset))
        invalidate([.measure, .draw])
        return true
    }

    private func revealActions() -> Bool {
        guard let row = focusedRow, !(row.options?.swipeActions ?? []).isEmpty else { return false }
        model.revealActions(of: row.entryID)
        invalidate([.measure, .draw])
        return true
    }

    private func runSwipe(_ index: Int) {
        guard let row = focusedRow, let actions = row.options?.swipeActions, actions.indices.contains(index) else { return }
        model.revealedID = nil
        actions[index].action()
        invalidate([.measure, .draw])
    }

    /// The list's keys: the swipe actions' while they show (the row keys, and any other key,
    /// then first hide them), else rows, editing, selection, moving and deleting, as the row
    /// and data allow.
    func listKeyMap() -> KeyMap {
        guard revealedID != nil else { return KeyMap(rowCommands()) }
        let hiding = rowCommands().map { command in
            var command = command
            let run = command.run
            command.showsInFooter = false
            command.run = { [unowned self] key in model.revealedID = nil; invalidate([.measure, .draw]); return run(key) }
            return command
        }
        return KeyMap(swipeCommands() + hiding) { [unowned self] _ in model.revealedID = nil; invalidate([.measure, .draw]); return false }
    }

    private func swipeCommands() -> [KeyCommand] {
        let count = max(1, focusedRow?.options?.swipeActions?.count ?? 0)
        return [
            KeyCommand([KeyTrigger(.tab)], "Next action", id: "list.next-action") { [unowned self] in model.stepAction(forward: true, count: count); invalidate([.measure, .draw]) },
            KeyCommand([KeyTrigger(.backTab)], "Previous action", inFooter: false, id: "list.previous-action") { [unowned self] in
                model.stepAction(forward: false, count: count); invalidate([.measure, .draw])
            },
            KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", "Run", id: "list.run-action") { [unowned self] in runSwipe(swipeIndex) },
            KeyCommand([KeyTrigger(.left)], "Full swipe", id: "list.full-swipe") { [unowned self] in
                if focusedRow?.options?.allowsFullSwipe ?? true { runSwipe(0) } else { model.swipeIndex = min(count - 1, swipeIndex + 1) }
            },
            KeyCommand([KeyTrigger(.right), KeyTrigger(.escape)], label: "→/Esc", "Hide", id: "list.hide-actions") { [unowned self] in model.revealedID = nil; invalidate([.measure, .draw]) },
        ]
    }

    private func rowCommands() -> [KeyCommand] {
        let editing = isEditing
        let row = focusedRow
        let source = source(of: focusedIndex)?.0
        var commands = [KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Rows", id: "list.row") { [unowned self] key in moveFocus(by: key.key == .up ? -1 : 1) }]
        if editing {
            commands.append(KeyCommand([KeyTrigger(.escape)], "Done", id: "list.done") { [unowned self] in moveFocus(to: self) })
            commands.append(KeyCommand([KeyTrigger(.tab), KeyTrigger(.backTab)], "Next/previous field", inFooter: false, id: "list.next-field") { [unowned self] key in
                if let next = row?.control(after: host?.focus.focused, forward: key.key == .tab) { moveFocus(to: next); return true }
                moveFocus(to: self)
                if let host { host.focus.move(key.key == .tab ? .next : .previous, in: host) }
                return true
            })
        } else if let link = row?.control as? NavigationLinkNode {
            // A row that is a link opens at once, as a tap on it does.
            commands.append(KeyCommand([KeyTrigger(.enter)], "Open", id: "list.edit") { link.activate() })
        } else if let press = row?.soleAction {
            // A row that is one button, or one tap target, presses it at once, as a tap on it does.
            commands.append(KeyCommand([KeyTrigger(.enter)], label: "Enter", press.title.isEmpty ? "Activate" : press.title, id: "list.press") { press.run() })
        } else if let control = row?.control {
            commands.append(KeyCommand([KeyTrigger(.enter)], "Edit", id: "list.edit") { [unowned self] in moveFocus(to: control) })
        }
        if let selection, !editing {
            let toggle: @MainActor () -> Void = { [unowned self] in
                if entries.indices.contains(focusedIndex) { selection.toggle(entries[focusedIndex].selectionValue); invalidate([.measure, .draw]) }
            }
            // In a split view's column, Enter chooses the row (never unchoosing it) and shows the next column.
            let opens = row?.control == nil ? environment.splitViewActivate : nil
            let keys = row?.control == nil && opens == nil ? [KeyTrigger(.space), KeyTrigger(.enter)] : [KeyTrigger(.space)]
            commands.append(KeyCommand(keys, label: "Space", "Select", id: "list.select", perform: toggle))
            if let opens {
                commands.append(KeyCommand([KeyTrigger(.enter)], "Open", id: "list.open") { [unowned self] in
                    if entries.indices.contains(focusedIndex), !selection.contains(entries[focusedIndex].selectionValue) { toggle() }
                    opens()
                })
            }
        }
        if !(row?.options?.swipeActions ?? []).isEmpty {
            commands.append(KeyCommand([KeyTrigger(.left)], "Actions", id: "list.actions") { [unowned self] _ in revealActions() })
        }
        if source?.moveAction != nil {
            let keys = [KeyTrigger(.up, .option), KeyTrigger(.down, .option)] + (editing ? [] : [KeyTrigger(.character("K")), KeyTrigger(.character("J"))])
            commands.append(KeyCommand(keys, label: editing ? "Alt-↑↓" : "K/J", "Move", id: "list.move") { [unowned self] key in
                moveRow(by: key.key == .up || key.key == .character("K") ? -1 : 1)
            })
        }
        if source?.deleteAction != nil && !editing {
            commands.append(KeyCommand([KeyTrigger(.character("d")), KeyTrigger(.delete)], label: "d", "Delete", id: "list.delete") { [unowned self] _ in deleteFocused() })
        }
        commands.append(KeyCommand([KeyTrigger(.pageUp), KeyTrigger(.pageDown)], "Page", inFooter: false, id: "list.page") { [unowned self] key in
            key.key == .pageUp ? moveFocus(by: -max(1, min(focusedIndex, frame.height / 2)))
                : moveFocus(by: max(1, min(entries.count - 1 - focusedIndex, frame.height / 2)))
        })
        if !editing {
            commands.append(KeyCommand([KeyTrigger(.home), KeyTrigger(.end)], "First/last row", inFooter: false, id: "list.first-last") { [unowned self] key in
                model.moveToEnd(last: key.key == .end, in: entries)
                invalidate([.measure, .draw])
                return true
            })
        }
        return commands
    }

    func listHandleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollDown:
            if topIndex + 1 < entries.count { model.scroll(toTop: topIndex + 1); invalidate([.measure, .draw]) }
            return true
        case .scrollUp:
            if topIndex > 0 { model.scroll(toTop: topIndex - 1); invalidate([.measure, .draw]) }
            return true
        case .press:
            guard let item = visible.first(where: { $0.rect.contains(event.position) }), item.node != nil,
                  !entries[item.index].isPassedBy else { return true }
            if let node = item.node, revealedID == node.entryID,
               let hit = swipeRects(node: node, rect: item.rect).firstIndex(where: { $0.0.contains(event.position) }) {
                model.current = item.index; runSwipe(hit); return true
            }
            model.revealedID = nil
            model.setCurrent(item.index, in: entries)
            dragStart = event.position
            let markerX = item.rect.minX + gutter - 2
            if showsDeleteMarkers, event.position.x >= markerX, event.position.x < markerX + 2 {
                dragStart = nil
                _ = deleteFocused()
                return true
            }
            if let selection, event.position.x < item.rect.minX + gutter - (showsDeleteMarkers ? 2 : 0) { selection.toggle(entries[item.index].selectionValue) }
            if !isEditing { moveFocus(to: self) }
            invalidate([.measure, .draw])
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
}
