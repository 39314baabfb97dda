/// Gradients as views, as SwiftUI's are: `LinearGradient(…)` alone fills the space it is
/// offered, each cell in the gradient's colour at its centre, and the `ShapeStyle` spellings
/// (`.linearGradient(…)`, `.radialGradient(…)`, `.elliptical(…)`) of the same gradients.

extension LinearGradient: View, GradientView {
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    var cellColor: (Double, Double, Size) -> Color {
        let gradient = gradient, start = startPoint, end = endPoint
        return { x, y, _ in
            // Where the point falls along the line from start to end, 0…1.
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return gradient.color(at: 0) }
            return gradient.color(at: min(1, max(0, ((x - start.x) * dx + (y - start.y) * dy) / length)))
        }
    }
}

extension RadialGradient: View, GradientView {
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    var cellColor: (Double, Double, Size) -> Color {
        let gradient = gradient, center = center, start = startRadius, end = endRadius
        return { x, y, size in
            // Radii are in points: a column is `pointsPerColumn` across, a row `pointsPerRow` down.
            let px = (x - center.x) * Double(size.width * LengthUnit.pointsPerColumn)
            let py = (y - center.y) * Double(size.height * LengthUnit.pointsPerRow)
            return gradient.color(atDistance: (px * px + py * py).squareRoot(), from: start, to: end)
        }
    }
}

/// A gradient out from a centre to the edges of the area it fills, as SwiftUI's
/// `EllipticalGradient`: a cell takes the colour at its distance from the centre, as a fraction
/// of the way to the edge.
public struct EllipticalGradient: Hashable, Sendable, ResolvedShapeStyle {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the filled area (0…1 on each axis).
    public var center: UnitPoint
    /// Where the first and last colours are, as fractions of the way from the centre to the edge.
    public var startRadiusFraction: Double, endRadiusFraction: Double

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the way out from `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// Colours spread evenly out from `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    var representativeColor: Color { gradient.representativeColor }
}

extension EllipticalGradient: View, GradientView {
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    var cellColor: (Double, Double, Size) -> Color {
        let gradient = gradient, center = center, start = startRadiusFraction, end = endRadiusFraction
        return { x, y, _ in
            let distance = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot()
            return gradient.color(atDistance: distance, from: start, to: end)
        }
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius` around `center`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` out from `center` to the edges.
    public static func elliptical(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                  endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension View {
    /// An outline in `content`'s colour around the view, as SwiftUI's `.border(_:width:)`: a box
    /// of lines one cell wide (whatever `width` says) taking one cell on each side.
    public func border<S: ShapeStyle>(_ content: S, width: Int = 1) -> some View {
        NodeView(self, make: { BorderNode() }, configure: {
            $0.border = .single; $0.style = Style(foreground: content.resolvedColor(in: $0.environment, asBackground: false))
        })
    }
}

/// A gradient drawn as a view: it says the colour at each point of its frame.
protocol GradientView: PrimitiveView where NodeType == GradientNode {
    /// The colour at a point of the frame (0…1 on each axis), for a frame of a size in cells.
    var cellColor: (Double, Double, Size) -> Color { get }
}

extension GradientView {
    package func makeNode() -> GradientNode { GradientNode() }
    package func update(_ node: GradientNode) { node.colorAt = cellColor }
}

extension Gradient {
    /// The colour `distance` out from a centre, the first colour at `start` and the last at `end`.
    func color(atDistance distance: Double, from start: Double, to end: Double) -> Color {
        guard end > start else { return color(at: distance >= end ? 1 : 0) }
        return color(at: min(1, max(0, (distance - start) / (end - start))))
    }
}

/// Fills its frame with a gradient, one colour a cell, taken at the cell's centre.
package final class GradientNode: Node {
    /// The colour at a point of the frame (0…1 on each axis), for a frame of `size` cells.
    var colorAt: (Double, Double, Size) -> Color = { _, _, _ in .default }
    override package func sizeThatFits(_ p: ProposedSize) -> Size { Size(width: p.width ?? 1, height: p.height ?? 1) }
    override package func draw(_ canvas: inout CellCanvas) {
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return }
        for row in 0..<size.height {
            for column in 0..<size.width {
                let x = (Double(column) + 0.5) / Double(size.width), y = (Double(row) + 0.5) / Double(size.height)
                canvas.fill(Rect(x: frame.minX + column, y: frame.minY + row, width: 1, height: 1),
                            style: Style(background: colorAt(x, y, size)))
            }
        }
    }
}
