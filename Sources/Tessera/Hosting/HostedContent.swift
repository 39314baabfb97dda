/// The part every hosted view shares: a `ViewHost` (embedded: no footer, no quit keys) that
/// renders into a region of a window, inset by margins, over an edge-to-edge background.
@MainActor
package final class HostedContent {
    package let host: ViewHost
    package var margins = EdgeInsets()
    package var background: Color?
    package weak var window: Window?
    /// Runs at the start of each frame of the window manager, before its layout.
    package var willLayout: (@MainActor () -> Void)?
    /// Whether the window is the key window; a hosted view holds focus only then (see
    /// `ViewHost.holdsFocus`): the control it had comes back when it is key again.
    package var isKey = false { didSet { if isKey != oldValue { keyChanged() } } }

    private func keyChanged() {
        host.holdsFocus = isKey
        if isKey {
            if let node = host.parkedFocus?.node, node.isAttached { host.focus.set(node, in: host) }
            else { host.focus.focusFirstIfNeeded(in: host) }
        } else {
            host.parkFocus()
        }
        host.setNeedsFrame()
    }

    package init(host: ViewHost) {
        self.host = host
        host.showsFooter = false
        host.isEmbedded = true
        host.holdsFocus = false
        host.rootAlignment = .topLeading
    }

    func attach(to window: Window) {
        self.window = window
        if host.onNeedsFrame == nil { host.onNeedsFrame = { [weak window] in window?.setNeedsDisplay() } }
        host.onRequest = { [weak window] request in window?.manager?.onRequest?(request) }
    }

    /// The ideal size of the content plus margins, for a width (nil: its ideal width).
    package func fittingSize(width: Int?) -> Size {
        let inner = host.sizeThatFits(ProposedSize(width: width.map { max(0, $0 - margins.horizontal) }, height: nil))
        return Size(width: inner.width + margins.horizontal, height: inner.height + margins.vertical)
    }

    /// Where the content goes inside a window frame.
    package func contentRect(in frame: Rect) -> Rect { frame.inset(by: margins) }

    /// Renders the hosted view into `canvas` at `frame`: background edge to edge, then the
    /// content's cells, keeping the background under cells that have none of their own. One
    /// frame: a window that is not key had its focus parked while that frame settled.
    package func draw(into canvas: inout CellCanvas, frame: Rect) {
        if let background { canvas.fill(frame, style: Style(background: background)) }
        let rect = contentRect(in: frame)
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.blit(host.render(size: rect.size), at: rect.origin)
    }

    /// The cursor of the hosted view, in screen coordinates.
    package func cursor(in frame: Rect) -> Point? {
        guard let c = host.cursor else { return nil }
        let rect = contentRect(in: frame)
        return Point(x: c.x + rect.minX, y: c.y + rect.minY)
    }

    /// The keys the focused control and its ancestors answer, then the registered shortcuts,
    /// each for what would get it (`KeyChain`), those only help lists too (`inFooter` false):
    /// the program around adds its own keys after them, and a key named here is not its.
    package var keyBindings: [KeyBinding] {
        var chain = KeyChain()
        chain.add(from: host.focus.focused)
        if host.focus.focused?.capturesText ?? false { chain.add(KeyBinding(key: .escape, "Leave field")) }
        chain.add(shortcuts: host.router.shortcuts)
        return chain.bindings
    }

    package func handleMouse(_ event: MouseEvent, frame: Rect) -> Bool {
        let rect = contentRect(in: frame)
        guard rect.contains(event.position) || event.kind == .drag || event.kind == .release else { return false }
        var local = event
        local.position = Point(x: event.position.x - rect.minX, y: event.position.y - rect.minY)
        host.handle(.mouse(local))
        return rect.contains(event.position)
    }
}
