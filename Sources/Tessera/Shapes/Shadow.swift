import Foundation

/// A shadow, as SwiftUI's `ShadowStyle`: `.drop(radius: 3)` for `ShapeStyle.shadow(_:)`.
public struct ShadowStyle: Hashable, Sendable {
    /// Outside the shape (a drop shadow) or inside it.
    public enum Kind: Hashable, Sendable {
        /// Cast outside, behind the shape.
        case drop
        /// Cast inside the shape's edges.
        case inner
    }

    /// Where the shadow falls.
    public var kind: Kind
    /// Its colour.
    public var color: Color
    /// How far it is blurred, in SwiftUI.
    public var radius: CGFloat
    /// How far it is moved across and down.
    public var x: CGFloat, y: CGFloat

    /// A shadow cast outside the shape.
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow cast inside the shape's edges.
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// Draws its content, then shades the cells around it that its shadow covers: the view's frame
/// moved by the offset and grown by half the radius, less the frame itself.
package final class ShadowNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    var color = Color.black
    /// The offset and spread in cells.
    var offset = (x: 0, y: 0), spread = (x: 0, y: 0)

    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        let shadow = Rect(x: frame.minX + offset.x - spread.x, y: frame.minY + offset.y - spread.y,
                          width: frame.width + 2 * spread.x, height: frame.height + 2 * spread.y)
        guard frame.width > 0, frame.height > 0, shadow != frame, environment.colorsEnabled else { return }
        let (color, scheme, frame) = (color, environment.colorScheme, frame)
        let area = shadow.intersection(canvas.clip).intersection(canvas.buffer.bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where !frame.contains(Point(x: x, y: y)) {
                var cell = canvas.buffer[x, y]
                cell.style.background = Color.blend(color, over: cell.style.background, opacity: 1.0 / 3, scheme: scheme)
                canvas.buffer[x, y] = cell
            }
        }
    }
}

extension View {
    /// A shadow under the view, as SwiftUI's: the cells around the view that its shadow
    /// covers are shaded a third of the way toward `color`. The shadow is the view's frame moved
    /// by `x` and `y` and grown by half of `radius` on each side (lengths in cells, or points
    /// when `LengthUnit.current` is `.points`); a cell cannot show a blur, so its edge is sharp,
    /// and a shadow the view covers entirely (a small radius, no offset) is not seen.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        NodeView(self, make: { ShadowNode() }, configure: { node in
            let spread = Int((radius / 2).rounded(.down))
            node.color = color
            node.offset = (LengthUnit.columns(x.cells), LengthUnit.rows(y.cells))
            node.spread = (LengthUnit.columns(spread), LengthUnit.rows(spread))
            node.invalidate(.draw)
        })
    }
}
