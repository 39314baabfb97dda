/// One column of a `LazyVGrid` (or one row of a `LazyHGrid`): how long it is, the space
/// after it and where cells sit in it, as SwiftUI's `GridItem`. Lengths are cells (columns
/// across, rows down).
public struct GridItem: Sendable, Hashable {
    /// How long a grid item is.
    public enum Size: Sendable, Hashable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of the space left by the fixed items, kept between `minimum` and `maximum`.
        case flexible(minimum: Int = 1, maximum: Int = .infinity)
        /// As many items as fit in its share, each at least `minimum` and at most `maximum`.
        case adaptive(minimum: Int, maximum: Int = .infinity)
    }

    /// How long the item is.
    public var size: GridItem.Size
    /// The cells between this item and the next; nil for the grid's default (one column
    /// between columns, no row between rows).
    public var spacing: Int?
    /// Where a cell smaller than its place sits in it; nil to centre it.
    public var alignment: Alignment?

    /// An item of `size`, `spacing` cells before the next, placing cells by `alignment`.
    public init(_ size: GridItem.Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// The item with its lengths read as `LengthUnit.current` says: columns for a column
    /// (`across`), rows for a row.
    @MainActor func inCells(across: Bool) -> GridItem {
        func cells(_ length: Int) -> Int { across ? LengthUnit.columns(length) : LengthUnit.rows(length) }
        var item = self
        switch size {
        case .fixed(let n): item.size = .fixed(cells(n))
        case .flexible(let minimum, let maximum): item.size = .flexible(minimum: cells(minimum), maximum: cells(maximum))
        case .adaptive(let minimum, let maximum): item.size = .adaptive(minimum: cells(minimum), maximum: cells(maximum))
        }
        item.spacing = spacing.map { across ? LengthUnit.columns($0) : LengthUnit.rows($0) }
        return item
    }
}

/// A column (or row) of cells as resolved for one length: where it starts and how long it is.
struct GridTrack: Equatable {
    var start: Int
    var length: Int
    var alignment: Alignment?
}

extension GridItem {
    /// The tracks `items` make in `length` cells, `defaultSpacing` apart unless an item says
    /// otherwise; with no length given, flexible and adaptive items take `ideal` cells.
    static func tracks(_ items: [GridItem], in length: Int?, defaultSpacing: Int, ideal: Int) -> [GridTrack] {
        var tracks: [GridTrack] = []
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        let fixed = items.reduce(0) { total, item in
            if case .fixed(let n) = item.size { return total + max(0, n) }
            return total
        }
        let gaps = spacings.dropLast().reduce(0, +)
        var remaining = max(0, (length ?? .infinity) - fixed - gaps)
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var x = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            switch item.size {
            case .fixed(let n):
                tracks.append(GridTrack(start: x, length: max(0, n), alignment: item.alignment))
                x += max(0, n) + spacing
            case .flexible(let minimum, let maximum):
                let share = length == nil ? ideal : remaining / max(1, left)
                let n = max(minimum, min(maximum, share))
                tracks.append(GridTrack(start: x, length: n, alignment: item.alignment))
                x += n + spacing
                remaining = max(0, remaining - n)
                left -= 1
            case .adaptive(let minimum, let maximum):
                let least = max(1, minimum)
                let share = length == nil ? max(least, min(maximum, ideal)) : remaining / max(1, left)
                let count = max(1, (share + spacing) / (least + spacing))
                let each = max(least, min(maximum, (share - spacing * (count - 1)) / count))
                for _ in 0..<count {
                    tracks.append(GridTrack(start: x, length: each, alignment: item.alignment))
                    x += each + spacing
                }
                remaining = max(0, remaining - (each * count + spacing * (count - 1)))
                left -= 1
            }
        }
        return tracks
    }
}

