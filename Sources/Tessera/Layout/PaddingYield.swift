/// Padding read from points gives way to its content's last cell.
///
/// Points are rounded to cells edge by edge, so two paddings can round up past the frame they
/// sit in: 10 points each side of a 32-point frame are a row each of the frame's two, where
/// SwiftUI leaves the content 12 points. When lengths are points, a padding offered at least
/// one cell on an axis leaves its content at least one there, taking the cells from its
/// larger edge first (the bottom or trailing one when they are equal); a content with
/// nothing to show in that cell keeps the padding as written. Padding written in cells is
/// exact and never gives way.
extension PaddingNode {
    /// The insets to use inside `proposal`: `insets`, less what the content's last cell needs.
    func insets(within proposal: ProposedSize) -> EdgeInsets {
        guard yieldsToContent else { return insets }
        var shown = insets
        if let width = proposal.width, width >= 1, width - insets.horizontal < 1 {
            let need = 1 - (width - insets.horizontal)
            (shown.leading, shown.trailing) = Self.yield(need, from: insets.leading, insets.trailing)
        }
        if let height = proposal.height, height >= 1, height - insets.vertical < 1 {
            let need = 1 - (height - insets.vertical)
            (shown.top, shown.bottom) = Self.yield(need, from: insets.top, insets.bottom)
        }
        guard shown != insets, let content = children.first else { return insets }
        let inner = content.size(for: ProposedSize(width: proposal.width.map { max(0, $0 - shown.horizontal) },
                                                   height: proposal.height.map { max(0, $0 - shown.vertical) }))
        if shown.horizontal != insets.horizontal && inner.width == 0 { (shown.leading, shown.trailing) = (insets.leading, insets.trailing) }
        if shown.vertical != insets.vertical && inner.height == 0 { (shown.top, shown.bottom) = (insets.top, insets.bottom) }
        return shown
    }

    /// `need` cells taken from two edges, the larger first, the second on a tie.
    private static func yield(_ need: Int, from first: Int, _ second: Int) -> (Int, Int) {
        var (a, b) = (first, second)
        for _ in 0..<need {
            if b >= a, b > 0 { b -= 1 } else if a > 0 { a -= 1 }
        }
        return (a, b)
    }
}
