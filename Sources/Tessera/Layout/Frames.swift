package final class FrameNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    /// The fixed width and height shown: the view's, or on the way to them in an animation.
    private var fixedWidth: Int?, fixedHeight: Int?
    private var shownWidth = AnimatedValue(0.0), shownHeight = AnimatedValue(0.0)
    var width: Int? { fixedWidth.map { _ in Int(shownWidth.shown.rounded()) } }
    var height: Int? { fixedHeight.map { _ in Int(shownHeight.shown.rounded()) } }
    var minWidth: Int?, idealWidth: Int?, maxWidth: Int?
    var minHeight: Int?, idealHeight: Int?, maxHeight: Int?
    var alignment: Alignment = .center

    /// Sets the fixed size; a change from one fixed length to another made in an animation
    /// grows or shrinks the frame a cell at a time.
    func setFixed(width: Int?, height: Int?) {
        func apply(_ length: Int?, _ fixed: ReferenceWritableKeyPath<FrameNode, Int?>,
                   _ shown: ReferenceWritableKeyPath<FrameNode, AnimatedValue<Double>>, slot: Int) {
            if let length, self[keyPath: fixed] != nil {
                Node.animate(self, shown, to: Double(length), slot: slot, invalidating: [.measure, .draw])
            } else {
                host?.animator.stop(self, slot: slot)
                self[keyPath: shown] = AnimatedValue(Double(length ?? 0))
            }
            self[keyPath: fixed] = length
        }
        apply(width, \.fixedWidth, \.shownWidth, slot: 0)
        apply(height, \.fixedHeight, \.shownHeight, slot: 1)
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        func axis(_ fixed: Int?, _ proposed: Int?, _ mn: Int?, _ ideal: Int?, _ mx: Int?) -> Int? {
            if let fixed { return fixed }
            guard let proposed else { return ideal }
            var v = proposed
            if let mx { v = min(v, mx) }
            if let mn { v = max(v, mn) }
            return v
        }
        return ProposedSize(width: axis(width, p.width, minWidth, idealWidth, maxWidth),
                            height: axis(height, p.height, minHeight, idealHeight, maxHeight))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let child = children.first?.size(for: childProposal(p)) ?? .zero
        func axis(_ fixed: Int?, _ proposed: Int?, _ childLength: Int, _ mn: Int?, _ ideal: Int?, _ mx: Int?) -> Int {
            if let fixed { return fixed }
            if mn == nil && mx == nil && ideal == nil { return childLength }
            var v = childLength
            if let proposed, let mx, proposed > v { v = min(proposed, mx) }
            if proposed == nil, let ideal { v = ideal }
            if let mn { v = max(v, mn) }
            if let mx { v = min(v, mx) }
            return v
        }
        return Size(width: axis(width, p.width, child.width, minWidth, idealWidth, maxWidth),
                    height: axis(height, p.height, child.height, minHeight, idealHeight, maxHeight))
    }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        guard let child = children.first else { return }
        let s = child.size(for: childProposal(ProposedSize(rect.size)))
        let w = min(s.width, rect.width), h = min(s.height, rect.height)
        child.place(in: alignment.rect(of: child, width: w, height: h, in: rect))
    }
}

package final class PaddingNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var insets = EdgeInsets()
    /// Read from points: gives way to the content's last cell (`insets(within:)`).
    var yieldsToContent = false
    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let insets = insets(within: p)
        let inner = ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                 height: p.height.map { max(0, $0 - insets.vertical) })
        let s = children.first?.size(for: inner) ?? .zero
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: rect.inset(by: insets(within: ProposedSize(rect.size))))
    }
}

/// Padding as written: its lengths are read as `LengthUnit.current` says, unless they are the
/// default one cell.
struct PaddingView<Content: View>: PrimitiveView {
    let content: Content
    let insets: EdgeInsets
    let inCells: Bool
    func makeNode() -> PaddingNode { PaddingNode() }
    func update(_ node: PaddingNode) {
        let cells = inCells ? insets : LengthUnit.cells(insets)
        let yields = !inCells && LengthUnit.current == .points
        node.updateChangedSize = node.insets != cells || node.yieldsToContent != yields
        node.insets = cells
        node.yieldsToContent = yields
        node.updateChild(content)
    }
}

package final class FixedSizeNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var axes: Axis.Set = [.horizontal, .vertical]
    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        children.first?.size(for: ProposedSize(width: axes.contains(.horizontal) ? nil : p.width,
                                               height: axes.contains(.vertical) ? nil : p.height)) ?? .zero
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        let s = sizeThatFits(ProposedSize(rect.size))
        children.first?.place(in: Rect(origin: rect.origin, size: Size(width: min(s.width, rect.width), height: min(s.height, rect.height))))
    }
}

package final class PriorityNode: PassthroughNode {
    var priority: Double = 0
    override package var layoutPriority: Double { priority }
}

