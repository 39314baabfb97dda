/// The runtime of a `Table`: a display order (an index permutation, never a copy of the rows),
/// a scroll position kept as a row index, and cell nodes for the visible rows only.
package final class TableNode<Value: Identifiable>: Node {
    private(set) var count = 0
    private var row: (Int) -> Value = { _ in fatalError("no rows") }
    private var columns: [TableColumn<Value>] = []
    private var selection: TableSelection<Value.ID> = .none
    private var sortBinding: Binding<[KeyPathComparator<Value>]>?
    private var emptyText = ""
    /// Display position → data index; nil means the data's own order.
    private var permutation: [Int]?
    private var sortedBy: [KeyPathComparator<Value>] = []
    private var sortedCount = -1
    /// First visible row (display position).
    package private(set) var top = 0
    /// The cursor's display position and the id it was found at.
    private var cursor = 0
    private var cursorID: Value.ID?
    private var finding: String?
    private var widths: [Int] = []
    private var columnX: [Int] = []
    /// Rows read during the last layout and draw (tests check it does not grow with the data).
    package private(set) var rowsReadLastFrame = 0

    private static var resortLimit: Int { 50_000 }

    func configure(count: Int, row: @escaping (Int) -> Value, columns: [TableColumn<Value>], selection: TableSelection<Value.ID>,
                   sortOrder: Binding<[KeyPathComparator<Value>]>?, emptyText: String) {
        let countChanged = count != self.count
        self.count = count
        self.row = row
        self.columns = columns
        self.selection = selection
        self.sortBinding = sortOrder
        self.emptyText = emptyText
        let order = sortOrder?.wrappedValue ?? []
        if order != sortedBy || countChanged || sortedCount != count || count <= Self.resortLimit {
            resort(order)
            locateCursor(reveal: true)
        }
    }

    // MARK: Order and selection

    private func dataIndex(_ position: Int) -> Int { permutation?[position] ?? position }
    private func value(at position: Int) -> Value { rowsReadLastFrame += 1; return row(dataIndex(position)) }

    private func resort(_ order: [KeyPathComparator<Value>]) {
        sortedBy = order
        sortedCount = count
        guard !order.isEmpty, count > 1 else { permutation = nil; return }
        let access = row
        let comparators = order.map { c -> (Int, Int) -> Int in
            let compare = c.makeIndexComparator(count, access)
            return c.order == .forward ? compare : { -compare($0, $1) }
        }
        var indices = Array(0..<count)
        indices.sort { a, b in
            for compare in comparators {
                let r = compare(a, b)
                if r != 0 { return r < 0 }
            }
            return a < b
        }
        permutation = indices
    }

    /// The id the cursor follows: the selection in single mode, the cursor row otherwise.
    private var currentID: Value.ID? {
        if case .single(let binding) = selection { return binding.wrappedValue }
        return cursorID
    }

    private func isSelected(_ id: Value.ID) -> Bool {
        switch selection {
        case .none: return false
        case .single(let binding): return binding.wrappedValue == id
        case .multiple(let binding): return binding.wrappedValue.contains(id)
        }
    }

    /// Finds the cursor's row again after a sort or a data change (by id, never by position).
    private func locateCursor(reveal: Bool) {
        guard let id = currentID, count > 0 else { cursor = min(cursor, max(0, count - 1)); return }
        if cursor < count, row(dataIndex(cursor)).id == id { return }
        for position in 0..<count where row(dataIndex(position)).id == id {
            cursor = position
            if reveal { revealCursor() }
            return
        }
        cursor = min(cursor, max(0, count - 1))
    }

    private var visibleRows: Int { max(0, frame.height - 1 - (finding == nil ? 0 : 1)) }

    private func revealCursor() {
        let rows = max(1, visibleRows)
        if cursor < top { top = cursor } else if cursor >= top + rows { top = cursor - rows + 1 }
        top = max(0, min(top, max(0, count - rows)))
    }

    private func move(to position: Int) {
        guard count > 0 else { return }
        cursor = max(0, min(count - 1, position))
        let id = row(dataIndex(cursor)).id
        cursorID = id
        switch selection {
        case .none: break
        case .single(let binding): binding.wrappedValue = id
        case .multiple(let binding): binding.wrappedValue = [id]
        }
        revealCursor()
        setNeedsDisplay()
    }

    private func toggleCursorRow() {
        guard case .multiple(let binding) = selection, count > 0 else { return }
        let id = row(dataIndex(cursor)).id
        cursorID = id
        if binding.wrappedValue.contains(id) { binding.wrappedValue.remove(id) } else { binding.wrappedValue.insert(id) }
    }

    // MARK: Sorting by the user

    private var sortableColumns: [Int] { columns.indices.filter { columns[$0].comparator != nil } }

    private var primarySortColumn: Int? {
        guard let first = sortBinding?.wrappedValue.first else { return nil }
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

    private func find(_ prefix: String) {
        guard let text = columns.first?.text, count > 0, !prefix.isEmpty else { return }
        let needle = prefix.lowercased()
        for step in 0..<count {
            let position = (cursor + step) % count
            if text(row(dataIndex(position))).lowercased().hasPrefix(needle) { move(to: position); return }
        }
    }

    // MARK: Layout

    override package var isFocusable: Bool { environment.isEnabled }
    override package var takesFocusAsWhole: Bool { true }
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

    override package func place(in rect: Rect) {
        frame = rect
        rowsReadLastFrame = 0
        let rows = max(1, visibleRows)
        top = max(0, min(top, max(0, count - rows)))
        if count > 0 { cursor = min(cursor, count - 1) }
        let end = min(count, top + visibleRows)
        let visible = top..<end
        // Column widths: fit columns measure the header and the visible text only.
        let fits = columns.map { column -> Int in
            var w = DisplayWidth.width(of: column.title) + 2
            if let text = column.text {
                for p in visible { w = max(w, DisplayWidth.width(of: Sanitizer.sanitize(Self.bounded(text(value(at: p)), columns: rect.width)), upTo: rect.width)) }
            }
            return w
        }
        let gaps = max(0, columns.count - 1)
        widths = TableColumnLayout.widths(columns.map(\.width), fitWidths: fits, available: max(0, rect.width - 1 - gaps))
        columnX = []
        var x = rect.minX + 1
        for w in widths { columnX.append(x); x += w + 1 }
        // Custom cells: nodes for visible rows only, reused by row id.
        let custom = columns.indices.filter { columns[$0].content != nil }
        var cells: [(Int, Int)] = []
        if !custom.isEmpty {
            var list = ChildList()
            for p in visible {
                let v = value(at: p)
                for c in custom {
                    guard let content = columns[c].content else { continue }
                    list.add(content(v), path: ChildPath(steps: [.id(AnyHashable(v.id)), .index(c)]))
                    cells.append((p, c))
                }
            }
            updateChildren(list)
        } else if !children.isEmpty {
            updateChildren(ChildList())
        }
        for (child, cell) in zip(children, cells) {
            let r = Rect(x: columnX[cell.1], y: rect.minY + 1 + cell.0 - top, width: widths[cell.1], height: 1)
            _ = child.size(for: ProposedSize(r.size))
            child.place(in: r)
        }
    }

    // MARK: Drawing

    override package func draw(_ canvas: inout Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let base = environment.textStyle
        let header = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        canvas.fill(header, style: base.with([.bold, .underline]))
        let primary = primarySortColumn
        let indicator = (sortBinding?.wrappedValue.first?.order ?? .forward) == .forward ? "▲" : "▼"
        for (i, column) in columns.enumerated() where i < widths.count && widths[i] > 0 {
            let w = widths[i]
            if i == primary {
                canvas.write(column.title, x: columnX[i], y: frame.minY, width: max(0, w - 2), style: base.with([.bold, .underline]))
                canvas.write(indicator, at: Point(x: columnX[i] + w - 1, y: frame.minY), style: base.with([.bold, .underline]))
            } else {
                canvas.write(column.title, x: columnX[i], y: frame.minY, width: w, style: base.with([.bold, .underline]))
            }
        }
        if count == 0 {
            canvas.write(emptyText, x: frame.minX + max(0, (frame.width - DisplayWidth.width(of: emptyText)) / 2),
                         y: frame.minY + min(frame.height - 1, max(1, frame.height / 2)), width: frame.width, style: base.with(.dim))
        }
        let focused = isFocused
        let end = min(count, top + visibleRows)
        for p in top..<max(top, end) {
            let y = frame.minY + 1 + p - top
            let v = value(at: p)
            for (i, column) in columns.enumerated() where i < widths.count {
                if let text = column.text {
                    canvas.write(Sanitizer.sanitize(Self.bounded(text(v), columns: widths[i])), x: columnX[i], y: y, width: widths[i], style: base)
                }
            }
            let selected = isSelected(v.id)
            if selected || (p == cursor && focused) {
                if selected {
                    canvas.restyle(Rect(x: frame.minX + 1, y: y, width: frame.width - 1, height: 1)) {
                        $0.attributes.insert(.reverse)
                        if focused { $0.attributes.insert(.bold) }
                    }
                }
                canvas.write(p == cursor || selected ? "▌" : " ", at: Point(x: frame.minX, y: y), style: base.with(.bold))
            }
        }
        for child in children { child.draw(&canvas) }
        // Custom cells drew after the restyle: select them too.
        for p in top..<max(top, end) where isSelected(row(dataIndex(p)).id) {
            canvas.restyle(Rect(x: frame.minX + 1, y: frame.minY + 1 + p - top, width: frame.width - 1, height: 1)) {
                $0.attributes.insert(.reverse)
                if focused { $0.attributes.insert(.bold) }
            }
        }
        if let finding {
            let y = frame.maxY - 1
            canvas.fill(Rect(x: frame.minX, y: y, width: frame.width, height: 1), style: base.with(.reverse))
            let x = canvas.write("Find: " + finding, at: Point(x: frame.minX, y: y), style: base.with(.reverse))
            host.showCursor(at: Point(x: x, y: y), within: canvas.clip)
        }
    }

    // MARK: Input

    override package func handleKey(_ key: KeyPress) -> Bool {
        guard environment.isEnabled else { return false }
        if finding != nil { return handleFindKey(key) }
        let page = max(1, visibleRows - 1)
        if key.modifiers.contains(.control) || key.modifiers.contains(.option) { return false }
        switch key.key {
        case .up: move(to: cursor - 1)
        case .down: move(to: count > 0 && currentIDIsMissing ? 0 : cursor + 1)
        case .pageUp: move(to: cursor - page)
        case .pageDown: move(to: cursor + page)
        case .home: move(to: 0)
        case .end: move(to: count - 1)
        case .character("/"): finding = ""; setNeedsDisplay()
        case .character("<"): stepSortColumn(-1)
        case .character(">"): stepSortColumn(1)
        case .character("r") where sortBinding != nil: reverseSort()
        case .character(" "):
            guard case .multiple = selection else { return false }
            toggleCursorRow()
        default: return false
        }
        return true
    }

    private var currentIDIsMissing: Bool { currentID == nil }

    private func handleFindKey(_ key: KeyPress) -> Bool {
        switch key.key {
        case .escape, .enter, .tab: finding = nil
        case .backspace: if var f = finding, !f.isEmpty { f.removeLast(); finding = f }
        case .character(let c) where key.modifiers.isDisjoint(with: [.control, .option]):
            finding?.append(c)
            find(finding ?? "")
        case .up, .down, .pageUp, .pageDown, .home, .end:
            finding = nil
            return handleKey(key)
        default: return true
        }
        setNeedsDisplay()
        return true
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            let rows = max(1, visibleRows)
            top = max(0, min(top + (event.kind == .scrollUp ? -3 : 3), max(0, count - rows)))
            setNeedsDisplay()
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
                    cursor = position
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

    override package func keyBindings() -> [KeyBinding] {
        if finding != nil { return [KeyBinding("Enter", "Done"), KeyBinding("Esc", "Stop finding")] }
        var result = [KeyBinding("↑↓", "Row"), KeyBinding("/", "Find")]
        if case .multiple = selection { result.append(KeyBinding("Space", "Select")) }
        if sortBinding != nil && !sortableColumns.isEmpty {
            result.append(KeyBinding("<>", "Sort column"))
            result.append(KeyBinding("r", "Reverse"))
        }
        return result
    }
}
