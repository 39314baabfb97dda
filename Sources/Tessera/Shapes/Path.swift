import Foundation

/// An angle, as SwiftUI's `Angle`: `.degrees(-90)`, `.radians(.pi)`.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// No turn.
    public static let zero = Angle(radians: 0)
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The smaller turn first.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// An outline of lines and arcs, as SwiftUI's `Path`, in the coordinates of the rectangle a
/// shape is given. A terminal draws it in braille dots, two across and four down a cell; curves
/// are kept as short straight pieces.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.midX, y: 0))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.closeSubpath()
/// }
/// ```
public struct Path: Equatable, Sendable {
    /// The outline's pieces: each a run of joined points, and whether it closes on its start.
    var subpaths: [(points: [CGPoint], closed: Bool)] = []

    /// An empty path.
    public init() {}

    /// A path drawn by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// The outline of `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The outline of `rect` with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no points.
    public var isEmpty: Bool { subpaths.allSatisfy { $0.points.isEmpty } }

    /// The smallest rectangle holding every point.
    public var boundingRect: CGRect {
        let all = subpaths.flatMap(\.points)
        guard let first = all.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in all { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point the next piece starts from.
    public var currentPoint: CGPoint? { subpaths.last?.points.last }

    /// Starts a new piece at `point`.
    public mutating func move(to point: CGPoint) { subpaths.append(([point], false)) }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { move(to: currentPoint ?? point) }
        subpaths[subpaths.count - 1].points.append(point)
    }

    /// Straight lines through `points`, starting a new piece at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Closes the current piece with a line back to its start.
    public mutating func closeSubpath() {
        guard !subpaths.isEmpty else { return }
        subpaths[subpaths.count - 1].closed = true
    }

    /// The outline of `rect`, as a closed piece of its own.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// The ellipse inside `rect`, as a closed piece of its own.
    public mutating func addEllipse(in rect: CGRect) {
        let steps = Path.steps(for: max(rect.width, rect.height) * .pi)
        let points = (0..<steps).map { i -> CGPoint in
            let t = Double(i) / Double(steps) * 2 * .pi
            return CGPoint(x: rect.midX + rect.width / 2 * cos(t), y: rect.midY + rect.height / 2 * sin(t))
        }
        addLines(points)
        closeSubpath()
    }

    /// The outline of `rect` with corners rounded by `cornerSize`, as a closed piece of its own.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        var points: [CGPoint] = []
        let corners: [(CGFloat, CGFloat, Double)] = [(rect.maxX - rx, rect.minY + ry, -.pi / 2), (rect.maxX - rx, rect.maxY - ry, 0),
                                                     (rect.minX + rx, rect.maxY - ry, .pi / 2), (rect.minX + rx, rect.minY + ry, .pi)]
        let steps = max(2, Path.steps(for: max(rx, ry) * .pi / 2))
        for (cx, cy, start) in corners {
            for i in 0...steps {
                let t = start + Double(i) / Double(steps) * .pi / 2
                points.append(CGPoint(x: cx + rx * cos(t), y: cy + ry * sin(t)))
            }
        }
        addLines(points)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (angles measured from the
    /// x axis towards y, which points down), joined to the current point by a line.
    /// `clockwise` is SwiftUI's flipped sense: `false` turns with growing angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = max(1, Path.steps(for: abs(sweep) * radius))
        for i in 0...steps {
            let t = startAngle.radians + sweep * Double(i) / Double(steps)
            let p = CGPoint(x: center.x + radius * cos(t), y: center.y + radius * sin(t))
            if i == 0, currentPoint == nil { move(to: p) } else { addLine(to: p) }
        }
    }

    /// The part of the outline between the fractions `from` and `to` of its length (0–1).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from)), end = max(0, min(1, to))
        guard end > start else { return Path() }
        let pieces = subpaths.map { piece -> [CGPoint] in
            piece.closed && piece.points.count > 1 ? piece.points + [piece.points[0]] : piece.points
        }
        let total = pieces.reduce(0) { $0 + Path.length($1) }
        guard total > 0 else { return self }
        let (a, b) = (start * total, end * total)
        var result = Path()
        var walked: CGFloat = 0
        for points in pieces {
            var run: [CGPoint] = []
            for (p, q) in zip(points, points.dropFirst()) {
                let d = hypot(q.x - p.x, q.y - p.y)
                defer { walked += d }
                let lo = max(a, walked), hi = min(b, walked + d)
                guard hi > lo || (d == 0 && walked >= a && walked <= b) else { continue }
                func at(_ s: CGFloat) -> CGPoint { d == 0 ? p : CGPoint(x: p.x + (q.x - p.x) * (s - walked) / d, y: p.y + (q.y - p.y) * (s - walked) / d) }
                if run.isEmpty { run.append(at(lo)) }
                run.append(at(hi))
            }
            if !run.isEmpty { result.addLines(run) }
        }
        return result
    }

    /// Equal when every piece has the same points and closes the same way.
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.subpaths.count == rhs.subpaths.count
            && zip(lhs.subpaths, rhs.subpaths).allSatisfy { $0.points == $1.points && $0.closed == $1.closed }
    }

    /// How many straight pieces a curve of `length` is drawn with: about one per dot.
    static func steps(for length: CGFloat) -> Int { max(8, min(720, Int(length.rounded(.up)))) }

    static func length(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

extension Path {
    /// The edges of `pieces` filled (what the raster fills and `contains(_:eoFill:)` tests):
    /// each piece of two points or more, closed back to its start.
    static func filledEdges(of pieces: [(points: [CGPoint], closed: Bool)]) -> [(CGPoint, CGPoint)] {
        pieces.flatMap { piece -> [(CGPoint, CGPoint)] in
            guard piece.points.count > 1 else { return [] }
            return Array(zip(piece.points, piece.points.dropFirst() + [piece.points[0]]))
        }
    }
}
