import Tessera

/// A stand-in screen until the view system lands: draws straight into a `ScreenBuffer` to
/// show that the terminal path works (wide text, colours, keys, resize, suspend).
@MainActor
final class DemoScreen: FrameProducer {
    var needsFrame = true
    var cursor: Point? { nil }
    var onNeedsFrame: (@MainActor () -> Void)?
    var onRequest: (@MainActor (HostRequest) -> Void)?

    private var lastInput = "none yet"
    private var eventCount = 0
    private let bytesWritten: @MainActor () -> Int
    private let terminal: String
    var appearsActive = true {
        didSet {
            lastInput = appearsActive ? "window focused" : "window unfocused"
            markDirty()
        }
    }

    init(bytesWritten: @escaping @MainActor () -> Int = { 0 }, terminal: String = "") {
        self.bytesWritten = bytesWritten
        self.terminal = terminal
    }

    func handle(_ event: Event) {
        eventCount += 1
        switch event {
        case .key(let press):
            if press == .ctrlC || press.character == "q" { onRequest?(.quit); return }
            if press == .ctrlZ { onRequest?(.suspend); return }
            // Proves the crash guard: the terminal must come back sane and the report land in the log.
            if press.character == "!" { fatalError("crash requested from the demo screen") }
            lastInput = "key \(press)"
        case .mouse(let mouse):
            lastInput = "mouse \(mouse.kind) \(mouse.button) at \(mouse.position)"
        case .paste(let text):
            lastInput = "paste of \(text.count) characters"
        case .resize(let size):
            lastInput = "resize to \(size)"
        }
        markDirty()
    }

    private func markDirty() {
        needsFrame = true
        onNeedsFrame?()
    }

    func render(size: Size) -> ScreenBuffer {
        needsFrame = false
        var buffer = ScreenBuffer(size: size)
        guard size.width > 0, size.height > 0 else { return buffer }
        let title = Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        buffer.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: Cell(" ", style: title))
        buffer.write(" Tessera terminal demo", at: .zero, style: title)

        var row = 2
        func line(_ text: String, style: Style = .plain) {
            buffer.write(text, at: Point(x: 2, y: row), style: style)
            row += 1
        }
        line("中文 寬字元 · Tiếng Việt có dấu · fish 🐟 · ♥")
        line("bold", style: Style(attributes: .bold))
        buffer.write("dim", at: Point(x: 8, y: row - 1), style: Style(attributes: .dim))
        buffer.write("italic", at: Point(x: 13, y: row - 1), style: Style(attributes: .italic))
        buffer.write("underline", at: Point(x: 21, y: row - 1), style: Style(attributes: .underline))
        buffer.write("reverse", at: Point(x: 32, y: row - 1), style: Style(attributes: .reverse))
        // A hyperlink (OSC 8): terminals that know them open it on a click (often Ctrl- or Shift-click).
        let link = Point(x: 41, y: row - 1)
        buffer.write("link", at: link, style: Style(foreground: .brightCyan, attributes: .underline))
        if let address = Hyperlink(address: "https://example.org/") {
            buffer.link(Rect(origin: link, size: Size(width: 4, height: 1)), to: address)
        }
        row += 1

        var x = 2
        for index in 0..<16 {
            buffer.write("  ", at: Point(x: x, y: row), style: Style(background: .ansi(UInt8(index))))
            x += 2
        }
        row += 1
        x = 2
        for step in 0..<32 {
            let value = UInt8(step * 8)
            buffer.write(" ", at: Point(x: x, y: row), style: Style(background: .rgb(value, 64, 255 - value)))
            x += 1
        }
        buffer.write(" pink", at: Point(x: x, y: row), style: Style(foreground: .pink, attributes: .bold))
        row += 2

        line("Last input: \(lastInput)")
        line("Size: \(size)   events: \(eventCount)   bytes written: \(bytesWritten())")
        line("Terminal: \(terminal)")
        row += 1
        line("q quits · Ctrl-Z suspends · ! crashes · try the mouse and a paste", style: Style(foreground: .gray))
        return buffer
    }
}
