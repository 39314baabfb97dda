import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    nonisolated public init() {}
    /// The outline of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerSize: CGSize
    /// A rectangle whose corners are rounded with `cornerRadius`. `style` is accepted for
    /// SwiftUI's signature; the corners are circular.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// A rectangle whose corners are rounded with `cornerSize`.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize }
    /// The outline of `rect` with rounded corners.
    public func path(in rect: CGRect) -> Path { Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) } }
}

/// How a rounded corner curves, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// A smoother curve in SwiftUI; a quarter circle here.
    case continuous
}

/// A rectangle whose ends are half circles: the shorter side is the diameter.
public struct Capsule: Shape {
    /// A capsule. `style` is accepted for SwiftUI's signature.
    nonisolated public init(style: RoundedCornerStyle = .circular) {}
    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: r, height: r)) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    nonisolated public init() {}
    /// The ellipse inside `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle as large as fits its frame, centred in it.
public struct Circle: Shape {
    /// A circle.
    nonisolated public init() {}
    /// The circle centred in `rect`, starting at its rightmost point and turning clockwise on
    /// screen, as SwiftUI's does (so `.trim` from 0 starts at three o'clock).
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

extension Path: Shape {
    /// The path itself, moved to the rectangle's origin.
    public func path(in rect: CGRect) -> Path {
        var moved = self
        for i in moved.subpaths.indices {
            moved.subpaths[i].points = moved.subpaths[i].points.map { CGPoint(x: $0.x + rect.minX, y: $0.y + rect.minY) }
        }
        return moved
    }
}

extension View {
    /// `style` drawn behind the view in `shape`: `.background(.blue, in: Capsule())`.
    public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
        background { shape.fill(color) }
    }

    /// Clips the view to `shape`. A cell is drawn whole or not at all, so the view is clipped
    /// to the shape's frame, which is its own.
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }

    /// Rounds the view's corners in SwiftUI; a cell has no corners to round, so this changes
    /// nothing (draw a `RoundedRectangle` behind the view for a visible outline).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
}
