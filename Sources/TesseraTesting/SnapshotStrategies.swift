import SnapshotTesting
import Tessera

extension Snapshotting where Value == ScreenBuffer, Format == String {
    /// The screen's text, one line per row, trailing spaces trimmed.
    public static var screen: Snapshotting {
        SimplySnapshotting.lines.pullback { ScreenRendering.text($0) }
    }

    /// The text, then a per-cell style map and a legend of the styles used.
    public static var styledScreen: Snapshotting {
        SimplySnapshotting.lines.pullback { ScreenRendering.styled($0) }
    }
}

extension Snapshotting where Value == Pilot, Format == String {
    /// The pilot's screen as text: `assertSnapshot(of: pilot, as: .screen)`.
    @MainActor public static var screen: Snapshotting {
        Snapshotting<ScreenBuffer, String>.screen.pullback { pilot in MainActor.assumeIsolated { pilot.screen } }
    }
    /// The pilot's screen as text, then a style map and its legend.
    @MainActor public static var styledScreen: Snapshotting {
        Snapshotting<ScreenBuffer, String>.styledScreen.pullback { pilot in MainActor.assumeIsolated { pilot.screen } }
    }
    /// The semantic tree, one element a line, as `--format accessibility` prints it.
    @MainActor public static var accessibility: Snapshotting {
        SimplySnapshotting.lines.pullback { pilot in MainActor.assumeIsolated { pilot.accessibilityText } }
    }
}

/// Readable renderings of a screen for reference files.
public enum ScreenRendering {
    /// The screen's text, one line per row, trailing spaces trimmed; each picture a box with
    /// its name, as `--snapshot --format text` shows it.
    public static func text(_ buffer: ScreenBuffer) -> String {
        buffer.labellingPictures().text + "\n"
    }

    /// The text grid followed by a map of the same size in which each cell shows a style
    /// letter ('.' for plain), and a legend naming each letter's style.
    public static func styled(_ buffer: ScreenBuffer) -> String {
        var letters: [Style: Character] = [.plain: "."]
        var order: [Style] = []
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var map: [String] = []
        for y in 0..<buffer.height {
            var row = ""
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { row.append(row.last ?? "."); continue }
                if letters[cell.style] == nil {
                    letters[cell.style] = order.count < alphabet.count ? alphabet[order.count] : "?"
                    order.append(cell.style)
                }
                row.append(letters[cell.style]!)
            }
            while row.last == "." { row.removeLast() }
            map.append(row)
        }
        let frameLines = buffer.lines.map { "│" + $0 + "│" }
        var out = frameLines.joined(separator: "\n") + "\n"
        out += "── styles ──\n" + map.joined(separator: "\n") + "\n"
        for style in order { out += "\(letters[style]!) = \(describe(style))\n" }
        return out
    }

    /// A style as the legend writes it: `fg:p205 bg:p236 bold`.
    public static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg:\(name(style.foreground))") }
        if style.background != .default { parts.append("bg:\(name(style.background))") }
        let attrs: [(Style.Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
                                                   (.reverse, "reverse"), (.strikethrough, "strike")]
        for (a, n) in attrs where style.attributes.contains(a) { parts.append(n) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    static func name(_ color: Color) -> String {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
                     "gray", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite"]
        switch color {
        case .default: return "default"
        case .ansi(let n): return names[Int(n % 16)]
        case .palette(let n): return "p\(n)"
        case .rgb(let r, let g, let b): return "#" + [r, g, b].map { String($0, radix: 16).leftPad() }.joined()
        }
    }
}

private extension String {
    func leftPad() -> String { count < 2 ? "0" + self : self }
}
