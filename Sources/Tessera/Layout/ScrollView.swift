import Foundation

/// Scrolls content larger than its frame. Focus moving to a control inside scrolls it into
/// view; the wheel and PgUp/PgDn scroll; a bar on the trailing edge shows where you are.
public struct ScrollView<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    /// Scrolls `content` along `axes` (vertically by default), with a scroll bar unless
    /// `showsIndicators` is false.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> ScrollNode { ScrollNode() }
    package func update(_ n: ScrollNode) {
        let changed = n.axes != axes || n.showsIndicators != showsIndicators
        n.axes = axes; n.showsIndicators = showsIndicators
        n.environment.stackAxis = nil
        n.updateChild(content)
        n.updateChangedSize = changed  // the content forgets its own sizes when they change
    }
}

package final class ScrollNode: Node {
    var axes: Axis.Set = .vertical
    var showsIndicators = true
    var offset = Point.zero
    private var contentSize = Size.zero
    private var hasFocusableDescendant = false
    private var viewport: Rect { frame }

    /// Placing reveals the focused control inside.
    override package class var policy: NodePolicy { [.placementFollowsFocus] }

    override package var isFocusable: Bool { !hasFocusableDescendant && maxOffset != .zero }

    private var maxOffset: Point {
        Point(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        let inner = ProposedSize(width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - indicatorWidth) },
                                 height: axes.contains(.vertical) ? nil : p.height)
        let s = sizeOfContent(for: inner)
        return Size(width: p.width ?? s.width, height: p.height ?? s.height)
    }

    private var indicatorWidth: Int { showsIndicators && axes.contains(.vertical) ? 1 : 0 }

    override package func placeSubviews(in rect: Rect) {
        frame = rect
        guard !children.isEmpty else { return }
        let inner = ProposedSize(width: axes.contains(.horizontal) ? nil : max(0, rect.width - indicatorWidth),
                                 height: axes.contains(.vertical) ? nil : rect.height)
        let s = sizeOfContent(for: inner)
        contentSize = Size(width: max(s.width, axes.contains(.horizontal) ? 0 : rect.width - indicatorWidth),
                           height: max(s.height, axes.contains(.vertical) ? 0 : rect.height))
        offset = Point(x: min(offset.x, maxOffset.x), y: min(offset.y, maxOffset.y))
        placeContent(in: Rect(x: rect.minX - offset.x, y: rect.minY - offset.y, width: contentSize.width, height: contentSize.height))
        // The first control found settles it: a form of 500 fields is not walked on each layout.
        hasFocusableDescendant = children.contains { $0.containsNode { $0.isFocusable } }
        if let focused = host?.focus.focused, focused !== self, focused.isDescendant(of: self) {
            reveal(focused.revealedRect)
            placeContent(in: Rect(x: rect.minX - offset.x, y: rect.minY - offset.y, width: contentSize.width, height: contentSize.height))
        }
    }

    override package func reveal(_ rect: Rect) {
        var o = offset
        let inner = Rect(x: frame.minX, y: frame.minY, width: frame.width - indicatorWidth, height: frame.height)
        if rect.minY < inner.minY { o.y -= inner.minY - rect.minY }
        else if rect.maxY > inner.maxY { o.y += min(rect.maxY - inner.maxY, rect.minY - inner.minY) }
        if axes.contains(.horizontal) {
            if rect.minX < inner.minX { o.x -= inner.minX - rect.minX }
            else if rect.maxX > inner.maxX { o.x += rect.maxX - inner.maxX }
        }
        o = Point(x: max(0, min(o.x, maxOffset.x)), y: max(0, min(o.y, maxOffset.y)))
        if o != offset { offset = o; invalidate([.measure, .draw]) }
    }

    /// Scrolls so `rect` (where a view inside is placed now) shows: as little as shows it when
    /// `anchor` is nil, else with its `anchor` point at that point of the visible area.
    func scroll(toShow rect: Rect, anchor: UnitPoint?) {
        guard let anchor else { reveal(rect); return }
        let inner = Size(width: frame.width - indicatorWidth, height: frame.height)
        let content = Point(x: rect.minX - frame.minX + offset.x, y: rect.minY - frame.minY + offset.y)
        let x = axes.contains(.horizontal) ? content.x - Int((Double(inner.width - rect.width) * anchor.x).rounded()) : offset.x
        let y = content.y - Int((Double(inner.height - rect.height) * anchor.y).rounded())
        let o = Point(x: max(0, min(x, maxOffset.x)), y: max(0, min(y, maxOffset.y)))
        guard o != offset else { return }
        offset = o
        placeSubviews(in: frame)
        invalidate(.draw)
    }

    func scroll(by dy: Int, dx: Int = 0) -> Bool {
        let o = Point(x: max(0, min(offset.x + dx, maxOffset.x)), y: max(0, min(offset.y + dy, maxOffset.y)))
        guard o != offset else { return false }
        offset = o
        invalidate([.measure, .draw])
        return true
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let inner = Rect(x: frame.minX, y: frame.minY, width: frame.width - indicatorWidth, height: frame.height)
        canvas.clipped(to: inner) { c in for child in children { child.draw(&c) } }
        if indicatorWidth > 0, contentSize.height > frame.height, frame.height > 0 {
            let x = frame.maxX - 1
            let thumb = max(1, frame.height * frame.height / max(1, contentSize.height))
            let top = maxOffset.y == 0 ? 0 : (frame.height - thumb) * offset.y / maxOffset.y
            for y in 0..<frame.height {
                let inThumb = y >= top && y < top + thumb
                canvas.set(inThumb ? "┃" : "│", x: x, y: frame.minY + y, style: Style(foreground: environment.theme.secondary, attributes: inThumb ? [.bold] : [.dim]))
            }
        }
        if isFocused { canvas.restyle(Rect(x: frame.maxX - 1, y: frame.minY, width: 1, height: frame.height)) { $0.attributes.insert(.reverse) } }
    }

    /// PgUp/PgDn page through what does not fit; focused, ↑↓ Home End scroll too (an arrow
    /// at the end goes on to move the focus).
    override package func makeKeyMap() -> KeyMap {
        guard maxOffset.y > 0 else { return .empty }
        var commands = [KeyCommand(KeyTrigger.keys(.pageUp, .pageDown), "Scroll", id: "scroll.page") { [unowned self] key in
            let page = max(1, frame.height - 1)
            _ = scroll(by: key.key == .pageUp ? -page : page)
            return true
        }]
        if isFocused {
            commands.append(KeyCommand(KeyTrigger.keys(.up, .down), "Scroll a line", inFooter: false, id: "scroll.line") { [unowned self] key in
                scroll(by: key.key == .up ? -1 : 1)
            })
            commands.append(KeyCommand(KeyTrigger.keys(.home, .end), "Top/bottom", inFooter: false, id: "scroll.top-bottom") { [unowned self] key in
                scroll(by: key.key == .home ? -offset.y : maxOffset.y)
            })
        }
        return KeyMap(commands)
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollDown: return scroll(by: 3)
        case .scrollUp: return scroll(by: -3)
        default: return false
        }
    }

}

