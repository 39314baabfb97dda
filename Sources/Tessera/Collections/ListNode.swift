import Foundation

/// Lays out, draws and drives a `List`: only rows on screen get nodes; the scroll position is
/// the top row's index (kept by id across changes) plus how many of its lines are above.
///
/// A row's height is known only once its node is made, and nodes are made in the evaluate
/// stage: layout takes a row it has no node for as one line tall and notes it
/// (`wantedRows`), and hands the list back (`Invalidation.sizedContent`): the host's
/// sized-content step makes the rows, and places the list again.
/// One line is the least a row takes, so the rows that pass notes are all the rows the next
/// one can show. Measured without a height bound (in a scroll view), a list counts the rows it
/// has no node for as one line each, and measures again once they are made.
package final class ListNode: Node {
    var segments: [ListSegment] = []
    /// The content the segments come from, and the views of the app's own in it whose body is rows.
    var content: (any View)?; let contentOwners = ListContentOwners(); var ownsContentViews = false
    var selection: ListSelection?
    var entries: [ListEntry] = []
    var sources: [any ListRowSource] = []
    private var indexByID: [AnyHashable: Int] = [:]
    var rowNodes: [AnyHashable: ListRowNode] = [:]
    var visible: [(index: Int, rect: Rect, node: ListRowNode?)] = []
    /// The current row, the scroll position and the swipe actions shown (see `ListModel`).
    var model = ListModel()
    var focusedID: AnyHashable? { model.currentID }
    var focusedIndex: Int { model.current }
    var topIndex: Int { model.top }
    var topOffset: Int { model.topOffset }
    var revealedID: AnyHashable? { model.revealedID }
    /// Set when a focus request built an off-screen row: the next layout scrolls to it.
    private var scrollsToFocusedRow = false
    var swipeIndex: Int { model.swipeIndex }
    var pendingEdit = false
    var dragStart: Point?
    static let defaultInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)

    override package var isFocusable: Bool { entries.contains { !$0.isPassedBy } }
    /// One Tab stop whose rows' controls may hold focus; it marks its current row only while
    /// the focus is inside, and placing makes the row holding the focus current and scrolls
    /// to it.
    override package class var policy: NodePolicy { [.drawsFocusWithin, .placementFollowsFocus, .takesFocusAsWhole, .allowsInnerFocus] }

    override package func handleMouse(_ event: MouseEvent) -> Bool { listHandleMouse(event) }
    override package func makeKeyMap() -> KeyMap { listKeyMap() }

    var gutter: Int { 2 + (selection != nil ? 2 : 0) + (showsDeleteMarkers ? 2 : 0) }
    /// In edit mode (`EnvironmentValues.editMode`), rows whose data can be deleted show `⊖`.
    var showsDeleteMarkers: Bool { isInEditMode && sources.contains { $0.deleteAction != nil } }
    var isInEditMode: Bool { environment.editMode?.wrappedValue.isEditing ?? false }

    /// Rows layout wanted and had no node for, by id: the next evaluation makes them.
    private var wantedRows: [AnyHashable] = []
    /// Rows this placement asked the height of and had a node for: they stay, shown or not,
    /// or the next placement, asking again, would want them made again.
    private var consulted: [AnyHashable] = []
    /// The rows the last measure without a height bound had no node for and took as one
    /// line (a measure makes no rows): once one is made, the list measures again.
    private var guessedInMeasure: Set<AnyHashable> = []

    func contentChanged() {
        sources = []
        var list: [ListEntry] = []
        var newIndex: [AnyHashable: Int] = [:]
        var repeats: [AnyHashable: Int] = [:]
        func append(_ kind: ListEntry.Kind, id: AnyHashable) {
            var id = id
            if newIndex[id] != nil {  // a row an earlier one has the id of is a row of its own
                let occurrence = repeats[id, default: 0] + 1
                repeats[id] = occurrence
                id = AnyHashable(RepeatedRowID(id: id, occurrence: occurrence))
            }
            newIndex[id] = list.count
            list.append(ListEntry(kind: kind, id: id))
        }
        for segment in segments {
            switch segment {
            case .header(let title, let key): append(.header(title), id: key)
            case .single(let view, let key): append(.single(view), id: key)
            case .rows(let source, _):
                let s = sources.count
                sources.append(source)
                for i in 0..<source.rowCount { append(.row(source: s, offset: i), id: source.rowID(at: i)) }
            }
        }
        model.entriesWillChange(from: entries, oldIndex: { index(of: $0) }, stays: { newIndex[$0] != nil })
        let old = entries
        entries = list
        for (id, node) in rowNodes {
            if let i = newIndex[id], let view = view(for: i) { node.updateChild(view) }  // the row node holds the row's view
        }
        entries = Self.keepingLeavers(from: old, in: list, at: newIndex, nodes: rowNodes)
        leavingCount = entries.count - list.count
        if leavingCount == 0 { indexByID = newIndex } else { reindex() }
        invalidate([.measure, .draw])
        makeRows()
    }

    /// How many entries are rows leaving (see `keepingLeavers`).
    private var leavingCount = 0

    /// `list`, the entries the data gives now (`index` finds their ids), with the rows of
    /// `old` it no longer has that start (or go on) showing a removal transition put back
    /// where they were, all of them in the same change: a row made in an animation whose view
    /// has a `.transition` (see `TransitionNode`). The others go at once.
    private static func keepingLeavers(from old: [ListEntry], in list: [ListEntry], at index: [AnyHashable: Int],
                                       nodes: [AnyHashable: ListRowNode]) -> [ListEntry] {
        var merged = list
        var place = 0, added = 0
        for entry in old {
            if let i = index[entry.id] {
                place = i + added + 1
            } else if !entry.isHeader, let node = nodes[entry.id], node.isAttached, TransitionNode.startsLeaving(node) {
                merged.insert(ListEntry(kind: .leaving, id: entry.id), at: min(place, merged.count))
                place = min(place, merged.count - 1) + 1
                added += 1
            }
        }
        return merged
    }

    /// A row whose removal transition ended left the list's children: its entry goes too.
    private func dropRowsThatLeft() {
        guard leavingCount > 0 else { return }
        let gone = entries.filter { $0.isLeaving && rowNodes[$0.id]?.isAttached != true }.map(\.id)
        guard !gone.isEmpty else { return }
        for id in gone { rowNodes[id] = nil }
        let goneIDs = Set(gone)
        entries.removeAll { $0.isLeaving && goneIDs.contains($0.id) }
        leavingCount -= gone.count
        reindex()
        if let top = model.topID, indexByID[top] == nil { model.topID = nil }
    }

    /// Finds each id's entry again (the first, where ids repeat).
    private func reindex() {
        indexByID = [:]
        for (i, e) in entries.enumerated() where indexByID[e.id] == nil { indexByID[e.id] = i }
    }

    /// Evaluation: a list marked dirty by layout makes the rows it wanted, and by a focus
    /// request looks for its target among the rows not made.
    override package func reevaluate() { if !flattenAgainIfOwnersChanged() { makeRows() } }

    private func makeRows() {
        makeWantedRows()
        searchRowsNotMade()
    }

    /// Makes the rows the last layout wanted and had no node for, then has the list placed
    /// again (measured again, if a guess went into its size).
    private func makeWantedRows() {
        isDirty = false
        guard !wantedRows.isEmpty else { return }
        let wanted = wantedRows
        wantedRows = []
        var guessed = false
        for id in wanted where rowNodes[id] == nil {
            if let i = index(of: id), makeRow(i) != nil, guessedInMeasure.contains(id) { guessed = true }
        }
        if guessed { invalidate(.measure) } else { invalidate(.place) }
    }

    /// The focused row: a scroll view around a list measured whole follows it.
    override package var revealedRect: Rect {
        visible.first { $0.index == focusedIndex }?.rect ?? frame
    }

    override package var accessibilityCursor: Point? {
        visible.first { $0.index == focusedIndex }.map { Point(x: $0.rect.minX, y: $0.rect.minY) } ?? frame.origin
    }

    /// The list and its visible rows: a row reads as its text, with the controls inside it.
    override package func accessibilityElement() -> AccessibilityElement? {
        let containsFocus = host?.focus.focused.map { $0.isDescendant(of: self) } ?? false
        var rows: [AccessibilityElement] = []
        for item in visible {
            let entry = entries[item.index]
            if case .header(let title) = entry.kind { rows.append(AccessibilityElement(role: .heading, label: title)); continue }
            guard let node = item.node, !entry.isLeaving else { continue }
            let inside = AccessibilityTree.elements(of: node)
            var states: [String] = []
            if item.index == focusedIndex && containsFocus { states.append("focused") }
            if selection?.contains(entry.selectionValue) == true { states.append("selected") }
            if revealedID == entry.id { states.append("expanded") }
            // A row reads as its text, then what its first control holds (a condition's text field).
            let controls = inside.filter { $0.role != .text }
            let label = [AccessibilityTree.label(of: inside.filter { $0.role == .text }), controls.first.map { $0.value ?? $0.label } ?? ""]
                .filter { !$0.isEmpty }.joined(separator: ", ")
            rows.append(AccessibilityElement(role: .row, label: label, states: states, children: controls))
        }
        return AccessibilityElement(role: .list, label: "", children: rows)
    }

    func view(for index: Int) -> (any View)? {
        switch entries[index].kind {
        case .header, .leaving: return nil
        case .single(let v): return v
        case .row(let s, let offset): return sources[s].rowView(at: offset)
        }
    }

    func index(of id: AnyHashable?) -> Int? { id.flatMap { indexByID[$0] } }

    /// The row node layout has for an entry: nil for a header, and for a row with no node
    /// yet, which is noted for the next evaluation to make.
    private func row(_ index: Int) -> ListRowNode? {
        let entry = entries[index]
        if entry.isHeader { return nil }
        if let node = rowNodes[entry.id] { consulted.append(entry.id); return node }
        if entry.isLeaving { return nil }
        if wantedRows.isEmpty { invalidate(.sizedContent) }
        wantedRows.append(entry.id)
        return nil
    }

    /// Makes the row node for an entry (evaluation).
    private func makeRow(_ index: Int) -> ListRowNode? {
        let entry = entries[index]
        if entry.isHeader { return nil }
        if let node = rowNodes[entry.id] { return node }
        guard let view = view(for: index) else { return nil }
        let node = ListRowNode()
        node.entryID = entry.id
        node.path = ChildPath(steps: [.id(entry.id)])
        attach(node)
        node.environment = environment
        node.updateChild(view)
        rowNodes[entry.id] = node
        return node
    }

    func insets(_ node: ListRowNode?) -> EdgeInsets { node?.options?.insets ?? Self.defaultInsets }

    /// Lines an entry takes (content, without its separator) at the list's width.
    func height(_ index: Int) -> Int { height(of: row(index), gutter: gutter) }

    /// Lines `node` takes beside a gutter of `gutter` columns (a header, or a row not made
    /// yet: one).
    private func height(of node: ListRowNode?, gutter: Int) -> Int {
        guard let node else { return 1 }
        let ins = insets(node)
        let w = max(1, frame.width - gutter - ins.horizontal)
        return max(1, node.size(for: ProposedSize(width: w, height: nil)).height + ins.vertical)
    }

    func hasSeparator(_ index: Int) -> Bool {
        index + 1 < entries.count && !entries[index].isHeader && !entries[index + 1].isHeader
    }

    func span(_ index: Int) -> Int { height(index) + (hasSeparator(index) ? 1 : 0) }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let width = p.width.map { min($0, Int.infinity) } ?? 40
        if let h = p.height, h < Int.infinity / 2 { return Size(width: width, height: h) }
        let saved = frame
        frame = Rect(x: frame.minX, y: frame.minY, width: width, height: 0)
        let gutter = self.gutter
        var total = 0
        var guessed: Set<AnyHashable> = []
        for i in 0..<min(entries.count, 200) {
            total += leastSpan(i, gutter: gutter)
            if !entries[i].isPassedBy && rowNodes[entries[i].id] == nil { guessed.insert(entries[i].id) }
        }
        frame = saved
        guessedInMeasure = guessed
        return Size(width: width, height: total)
    }

    override package func placeSubviews(in rect: Rect) {
        // The current row and the scroll position are drawn by the list (its marker, the rows
        // shown): when placing moves them, the list is drawn again.
        let drawn = (focusedIndex, topIndex, topOffset, revealedID)
        defer { if drawn != (focusedIndex, topIndex, topOffset, revealedID) { invalidate(.draw) } }
        frame = rect
        dropRowsThatLeft()
        // Focus inside a row (a click or @FocusState on its control) makes that row current.
        if let f = host?.focus.focused, f !== self, f.isDescendant(of: self),
           let row = sequence(first: f, next: { $0.parent }).first(where: { $0 is ListRowNode }) as? ListRowNode {
            model.currentID = row.entryID
        }
        model.follow(entries) { index(of: $0) }
        consulted = []
        layoutRows()
        if scrollsToFocusedRow {
            scrollsToFocusedRow = false
            scrollToShow(focusedIndex)
        } else if let last = visible.last(where: { $0.index == focusedIndex }), last.rect.maxY > rect.maxY || last.rect.minY < rect.minY {
            scrollToShow(focusedIndex)
        } else if !visible.contains(where: { $0.index == focusedIndex }), entries.indices.contains(focusedIndex), host?.focus.focused.map({ $0.isDescendant(of: self) }) ?? false {
            scrollToShow(focusedIndex)
        }
        // Rows went away below (a search narrowed, then widened, the data): no empty space
        // under the last row while rows above are scrolled out.
        if topIndex > 0 || topOffset > 0, let last = visible.last, last.index == entries.count - 1, last.rect.maxY < rect.maxY {
            scrollToShow(last.index)
        }
        model.noteTop(in: entries)
        keepRowsShown()
        if pendingEdit {
            pendingEdit = false
            if let node = visible.first(where: { $0.index == focusedIndex })?.node, let control = node.control {
                host?.frameContext.runAfterDrawing { [weak self] in
                    guard let self, control.isAttached else { return }
                    moveFocus(to: control)
                }
            }
        }
    }

    /// A focus request for a node in a row not made: the next evaluation looks for it
    /// (`searchRowsNotMade`).
    override package func realizeOffscreen(where matches: @escaping (Node) -> Bool) -> Bool {
        guard entries.contains(where: { !$0.isPassedBy && rowNodes[$0.id] == nil }) else { return false }
        offscreenSearch = matches
        invalidate(.evaluate)
        return true
    }

    /// What a focus request looks for in the rows not made, until the next evaluation.
    private var offscreenSearch: ((Node) -> Bool)?

    /// Evaluation: makes the rows not made one at a time until one holds what a focus request
    /// looks for, keeps that one and scrolls to it at the next layout; the others leave again.
    private func searchRowsNotMade() {
        guard let matches = offscreenSearch else { return }
        offscreenSearch = nil
        for index in entries.indices where !entries[index].isPassedBy && rowNodes[entries[index].id] == nil {
            guard let node = makeRow(index) else { continue }
            if node.containsNode(where: matches) {
                model.currentID = entries[index].id
                scrollsToFocusedRow = true
                invalidate(.place)
                return
            }
            node.teardown()
            rowNodes[entries[index].id] = nil
        }
    }

    /// Scrolls so the row with `id` shows, and makes it the current row, for a `ScrollViewProxy`:
    /// at the top when `anchor` is in the upper part, else as little as shows it (the bottom for
    /// `.bottom`). False when no row has that id.
    func scroll(toRowWith id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let index = indexByID[id], !entries[index].isPassedBy else { return false }
        // The row becomes the current one: a list keeps its current row in view.
        model.setCurrent(index, in: entries)
        if let anchor, anchor.y < 0.5 { model.scroll(toTop: index); layoutRows() }
        else { if anchor != nil { model.scroll(toTop: 0) }; scrollToShow(index) }
        model.noteTop(in: entries)
        invalidate(.draw)
        return true
    }

    private func scrollToShow(_ index: Int) {
        if index <= topIndex { model.scroll(toTop: index); layoutRows(); return }
        var used = height(index)
        var j = index
        // A row is made for its height only when it could fit at its least (one line).
        let gutter = self.gutter
        while j > 0, used + leastSpan(j - 1, gutter: gutter) <= frame.height, used + span(j - 1) <= frame.height { j -= 1; used += span(j) }
        model.scroll(toTop: j)
        layoutRows()
    }

    /// The lines an entry takes at the least, its separator included: its own if it has a
    /// node, else one. Makes no row.
    private func leastSpan(_ index: Int, gutter: Int) -> Int {
        let entry = entries[index]
        return height(of: entry.isHeader ? nil : rowNodes[entry.id], gutter: gutter) + (hasSeparator(index) ? 1 : 0)
    }

    private func layoutRows() {
        visible = []
        var y = frame.minY - topOffset
        var i = topIndex
        let gutter = self.gutter, epoch = host?.layoutEpoch
        while i < entries.count, y < frame.maxY {
            let node = row(i)
            let ins = insets(node)
            let h = height(of: node, gutter: gutter)
            let r = Rect(x: frame.minX, y: y, width: frame.width, height: h)
            if let node {
                let content = Rect(x: r.minX + gutter + ins.leading, y: r.minY + ins.top,
                                   width: max(0, r.width - gutter - ins.horizontal), height: max(0, h - ins.vertical))
                // A row placed where it was, with nothing changed in it, keeps its separator.
                let unchanged = node.isPlaced(in: content, epoch: epoch) && node.frame == r
                if !unchanged {
                    node.place(in: content)
                    node.frame = r
                    // A row leaving keeps its separator where it was while its text moves away.
                    if !entries[i].isLeaving {
                        node.separatorX = node.options?.separatorLeading.map { r.minX + $0 } ?? node.textX ?? content.minX
                    }
                }
            }
            visible.append((i, r, node))
            y += h + (hasSeparator(i) ? 1 : 0)
            i += 1
        }
    }

    /// Ends a placement: the list's children are the rows shown, and a row the focus is in;
    /// other row nodes leave, unless this placement asked their height (`consulted`). When
    /// every row node is shown (the common frame: a row's title changed), there is nothing to
    /// look for.
    private func keepRowsShown() {
        var offscreen: [ListRowNode] = []
        if rowNodes.count > visible.count(where: { $0.node != nil }) {
            var shown = Set<AnyHashable>()
            for item in visible where item.node != nil { shown.insert(entries[item.index].id) }
            let asked = Set(consulted)
            let focused = host?.focus.focused
            for (id, node) in rowNodes where !shown.contains(id) {
                // A row scrolled out of sight keeps the focus it holds; a row whose item is gone
                // goes, with whatever it presented (a sheet opened from it, as SwiftUI's does).
                let exists = indexByID[id] != nil
                if exists, let focused, focused.isDescendant(of: node) { offscreen.append(node) }
                else if !exists || !asked.contains(id) { node.teardown(); rowNodes[id] = nil }
            }
        }
        let rows: [Node] = visible.compactMap(\.node) + offscreen
        // The same rows in the same order are left as they are (a new array would have the
        // focus walk look through them again).
        if rows.count != children.count || zip(rows, children).contains(where: { $0 !== $1 }) { children = rows }
    }

    // MARK: Drawing

    override package func draw(_ canvas: inout CellCanvas) {
        canvas.clipped(to: frame) { c in
            let theme = environment.theme
            let containsFocus = host?.focus.focused.map { $0.isDescendant(of: self) } ?? false
            for item in visible {
                let entry = entries[item.index]
                if case .header(let title) = entry.kind {
                    c.write(Sanitizer.sanitize(title).uppercased(), x: item.rect.minX + 1, y: item.rect.minY,
                            width: item.rect.width - 1, style: Style(foreground: theme.secondary, attributes: [.bold]))
                    continue
                }
                guard let node = item.node else { continue }
                let rowBackground = node.options?.background
                if let rowBackground { c.fill(item.rect, style: Style(background: rowBackground)) }
                node.draw(&c)
                let focused = item.index == focusedIndex && containsFocus
                if focused {
                    c.write("▸", at: Point(x: item.rect.minX, y: item.rect.minY), style: Style(foreground: theme.accent, attributes: [.bold]))
                }
                if isInEditMode, case .row(let source, _) = entry.kind {
                    if sources[source].deleteAction != nil {
                        c.write("⊖", at: Point(x: item.rect.minX + gutter - 2, y: item.rect.minY), style: Style(foreground: theme.destructive, attributes: [.bold]))
                    }
                    if sources[source].moveAction != nil {
                        c.write("≡", at: Point(x: item.rect.maxX - 1, y: item.rect.minY), style: Style(foreground: theme.secondary))
                    }
                }
                if let selection, selection.contains(entry.selectionValue) {
                    c.write("✓", at: Point(x: item.rect.minX + 2, y: item.rect.minY), style: Style(foreground: theme.accent, attributes: [.bold]))
                }
                if let rowBackground { Self.cover(item.rect, with: rowBackground, in: &c) }
                if hasSeparator(item.index), node.options?.separatorHidden != true {
                    let x = max(frame.minX, node.separatorX)
                    c.rule(from: Point(x: x, y: item.rect.maxY), width: frame.maxX - x,
                           style: Style(foreground: theme.secondary, attributes: [.dim]))
                }
                if revealedID == entry.id { drawSwipeActions(&c, node: node, rect: item.rect) }
            }
        }
    }

    /// Puts a row's background under everything drawn in it (its texts draw on the default
    /// background), and gives the cells on it a foreground that reads there: the terminal's
    /// default one is unknown, and a colour too close to the background is not seen.
    private static func cover(_ rect: Rect, with background: Color, in c: inout CellCanvas) {
        let ink = background.relativeLuminance > 0.4 ? Color.black : Color.brightWhite
        c.restyle(rect) { style in
            if style.background == .default { style.background = background }
            guard style.background == background else { return }
            if style.foreground == .default || abs(style.foreground.relativeLuminance - background.relativeLuminance) < 0.3 {
                style.foreground = ink
            }
        }
    }

    /// The revealed actions at the row's trailing edge, the first one outermost.
    func swipeRects(node: ListRowNode, rect: Rect) -> [(Rect, SwipeAction)] {
        let actions = node.options?.swipeActions ?? []
        var x = rect.maxX
        var out: [(Rect, SwipeAction)] = []
        for action in actions {
            let w = DisplayWidth.width(of: action.title) + 2
            x -= w
            out.append((Rect(x: x, y: rect.minY, width: w, height: 1), action))
        }
        return out
    }

    private func drawSwipeActions(_ c: inout CellCanvas, node: ListRowNode, rect: Rect) {
        let theme = environment.theme
        for (i, (r, action)) in swipeRects(node: node, rect: rect).enumerated() {
            var style = Style(foreground: .black, background: action.role == .destructive ? theme.destructive : theme.warning, attributes: [.bold])
            if i == swipeIndex { style.attributes.insert(.reverse) }
            c.fill(Rect(x: r.minX, y: rect.minY, width: r.width, height: rect.height), style: style)
            c.write(" " + action.title + " ", x: r.minX, y: r.minY, width: r.width, style: style)
        }
    }
}

extension Color {
    /// How light the colour is, from 0 (black) to 1 (white), by its approximate RGB.
    fileprivate var relativeLuminance: Double {
        let (r, g, b) = rgbComponents
        return (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }
}
