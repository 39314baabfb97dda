/// The in-app banner: the notifications a terminal would not show, in a reversed box at the
/// top right of the frame, newest lowest, over whatever is there. The driver lays it over the
/// frame the app drew (the live run loop, `--snapshot`), so any program has it, declarative or
/// not, and it never takes a key or the focus.
package enum NotificationBanner {
    /// The widest a banner is drawn.
    package static let maximumWidth = 44
    /// The most lines of body a banner shows; the rest is cut with `…`.
    package static let maximumBodyLines = 2

    /// The lines each banner shows at `width` columns (inside the margins), sanitised.
    private static func lines(of notification: TerminalNotification, width: Int) -> [(String, Style)] {
        let plain = Style.plain.with(.reverse)
        var lines = [(TextLayout.truncate(Sanitizer.sanitize(notification.title), width: width), plain.with(.bold))]
        if !notification.subtitle.isEmpty {
            lines.append((TextLayout.truncate(Sanitizer.sanitize(notification.subtitle), width: width), plain))
        }
        let body = TextLayout.wrap(Sanitizer.sanitize(notification.body, keepingNewlines: true), width: width).filter { !$0.isEmpty }
        for (index, line) in body.prefix(maximumBodyLines).enumerated() {
            let last = index == maximumBodyLines - 1 && body.count > maximumBodyLines
            lines.append((last ? TextLayout.truncate(line + " …", width: width) : line, plain))
        }
        return lines
    }

    /// Draws `banners` over `buffer` and returns the rectangle they cover (nil for none).
    @discardableResult
    package static func draw(_ banners: [TerminalNotification], on buffer: inout ScreenBuffer) -> Rect? {
        guard !banners.isEmpty, buffer.width >= 4, buffer.height >= 1 else { return nil }
        let width = min(maximumWidth, buffer.width)
        let x = buffer.width - width
        var y = 0
        for banner in banners {
            for (text, style) in lines(of: banner, width: width - 2) where y < buffer.height {
                buffer.fill(Rect(x: x, y: y, width: width, height: 1), with: Cell(" ", style: style))
                buffer.write(text, at: Point(x: x + 1, y: y), style: style)
                y += 1
            }
        }
        return Rect(x: x, y: 0, width: width, height: min(y, buffer.height))
    }
}
