import CNCursesW
import Tessera
import TesseraTerminal

/// Hosts a declarative view inside a curses window that an existing ncurses program owns
/// (UIKit's `UIHostingController`, for a program written against `WINDOW *`s).
///
/// The program keeps everything it had: the screen (`newterm`/`initscr`), its windows, the
/// input loop and `doupdate`. The hosted view draws only inside its window, at the window's
/// size, its content at the top-leading corner and without a footer. Keys the view does not
/// use (`q`, Ctrl-C, Tab past the last control, arrows with nowhere to go) come back
/// unhandled, so the program can act on them.
///
/// ```swift
/// let panel = newwin(8, 30, 2, 4)!
/// let form = CursesHostingWindow(window: panel, rootView: SettingsForm(volume: volume))
/// wresize(panel, Int32(form.preferredSize.height), Int32(form.preferredSize.width))
/// form.refresh(); doupdate()
/// // in the input loop:
/// if !form.handle(input) { /* the program's own keys */ }
/// form.rootView = SettingsForm(volume: newVolume)   // plain values: set a new root view
/// if form.needsRefresh { form.refresh(); doupdate() }
/// ```
///
/// Colour pairs come from ncurses' `alloc_pair`, so pairs the program defined with
/// `init_pair` are left alone. A root view that reads an `@Observable` model updates by itself
/// when the model changes (`needsRefresh` turns true and `onNeedsRefresh` runs).
@MainActor public final class CursesHostingWindow<Content: View> {
    /// The program's window the view draws in. The program still owns it (and deletes it).
    public let window: UnsafeMutablePointer<WINDOW>
    /// The view shown. Setting it updates the hosted view, keeping the state of views whose
    /// type and place did not change.
    public var rootView: Content {
        didSet { content.host.setRootView(rootView) }
    }
    /// Whether the window has the keyboard: only then does the hosted view show a focused
    /// control. When it becomes active again, the control focused before is focused again.
    public var isActive: Bool {
        get { content.isKey }
        set { content.isKey = newValue }
    }
    /// Called when the hosted view changed by itself (an `@Observable` model, a timer), so an
    /// event-driven program can schedule a `refresh()`.
    public var onNeedsRefresh: (@MainActor () -> Void)?
    /// The host running the view (tests read `evaluationCount`, `debugTree`).
    public var host: ViewHost { content.host }

    private let content: HostedContent
    private var writer: CursesCellWriter
    private var lastFrame: ScreenBuffer?

    /// Hosts `rootView` in `window`, a window of the current curses screen. Call after the
    /// program's `start_color()` so the view can use colours.
    public init(window: UnsafeMutablePointer<WINDOW>, rootView: Content, clock: any RunClock = LiveClock(),
                environment: EnvironmentValues = .init()) {
        self.window = window
        self.rootView = rootView
        let colors = Int(tessera_colors()), pairs = Int(tessera_color_pairs())
        let depth: TerminalCapabilities.ColorDepth = has_colors() && pairs > 0 ? ColorPairs.depth(forColorCount: colors) : .monochrome
        var environment = environment
        // What blends colours (`.opacity`) blends as far as this terminal shows them.
        environment.colorDepth = environment.colorDepth ?? depth
        content = HostedContent(host: ViewHost(rootView: rootView, size: Self.size(of: window), environment: environment, clock: clock))
        writer = CursesCellWriter(colorPairs: ColorPairs(depth: depth, maximumPairs: pairs, allocation: .shared))
        content.isKey = true
        content.host.onNeedsFrame = { [weak self] in self?.onNeedsRefresh?() }
    }

    /// The same, for a window handed over as an opaque pointer.
    public convenience init(window: OpaquePointer, rootView: Content, clock: any RunClock = LiveClock(),
                            environment: EnvironmentValues = .init()) {
        self.init(window: UnsafeMutablePointer<WINDOW>(window), rootView: rootView, clock: clock, environment: environment)
    }

    private static func size(of window: UnsafeMutablePointer<WINDOW>) -> Size {
        var rows: Int32 = 0, cols: Int32 = 0
        tessera_getmaxyx(window, &rows, &cols)
        return Size(width: max(0, Int(cols)), height: max(0, Int(rows)))
    }

