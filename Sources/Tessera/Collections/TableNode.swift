import Foundation

/// The runtime of a `Table`: its `TableModel` (a display order that is an index permutation,
/// never a copy of the rows, a scroll position kept as a row index, the cursor and find), the
/// rows read for it, and cell nodes for the visible rows only.
package final class TableNode<Value: Identifiable>: Node {
    /// The order, the scroll position, the cursor and the find. Changed through `change`, which
    /// notes what a change shows.
    private var model = TableModel<Value.ID>()
    /// How many rows the data has.
    var count: Int { model.count }
    private var row: (Int) -> Value = { _ in fatalError("no rows") }
    private var columns: [TableColumn<Value>] = []
    private var selection: TableSelection<Value.ID> = .none
    /// The selection as last read from its binding: drawing shows this, so the only reads of
    /// the binding in a frame are the table's own (see `NodePolicy.tracksStateReads`).
    private var selected: Set<Value.ID> = []
    private var sortBinding: Binding<[KeyPathComparator<Value>]>?
    private var emptyText = ""
    private var sortedBy: [KeyPathComparator<Value>] = []
    /// The data's version when the rows were last ordered.
    private var revision: TableDataRevision?
    /// The data itself, to ask a later version which rows changed since.
    private var data: Any?
    /// First visible row (display position).
    package var top: Int { model.top }
    /// The cursor's display position.
    private var cursor: Int { model.cursor }
    /// What the find bar holds; nil while it is closed.
    private var finding: String? { model.query }
    private var widths: [Int] = []
    private var columnX: [Int] = []

    /// Changes the model. A new scroll position, or the find bar opening or closing, shows
    /// other rows: their cells are made in the next evaluation. What `body` reads of the table
    /// it reads from its argument (the model is being changed).
    @discardableResult
    private func change<T>(_ body: (inout TableModel<Value.ID>) -> T) -> T {
        let top = model.top, finding = model.query != nil
        let result = body(&model)
        if model.top != top || (model.query != nil) != finding { cellsOutOfDate() }
        return result
    }

    /// Sorts again when the sort order or the data changed (by `revision`, at any row count).
    /// When only some rows changed (`changedRows` knows which, since the last `data`), only
    /// those are moved to their new places.
    func configure(count: Int, row: @escaping (Int) -> Value, revision: TableDataRevision, data: Any, changedRows: (Any) -> [Int]?,
                   columns: [TableColumn<Value>], selection: TableSelection<Value.ID>,
                   sortOrder: Binding<[KeyPathComparator<Value>]>?, emptyText: String) {
        let countChanged = count != self.count
        let dataChanged = countChanged || !(self.revision.map(revision.isSame) ?? false)
        let edited = dataChanged && !countChanged ? self.data.flatMap(changedRows) : nil
        self.revision = revision
        self.data = data
        change { $0.setCount(count) }
        self.row = row
        self.columns = columns
        self.selection = selection
        self.sortBinding = sortOrder
        self.emptyText = emptyText
        readSelection()
        let order = sortOrder?.wrappedValue ?? []
        if order != sortedBy || dataChanged {
            reorder(order, dataChanged: dataChanged, countChanged: countChanged, edited: edited)
        }
        // Applied anew, its cells' content may have changed: they are applied again.
        realizeCells()
    }

    // MARK: Cells

    /// What evaluation made for layout: the rows it made the custom cells of, the order it made
    /// them in, each cell's row and column (in the order of `children`), how wide each text
    /// column's text is in those rows, and the width it measured them for.
    private var realized = Realized()

    private struct Realized {
        var rows: Range<Int> = 0..<0
        var orderVersion = -1
        var cells: [(row: Int, column: Int)] = []
        /// Per column, the widest text of the rows made (0 for a custom column).
        var textWidths: [Int] = []
        /// The width the texts were measured up to (the table's at the time).
        var measuredWidth = 0
    }

    /// The rows the last layout shows.
    private var visibleRange: Range<Int> { model.visibleRange(rows: visibleRows) }

    /// The rows shown changed (a scroll, the find bar, a new height, a new order): the cells
    /// are made for them in the next evaluation, before layout places them.
    private func cellsOutOfDate() {
        if realized.rows != visibleRange || realized.orderVersion != model.orderVersion { invalidate(.evaluate) }
    }

    /// Evaluation: a table marked dirty makes the cells of the rows it shows.
    override package func reevaluate() { realizeCells() }

    /// Makes (or reuses, by row id) the custom cells of the rows the last layout shows, and
    /// measures their text columns, each row read once: this is evaluation, done before
    /// layout, which only places them. The scroll position and the cursor are first kept
    /// within the rows the table's height shows.
    private func realizeCells() {
        isDirty = false
        let rows = visibleRows
        model.fit(rows: rows)
        let visible = visibleRange
        // A plain loop: `compactMap` to a tuple was left generic by the optimizer, and its first
        // call had the runtime search every conformance for `Range<Int>`'s (about 0.1 ms).
        var custom: [Int] = []
        var texts: [(column: Int, text: (Value) -> String)] = []
        for i in columns.indices {
            if columns[i].content != nil { custom.append(i) }
            if let text = columns[i].text { texts.append((column: i, text: text)) }
        }
        let width = frame.width
        var textWidths = [Int](repeating: 0, count: columns.count)
        var cells: [(row: Int, column: Int)] = []
        var list = ChildList()
        if !custom.isEmpty || !texts.isEmpty {
            for p in visible {
                let v = value(at: p)
                for (i, text) in texts {
                    textWidths[i] = max(textWidths[i], DisplayWidth.width(of: Sanitizer.sanitize(Self.bounded(text(v), columns: width)), upTo: width))
                }
                for c in custom {
                    guard let content = columns[c].content else { continue }
                    list.add(content(v), path: ChildPath(steps: [.id(AnyHashable(v.id)), .index(c)]))
                    cells.append((p, c))
                }
            }
        }
        if !custom.isEmpty || !children.isEmpty { updateChildren(list) }
        realized = Realized(rows: visible, orderVersion: model.orderVersion, cells: cells, textWidths: textWidths, measuredWidth: width)
        invalidate(.place)
    }

    /// Its view reads the selection and the sort order: a change of either is read again here,
    /// without the view around the table being evaluated (a Down in a table whose screen
    /// passes `$selection` on runs no body). The table says itself what its keys change
    /// (`noteChangedRows`, or all of it when its rows scroll or its order changes), and is one
    /// Tab stop.
    override package class var policy: NodePolicy { [.tracksStateReads, .notesChangesItsKeysMake, .takesFocusAsWhole] }

    override package func rereadState() {
        StateReads.reading(as: self) {
            let order = sortBinding?.wrappedValue ?? []
            if order != sortedBy {
                reorder(order, dataChanged: false)
                // Read during evaluation: the cells follow the rows to their new places now.
                realizeCells()
                invalidate([.measure, .draw])
            }
            let before = selected, top = self.top
            readSelection()
            guard selected != before else { return }
            // Moved from outside (the app set the selection): the cursor follows it.
            if case .single = selection, let id = selected.first, cursor >= count || row(dataIndex(cursor)).id != id {
                locateCursor()
            }
            if top != self.top { invalidate([.measure, .draw]) } else { noteChangedRows(selectionBefore: before) }
        }
    }

    /// Reads the selection's binding into `selected`.
    private func readSelection() {
        switch selection {
        case .none: selected = []
        case .single(let binding): selected = binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): selected = binding.wrappedValue
        }
    }

    /// The rows whose look changed (selected or not, the cursor) and the header's "3 of 48"
    /// are drawn again, and a frame is asked for; nothing is measured or placed again.
    private func noteChangedRows(selectionBefore: Set<Value.ID>, cursorBefore: Int? = nil) {
        invalidate(.draw, rect: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1))
        // The find bar says which match the cursor is on.
        if finding != nil { invalidate(.draw, rect: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)) }
        for p in visibleRange {
            let id = row(dataIndex(p)).id
            if p == cursor || p == cursorBefore || selected.contains(id) != selectionBefore.contains(id) {
                invalidate(.draw, rect: Rect(x: frame.minX, y: frame.minY + 1 + p - top, width: frame.width, height: 1))
            }
        }
    }

    /// Sorts by `order` and finds the cursor's row again.
    private func reorder(_ order: [KeyPathComparator<Value>], dataChanged: Bool, countChanged: Bool = false, edited: [Int]? = nil) {
        // The cursor's row, by data index, when the data is the same: found again in the new
        // order without reading every row's id.
        let anchor = countChanged ? nil : model.cursorDataIndex(keeping: count)
        let reranked = edited.map { order == sortedBy && ranking == nil && rerank($0) } ?? false
        if !reranked { resort(order, dataChanged: dataChanged) }
        let id = currentID, rows = visibleRows, row = self.row
        change { $0.followCursor(from: anchor, id: id, rows: rows) { row($0).id } }
    }

    // MARK: Order and selection

    private func dataIndex(_ position: Int) -> Int { model.dataIndex(position) }
    /// Data indices in display order (for tests).
    var displayOrder: [Int] { model.displayOrder }
    /// The data index of the cursor's row (for tests).
    var cursorRow: Int { dataIndex(cursor) }
    private func value(at position: Int) -> Value { row(dataIndex(position)) }

    /// Each sort key's ranks, kept while the data stays the same: reversing, or going back to a
    /// column sorted before, is then a counting sort (milliseconds at a million rows).
    private var ranksByKey: [PartialKeyPath<Value>: [Int32]] = [:]

    private func resort(_ order: [KeyPathComparator<Value>], dataChanged: Bool) {
        if dataChanged { ranksByKey = [:]; ranking?.slice?.cancel(); ranking = nil }
        sortedBy = order
        guard !order.isEmpty, count > 1 else { model.setOrder(nil); return }
        // A large table reads a new key's values a slice per turn ("Sorting… 40%" in the
        // header) and keeps its current order, usable, until they are all read.
        if count > Self.backgroundSortLimit, let clock = environment.clock,
           let missing = order.first(where: { ranksByKey[$0.keyPath] == nil }) {
            startRanking(missing, clock: clock)
            return
        }
        let keys = order.map { comparator -> (ranks: [Int32], reversed: Bool) in
            if let ranks = ranksByKey[comparator.keyPath] { return (ranks, comparator.order == .reverse) }
            let ranks = rankBuilder(comparator).ranks(count: count, row: row)
            ranksByKey[comparator.keyPath] = ranks
            return (ranks, comparator.order == .reverse)
        }
        model.setOrder(SortRanks.order(keys, count: count))
    }

    /// Moves each of the `edited` rows (data indices) to its new place in the current order: out
    /// of the order, then back in by binary search (O(log n) rows read). The kept ranks no longer
    /// hold and are dropped. False when the rows must be sorted again instead.
    private func rerank(_ edited: [Int]) -> Bool {
        guard model.permutation?.count == count, edited.count <= 16 else { return sortedBy.isEmpty }
        ranksByKey = [:]
        let comparators = sortedBy, row = self.row
        // The edited row is read once, each row it is compared with once per comparison.
        var last: (index: Int, value: Value)?
        return model.rerank(edited) { index, other in
            let value: Value
            if let last, last.index == index { value = last.value } else { value = row(index); last = (index, value) }
            let otherValue = row(other)
            for comparator in comparators {
                let result = comparator.rankCompare(value, otherValue)
                if result != .orderedSame { return (result == .orderedAscending) != (comparator.order == .reverse) }
            }
            return index < other
        }
    }

    /// Reads `comparator`'s key for ranking: as its column keeps it (of its own type), else as
    /// the comparator can (whole rows, for a type it does not reveal).
    private func rankBuilder(_ comparator: KeyPathComparator<Value>) -> RankBuilder<Value> {
        let column = columns.first { $0.comparator?.keyPath == comparator.keyPath && $0.makeRankBuilder != nil }
        return column?.makeRankBuilder?(count) ?? comparator.makeRankBuilder(count)
    }

    /// Above this many rows, a key not ranked yet is read in the background.
    static var backgroundSortLimit: Int { 100_000 }
    /// Rows whose sort key is read per turn (about 25 ms of work for generated rows).
    static var rowsPerSortSlice: Int { 50_000 }

    private struct Ranking {
        var keyPath: PartialKeyPath<Value>
        var builder: RankBuilder<Value>
        var slice: TimerToken?
    }
    private var ranking: Ranking?

    private func startRanking(_ comparator: KeyPathComparator<Value>, clock: any RunClock) {
        if ranking?.keyPath == comparator.keyPath { return }
        ranking?.slice?.cancel()
        ranking = Ranking(keyPath: comparator.keyPath, builder: rankBuilder(comparator))
        scheduleRankingSlice(clock: clock)
        invalidate([.measure, .draw])
    }

    private func scheduleRankingSlice(clock: any RunClock) {
        ranking?.slice = clock.schedule(after: .zero) { [weak self] in
            guard let self, let current = self.ranking else { return }
            current.builder.read(upTo: min(self.count, current.builder.read + Self.rowsPerSortSlice), row: self.row)
            if current.builder.read < self.count {
                self.scheduleRankingSlice(clock: clock)
            } else {
                self.ranksByKey[current.keyPath] = current.builder.ranks()
                self.ranking = nil
                self.reorder(self.sortedBy, dataChanged: false)
                self.cellsOutOfDate()
            }
            self.invalidate([.measure, .draw])
        }
    }

    /// The id the cursor follows: the selection in single mode, the cursor row otherwise.
    private var currentID: Value.ID? {
        if case .single(let binding) = selection { return binding.wrappedValue }
        return model.cursorID
    }

    private func isSelected(_ id: Value.ID) -> Bool { selected.contains(id) }

    /// Finds the cursor's row again after a sort or a data change (by id, never by position).
    private func locateCursor() {
        let id = currentID, rows = visibleRows, row = self.row
        change { $0.locateCursor(id: id, rows: rows) { row($0).id } }
    }

    private var visibleRows: Int { max(0, frame.height - 1 - (finding == nil ? 0 : 1)) }

    /// Moves the cursor (and the selection with it). Without scrolling, only the rows it left
    /// and reached are drawn again.
    private func move(to position: Int) {
        guard count > 0 else { return }
        let before = (cursor: cursor, top: top, selected: selected)
        let rows = visibleRows
        change { _ = $0.move(to: position, rows: rows) }
        let id = row(dataIndex(cursor)).id
        model.cursorID = id
        switch selection {
        case .none: break
        case .single(let binding): binding.wrappedValue = id; selected = [id]
        case .multiple(let binding): binding.wrappedValue = [id]; selected = [id]
        }
        if top != before.top { invalidate([.measure, .draw]) } else { noteChangedRows(selectionBefore: before.selected, cursorBefore: before.cursor) }
    }

    private func toggleCursorRow() {
        guard case .multiple(let binding) = selection, count > 0 else { return }
        let id = row(dataIndex(cursor)).id
        model.cursorID = id
        let before = selected
        if binding.wrappedValue.contains(id) { binding.wrappedValue.remove(id) } else { binding.wrappedValue.insert(id) }
        selected = binding.wrappedValue
        noteChangedRows(selectionBefore: before)
    }

    // MARK: Sorting by the user

    private var sortableColumns: [Int] { columns.indices.filter { columns[$0].comparator != nil } }

    /// The column the rows are sorted by first, as last read from the sort order's binding.
    private var primarySortColumn: Int? {
        guard sortBinding != nil, let first = sortedBy.first else { return nil }
        return columns.firstIndex { $0.comparator?.keyPath == first.keyPath }
    }

    private func sort(byColumn index: Int, order: SortOrder) {
        guard let binding = sortBinding, var comparator = columns[index].comparator else { return }
        comparator.order = order
        binding.wrappedValue = [comparator]
    }

    private func stepSortColumn(_ delta: Int) {
        let sortable = sortableColumns
        guard !sortable.isEmpty else { return }
        let order = sortBinding?.wrappedValue.first?.order ?? .forward
        if let current = primarySortColumn, let at = sortable.firstIndex(of: current) {
            sort(byColumn: sortable[(at + delta + sortable.count) % sortable.count], order: order)
        } else {
            sort(byColumn: delta > 0 ? sortable[0] : sortable[sortable.count - 1], order: order)
        }
    }

    private func reverseSort() {
        guard let binding = sortBinding else { return }
        if var order = binding.wrappedValue.first {
            order.order = order.order.reversed
            binding.wrappedValue = [order] + binding.wrappedValue.dropFirst()
        } else if let first = sortableColumns.first {
            sort(byColumn: first, order: .reverse)
        }
    }

    // MARK: Find

    /// The next slice of the find under way (see `TableModel.continueSearch`): a large table is
    /// walked a slice per turn of the run loop, so no keystroke waits for a million rows.
    private var searchSlice: TimerToken?
    /// Rows read per turn while finding (about fifteen milliseconds for generated rows in a release build).
    static var rowsPerSlice: Int { 12_000 }

    /// Whether a row (by data index) holds `needle` (folded) in the first column, the one find searches.
    private func rowMatcher(_ needle: String) -> (Int) -> Bool {
        guard let text = columns.first?.text else { return { _ in false } }
        let row = self.row
        return { FindFolding.contains(text(row($0)), folded: needle) }
    }

    /// Text as find compares it: case and accents ignored, so "soc" finds "Chú Sóc Bông" and
    /// "d" finds "đ" (see `FindFolding`).
    package static func folded(_ text: String) -> String { FindFolding.folded(text) }

    /// The characters of `text` (offsets) that a find for `needle` matches first, if any.
    package static func matchedCharacters(in text: String, needle: String) -> Range<Int>? {
        TableModel<Value.ID>.matchedCharacters(in: text, needle: needle)
    }

    /// The find bar holds `query` now: the find starts again for it.
    private func setQuery(_ query: String) {
        change { $0.setQuery(query) }
        searchSlice?.cancel()
        searchSlice = nil
        guard !query.isEmpty else { change { $0.clearSearch() }; return }
        let needle = Self.folded(query)
        let matches = rowMatcher(needle)
        change { $0.startSearch(needle, matches: matches) }
        continueSearch()
    }

    private func continueSearch() {
        guard let needle = model.search?.needle else { return }
        let matches = rowMatcher(needle)
        if let hit = change({ $0.continueSearch(limit: Self.rowsPerSlice, matches: matches) }) { move(to: hit) }
        if model.isSearching {
            if let clock = environment.clock {
                searchSlice = clock.schedule(after: .zero) { [weak self] in self?.continueSearch() }
            } else {
                continueSearch()
            }
        } else {
            searchSlice = nil
        }
        invalidate([.measure, .draw])
    }

    /// Moves to the next (or previous) match, round the end.
    private func stepMatch(forward: Bool) {
        if let next = model.nextMatch(forward: forward) { move(to: next) }
    }

    /// The find bar goes, and the rows take its line back: all of the table is drawn again.
    private func stopFinding() {
        searchSlice?.cancel()
        searchSlice = nil
        change { $0.stopFinding() }
        invalidate([.measure, .draw])
    }

    // MARK: Layout

    override package var isFocusable: Bool { environment.isEnabled }
    override package var capturesText: Bool { finding != nil }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 60, height: p.height ?? min(count + 1, 20))
    }

    /// At most what `columns` can show, plus a character so that a cut still gets its `…`: a
    /// cell holding a megabyte of text costs no more per frame than a short one.
    static func bounded(_ text: String, columns: Int) -> String {
        guard text.utf8.count > 4 * columns + 64 else { return text }
        return String(text.prefix(columns + 1)) + "…"
    }

    /// Places what evaluation made: the columns as wide as the text it measured and the custom
    /// cells' sizes ask, and the cells in their rows. Layout reads no row and changes nothing
    /// of the model. When the rect shows rows evaluation did not make for (a new height, the
    /// first layout) or is wider than a text it measured was cut at, the table hands itself
    /// back (`Invalidation.sizedContent`): the host's sized-content step makes the cells and
    /// places it once more, since what this placement did was only a guess.
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let rows = visibleRows
        let shown = model.fitted(rows: rows)
        let visible = shown.top..<max(shown.top, min(count, shown.top + rows))
        let cut = rect.width > realized.measuredWidth && realized.textWidths.contains { $0 > realized.measuredWidth }
        if visible != realized.rows || realized.orderVersion != model.orderVersion || shown.top != model.top || shown.cursor != model.cursor || cut {
            invalidate(.sizedContent)
        }
        // Column widths: fit columns as wide as the header and the visible text (any width
        // past the rect's is the same to the columns' layout: more than there is).
        var fits = columns.map { DisplayWidth.width(of: $0.title) + 2 }
        for (i, width) in realized.textWidths.enumerated() where i < fits.count {
            fits[i] = max(fits[i], min(width, rect.width + 1))
        }
        // A custom column's cells say how wide they would be.
        for (child, cell) in zip(children, realized.cells) where visible.contains(cell.row) {
            fits[cell.column] = max(fits[cell.column], min(rect.width, child.size(for: ProposedSize(width: nil, height: 1)).width))
        }
        let gaps = max(0, columns.count - 1)
        widths = TableColumnLayout.widths(columns.map(\.width), fitWidths: fits, available: max(0, rect.width - 1 - gaps))
        columnX = []
        var x = rect.minX + 1
        for w in widths { columnX.append(x); x += w + 1 }
        for (child, cell) in zip(children, realized.cells) where visible.contains(cell.row) {
            let r = Rect(x: columnX[cell.column], y: rect.minY + 1 + cell.row - shown.top, width: widths[cell.column], height: 1)
            _ = child.size(for: ProposedSize(r.size))
            child.place(in: r)
        }
    }

    // MARK: Drawing

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let base = environment.textStyle
        let header = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        canvas.fill(header, style: base.with([.bold, .underline]))
        let primary = primarySortColumn
        let indicator = (sortedBy.first?.order ?? .forward) == .forward ? "▲" : "▼"
        var titlesEnd = frame.minX
        // Where the cursor is: "19 of 48", at the header's end (while a large table reads a new
        // sort key: how far it has got). The last title gives way to it where it would reach it,
        // as long as four cells of that title still show.
        let position = ranking.map { "Sorting… \($0.builder.read * 100 / max(1, count))%" } ?? "\(cursor + 1) of \(count)"
        let positionX = frame.maxX - DisplayWidth.width(of: position) - 1
        let lastTitleX = columns.indices.filter { $0 < widths.count && widths[$0] > 0 }.map { columnX[$0] }.max() ?? frame.minX
        let titlesLimit = count > 0 && positionX - 2 >= lastTitleX + 4 ? positionX - 2 : frame.maxX
        for (i, column) in columns.enumerated() where i < widths.count && widths[i] > 0 && columnX[i] < titlesLimit {
            let w = min(widths[i], titlesLimit - columnX[i])
            // The sorted column's title is marked (accent colour) with its arrow right beside it.
            let title = i == primary ? column.title + " " + indicator : column.title
            let style = i == primary ? base.with([.bold, .underline]).foreground(environment.theme.accent) : base.with([.bold, .underline])
            canvas.write(title, x: columnX[i], y: frame.minY, width: w, style: style)
            titlesEnd = columnX[i] + min(w, DisplayWidth.width(of: title))
        }
        if count > 0, positionX > titlesEnd + 1 {
            canvas.write(position, x: positionX, y: frame.minY, width: frame.maxX - positionX, style: base.with([.bold, .underline, .dim]))
        }
        if count == 0 {
            canvas.write(emptyText, x: frame.minX + max(0, (frame.width - DisplayWidth.width(of: emptyText)) / 2),
                         y: frame.minY + min(frame.height - 1, max(1, frame.height / 2)), width: frame.width, style: base.with(.dim))
        }
        let focused = isFocused
        // Only the rows the clip meets: a frame that draws two rows again reads two rows.
        let clip = canvas.clip
        let drawn = visibleRange.clamped(to: (top + clip.minY - frame.minY - 1)..<(top + clip.maxY - frame.minY - 1))
        let needle = model.search?.needle ?? ""
        var highlights: [Rect] = []
        for p in drawn {
            let y = frame.minY + 1 + p - top
            let v = value(at: p)
            for (i, column) in columns.enumerated() where i < widths.count {
                if let text = column.text {
                    let shown = Sanitizer.sanitize(Self.bounded(text(v), columns: widths[i]))
                    canvas.write(shown, x: columnX[i], y: y, width: widths[i], style: base)
                    // Find marks what matched in the column it searches.
                    if i == 0, let match = Self.matchedCharacters(in: shown, needle: needle) {
                        let characters = Array(shown)
                        let x = columnX[i] + DisplayWidth.width(of: String(characters[..<match.lowerBound]))
                        let w = min(DisplayWidth.width(of: String(characters[match])), columnX[i] + widths[i] - x)
                        if w > 0 { highlights.append(Rect(x: x, y: y, width: w, height: 1)) }
                    }
                }
            }
            if isSelected(v.id) || (p == cursor && focused) {
                // Focused, the cursor's bar is solid; without focus it is thin, so which table
                // has the keys shows without colour.
                canvas.write(focused ? "▌" : "▎", at: Point(x: frame.minX, y: y), style: base.with(.bold))
            }
        }
        for child in children where child.frame.intersects(clip) { child.draw(&canvas) }
        // Selected rows, custom cells included: reverse and bold with focus, reverse and dim
        // (secondary) without, as SwiftUI greys a selection whose list is not focused.
        for p in drawn where isSelected(row(dataIndex(p)).id) {
            canvas.restyle(Rect(x: frame.minX + 1, y: frame.minY + 1 + p - top, width: frame.width - 1, height: 1)) {
                $0.attributes.insert(.reverse)
                $0.attributes.insert(focused ? .bold : .dim)
            }
        }
        for rect in highlights { canvas.restyle(rect) { $0.attributes.insert(.underline) } }
        if let finding {
            let y = frame.maxY - 1
            canvas.fill(Rect(x: frame.minX, y: y, width: frame.width, height: 1), style: base.with(.reverse))
            let x = canvas.write("Find: " + finding, at: Point(x: frame.minX, y: y), style: base.with(.reverse))
            let status = model.searchStatus
            if !status.isEmpty {
                let w = DisplayWidth.width(of: status)
                canvas.write(status, x: max(x + 2, frame.maxX - w - 1), y: y, width: max(0, frame.maxX - x - 2), style: base.with([.reverse, .bold]))
            }
            canvas.showCursor(at: Point(x: x, y: y))
        }
    }

    // MARK: Input

    /// While finding, pasted text (or characters typed in one run, which arrive as one
    /// insertion) goes into the query on one line: line breaks become spaces and other
    /// control characters are dropped.
    override package func handlePaste(_ text: String) -> Bool {
        guard var query = finding, environment.isEnabled else { return false }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                if query.last != " " { query.append(" ") }
            } else if scalar.properties.generalCategory != .control {
                query.unicodeScalars.append(scalar)
            }
        }
        setQuery(query)
        invalidate([.measure, .draw])
        return true
    }

    /// While finding, the table keeps every key, so a stray one does not take focus away
    /// from the search.
    override package func makeKeyMap() -> KeyMap {
        finding != nil ? KeyMap(isEnabled: environment.isEnabled, findCommands(), otherKeys: { _ in true })
            : KeyMap(isEnabled: environment.isEnabled, rowCommands())
    }

    /// The map follows these alone: its commands read the rows, cursor and query when they run.
    override package var keyMapInputs: KeyMapInputs? {
        let multiple = if case .multiple = selection { true } else { false }
        return KeyMapInputs(environment.isEnabled, finding != nil, multiple, sortBinding != nil && !sortableColumns.isEmpty)
    }

    private func rowCommands() -> [KeyCommand] {
        var commands = [
            KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Row", id: "table.row") { [unowned self] key in
                move(to: key.key == .up ? cursor - 1 : (count > 0 && currentID == nil ? 0 : cursor + 1))
                return true
            },
            KeyCommand([KeyTrigger(.character("/"))], "Find", id: "table.find") { [unowned self] in change { $0.startFinding() }; invalidate([.measure, .draw]) },
        ]
        if case .multiple = selection {
            commands.append(KeyCommand([KeyTrigger(.space)], "Select", id: "table.select") { [unowned self] in toggleCursorRow() })
        }
        if sortBinding != nil && !sortableColumns.isEmpty {
            commands.append(KeyCommand([KeyTrigger(.character("<")), KeyTrigger(.character(">"))], label: "<>", "Sort column", id: "table.sort-column") { [unowned self] key in
                stepSortColumn(key.key == .character("<") ? -1 : 1)
                return true
            })
            commands.append(KeyCommand([KeyTrigger(.character("r"))], "Reverse", id: "table.reverse") { [unowned self] in reverseSort() })
        }
        commands += [
            KeyCommand([KeyTrigger(.pageUp), KeyTrigger(.pageDown)], "Page", inFooter: false, id: "table.page") { [unowned self] key in
                let page = max(1, visibleRows - 1)
                move(to: key.key == .pageUp ? cursor - page : cursor + page)
                return true
            },
            KeyCommand([KeyTrigger(.home), KeyTrigger(.end)], "First/last row", inFooter: false, id: "table.first-last") { [unowned self] key in
                move(to: key.key == .home ? 0 : count - 1)
                return true
            },
        ]
        return commands
    }

    private func findCommands() -> [KeyCommand] {
        [
            KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Previous/next match", id: "table.next-match") { [unowned self] key in
                stepMatch(forward: key.key == .down); invalidate([.measure, .draw])
                return true
            },
            KeyCommand([KeyTrigger(.enter), KeyTrigger(.tab)], label: "Enter", "Done", id: "table.find-done") { [unowned self] in stopFinding(); invalidate([.measure, .draw]) },
            KeyCommand([KeyTrigger(.escape)], "Stop finding", id: "table.stop-finding") { [unowned self] in stopFinding(); invalidate([.measure, .draw]) },
            KeyCommand([.typing], "Find", inFooter: false, id: nil) { [unowned self] key in
                if let c = key.character, let f = finding { setQuery(f + String(c)) }
                invalidate([.measure, .draw])
                return true
            },
            KeyCommand([KeyTrigger(.backspace)], "Erase", inFooter: false, id: "table.find-erase") { [unowned self] in
                if var f = finding, !f.isEmpty { f.removeLast(); setQuery(f) }
                invalidate([.measure, .draw])
            },
            KeyCommand([KeyTrigger(.pageUp), KeyTrigger(.pageDown), KeyTrigger(.home), KeyTrigger(.end)], "Stop finding, move", inFooter: false, id: "table.find-move") {
                [unowned self] key in
                stopFinding()
                return handleKey(key)
            },
        ]
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            let rows = visibleRows
            change { $0.scroll(by: event.kind == .scrollUp ? -3 : 3, rows: rows) }
            invalidate([.measure, .draw])
            return true
        case .press where event.button == .left:
            if event.position.y == frame.minY {
                if let i = columnX.indices.last(where: { columnX[$0] <= event.position.x }), columns[i].comparator != nil {
                    let order: SortOrder = primarySortColumn == i ? (sortBinding?.wrappedValue.first?.order.reversed ?? .forward) : .forward
                    sort(byColumn: i, order: order)
                }
                return true
            }
            let position = top + event.position.y - frame.minY - 1
            if position >= 0, position < count {
                if event.modifiers.contains(.control), case .multiple = selection {
                    change { $0.setCursor(position) }
                    toggleCursorRow()
                } else {
                    move(to: position)
                }
            }
            return true
        default:
            return false
        }
    }

    override package var accessibilityCursor: Point? {
        cursor >= top && cursor < top + visibleRows ? Point(x: frame.minX, y: frame.minY + 1 + cursor - top) : frame.origin
    }

    /// The table and its visible rows, each read as its cells' text ("Fabrizio Fish, Banana,
    /// Sneaky"); custom cells give the text of what they show.
    override package func accessibilityElement() -> AccessibilityElement? {
        var rows: [AccessibilityElement] = []
        for p in top..<max(top, min(count, top + visibleRows)) {
            let v = row(dataIndex(p))
            let y = frame.minY + 1 + p - top
            let cells = columns.enumerated().map { index, column -> String in
                if let text = column.text { return text(v) }
                let x = columnX[safe: index] ?? 0
                let inside = children.filter { $0.frame.minY == y && $0.frame.minX == x }.flatMap { AccessibilityTree.elements(of: $0) }
                return AccessibilityTree.label(of: inside)
            }
            var states: [String] = []
            if isSelected(v.id) || (p == cursor && isFocused) { states.append("selected") }
            rows.append(AccessibilityElement(role: .row, label: cells.filter { !$0.isEmpty }.joined(separator: ", "), states: states))
        }
        return AccessibilityElement(role: .table, label: columns.map(\.title).joined(separator: ", "),
                                    value: count == 0 ? emptyText : "row \(cursor + 1) of \(count)", children: rows)
    }

}
