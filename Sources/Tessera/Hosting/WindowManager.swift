/// The imperative screen: composes windows (in z order) into one frame and routes events —
/// keys to the key window (its hosted view first, then the window, then the program), mouse
/// events to the topmost window under the pointer. It is a `FrameProducer`, so the run loop and
/// the headless driver run an imperative program the same way as a `ViewHost`.
///
/// ```swift
/// let screen = WindowManager(clock: clock)
/// let header = Window(name: "header", frame: Rect(x: 0, y: 0, width: 80, height: 1))
/// header.draw = { ctx in ctx.text("Summary", at: .zero, style: Style(attributes: [.bold])) }
/// screen.addWindow(header)
/// ```
@MainActor public final class WindowManager: FrameProducer {
    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// The window that gets the keys first.
    public private(set) weak var keyWindow: Window?
    /// The clock hosted views' timers run on.
    public let clock: any RunClock
    /// The screen's size, as of the last frame.
    public private(set) var size: Size
    /// True when a frame was asked for, or a hosted view's model changed (its observation
    /// change waits to be delivered, the first step of the next frame). Asking changes nothing.
    public var needsFrame: Bool {
        frames.isRequested || windows.contains { $0.hosted?.host.inbox.hasPending ?? false }
    }

    /// The first step of a frame: the observation changes queued for the hosted views mark
    /// what read them, so content that changed is measured before the windows are laid out.
    private func deliverHostedChanges() {
        for window in windows { window.hosted?.host.inbox.drain() }
    }
    private let frames = FrameScheduler()
    /// Where the terminal cursor goes: the focused window's text cursor, or nil to hide it.
    public private(set) var cursor: Point?
    /// Called when a window needs a new frame, so the run loop can schedule one.
    public var onNeedsFrame: (@MainActor () -> Void)? {
        get { frames.onNeedsFrame }
        set { frames.onNeedsFrame = newValue }
    }
    /// Called when a window asks the run loop to quit, suspend or copy.
    public var onRequest: (@MainActor (HostRequest) -> Void)?
    /// Lays the windows out for a screen size; called before every frame (and after hosted
    /// content changed its preferred size), so windows can follow their content.
    public var layout: (@MainActor (Size) -> Void)?
    /// Draws under every window (the program's own frame: header, footer, help).
    public var drawBackground: (@MainActor (inout WindowContext) -> Void)?
    /// Draws over every window (overlays such as help).
    public var drawOverlay: (@MainActor (inout WindowContext) -> Void)?
    /// Keys neither the key window's hosted view nor the window used.
    public var onKey: (@MainActor (KeyPress) -> Bool)?
    private var lastFrame: ScreenBuffer?
    private var layoutActions: [@MainActor () -> Void] = []

    /// Runs `action` at the start of the next frame, before `layout` (hosting controllers
    /// measure their content there).
    public func beforeNextLayout(_ action: @escaping @MainActor () -> Void) {
        layoutActions.append(action)
        setNeedsFrame()
    }

    /// A screen of `size` cells with no windows yet.
    public init(clock: any RunClock, size: Size = Size(width: 80, height: 24)) {
        self.clock = clock; self.size = size
    }

    /// Adds `window` (once); the first window added becomes the key window.
    public func addWindow(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        window.manager = self
        windows.append(window)
        if keyWindow == nil { keyWindow = window; window.hosted?.isKey = true }
        setNeedsFrame()
    }

    /// Removes `window`; when it was the key window, the last visible one becomes key.
    public func removeWindow(_ window: Window) {
        windows.removeAll { $0 === window }
        if window.manager === self { window.manager = nil }
        if keyWindow === window { keyWindow = windows.last(where: { !$0.isHidden }) }
        setNeedsFrame()
    }

    /// Sends keys to `window` from now on.
    public func makeKey(_ window: Window?) {
        guard keyWindow !== window else { return }
        keyWindow?.hosted?.isKey = false
        keyWindow = window
        window?.hosted?.isKey = true
        setNeedsFrame()
    }

    /// Asks for a new frame.
    public func setNeedsFrame() { frames.request() }

