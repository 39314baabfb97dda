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
    package func drawChrome(_ canvas: inout CellCanvas, _ rect: Rect) {}
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
        if let previous, previous.isAttached {
            focus.set(previous, in: self)
        } else if focus.focused == nil {
            // What opened it is gone: the next focus walk gives the focus to the first control.
            focus.focusWasLost = true
            revisions.focusInputs &+= 1
        }
        setNeedsFrame()
    }
}

/// The bottom row: the keys that apply to what is focused now.
@MainActor
package enum Footer {
    /// The keys that apply now, each for what would get it (`KeyChain`); `help` adds those only
    /// the help overlay lists.
    package static func bindings(for host: ViewHost, help: Bool = false) -> [KeyBinding] {
        if host.isHelpVisible && !help { return HelpOverlay.keys(scrolls: host.helpScrollLimit > 0) }
        return chain(for: host).bindings.filter { help || $0.inFooter }
    }

    /// Every key that does something now: the focused control's, its ancestors', the
    /// shortcuts', then the host's own.
    static func chain(for host: ViewHost) -> KeyChain {
        let focused = host.focus.focused
        let typing = focused?.capturesText ?? false
        var chain = KeyChain()
        chain.add(from: focused ?? host.focus.scopeRoot(in: host))
        // A text field gives Esc to whatever above it uses it (a sheet closes, a stack goes
        // back); only when nothing does, Esc leaves the field.
        if typing { chain.add(KeyBinding(key: .escape, "Leave field")) }
        chain.add(shortcuts: host.router.shortcuts)
        if host.focus.order.count > 1 { chain.add(KeyBinding(key: .tab, "Next")) }
        chain.add(KeyBinding(key: .backTab, "Previous", inFooter: false))
        chain.add(KeyBinding("Arrows", "Move focus", helpKeys: "Arrows", inFooter: false, triggers: KeyTrigger.keys(.up, .down, .left, .right)))
        let exit = host.environment.exitTitle
        // Esc with nothing to close, go back from or leave: the app's root, left as `q` leaves.
        if host.layers.isEmpty { chain.add(KeyBinding(key: .escape, exit, inFooter: false)) }
        chain.addHelpAndQuit(exitTitle: exit)
        return chain
    }

    /// The key that opens help: the footer names it whatever else it must leave out, since
    /// help lists everything the footer could not.
    private static func helpBinding(typing: Bool) -> KeyBinding { KeyBinding(typing ? "F1" : "?", "Help") }

    static func draw(_ canvas: inout CellCanvas, host: ViewHost, row: Int) {
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
            for b in KeyBinding.fitting(bindings(for: host), keeping: [helpBinding(typing: typing)] + (host.isHelpVisible ? [KeyBinding("Esc", "")] : []), width: width - x + 1) {
                let piece = DisplayWidth.width(of: b.keys) + DisplayWidth.width(of: b.title) + 3
                if x + piece > width { break }
                x = c.write(b.keys, at: Point(x: x, y: row), style: bar.with([.bold, .reverse]))
                x = c.write(" " + b.title + "  ", at: Point(x: x, y: row), style: bar)
            }
        }
    }
}