/// Lays its children out in lines of cells (rows for a `LazyVGrid`, columns for a
/// `LazyHGrid`), each line as tall (or wide) as its tallest (widest) cell.
package final class FlowGridNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    /// The axis the lines follow one another along: vertical for a `LazyVGrid`.
    var axis: Axis = .vertical
    var items: [GridItem] = []
    /// Where the tracks sit across, when they do not fill the grid.
    var alignment: Alignment = .center
    /// Cells between lines.
    var lineSpacing = 0

    /// Takes a grid view's tracks and content; its sizes are forgotten only when the tracks,
    /// their alignment or the spacing changed (the cells speak for themselves).
    func apply(_ axis: Axis, _ items: [GridItem], _ alignment: Alignment, lineSpacing: Int, content: some View) {
        let changed = self.axis != axis || self.items != items || self.alignment != alignment || self.lineSpacing != lineSpacing
        self.axis = axis; self.items = items; self.alignment = alignment; self.lineSpacing = lineSpacing
        environment.stackAxis = nil
        updateChildren(childList(of: content))
        updateChangedSize = changed
    }

    private func cross(_ p: ProposedSize) -> Int? { axis == .vertical ? p.width : p.height }
    private func main(_ s: Size) -> Int { axis == .vertical ? s.height : s.width }
    private func proposal(cross c: Int, main m: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: c, height: m) : ProposedSize(width: m, height: c)
    }

    private func tracks(for p: ProposedSize) -> [GridTrack] {
        let ideal: Int = cross(p) != nil ? 0 : children.map { child in
            let s = child.size(for: .unspecified)
            return axis == .vertical ? s.width : s.height
        }.max() ?? 0
        return GridItem.tracks(items, in: cross(p), defaultSpacing: axis == .vertical ? 1 : 0, ideal: ideal)
    }

    /// Each line's length along the main axis, for `tracks`.
    private func lineLengths(_ tracks: [GridTrack]) -> [Int] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: tracks.count).map { first in
            (first..<min(children.count, first + tracks.count)).map { index in
                main(children[index].size(for: proposal(cross: tracks[index - first].length, main: nil)))
            }.max() ?? 0
        }
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let tracks = tracks(for: p)
        let lines = lineLengths(tracks)
        let mainLength = lines.reduce(0, +) + lineSpacing * max(0, lines.count - 1)
        let crossLength = cross(p) ?? tracks.last.map { $0.start + $0.length } ?? 0
        return axis == .vertical ? Size(width: crossLength, height: mainLength) : Size(width: mainLength, height: crossLength)
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let tracks = tracks(for: ProposedSize(rect.size))
        guard !tracks.isEmpty else { return }
        let lines = lineLengths(tracks)
        let used = tracks.last.map { $0.start + $0.length } ?? 0
        let space = axis == .vertical ? rect.width : rect.height
        let lead = axis == .vertical ? alignment.horizontal.offset(used, in: space) : alignment.vertical.offset(used, in: space)
        var offset = 0
        for (line, length) in lines.enumerated() {
            for (column, track) in tracks.enumerated() {
                let index = line * tracks.count + column
                guard index < children.count else { break }
                let cell = axis == .vertical
                    ? Rect(x: rect.minX + lead + track.start, y: rect.minY + offset, width: track.length, height: length)
                    : Rect(x: rect.minX + offset, y: rect.minY + lead + track.start, width: length, height: track.length)
                children[index].place(in: GridLayout.aligned(children[index], in: cell, track.alignment ?? .center))
            }
            offset += length + lineSpacing
        }
    }
}

enum GridLayout {
    /// Where `child` goes in `cell`: at its size for the cell, no larger, placed by `alignment`.
    @MainActor
    static func aligned(_ child: Node, in cell: Rect, _ alignment: Alignment) -> Rect {
        let s = child.size(for: ProposedSize(cell.size))
        let w = min(s.width, cell.width), h = min(s.height, cell.height)
        return Rect(x: cell.minX + alignment.horizontal.offset(w, in: cell.width),
                    y: cell.minY + alignment.vertical.offset(h, in: cell.height), width: w, height: h)
    }
}

/// A grid that grows down: `columns` across, as many rows as its content needs, as SwiftUI's
/// `LazyVGrid`. Every cell is made when the grid is (it is lazy in name only); arrows move
/// the focus from cell to cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
///     ForEach(animals) { Text($0.name) }
/// }
/// ```
public struct LazyVGrid<Content: View>: PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Int?
    let content: Content

    /// A grid of `columns`, placed across by `alignment`, `spacing` rows between rows (none
    /// by default). `pinnedViews` is accepted and ignored: sections do not pin.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> FlowGridNode { FlowGridNode() }
    package func update(_ node: FlowGridNode) {
        node.apply(.vertical, columns.map { $0.inCells(across: true) }, Alignment(horizontal: alignment, vertical: .top),
                   lineSpacing: LengthUnit.rows(spacing) ?? 0, content: content)
    }
}

