import Foundation

/// A 2-D shape, as SwiftUI's `Shape`: it gives its outline for the rectangle it is offered, and
/// is drawn in braille dots (two across and four down a cell), so a circle is round and a
/// trimmed circle is a progress ring. On its own a shape is filled with the text colour;
/// `.fill(_:)` and `.stroke(_:lineWidth:)` choose.
///
/// ```swift
/// ZStack {
///     Circle().stroke(.gray, lineWidth: 2)
///     Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 2).rotationEffect(.degrees(-90))
/// }
/// .frame(width: 10, height: 5)
/// ```
///
/// A shape takes all the room it is offered (ten columns by five rows when offered no bound).
/// A stroke is one dot wide whatever its `lineWidth`. A change of a shape's `animatableData`
/// (a trim's ends, a custom shape's own values) made in an animation is drawn along the way.
public protocol Shape: Animatable, View {
    /// The outline in `rect`, whose units are braille dots when drawn in a terminal.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled with the text colour.
    public var body: ShapeView { ShapeView(shape: self, paint: .fill, color: nil) }

    /// The shape filled with `color`.
    public func fill(_ color: Color = .primary) -> ShapeView { ShapeView(shape: self, paint: .fill, color: color) }

    /// The shape's outline in `color`, one dot wide.
    public func stroke(_ color: Color = .primary, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, paint: .stroke, color: color)
    }

    /// The shape's outline in `color` drawn with `style` (one dot wide whatever its width).
    public func stroke(_ color: Color = .primary, style: StrokeStyle) -> ShapeView {
        ShapeView(shape: self, paint: .stroke, color: color)
    }

    /// The shape's outline in the text colour, drawn with `style`.
    public func stroke(style: StrokeStyle) -> ShapeView { ShapeView(shape: self, paint: .stroke, color: nil) }

    /// The shape's outline in the text colour, `lineWidth` wide in SwiftUI (one dot here).
    public func stroke(lineWidth: CGFloat) -> ShapeView { ShapeView(shape: self, paint: .stroke, color: nil) }

    /// The outline drawn inside the shape's frame; a one-dot line already lies inside.
    public func strokeBorder(_ color: Color = .primary, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: self, paint: .stroke, color: color)
    }

    /// The part of the outline between the fractions `from` and `to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The shape turned by `angle` about its centre (SwiftUI's `rotationEffect` on a shape).
    public func rotation(_ angle: Angle) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle) }
}

/// How a stroke is drawn, as SwiftUI's `StrokeStyle`. A terminal stroke is one braille dot wide
/// with square ends, so the values are kept and do not change what is drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in SwiftUI.
    public var lineWidth: CGFloat
    /// How the ends of a line look.
    public var lineCap: LineCap
    /// How the corners look.
    public var lineJoin: LineJoin
    /// How sharp a corner may be before it is bevelled.
    public var miterLimit: CGFloat
    /// Dash lengths.
    public var dash: [CGFloat]
    /// Where the dashes start.
    public var dashPhase: CGFloat

    /// A style of these values.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    /// The ends of a line.
    public enum LineCap: Hashable, Sendable {
        /// Square, at the end point.
        case butt
        /// Rounded.
        case round
        /// Square, past the end point.
        case square
    }

    /// The corners of a line.
    public enum LineJoin: Hashable, Sendable {
        /// Sharp.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }
}

/// A shape filled or stroked: what `.fill(_:)` and `.stroke(_:)` give.
public struct ShapeView: PrimitiveView {
    /// Filled, or only its outline.
    enum Paint: Hashable { case fill, stroke }
    let shape: any Shape
    let paint: Paint
    let color: Color?
    /// The outlines on the way from a shape of the same type to this one, by progress (0 to
    /// 1); nil when the two have the same animatable data (or are not of one type).
    let morph: @MainActor (_ from: any Shape) -> ((Double) -> any Shape)?

    init<S: Shape>(shape: S, paint: Paint, color: Color?) {
        self.shape = shape
        self.paint = paint; self.color = color
        morph = { from in
            guard let from = from as? S, from.animatableData != shape.animatableData else { return nil }
            let (start, end) = (from.animatableData, shape.animatableData)
            return { progress in
                var step = shape
                step.animatableData = start + (end - start).scaled(by: progress)
                return step
            }
        }
    }

    package func makeNode() -> ShapeNode { ShapeNode() }
    package func update(_ node: ShapeNode) {
        node.paint = paint
        if node.color != color { node.color = color }
        node.invalidate([.measure, .draw])
        // A change of the shape's values in an animation: drawn along the way from what shows.
        if let shown = node.shape, let animation = AnimationContext.current, !node.isBeingMade,
           !node.environment.accessibilityReduceMotion, let steps = morph(shown), let animator = node.host?.animator {
            animator.run(animation, for: node) { [weak node] progress in
                node?.shape = steps(progress)
                node?.invalidate(.draw)
            }
            return
        }
        node.host?.animator.stop(node)
        node.shape = shape
    }
}