    /// The window's size now (`getmaxyx`).
    public var size: Size { Self.size(of: window) }

    // MARK: Drawing

    /// True when the view changed, or the window was resized, since the last `refresh()`.
    public var needsRefresh: Bool {
        content.host.needsFrame || lastFrame?.size != size
    }

    /// Renders the view at the window's current size, writes the cells that changed since the
    /// last refresh into the window, and marks it for the next `doupdate` (`wnoutrefresh`).
    /// When the view shows a text cursor, the window's cursor is moved there.
    public func refresh() {
        let size = self.size
        guard size.width > 0, size.height > 0 else { return }
        let bounds = Rect(origin: .zero, size: size)
        var canvas = CellCanvas(size: size)
        content.draw(into: &canvas, frame: bounds)
        // Laying out can ask for another frame (the first one focuses the first control):
        // settle here, as a run loop would on its next turn, so `needsRefresh` means a change.
        for _ in 0..<2 where content.host.needsFrame {
            canvas = CellCanvas(size: size)
            content.draw(into: &canvas, frame: bounds)
        }
        writer.write(canvas.buffer, over: lastFrame, into: window, rows: size.height, cols: size.width)
        lastFrame = canvas.buffer
        if let cursor, bounds.contains(cursor) {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        }
        wnoutrefresh(window)
    }

    /// Forgets what was written, so the next `refresh()` writes every cell: call it after the
    /// program drew over the window (`werase`, `box`).
    public func setNeedsFullRefresh() {
        lastFrame = nil
    }

    /// Where the hosted view wants the text cursor, in window coordinates (nil: hidden).
    public var cursor: Point? { content.host.cursor }

    /// The content's ideal size: resize the window to it (`wresize`) to fit the content
    /// (UIKit's `preferredContentSize`).
    public var preferredSize: Size { content.fittingSize(width: nil) }

    /// The size the content needs at a given width (its height wraps to fit).
    public func preferredSize(width: Int) -> Size { content.fittingSize(width: width) }

    // MARK: Input

    /// Gives an event to the hosted view; returns whether the view used it. Mouse positions
    /// are screen coordinates (as `getmouse` reports them). Tab and Shift-Tab move between
    /// the view's controls and come back unused past the last (or first) one.
    @discardableResult public func handle(_ event: Event) -> Bool {
        let host = content.host
        switch event {
        case .key(let key):
            let used = host.dispatchKey(key) || moveFocus(for: key)
            if used { host.setNeedsFrame() }
            return used
        case .paste(let text):
            guard host.focus.focused?.capturesText == true else { return false }
            host.handle(.paste(text))
            return true
        case .mouse(let mouse):
            let origin = Point(x: Int(getbegx(window)), y: Int(getbegy(window)))
            let used = content.handleMouse(mouse, frame: Rect(origin: origin, size: size))
            if used { host.setNeedsFrame() }
            return used
        case .resize:
            return false
        }
    }

    /// Gives what `wget_wch` returned to the hosted view; returns whether the view used it.
    /// A mouse report (`KEY_MOUSE`) or `KEY_RESIZE` is left to the program: read the mouse
    /// with `getmouse` and pass an `Event.mouse`.
    @discardableResult public func handle(_ input: RawInput) -> Bool {
        guard case .event(let event)? = InputDecoder.decodeSingle(input) else { return false }
        return handle(event)
    }

    /// Tab and Shift-Tab inside the view, without wrapping around: past the ends the key is
    /// the program's (to move to its next window).
    private func moveFocus(for key: KeyPress) -> Bool {
        guard key.modifiers.isEmpty, key.key == .tab || key.key == .backTab else { return false }
        let host = content.host
        let order = host.focus.order
        guard !order.isEmpty else { return false }
        let forward = key.key == .tab
        let target: Int
        if let focused = host.focus.focused, let index = order.firstIndex(where: { $0 === focused }) {
            target = forward ? index + 1 : index - 1
        } else {
            target = forward ? 0 : order.count - 1
        }
        guard order.indices.contains(target) else { return false }
        host.focus.set(order[target], in: host)
        return true
    }
}