package final class BorderNode: Node {
    var border: BorderStyle = .rounded
    var style = Style.plain
    var title: String?
    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let inner = ProposedSize(width: p.width.map { max(0, $0 - 2) }, height: p.height.map { max(0, $0 - 2) })
        let s = children.first?.size(for: inner) ?? .zero
        return Size(width: s.width + 2, height: s.height + 2)
    }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: rect.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }
    override package func draw(_ canvas: inout CellCanvas) {
        canvas.box(frame, style: style, border: border)
        if let title, frame.width > 4 {
            canvas.write(" " + title + " ", x: frame.minX + 2, y: frame.minY, width: frame.width - 4, style: style.with(.bold))
        }
        super.draw(&canvas)
    }
}

package final class BackgroundNode: Node {
    /// The view and its background or overlay.
    override package class var modifiesEachView: Bool { false }
    var fill: Style?
    /// The first child is the content; a second, if any, is drawn behind it (or in front for overlays).
    var isOverlay = false
    var alignment: Alignment = .center
    override package func sizeThatFits(_ p: ProposedSize) -> Size { children.first?.size(for: p) ?? .zero }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        children.first?.place(in: rect)
        if children.count > 1 {
            let s = children[1].size(for: ProposedSize(rect.size))
            let w = min(s.width, rect.width), h = min(s.height, rect.height)
            children[1].place(in: alignment.rect(of: children[1], width: w, height: h, in: rect))
        }
    }
    override package func draw(_ canvas: inout CellCanvas) {
        if let fill { canvas.fill(frame, style: fill) }
        if children.count > 1 {
            if isOverlay { children[0].draw(&canvas); children[1].draw(&canvas) }
            else { children[1].draw(&canvas); children[0].draw(&canvas) }
        } else {
            children.first?.draw(&canvas)
        }
    }
}

/// Fills a rectangle with a colour; as a view it takes all the space offered.
extension Color: View, PrimitiveView {
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ColorNode { ColorNode() }
    package func update(_ node: ColorNode) { node.color = self }
}

package final class ColorNode: Node {
    var color: Color = .default
    override package func sizeThatFits(_ p: ProposedSize) -> Size { Size(width: p.width ?? 1, height: p.height ?? 1) }
    override package func draw(_ canvas: inout CellCanvas) { canvas.fill(frame, style: Style(background: color)) }
}

extension View {
    /// A fixed size on either axis; the content is centred (or aligned) inside.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        NodeView(self, make: { FrameNode() }, configure: {
            $0.setFixed(width: LengthUnit.frameColumns(width), height: LengthUnit.frameRows(height)); $0.alignment = alignment
        })
    }

    /// Flexible bounds on either axis. `maxWidth: .infinity` takes all the width offered.
    public func frame(minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
                      minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
                      alignment: Alignment = .center) -> some View {
        NodeView(self, make: { FrameNode() }, configure: {
            $0.minWidth = LengthUnit.columns(minWidth); $0.idealWidth = LengthUnit.columns(idealWidth); $0.maxWidth = LengthUnit.columns(maxWidth)
            $0.minHeight = LengthUnit.rows(minHeight); $0.idealHeight = LengthUnit.rows(idealHeight); $0.maxHeight = LengthUnit.rows(maxHeight)
            $0.alignment = alignment
        })
    }

    /// Space around the content: one cell by default (columns horizontally, rows vertically).
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
        PaddingView(content: self, insets: EdgeInsets(edges, length ?? 1), inCells: length == nil)
    }

    /// `length` cells of space on every side: `.padding(2)`.
    public func padding(_ length: Int) -> some View { padding(.all, Optional(length)) }

    /// Space around the content, edge by edge: `.padding(EdgeInsets(top: 1, leading: 2))`.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: insets, inCells: false)
    }

    /// Keeps the ideal size on the given axes instead of what is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return NodeView(self, make: { FixedSizeNode() }, configure: { $0.axes = axes })
    }

    /// Higher priority views are offered space first in stacks.
    public func layoutPriority(_ value: Double) -> some View {
        NodeView(self, make: { PriorityNode() }, configure: { $0.priority = value })
    }

    /// A box-drawn outline around the content (taking one cell on each side).
    public func border(_ color: Color = .default, style: BorderStyle = .rounded, title: String? = nil) -> some View {
        NodeView(self, make: { BorderNode() }, configure: {
            $0.border = style; $0.style = Style(foreground: color); $0.title = title.map { Sanitizer.sanitize($0) }
        })
    }

    /// Fills the view's frame with a colour behind the content.
    public func background(_ color: Color) -> some View {
        NodeView(self, make: { BackgroundNode() }, configure: { $0.fill = Style(background: color); $0.isOverlay = false })
    }

    /// Draws a view behind the content, sized to it.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> some View {
        let background = content()
        return NodeView(TupleView(self, background), make: { BackgroundNode() }, configure: { $0.fill = nil; $0.isOverlay = false; $0.alignment = alignment })
    }

    /// Draws a view in front of the content, sized to it.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> some View {
        let overlay = content()
        return NodeView(TupleView(self, overlay), make: { BackgroundNode() }, configure: { $0.fill = nil; $0.isOverlay = true; $0.alignment = alignment })
    }
}
