/// `GraphicsContext.blendMode` in a terminal: a cell has one colour, so a path painted in a
/// blend mode over a cell that an earlier path already coloured gives the cell the two colours
/// blended (`.screen` lightens, `.multiply` darkens); over a cell nothing coloured yet, or where
/// either colour is the terminal's own, the new colour is taken as it is.
extension GraphicsContext {
    func blended(_ style: Style, over behind: Style) -> Style {
        let color = style.foreground, ground = behind.foreground
        guard blendMode != .normal, ground != drawing.inherited.foreground, color != .default, ground != .default else { return style }
        var mixed = style
        mixed.foreground = blendMode.blend(color, foreground: false, over: ground, scheme: .dark)
        return mixed
    }
}