/// The `?` (or F1) overlay: every key that applies now, in a box over the content. Key names
/// are never cut (a description wraps instead, or goes below its key on a narrow screen); a
/// list taller than the screen scrolls with ↑↓, PgUp/PgDn, Home/End; only Esc, `?`, `q` or F1
/// close it, as its last row says.
@MainActor
package enum HelpOverlay {
    /// The narrowest a description's column may be before each goes below its key.
    private static let narrowestTitle = 12

    /// The footer while help is open: every other key waits for it to close.
    package static func keys(scrolls: Bool) -> [KeyBinding] {
        let close = KeyBinding("Esc", "Close help", helpKeys: "Esc/?/q", inFooter: true,
                               triggers: KeyTrigger.keys(.escape, .character("?"), .character("q")))
        guard scrolls else { return [close] }
        return [KeyBinding("↑↓", "Scroll", helpKeys: "↑↓", inFooter: true, triggers: KeyTrigger.keys(.up, .down)),
                KeyBinding("PgUp/PgDn", "Page", helpKeys: "PgUp/PgDn", inFooter: true, triggers: KeyTrigger.keys(.pageUp, .pageDown)), close]
    }

    /// A key while help is open: scrolls, closes, or does nothing.
    static func handleKey(_ key: KeyPress, host: ViewHost) {
        if let scroll = scroll(host.helpScroll, by: key, limit: host.helpScrollLimit, page: host.size.height - 6) {
            host.helpScroll = scroll
        } else {
            host.isHelpVisible = false
        }
    }

    /// Where help's first row goes after `key`; nil when the key closes help (Esc, `?`, `q`,
    /// F1). Any other key leaves it where it is.
    package static func scroll(_ first: Int, by key: KeyPress, limit: Int, page: Int) -> Int? {
        let page = max(1, page)
        var first = first
        switch key.key {
        case .escape, .character("?"), .character("q"), .function(1): return nil
        case .up: first -= 1
        case .down: first += 1
        case .pageUp: first -= page
        case .pageDown, .character(" "): first += page
        case .home: first = 0
        case .end: first = limit
        default: break
        }
        return max(0, min(first, limit))
    }

    /// The rows of the list at `width` columns inside the box: a key (nil on a description's
    /// later rows) and its description's piece.
    package static func rows(_ bindings: [KeyBinding], width: Int) -> (rows: [(key: String?, text: String)], keyWidth: Int) {
        let keyWidth = bindings.map { DisplayWidth.width(of: $0.helpKeys) }.max() ?? 0
        var rows: [(key: String?, text: String)] = []
        if keyWidth + 1 + narrowestTitle <= width {
            for b in bindings {
                for (i, piece) in TextLayout.wrap(b.title, width: width - keyWidth - 1).enumerated() {
                    rows.append((i == 0 ? b.helpKeys : nil, piece))
                }
            }
            return (rows, keyWidth)
        }
        // Too narrow for two columns: each key on its row, its description indented below.
        for b in bindings {
            rows.append((b.helpKeys, ""))
            for piece in TextLayout.wrap(b.title, width: max(1, width - 2)) { rows.append((nil, "  " + piece)) }
        }
        return (rows, 0)
    }

    static func draw(_ canvas: inout CellCanvas, host: ViewHost, in area: Rect) {
        host.helpScrollLimit = draw(&canvas, Footer.bindings(for: host, help: true), first: host.helpScroll, in: area)
    }

    /// Draws the box listing `bindings` from row `first` on, centred in `area`; returns the
    /// last row the list can start at (0 when it all shows).
    package static func draw(_ canvas: inout CellCanvas, _ bindings: [KeyBinding], first: Int, in area: Rect) -> Int {
        var seen: [String] = []
        let unique = bindings.filter {
            guard !seen.contains($0.helpKeys) else { return false }
            seen.append($0.helpKeys)
            return true
        }
        let widest = unique.map { DisplayWidth.width(of: $0.helpKeys) + 1 + DisplayWidth.width(of: $0.title) }.max() ?? 0
        let w = min(area.width, max(widest, 26) + 4)
        guard w > 6, area.height > 4 else { return 0 }
        let (rows, keyWidth) = rows(unique, width: w - 4)
        let h = min(area.height, rows.count + 3)
        let shown = h - 3
        let limit = max(0, rows.count - shown)
        let first = min(first, limit)
        let rect = Rect(x: area.minX + (area.width - w) / 2, y: area.minY + (area.height - h) / 2, width: w, height: h)
        canvas.fill(rect)
        canvas.box(rect, style: Style(attributes: .bold), border: .double)
        canvas.write(" Keys ", x: rect.minX + 2, y: rect.minY, width: w - 4, style: Style(attributes: .bold))
        for (i, row) in rows.dropFirst(first).prefix(shown).enumerated() {
            let y = rect.minY + 1 + i
            if let key = row.key { canvas.write(key, x: rect.minX + 2, y: y, width: w - 4, style: Style(attributes: .bold)) }
            let x = keyWidth == 0 ? rect.minX + 2 : rect.minX + 3 + keyWidth
            canvas.write(row.text, x: x, y: y, width: rect.maxX - 2 - x)
        }
        let position = limit > 0 ? "\(first + 1)–\(first + shown)/\(rows.count) · " : ""
        canvas.write(position + "Esc ? q close", x: rect.minX + 2, y: rect.maxY - 2, width: w - 4, style: Style(attributes: .dim))
        return limit
    }
}