    /// Asks the run loop to quit.
    public func requestQuit() { onRequest?(.quit) }

    /// The last frame drawn, if any.
    public var currentFrame: ScreenBuffer? { lastFrame }

    /// Handed to every window's hosted view: rings dim while the terminal window is inactive.
    public var appearsActive = true {
        didSet { for window in windows { window.hosted?.host.appearsActive = appearsActive } }
    }

    /// Whether the program is in front: handed to every hosted view (see `ScenePhase`).
    public var scenePhase: ScenePhase = .active {
        didSet { for window in windows { window.hosted?.host.scenePhase = scenePhase } }
    }

    // MARK: FrameProducer

    /// Lays the windows out for `newSize` and draws them into one frame, lowest `zIndex` first.
    public func render(size newSize: Size) -> ScreenBuffer {
        size = newSize
        deliverHostedChanges()
        let pending = layoutActions
        layoutActions.removeAll()
        for action in pending { action() }
        for window in windows { window.hosted?.willLayout?() }
        layout?(size)
        frames.frameDrawn()
        var canvas = CellCanvas(size: size)
        if let drawBackground {
            var ctx = WindowContext(canvas: canvas, frame: canvas.buffer.bounds, isKeyWindow: false)
            drawBackground(&ctx)
            canvas = ctx.canvas
        }
        cursor = nil
        for window in windows.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }).map(\.element)
        where !window.isHidden {
            let frame = window.frame
            canvas.clipped(to: frame) { c in
                // Windows are opaque: what lies beneath never shows through.
                c.fill(frame, style: Style(background: window.backgroundColor ?? .default))
                if let hosted = window.hosted {
                    hosted.draw(into: &c, frame: frame)
                    if window === keyWindow, let p = hosted.cursor(in: frame), c.clip.contains(p) { cursor = p }
                }
                if let draw = window.draw {
                    var ctx = WindowContext(canvas: c, frame: frame, isKeyWindow: window === keyWindow)
                    draw(&ctx)
                    c = ctx.canvas
                }
            }
        }
        if let drawOverlay {
            var ctx = WindowContext(canvas: canvas, frame: canvas.buffer.bounds, isKeyWindow: false)
            drawOverlay(&ctx)
            canvas = ctx.canvas
        }
        // Rendering hosted views may have dirtied nothing new; a change during drawing asks again.
        lastFrame = canvas.buffer
        return canvas.buffer
    }

    /// Sends `event` to the window that should have it: keys to the key window, the pointer to
    /// the topmost window under it (a press makes that window key).
    public func handle(_ event: Event) {
        switch event {
        case .key(let key): handleKey(key)
        case .paste(let text): keyWindow?.hosted?.host.handle(.paste(text))
        case .mouse(let mouse): handleMouse(mouse)
        case .resize(let s): size = s
        }
        setNeedsFrame()
    }

    private func handleKey(_ key: KeyPress) {
        if key == .ctrlC { onRequest?(.quit); return }
        if key == .ctrlZ { onRequest?(.suspend); return }
        if let window = keyWindow, !window.isHidden {
            if let hosted = window.hosted, hosted.host.dispatchKey(key) { return }
            if let onKey = window.onKey, onKey(key) { return }
        }
        if let onKey, onKey(key) { return }
        if key == KeyPress(.character("q")) { onRequest?(.quit) }
    }

    private func handleMouse(_ event: MouseEvent) {
        let ordered = windows.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) > ($1.element.zIndex, $1.offset) }).map(\.element)
        for window in ordered where !window.isHidden && window.frame.contains(event.position) {
            if event.kind == .press { makeKey(window) }
            if let hosted = window.hosted, hosted.handleMouse(event, frame: window.frame) { return }
            if let onMouse = window.onMouse {
                var local = event
                local.position = Point(x: event.position.x - window.frame.minX, y: event.position.y - window.frame.minY)
                if onMouse(local) { return }
            }
            return
        }
    }

    /// Whether the key window's hosted view is taking typed text (so `q` types, not quits).
    public var isTyping: Bool { keyWindow?.hosted?.host.focus.focused?.capturesText ?? false }
}
