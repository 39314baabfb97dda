/// A layer drawn above the content: a sheet, an alert, a menu. Owned by the node that
/// declared it; its content's ancestors run through the owner, so keys bubble naturally.
@MainActor
package class PresentationLayer {
    package unowned let owner: Node
    package let content: Node

    package init(owner: Node, content: Node) {
        self.owner = owner
        self.content = content
    }

    /// Where the layer sits inside the content area.
    package func frame(in area: Rect) -> Rect { area }
    /// True when the content behind is dimmed.
    package var dimsBackground: Bool { blocksBackground }
    /// True when the content behind takes no focus, keys or clicks (focus is trapped here).
    package var blocksBackground: Bool { true }
    /// Draws what surrounds the content (a frame, a grabber, a title).
    package func drawChrome(_ canvas: inout Canvas, _ rect: Rect) {}
    /// Mouse events on the chrome (the grabber of a sheet).
    package func handleChromeMouse(_ event: MouseEvent) -> Bool { false }
}

extension ViewHost {
    /// Shows `layer` above everything presented so far.
    package func present(_ layer: PresentationLayer) {
        guard layers.push(layer) else { return }
        layer.content.host = self
        setNeedsFrame()
        switch layer {
        case is SheetLayer: announce("Sheet opened, Esc closes it")
        case is DialogLayer: announce("Alert")
        default: break
        }
    }

    /// Removes `layer`; focus returns to where it was before, if that is still there.
    package func dismiss(_ layer: PresentationLayer, restoring previous: Node?) {
        guard layers.remove(layer) else { return }
        layer.content.teardown()
        if let focused = focus.focused, focused.isDescendant(of: layer.content) || !focused.isAttached {
            focus.focused = nil
        }
        if let previous, previous.isAttached { focus.set(previous, in: self) }
        setNeedsFrame()
    }
}

/// The bottom row: the keys that apply to what is focused now.
@MainActor
enum Footer {
    /// The keys that apply now; `help` adds those only the help overlay lists.
    static func bindings(for host: ViewHost, help: Bool = false) -> [KeyBinding] {
        // A footer names a dozen keys at most: the list itself is searched for a key named twice.
        var result: [KeyBinding] = []
        func named(_ keys: String) -> Bool { result.contains { $0.keys == keys } }
        func add(_ b: KeyBinding) { if (help || b.inFooter) && !named(b.keys) { result.append(b) } }
        let focused = host.focus.focused
        let typing = focused?.capturesText ?? false
        var node: Node? = focused ?? host.focus.scopeRoot(in: host)
        var afterFocused = 0
        while let n = node {
            n.keyBindings().forEach(add)
            if n === focused { afterFocused = result.count }
            node = n.parent
        }
        // A text field gives Esc to whatever above it uses it (a sheet closes, a stack goes
        // back); only when nothing does, Esc leaves the field.
        if typing && !named("Esc") { result.insert(KeyBinding("Esc", "Leave field"), at: afterFocused) }
        for s in host.router.shortcuts where s.isActive && !s.title.isEmpty {
            // A plain letter goes into the text field, not to the shortcut: don't offer it.
            if typing, case .character = s.key.key, s.key.modifiers.isEmpty { continue }
            add(KeyBinding(s.key.description, s.title))
        }
        if host.focus.order.count > 1 { add(KeyBinding("Tab", "Next")) }
        add(helpBinding(typing: typing))
        add(typing ? KeyBinding("^C", "Quit") : KeyBinding("q", host.environment.exitTitle))
        return result
    }

    /// The key that opens help: the footer names it whatever else it must leave out, since
    /// help lists everything the footer could not.
    private static func helpBinding(typing: Bool) -> KeyBinding { KeyBinding(typing ? "F1" : "?", "Help") }

    static func draw(_ canvas: inout Canvas, host: ViewHost, row: Int) {
        let theme = host.environment.theme
        let bar = Style(foreground: theme.barForeground, background: theme.barBackground)
        let width = canvas.buffer.width
        canvas.clipped(to: Rect(x: 0, y: row, width: width, height: 1)) { c in
            c.fill(Rect(x: 0, y: row, width: width, height: 1), style: bar)
            if let message = host.statusMessage {
                c.write(" " + message, x: 0, y: row, width: width, style: bar.with(.bold))
                return
            }
            var x = 1
            let typing = host.focus.focused?.capturesText ?? false
            if let standing = host.persistentStatusMessage {
                // Before the keys, leaving room for the help key, which lists every other.
                let help = helpBinding(typing: typing)
                let room = max(0, width - DisplayWidth.width(of: help.keys + " " + help.title) - 4)
                x = c.write(TextLayout.truncate("⚠ " + Sanitizer.sanitize(standing), width: room, mode: .tail), at: Point(x: 1, y: row), style: bar.with(.bold)) + 2
            }
            for b in KeyBinding.fitting(bindings(for: host), keeping: [helpBinding(typing: typing)], width: width - x + 1) {
                let piece = DisplayWidth.width(of: b.keys) + DisplayWidth.width(of: b.title) + 3
                if x + piece > width { break }
                x = c.write(b.keys, at: Point(x: x, y: row), style: bar.with([.bold, .reverse]))
                x = c.write(" " + b.title + "  ", at: Point(x: x, y: row), style: bar)
            }
        }
    }
}

/// The `?` (or F1) overlay: every key that applies now, in a box over the content.
@MainActor
enum HelpOverlay {
    static func draw(_ canvas: inout Canvas, host: ViewHost, in area: Rect) {
        let bindings = Footer.bindings(for: host, help: true) + [KeyBinding("Shift-Tab", "Previous"), KeyBinding("Arrows", "Move focus"),
                                                                  KeyBinding("Esc", "Back / dismiss"), KeyBinding("Ctrl-Z", "Suspend")]
        var seen = Set<String>()
        let unique = bindings.filter { seen.insert($0.keys).inserted }.map { KeyBinding($0.helpKeys, $0.title) }
        let keyWidth = min(14, unique.map { DisplayWidth.width(of: $0.keys) }.max() ?? 0)
        let titleWidth = unique.map { DisplayWidth.width(of: $0.title) }.max() ?? 0
        let w = min(area.width, keyWidth + titleWidth + 6)
        let h = min(area.height, unique.count + 4)
        guard w > 4, h > 3 else { return }
        let rect = Rect(x: area.minX + (area.width - w) / 2, y: area.minY + (area.height - h) / 2, width: w, height: h)
        canvas.fill(rect)
        canvas.box(rect, style: Style(attributes: .bold), border: .double)
        canvas.write(" Keys ", x: rect.minX + 2, y: rect.minY, width: w - 4, style: Style(attributes: .bold))
        for (i, b) in unique.enumerated() where rect.minY + 1 + i < rect.maxY - 2 {
            let y = rect.minY + 1 + i
            canvas.write(b.keys, x: rect.minX + 2, y: y, width: keyWidth, style: Style(attributes: .bold))
            canvas.write(b.title, x: rect.minX + 3 + keyWidth, y: y, width: w - keyWidth - 5)
        }
        canvas.write("any key closes", x: rect.minX + 2, y: rect.maxY - 2, width: w - 4, style: Style(attributes: .dim))
    }
}