package final class ShapeNode: Node {
    /// The shape drawn: the view's, or one on the way to it in an animation.
    var shape: (any Shape)?
    private var outline: @MainActor (CGRect) -> Path { { [shape] rect in shape?.path(in: rect) ?? Path() } }
    var paint: ShapeView.Paint = .fill
    var color: Color?

    override package func sizeThatFits(_ p: ProposedSize) -> Size { Self.flexibleSize(p) }

    /// All the room offered, or ten columns by five rows where it is unbounded: a shape's size,
    /// and a `Canvas`'s.
    static func flexibleSize(_ p: ProposedSize) -> Size {
        func bounded(_ value: Int?, _ fallback: Int) -> Int {
            guard let value else { return fallback }
            return value >= Int.max / 4 ? fallback : max(0, value)
        }
        return Size(width: bounded(p.width, 10), height: bounded(p.height, 5))
    }

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        var grid = BrailleGrid(columns: frame.width, rows: frame.height)
        ShapeRaster.draw(outline(CGRect(x: 0, y: 0, width: grid.dotWidth, height: grid.dotHeight)), paint: paint, into: &grid)
        var style = environment.textStyle
        if let color { style.foreground = color }
        canvas.draw(grid, at: frame.origin) { _, _ in style }
    }
}

/// Turns a path into braille dots.
enum ShapeRaster {
    static func draw(_ path: Path, paint: ShapeView.Paint, into grid: inout BrailleGrid) {
        // A piece with a point no number of dots can say (a division by zero) is not drawn; the
        // others are held within a million dots of the grid, so every dot is a whole number.
        let limit: CGFloat = 1_000_000
        let subpaths = path.subpaths.filter { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }.map { piece in
            (points: piece.points.map { CGPoint(x: $0.x.clamped(-limit, limit), y: $0.y.clamped(-limit, limit)) }, closed: piece.closed)
        }
        switch paint {
        case .stroke:
            for piece in subpaths {
                let points = piece.closed && piece.points.count > 1 ? piece.points + [piece.points[0]] : piece.points
                if points.count == 1 { grid.plot(x: dot(points[0].x), y: dot(points[0].y)) }
                for (a, b) in zip(points, points.dropFirst()) {
                    grid.line(from: (dot(a.x), dot(a.y)), to: (dot(b.x), dot(b.y)))
                }
            }
        case .fill:
            let edges = Path.filledEdges(of: subpaths)
            guard !edges.isEmpty else { return }
            for y in 0..<grid.dotHeight {
                let cy = CGFloat(y) + 0.5
                // Where the row's centre line crosses the outline, left to right (even-odd rule).
                var crossings: [CGFloat] = []
                for (a, b) in edges where (a.y <= cy) != (b.y <= cy) {
                    crossings.append(a.x + (cy - a.y) * (b.x - a.x) / (b.y - a.y))
                }
                crossings.sort()
                var i = 0
                while i + 1 < crossings.count {
                    var x = max(0, Int((crossings[i] - 0.5).rounded(.up)))
                    while CGFloat(x) + 0.5 <= crossings[i + 1], x < grid.dotWidth { grid.plot(x: x, y: y); x += 1 }
                    i += 2
                }
            }
        }
    }

    private static func dot(_ value: CGFloat) -> Int { Int(value.rounded(.down)) }
}

private extension CGFloat {
    func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.min(high, Swift.max(low, self)) }
}

/// A shape cut to a part of its outline: what `.trim(from:to:)` gives.
public struct TrimmedShape<Base: Shape>: Shape {
    var shape: Base
    var from: CGFloat
    var to: CGFloat
    /// The trim's ends, and the base shape's own values.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set { from = newValue.first.first; to = newValue.first.second; shape.animatableData = newValue.second }
    }
    /// The base shape's outline between the two fractions of its length.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

/// A shape turned about its centre: what `.rotation(_:)` gives.
public struct RotatedShape<Base: Shape>: Shape {
    var shape: Base
    var angle: Angle
    /// The angle in radians, and the base shape's own values.
    public var animatableData: AnimatablePair<Double, Base.AnimatableData> {
        get { AnimatablePair(angle.radians, shape.animatableData) }
        set { angle = .radians(newValue.first); shape.animatableData = newValue.second }
    }
    /// The base shape's outline, turned.
    public func path(in rect: CGRect) -> Path {
        var path = shape.path(in: rect)
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        for i in path.subpaths.indices {
            path.subpaths[i].points = path.subpaths[i].points.map { p in
                let (dx, dy) = (p.x - rect.midX, p.y - rect.midY)
                return CGPoint(x: rect.midX + dx * c - dy * s, y: rect.midY + dx * s + dy * c)
            }
        }
        return path
    }
}
