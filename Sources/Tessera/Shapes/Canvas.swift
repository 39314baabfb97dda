import Foundation

/// A view that draws with code, as SwiftUI's `Canvas`: its renderer is given a
/// `GraphicsContext` and the size to draw in, and fills and strokes paths and places text.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
///     context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: size.width, y: size.height)) },
///                    with: .color(.red), lineWidth: 1)
///     context.draw(Text("centre"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 20, height: 5)
/// ```
///
/// Paths are drawn in braille dots as shapes are, so `size` is in dots, as the rectangle a
/// `Shape` is given: two across and four down each cell (a canvas 20 columns by 5 rows is 40 by
/// 20). A canvas takes all the room it is offered (ten columns by five rows when offered no
/// bound). The renderer runs each time the canvas is drawn.
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted for SwiftUI's signature and change nothing: a terminal cell is always opaque, its
    /// colours are the terminal's, and the renderer runs while the frame is drawn.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    package func makeNode() -> CanvasNode { CanvasNode() }
    package func update(_ node: CanvasNode) {
        node.renderer = renderer
        node.invalidate(.draw)
    }
}

/// How SwiftUI blends a canvas's colours; a terminal draws each cell in one colour, so every
/// mode draws the same.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Colours as given (SwiftUI's default).
    case nonLinear
    /// Blended in linear colour space in SwiftUI.
    case linear
    /// Blended in extended linear colour space in SwiftUI.
    case extendedLinear
}

/// What a `Canvas` renderer draws with, as SwiftUI's `GraphicsContext`: paths filled or
/// stroked in braille dots and text placed at a point, moved and scaled by the context's
/// transform, dimmed by its opacity. A copy draws on the same canvas with its own transform
/// and opacity.
///
/// Each cell has one colour: the last drawing that put a dot in it colours all its dots. Text
/// takes whole cells and is drawn over the dots, whatever the order it was drawn in.
public struct GraphicsContext {
    /// What paths are painted with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let color: Color?
        /// Paint of `color`.
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        /// The text colour of the canvas's environment (`.foregroundStyle` around it).
        public static var foreground: Shading { Shading(color: nil) }
    }

    let drawing: CanvasDrawing
    /// Scale and offset from the renderer's coordinates to the canvas's dots.
    private var scale = CGSize(width: 1, height: 1)
    private var offset = CGPoint.zero

    /// How opaque what is drawn next is: below 1 it is drawn dim, at 0 it is not drawn, as the
    /// `.opacity` modifier draws a view. What is already drawn keeps its look.
    public var opacity: Double = 1
    /// How what is drawn next combines with the colour already in a cell (see `CanvasBlendMode.swift`).
    public var blendMode: BlendMode = .normal

    init(drawing: CanvasDrawing) { self.drawing = drawing }

    /// Moves the origin of what is drawn next by (`x`, `y`), in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        offset.x += scale.width * x
        offset.y += scale.height * y
    }

    /// Scales what is drawn next by `x` across and `y` down, about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        scale.width *= x
        scale.height *= y
    }

    /// Fills the inside of `path` (even-odd) with `shading`.
    public func fill(_ path: Path, with shading: Shading) {
        paint(path, .fill, shading)
    }

    /// Strokes `path` with `shading`, one dot wide whatever `lineWidth`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        paint(path, .stroke, shading)
    }

    /// Strokes `path` with `shading`, one dot wide whatever `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        paint(path, .stroke, shading)
    }

    /// Draws `text` on one line per line it holds, with the point of it named by `anchor`
    /// (its centre by default) at `point`, to the nearest cell.
    @MainActor public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        guard opacity > 0.005 else { return }
        let lines = text.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let width = CGFloat(lines.map { DisplayWidth.width(of: $0) }.max() ?? 0)
        let at = device(point)
        // Cells are two dots across and four down; a point no cell can hold draws nothing.
        let x = at.x / 2 - anchor.x * width, y = at.y / 4 - anchor.y * CGFloat(lines.count)
        guard x.magnitude < 1_000_000, y.magnitude < 1_000_000 else { return }
        let origin = Point(x: Int(x.rounded()), y: Int(y.rounded()))
        drawing.texts.append((text, origin, opacity < 0.995))
    }

    private func device(_ p: CGPoint) -> CGPoint {
        CGPoint(x: offset.x + scale.width * p.x, y: offset.y + scale.height * p.y)
    }

    private func paint(_ path: Path, _ paint: ShapeView.Paint, _ shading: Shading) {
        guard opacity > 0.005 else { return }
        var moved = path
        for i in moved.subpaths.indices { moved.subpaths[i].points = moved.subpaths[i].points.map(device) }
        var grid = BrailleGrid(columns: drawing.columns, rows: drawing.rows)
        ShapeRaster.draw(moved, paint: paint, into: &grid)
        var style = drawing.inherited
        if let color = shading.color { style.foreground = color }
        if opacity < 0.995 { style.attributes.insert(.dim) }
        for (cell, dots) in grid.bits.enumerated() where dots != 0 { drawing.styles[cell] = blended(style, over: drawing.styles[cell]) }
        drawing.dots.overlay(grid)
    }
}

/// What a canvas's renderer drew: the dots and colour of each cell, and the text placed.
final class CanvasDrawing {
    let columns: Int
    let rows: Int
    /// The text style around the canvas, which paint starts from.
    let inherited: Style
    var dots: BrailleGrid
    var styles: [Style]
    /// Each text, the cell of its top-leading corner (from the canvas's), and whether it is dim.
    var texts: [(text: Text, origin: Point, dim: Bool)] = []

    init(columns: Int, rows: Int, inherited: Style) {
        self.columns = columns; self.rows = rows; self.inherited = inherited
        dots = BrailleGrid(columns: columns, rows: rows)
        styles = Array(repeating: inherited, count: columns * rows)
    }
}

package final class CanvasNode: Node {
    var renderer: @MainActor (inout GraphicsContext, CGSize) -> Void = { _, _ in }

    override package func sizeThatFits(_ p: ProposedSize) -> Size { ShapeNode.flexibleSize(p) }

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        var inherited = environment.textStyle
        if let font = environment.font { inherited.attributes.formUnion(font.attributes) }
        let drawing = CanvasDrawing(columns: frame.width, rows: frame.height, inherited: inherited)
        var context = GraphicsContext(drawing: drawing)
        renderer(&context, CGSize(width: frame.width * 2, height: frame.height * 4))
        canvas.draw(drawing.dots, at: frame.origin) { column, row in drawing.styles[row * frame.width + column] }
        canvas.clipped(to: frame) { canvas in
            for (text, origin, dim) in drawing.texts {
                var x = frame.minX + origin.x, y = frame.minY + origin.y
                for span in text.spans {
                    var style = inherited.merged(with: span.style)
                    if dim { style.attributes.insert(.dim) }
                    for (i, line) in span.string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        if i > 0 { x = frame.minX + origin.x; y += 1 }
                        x = canvas.write(line, at: Point(x: x, y: y), style: style)
                    }
                }
            }
        }
    }
}

extension CellCanvas {
    /// Sets the braille glyph of each cell of `grid` that has dots, the grid's top-left cell at
    /// `origin`, in the style `style` gives for the cell's column and row in the grid.
    mutating func draw(_ grid: BrailleGrid, at origin: Point, style: (_ column: Int, _ row: Int) -> Style) {
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                guard let glyph = grid.glyph(column: column, row: row) else { continue }
                set(glyph, x: origin.x + column, y: origin.y + row, style: style(column, row))
            }
        }
    }
}