/// A grid that grows across: `rows` down, as many columns as its content needs, as SwiftUI's
/// `LazyHGrid`. Every cell is made when the grid is; arrows move the focus from cell to cell.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Int?
    let content: Content

    /// A grid of `rows`, placed down by `alignment`, `spacing` columns between columns (one
    /// by default). `pinnedViews` is accepted and ignored.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> FlowGridNode { FlowGridNode() }
    package func update(_ node: FlowGridNode) {
        node.apply(.horizontal, rows.map { $0.inCells(across: false) }, Alignment(horizontal: .leading, vertical: alignment),
                   lineSpacing: LengthUnit.columns(spacing) ?? 1, content: content)
    }
}

/// The section parts a lazy grid or stack could pin while scrolling; a terminal pins none.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// One bit per kind of view.
    public let rawValue: UInt32
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// MARK: Grid

/// A table of views in rows and columns, each column as wide as its widest cell, as SwiftUI's
/// `Grid`. Rows are `GridRow`s; any other view is a row of its own across every column.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Lion"); Text("Savanna") }
///     GridRow { Text("Penguin"); Text("Antarctica") }
/// }
/// ```
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Int?
    let verticalSpacing: Int?
    let content: Content

    /// A grid of `content`'s rows, cells placed by `alignment`, `horizontalSpacing` columns
    /// between columns (one by default) and `verticalSpacing` rows between rows (none).
    public init(alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> GridNode { GridNode() }
    package func update(_ node: GridNode) {
        let spacing = (LengthUnit.columns(horizontalSpacing) ?? 1, LengthUnit.rows(verticalSpacing) ?? 0)
        let changed = node.alignment != alignment || node.spacing != spacing
        node.alignment = alignment; node.spacing = spacing
        node.environment.stackAxis = nil
        node.updateChildren(node.childList(of: content))
        node.updateChangedSize = changed
    }
}

/// One row of a `Grid`: each of its views is a cell, in column order.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of `content`'s cells, placed down by `alignment` (the grid's by default).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> GridRowNode { GridRowNode() }
    package func update(_ node: GridRowNode) {
        node.alignment = alignment
        node.environment.stackAxis = .horizontal
        node.updateChildren(node.childList(of: content))
    }
}

/// A `GridRow`'s node: its grid places its cells.
package final class GridRowNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var alignment: VerticalAlignment?
    /// Takes the row's rect; the grid places the cells.
    override package func placeSubviews(in rect: Rect) { frame = rect }
}

/// How many columns a cell spans (`.gridCellColumns`).
package final class GridCellColumnsNode: PassthroughNode {
    var columns = 1
}

/// Where the cells of a column sit across (`.gridColumnAlignment`).
package final class GridColumnAlignmentNode: PassthroughNode {
    var alignment: HorizontalAlignment = .center
}

/// The axes on which a cell takes the size its grid gives, not its own (`.gridCellUnsizedAxes`).
package final class GridCellUnsizedNode: PassthroughNode {
    var axes: Axis.Set = []
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        NodeView(self, make: { GridCellColumnsNode() }, configure: { $0.columns = max(1, count) })
    }

    /// Places every cell of this cell's `Grid` column across by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        NodeView(self, make: { GridColumnAlignmentNode() }, configure: { $0.alignment = guide })
    }

    /// Lets this cell take the width (or height) its `Grid` gives on `axes`, without widening
    /// its columns (or heightening its row): `Divider().gridCellUnsizedAxes(.horizontal)`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        NodeView(self, make: { GridCellUnsizedNode() }, configure: { $0.axes = axes })
    }
}

extension Node {
    /// The first node of type `T` among the modifiers this node is made of, outermost first:
    /// the chain of pass-through modifiers and composite views holding one child.
    package func modifierNode<T: Node>(_ type: T.Type) -> T? {
        var node: Node? = self
        while let n = node {
            if let found = n as? T { return found }
            guard n is PassthroughNode || n is CompositeNode, n.children.count == 1 else { return nil }
            node = n.children[0]
        }
        return nil
    }
}

