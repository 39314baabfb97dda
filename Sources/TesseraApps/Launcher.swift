import Tessera

/// The launcher: the three apps in a sidebar with a live preview of the selected one.
/// Enter opens an app in the same process; `q` (or Esc) in the app comes back here.
@MainActor
final class LauncherProducer: FrameProducer {
    struct Entry {
        var name: String
        var command: String
        var summary: String
        var make: @MainActor () throws -> FrameProducer
    }

    private let entries: [Entry]
    private var selected = 0
    private var active: FrameProducer?
    private var previews: [Int: FrameProducer] = [:]
    private var failure: String?
    private var frameRequested = true
    private let sidebarWidth = 30
    var onNeedsFrame: (@MainActor () -> Void)?
    var onRequest: (@MainActor (HostRequest) -> Void)?

    init(entries: [Entry]) { self.entries = entries }

    var needsFrame: Bool {
        if let active { return active.needsFrame }
        return frameRequested || (previews[selected]?.needsFrame ?? false)
    }

    var cursor: Point? { active?.cursor }

    private func requestFrame() {
        frameRequested = true
        onNeedsFrame?()
    }

    private func preview(_ index: Int) -> FrameProducer? {
        if let existing = previews[index] { return existing }
        guard let made = try? entries[index].make() else { return nil }
        made.onNeedsFrame = { [weak self] in if self?.selected == index { self?.onNeedsFrame?() } }
        made.onRequest = { _ in }
        previews[index] = made
        return made
    }

    private func open(_ index: Int) {
        do {
            let app = try entries[index].make()
            app.onNeedsFrame = { [weak self] in self?.onNeedsFrame?() }
            app.onRequest = { [weak self] request in
                switch request {
                case .quit, .leaveRoot: self?.closeApp()
                case .suspend: self?.onRequest?(.suspend)
                }
            }
            active = app
            failure = nil
        } catch {
            failure = "\(error)"
        }
        requestFrame()
    }

    private func closeApp() {
        active = nil
        previews[selected] = nil
        requestFrame()
    }

    func handle(_ event: Event) {
        if case .key(let key) = event, key == .ctrlC { onRequest?(.quit); return }
        if let active { active.handle(event); return }
        defer { requestFrame() }
        switch event {
        case .key(let key):
            switch key.key {
            case .up, .backTab: selected = (selected + entries.count - 1) % entries.count; failure = nil
            case .down, .tab: selected = (selected + 1) % entries.count; failure = nil
            case .enter, .space, .right: open(selected)
            case .character("q"), .escape: onRequest?(.quit)
            case .character("z") where key.modifiers == .control: onRequest?(.suspend)
            case .character(let c):
                if let n = Int(String(c)), n >= 1, n <= entries.count { selected = n - 1; open(selected) }
            default: break
            }
        case .mouse(let mouse) where mouse.kind == .press:
            let row = mouse.position.y - 2
            if mouse.position.x < sidebarWidth, row >= 0, row / 3 < entries.count {
                if selected == row / 3 { open(selected) } else { selected = row / 3 }
            }
        default: break
        }
    }

    func render(size: Size) -> ScreenBuffer {
        frameRequested = false
        if let active { return active.render(size: size) }
        var buffer = ScreenBuffer(size: size)
        let bar = Style(foreground: .palette(252), background: .palette(236))
        buffer.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: Cell(" ", style: bar))
        buffer.write(" Tessera", at: .zero, style: bar.with(.bold))
        let sidebar = min(sidebarWidth, max(0, size.width - 1))
        for (i, entry) in entries.enumerated() {
            let y = 2 + i * 3
            let isSelected = i == selected
            let style = isSelected ? Style(attributes: [.reverse, .bold]) : Style(attributes: .bold)
            buffer.write(isSelected ? "▌" : " ", at: Point(x: 0, y: y), style: Style(foreground: .brightCyan))
            let title = " \(i + 1)  \(entry.name)"
            buffer.write(TextLayout.truncate(title.padding(toLength: max(0, sidebar - 1), withPad: " ", startingAt: 0), width: sidebar - 1),
                         at: Point(x: 1, y: y), style: style)
            buffer.write(TextLayout.truncate("    tessera \(entry.command)", width: sidebar - 1), at: Point(x: 1, y: y + 1), style: Style(attributes: .dim))
        }
        let detailX = sidebar + 1
        if size.width > detailX + 4, size.height > 4 {
            for y in 1..<(size.height - 1) { buffer.write("│", at: Point(x: sidebar, y: y), style: Style(foreground: .gray)) }
            let entry = entries[selected]
            let summaryLines = TextLayout.wrap(entry.summary, width: size.width - detailX - 2)
            for (i, line) in summaryLines.prefix(2).enumerated() {
                buffer.write(line, at: Point(x: detailX + 1, y: 1 + i), style: Style(attributes: i == 0 ? .bold : []))
            }
            let top = 1 + min(2, summaryLines.count) + 1
            let previewRect = Rect(x: detailX + 1, y: top, width: size.width - detailX - 2, height: size.height - top - 1)
            if let failure {
                buffer.write(TextLayout.truncate("⚠ " + failure, width: previewRect.width), at: previewRect.origin, style: Style(foreground: .brightRed, attributes: .bold))
            } else if previewRect.width > 8, previewRect.height > 3, let app = preview(selected) {
                let frame = app.render(size: previewRect.size)
                for y in 0..<frame.height {
                    for x in 0..<frame.width where !frame[x, y].isContinuation {
                        var cell = frame[x, y]
                        cell.style.attributes.insert(.dim)
                        buffer.set(cell, x: previewRect.minX + x, y: previewRect.minY + y)
                    }
                }
            }
        }
        let footerY = size.height - 1
        if footerY > 0 {
            buffer.fill(Rect(x: 0, y: footerY, width: size.width, height: 1), with: Cell(" ", style: bar))
            var x = 1
            for (key, title) in [("↑↓", "Choose"), ("Enter", "Open"), ("1-3", "Open app"), ("q", "Quit")] {
                x = buffer.write(key, at: Point(x: x, y: footerY), style: bar.with([.bold, .reverse]), clip: buffer.bounds)
                x = buffer.write(" \(title)  ", at: Point(x: x, y: footerY), style: bar, clip: buffer.bounds)
            }
        }
        return buffer
    }
}