/// The size offered to a `GeometryReader`'s content (see GeometryProxy.swift).
public struct GeometryProxy: Sendable {
    /// The size offered, as SwiftUI's `CGSize`: columns and rows, or points when lengths are.
    public let size: CGSize
}

/// Takes all the space offered and builds its content from that size.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: @MainActor (GeometryProxy) -> Content
    /// Builds `content` from the size offered: `GeometryReader { proxy in Text("\(Int(proxy.size.width)) columns") }`.
    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) { self.content = content }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> GeometryNode { GeometryNode() }
    package func update(_ n: GeometryNode) {
        n.build = { AnyView(content($0)) }
        n.buildContent()
    }
}

/// Builds a `GeometryReader`'s content for the size the last layout gave it: a new size is
/// handed back by layout (`Invalidation.sizedContent`), and the host's sized-content step
/// builds the content and places it (the first layout places the reader empty).
package final class GeometryNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var build: @MainActor (GeometryProxy) -> AnyView = { _ in AnyView(EmptyView()) }
    /// The size the last layout gave, which the content is built for.
    private var placedSize: Size?

    override package func reevaluate() { buildContent() }

    /// Builds the content for the size the last layout gave (none before the first).
    func buildContent() {
        isDirty = false
        guard let size = placedSize else { return }
        updateChild(build(GeometryProxy(offered: size)))
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size { Size(width: p.width ?? 10, height: p.height ?? 10) }
    override package func placeSubviews(in rect: Rect) {
        frame = rect
        if placedSize != rect.size {
            placedSize = rect.size
            invalidate(.sizedContent)
        }
        for child in children { child.place(in: Rect(origin: rect.origin, size: child.size(for: ProposedSize(rect.size)))) }
    }
}