/// Measures every row's cells to find the columns' widths and the rows' heights, then places
/// each cell in its column (or columns) by the grid's, the row's and the column's alignments.
package final class GridNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var alignment: Alignment = .center
    var spacing: (horizontal: Int, vertical: Int) = (1, 0)

    private struct Cell {
        var node: Node
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }
    private struct Row {
        var node: Node
        var cells: [Cell]
        var alignment: VerticalAlignment?
        /// A view that is not a `GridRow`: one cell across every column.
        var spansAll: Bool
    }

    private var rows: [Row] {
        children.map { child in
            guard let row = child.modifierNode(GridRowNode.self) else {
                return Row(node: child, cells: [Cell(node: child, column: 0, span: 0, unsized: [])], alignment: nil, spansAll: true)
            }
            var column = 0
            let cells = row.children.map { cell in
                let span = cell.modifierNode(GridCellColumnsNode.self)?.columns ?? 1
                defer { column += span }
                return Cell(node: cell, column: column, span: span, unsized: cell.modifierNode(GridCellUnsizedNode.self)?.axes ?? [])
            }
            return Row(node: child, cells: cells, alignment: row.alignment, spansAll: false)
        }
    }

    private func columnAlignments(_ rows: [Row], count: Int) -> [HorizontalAlignment] {
        var result = [HorizontalAlignment](repeating: alignment.horizontal, count: count)
        var set = [Bool](repeating: false, count: count)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.column < count && !set[cell.column] {
                if let guide = cell.node.modifierNode(GridColumnAlignmentNode.self) {
                    result[cell.column] = guide.alignment
                    set[cell.column] = true
                }
            }
        }
        return result
    }

    /// Column widths for a proposed width: each column's widest cell, then narrowed from the
    /// widest when they do not fit, or widened where a cell can grow when there is room.
    private func widths(_ rows: [Row], _ proposedWidth: Int?) -> [Int] {
        let count = rows.filter { !$0.spansAll }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 1
        var widths = [Int](repeating: 0, count: count)
        var grows = [Bool](repeating: false, count: count)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                widths[cell.column] = max(widths[cell.column], cell.node.size(for: .unspecified).width)
                if proposedWidth != nil, cell.node.size(for: ProposedSize(width: .infinity, height: nil)).width >= Int.infinity / 2 {
                    grows[cell.column] = true
                }
            }
        }
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let end = min(count, cell.column + cell.span)
                guard cell.column < end else { continue }
                let spanned = widths[cell.column..<end].reduce(0, +) + spacing.horizontal * (end - cell.column - 1)
                let wanted = cell.node.size(for: .unspecified).width
                if wanted > spanned { widths[end - 1] += wanted - spanned }
            }
        }
        guard let proposedWidth else { return widths }
        let gaps = spacing.horizontal * max(0, count - 1)
        var total = widths.reduce(0, +) + gaps
        while total > proposedWidth, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 0 {
            widths[widest] -= 1
            total -= 1
        }
        let growing = grows.indices.filter { grows[$0] }
        if total < proposedWidth, !growing.isEmpty {
            let extra = proposedWidth - total
            for (n, index) in growing.enumerated() { widths[index] += extra / growing.count + (n < extra % growing.count ? 1 : 0) }
        }
        return widths
    }

    private func cellRect(_ cell: Cell, _ row: Row, _ widths: [Int]) -> (x: Int, width: Int) {
        if row.spansAll { return (0, widths.reduce(0, +) + spacing.horizontal * max(0, widths.count - 1)) }
        let start = min(widths.count, cell.column), end = min(widths.count, cell.column + cell.span)
        let x = widths[..<start].reduce(0, +) + spacing.horizontal * start
        return (x, widths[start..<end].reduce(0, +) + spacing.horizontal * max(0, end - start - 1))
    }

    private func heights(_ rows: [Row], _ widths: [Int]) -> [Int] {
        rows.map { row in
            row.cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                cell.node.size(for: ProposedSize(width: cellRect(cell, row, widths).width, height: nil)).height
            }.max() ?? 0
        }
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let rows = rows
        let widths = widths(rows, p.width)
        let heights = heights(rows, widths)
        return Size(width: widths.reduce(0, +) + spacing.horizontal * max(0, widths.count - 1),
                    height: heights.reduce(0, +) + spacing.vertical * max(0, heights.count - 1))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let rows = rows
        let widths = widths(rows, rect.width)
        let heights = heights(rows, widths)
        let guides = columnAlignments(rows, count: widths.count)
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            if !row.spansAll {
                // The row (and the modifiers around it) takes the row's cells; the grid places
                // what is in it.
                let total = widths.reduce(0, +) + spacing.horizontal * max(0, widths.count - 1)
                row.node.place(in: Rect(x: rect.minX, y: y, width: total, height: height))
            }
            for cell in row.cells {
                let span = cellRect(cell, row, widths)
                let place = Rect(x: rect.minX + span.x, y: y, width: span.width, height: height)
                let horizontal = row.spansAll ? alignment.horizontal : guides[min(cell.column, max(0, guides.count - 1))]
                let cellAlignment = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
                cell.node.place(in: GridLayout.aligned(cell.node, in: place, cellAlignment))
            }
            y += height + spacing.vertical
        }
    }
}
