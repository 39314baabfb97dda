/// Where the user is in a list, apart from its rows' nodes: the current row (by position and
/// id), the first row shown (by position and id) and how many of its lines are scrolled above,
/// the row whose swipe actions show and which action is current. A value: its operations are
/// given the list's entries, so they are tested without a host (`ListModelTests`); `ListNode`
/// makes and places the rows and turns keys and clicks into these operations.
struct ListModel {
    /// The current row's position among the entries (never a header while there are rows).
    var current = 0
    /// The current row's id: what the current row is found by after the entries change.
    var currentID: AnyHashable?
    /// The first entry shown.
    var top = 0
    /// How many lines of the first entry are scrolled above.
    var topOffset = 0
    /// The first entry's id: what the scroll position is found by after the entries change.
    var topID: AnyHashable?
    /// The row whose swipe actions show, if any.
    var revealedID: AnyHashable?
    /// The current swipe action, from the trailing edge.
    var swipeIndex = 0

    /// The row nearest `index` that is not a header nor leaving: the first at or after it, else
    /// the last before it; 0 with no entries.
    static func nearestRow(from index: Int, in entries: [ListEntry]) -> Int {
        guard !entries.isEmpty else { return 0 }
        var i = index
        while i < entries.count, entries[i].isPassedBy { i += 1 }
        if i < entries.count { return i }
        i = index
        while i >= 0, entries[i].isPassedBy { i -= 1 }
        return max(0, i)
    }

    /// Makes the row at `index` current (its id with it).
    mutating func setCurrent(_ index: Int, in entries: [ListEntry]) {
        current = index
        currentID = entries.indices.contains(index) ? entries[index].id : nil
    }

    /// Moves the current row by `step` rows, passing headers and rows leaving by, and hides the swipe actions;
    /// false at either end, where nothing changes.
    mutating func step(by step: Int, in entries: [ListEntry]) -> Bool {
        var i = current + step
        while entries.indices.contains(i), entries[i].isPassedBy { i += step }
        guard entries.indices.contains(i) else { return false }
        setCurrent(i, in: entries)
        revealedID = nil
        return true
    }

    /// Makes the first row (or the last) current.
    mutating func moveToEnd(last: Bool, in entries: [ListEntry]) {
        current = Self.nearestRow(from: last ? max(0, entries.count - 1) : 0, in: entries)
        currentID = entries.isEmpty ? nil : entries[current].id
    }

    /// The entries changed (or a placement begins): the current row is found again by its id,
    /// else kept at its place within the rows and moved off a header; the swipe actions of a row
    /// gone are hidden; the first row shown is found again by its id, else kept within the
    /// entries, but a list scrolled to its very top stays there, so a row that comes in above
    /// the first shows (newest first). `index` finds an id's position.
    mutating func follow(_ entries: [ListEntry], index: (AnyHashable?) -> Int?) {
        if let i = index(currentID) { current = i }
        setCurrent(Self.nearestRow(from: min(current, max(0, entries.count - 1)), in: entries), in: entries)
        if revealedID != nil, index(revealedID) == nil { revealedID = nil }
        if top == 0 && topOffset == 0 { return }
        if let i = index(topID) { top = i } else { top = min(top, max(0, entries.count - 1)) }
    }

    /// The entries are about to change from `old` (where `oldIndex` finds an id) to entries
    /// holding the ids `stays` says: a current row that goes hands over to the first row after
    /// it that stays, else the last before it that stays, else the first row; the first row
    /// shown likewise. So a change taking several rows at once (the current one among them)
    /// lands on the row that followed them, wherever the others were.
    mutating func entriesWillChange(from old: [ListEntry], oldIndex: (AnyHashable?) -> Int?, stays: (AnyHashable) -> Bool) {
        func heir(of id: AnyHashable?) -> AnyHashable?? {
            guard let id, !stays(id), let at = oldIndex(id) else { return .none }
            func staying(_ entry: ListEntry) -> Bool { !entry.isPassedBy && stays(entry.id) }
            return .some(old[(at + 1)...].first(where: staying)?.id ?? old[..<at].last(where: staying)?.id)
        }
        if let heir = heir(of: currentID) {
            currentID = heir
            if heir == nil { current = 0 }
        }
        if let heir = heir(of: topID), let heir {
            topID = heir
            topOffset = 0
        }
    }

    /// Shows the entry at `index` first.
    mutating func scroll(toTop index: Int) {
        top = index
        topOffset = 0
    }

    /// Notes the id of the first entry shown, so the scroll position follows it.
    mutating func noteTop(in entries: [ListEntry]) {
        topID = entries.indices.contains(top) ? entries[top].id : nil
    }

    /// Shows the swipe actions of the row with `id`, the first one current.
    mutating func revealActions(of id: AnyHashable) {
        revealedID = id
        swipeIndex = 0
    }

    /// The next (or previous) of `count` swipe actions becomes current, round the end.
    mutating func stepAction(forward: Bool, count: Int) {
        let count = max(1, count)
        swipeIndex = (swipeIndex + (forward ? 1 : count - 1)) % count
    }
}
