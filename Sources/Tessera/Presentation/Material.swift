/// SwiftUI's materials as a terminal draws them: a shaded background of grey, darker or lighter
/// than the terminal's own background by how thick the material is (nothing behind shows
/// through a cell).
///
/// ```swift
/// .sheet(isPresented: $showFilters) {
///     FilterForm().presentationBackground(.thinMaterial)
/// }
/// ```
public struct Material: Hashable, Sendable {
    private let thickness: Int

    private init(thickness: Int) { self.thickness = thickness }

    /// The lightest shade.
    public static let ultraThinMaterial = Material(thickness: 0)
    /// A light shade.
    public static let thinMaterial = Material(thickness: 1)
    /// A middle shade.
    public static let regularMaterial = Material(thickness: 2)
    /// A deep shade.
    public static let thickMaterial = Material(thickness: 3)
    /// The deepest shade.
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The shade of the title bar.
    public static let bar = Material(thickness: -1)

    /// The grey this material is drawn with in `scheme` under `theme`: one step of the
    /// 256-colour grey ramp per thickness, away from black on a dark terminal and from white
    /// on a light one.
    public func color(in scheme: ColorScheme, theme: Theme) -> Color {
        if thickness < 0 { return theme.barBackground }
        return scheme == .dark ? .palette(UInt8(233 + thickness)) : .palette(UInt8(255 - thickness))
    }
}

/// `.presentationBackground`: hands its colour to the enclosing sheet, which fills its rows
/// with it, and lays it under the cells of the content that have no background of their own.
package final class PresentationBackgroundNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    var background: Color?

    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        guard let background else { return }
        canvas.restyle(frame) { if $0.background == .default { $0.background = background } }
    }
}

extension View {
    /// Fills the whole sheet (grabber row included) with the shade of `material`.
    public func presentationBackground(_ material: Material) -> some View {
        NodeView(self, make: { PresentationBackgroundNode() }, configure: { node in
            let color = material.color(in: node.environment.colorScheme, theme: node.environment.theme)
            node.background = color
            node.environment.presentationOptions?.background = color
        })
    }

    /// Fills the whole sheet (grabber row included) with `color`.
    public func presentationBackground(_ color: Color) -> some View {
        NodeView(self, make: { PresentationBackgroundNode() }, configure: { node in
            node.background = color
            node.environment.presentationOptions?.background = color
        })
    }
}
