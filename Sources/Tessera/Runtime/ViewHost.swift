import Foundation
import Observation

/// Runs a view tree: takes events, keeps state, and renders frames into a `ScreenBuffer`.
/// The ncurses run loop and the headless `Pilot` both drive one of these.
@MainActor
public final class ViewHost: FrameProducer {
    package let root: RootNode
    package let focus = FocusManager()
    /// Observation changes for this host's views, delivered on the main actor.
    package let inbox = MainActorInbox()
    /// The clock timers and `.task` sleeps run on (a `TestClock` in tests).
    public let clock: any RunClock
    /// The size of the screen, as of the last frame.
    public private(set) var size: Size
    /// Called when the host needs a new frame, so the run loop can schedule one.
    public var onNeedsFrame: (@MainActor () -> Void)?
    /// Called when the app asks the run loop to quit, suspend, copy or leave.
    public var onRequest: (@MainActor (HostRequest) -> Void)?
    /// Where the terminal cursor goes this frame (a focused text field), or nil to hide it.
    public private(set) var cursor: Point?
    /// True when state changed since the last frame.
    public var needsFrame: Bool {
        inbox.drain()
        return frameRequested
    }
    private var frameRequested = true
    /// Whether the bottom row shows the keys that apply now.
    public var showsFooter = true
    /// True for a host embedded in an imperative window (see `dispatchKey`).
    package var isEmbedded = false
    /// A message shown in the footer until the next key (e.g. a state file set aside).
    public var statusMessage: String? { didSet { setNeedsFrame() } }
    /// False while the terminal window is in the background: the focus ring is drawn dimmed.
    public var appearsActive = true { didSet { if appearsActive != oldValue { setNeedsFrame() } } }
    package var isHelpVisible = false { didSet { if isHelpVisible != oldValue { setNeedsFrame() } } }
    package var layoutGeneration = 0
    /// Body evaluations so far; tests use it to prove only dirty views re-evaluate.
    public package(set) var evaluationCount = 0
    package var layers: [PresentationLayer] = []
    package var shortcuts: [Shortcut] = []
    package var pendingFocusRequests: [any FocusRequest] = []
    /// Requests whose target a lazy container has just built: applied after the next layout.
    package var deferredFocusRequests: [any FocusRequest] = []
    package var frameActions: [@MainActor () -> Void] = []
    private var firstFrame = true
    private var lastFrame: ScreenBuffer?

    /// Hosts `rootView` at `size`.
    public init<V: View>(rootView: V, size: Size, environment: EnvironmentValues = EnvironmentValues(), clock: (any RunClock)? = nil) {
        let clock = clock ?? LiveClock()
        self.clock = clock
        self.size = size
        var env = environment
        env.clock = clock
        root = RootNode()
        root.host = self
        env.copyToClipboard = CopyToClipboardAction { [weak self] text, summary in self?.copyToClipboard(text, summary: summary) }
        root.environment = env
        root.rootView = rootView
        root.isDirty = true
    }

    /// Replaces the root view (as a hosting controller's `rootView`).
    /// Re-evaluates the whole tree on the next frame (after something outside the views'
    /// state changed).
    public func invalidateAll() {
        root.invalidate()
    }

    /// Shows `view` instead, keeping the state of views whose type and place did not change.
    public func setRootView<V: View>(_ view: V) {
        root.rootView = view
        root.invalidate()
    }

    /// Where the root view sits when it is smaller than the host: centred by default.
    public var rootAlignment: Alignment {
        get { root.alignment }
        set { root.alignment = newValue; setNeedsFrame() }
    }

    /// The environment the root view gets; setting it updates every view.
    public var environment: EnvironmentValues {
        get { root.environment }
        set { root.environment = newValue; root.invalidate() }
    }

    package func setNeedsFrame() {
        if frameRequested { return }
        frameRequested = true
        onNeedsFrame?()
    }

    package func nodeDidDetach(_ node: Node) {
        if focus.focused === node { focus.focused = nil }
    }

    // MARK: Frames

    /// Evaluates what changed, lays out, and draws a frame at `size`.
    public func render(size newSize: Size) -> ScreenBuffer {
        if newSize != size { size = newSize }
        if environment.screenReaderMode && !isEmbedded { AnnouncementCenter.host = self }
        inbox.drain()
        var canvas = Canvas(size: size)
        let clock = ContinuousClock()
        var timings = updateLayout()
        // What evaluation, layout and focus asked for (the first focus, a reveal) is in this
        // frame; only what stayed dirty, or changes from now on, need another.
        frameRequested = !timings.settled
        let ref = WeakHost(self), inbox = self.inbox
        let drawStart = clock.now
        withObservationTracking {
            draw(&canvas)
        } onChange: {
            inbox.post { ref.host?.setNeedsFrame() }
        }
        timings.draw = clock.now - drawStart
        lastFrameTimings = timings
        if !environment.colorsEnabled {
            canvas.buffer.restyle(canvas.buffer.bounds) { $0.foreground = .default; $0.background = .default }
        }
        let actions = frameActions
        frameActions.removeAll()
        for action in actions { action() }
        lastFrame = canvas.buffer
        return canvas.buffer
    }

    /// How long the stages of the last frame took (for benchmarks).
    public private(set) var lastFrameTimings = FrameTimings()

    /// Evaluates dirty views, lays out and settles focus, without drawing. Runs before each
    /// frame, and before an event when changes are pending, so that several keys read in one
    /// go each see the screen the previous one produced.
    @discardableResult
    private func updateLayout() -> FrameTimings {
        let clock = ContinuousClock()
        var timings = FrameTimings()
        // Focus bindings written back during a pass can dirty views again: settle in a few passes.
        for _ in 0..<4 {
            let t0 = clock.now
            reevaluateDirtyNodes()
            let t1 = clock.now
            layout()
            timings.evaluate += t1 - t0
            timings.layout += clock.now - t1
            applyFocusRequests()
            if firstFrame { focus.focusFirstIfNeeded(in: self); firstFrame = false }
            focus.syncBindings(in: self)
            let deferred = !deferredFocusRequests.isEmpty
            pendingFocusRequests += deferredFocusRequests
            deferredFocusRequests.removeAll()
            if !hasDirtyNodes() && !deferred { timings.settled = true; break }
        }
        return timings
    }

    /// The last rendered frame, if any.
    public var currentFrame: ScreenBuffer? { lastFrame }

    var contentRect: Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (showsFooter && size.height > 2 ? 1 : 0)))
    }

    private func reevaluateDirtyNodes() {
        func visit(_ node: Node) {
            if node.isDirty { node.reevaluate(); return }
            for child in node.children { visit(child) }
        }
        visit(root)
        for layer in layers { visit(layer.content) }
    }

    private func hasDirtyNodes() -> Bool {
        var dirty = false
        root.forEachNode { if $0.isDirty { dirty = true } }
        for layer in layers { layer.content.forEachNode { if $0.isDirty { dirty = true } } }
        return dirty
    }

    private func layout() {
        layoutGeneration += 1
        shortcuts.removeAll(keepingCapacity: true)
        cursor = nil
        let area = contentRect
        root.place(in: area)
        for layer in layers {
            let rect = layer.frame(in: area)
            _ = layer.content.size(for: ProposedSize(rect.size))
            layer.content.place(in: rect)
        }
        focus.rebuild(in: self)
    }

    private func draw(_ canvas: inout Canvas) {
        let area = contentRect
        canvas.clipped(to: area) { root.draw(&$0) }
        // Sheets do not stack on screen: a sheet opened over another one hides it until it
        // closes, as a second presentation replaces the first on a phone.
        let topSheet = layers.lastIndex { $0 is SheetLayer }
        for (index, layer) in layers.enumerated() {
            if layer is SheetLayer, index != topSheet { continue }
            if layer.dimsBackground {
                canvas.restyle(area) { style in
                    style.attributes.insert(.dim)
                    style.foreground = .gray
                }
            }
            let rect = layer.frame(in: area)
            canvas.clipped(to: area) { layer.drawChrome(&$0, rect) }
            canvas.clipped(to: rect) { layer.content.draw(&$0) }
        }
        if !appearsActive, let focused = focus.focused {
            canvas.restyle(focused.frame) { if $0.attributes.contains(.reverse) { $0.attributes.insert(.dim) } }
        }
        if showsFooter && size.height > 2 { Footer.draw(&canvas, host: self, row: size.height - 1) }
        if isHelpVisible { HelpOverlay.draw(&canvas, host: self, in: area) }
        // Screen-reader mode: the cursor stays on what has focus, where a reader follows it.
        if cursor == nil, environment.screenReaderMode, let point = focus.focused?.accessibilityCursor { cursor = point }
        if let c = cursor, !canvas.buffer.bounds.contains(c) { cursor = nil }
    }

    /// Sets the cursor for this frame (a focused text field calls it while drawing).
    package func showCursor(at point: Point, within clip: Rect) {
        cursor = clip.contains(point) ? point : nil
    }

    // MARK: Events

    /// Sends `event` to the views. An event something used asks for a frame; one nothing
    /// used (a key no control answers, the pointer moving over plain text) asks for none.
    public func handle(_ event: Event) {
        inbox.drain()
        if frameRequested && !firstFrame { updateLayout() }
        let used: Bool
        switch event {
        case .key(let key): used = dispatchKey(key)
        case .paste(let text):
            var node: Node? = focus.focused
            while let n = node, !n.handlePaste(text) { node = n.parent }
            used = node != nil
        case .mouse(let mouse): used = handleMouse(mouse)
        case .resize(let newSize):
            size = newSize
            used = true
        }
        if used { setNeedsFrame() }
    }

    /// Dispatches a key and tells whether anything used it. An embedded host (a hosted view
    /// inside an imperative window) leaves quit, suspend, help and `q` to the program around
    /// it, and reports arrows and Tab that found nowhere to move as unhandled.
    package func dispatchKey(_ key: KeyPress) -> Bool {
        inbox.drain()
        if frameRequested && !firstFrame { updateLayout() }
        if statusMessage != nil { statusMessage = nil }
        if !isEmbedded {
            if key == .ctrlC { onRequest?(.quit); return true }
            if key == .ctrlZ { onRequest?(.suspend); return true }
        }
        if isHelpVisible {
            isHelpVisible = false
            return true
        }
        // The focused control, then its ancestors (modifiers, containers, presentations).
        var node: Node? = focus.focused ?? focus.scopeRoot(in: self)
        while let n = node {
            if n.handleKey(key) { return true }
            node = n.parent
        }
        for shortcut in shortcuts.reversed() where shortcut.key == key && shortcut.isActive {
            shortcut.action()
            return true
        }
        let typing = focus.focused?.capturesText ?? false
        let before = focus.focused
        switch key.key {
        case .tab: if isEmbedded { return false }; focus.move(.next, in: self)
        case .backTab: if isEmbedded { return false }; focus.move(.previous, in: self)
        case .up: focus.moveInDirection(.up, in: self)
        case .down: focus.moveInDirection(.down, in: self)
        case .left: focus.moveInDirection(.left, in: self)
        case .right: focus.moveInDirection(.right, in: self)
        case .escape:
            if typing { focus.set(nil, in: self) } else {
                if !isEmbedded { onRequest?(.leaveRoot) }
                return false
            }
        case .character("?") where !typing && key.modifiers.isEmpty && !isEmbedded:
            isHelpVisible = true
        case .function(1) where !isEmbedded:
            isHelpVisible = true  // help from a text field too, where `?` is typed
        case .character("q") where !typing && key.modifiers.isEmpty && !isEmbedded:
            onRequest?(.quit)
        default:
            return false
        }
        switch key.key {
        case .up, .down, .left, .right: return focus.focused !== before
        default: return true
        }
    }

    /// The size the root view wants for `proposal` (nil axes: its ideal), after evaluating
    /// what changed. Hosting controllers use it for their preferred content size.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        for _ in 0..<4 {
            reevaluateDirtyNodes()
            if !hasDirtyNodes() { break }
        }
        layoutGeneration += 1
        return root.size(for: proposal)
    }

    /// True when something used the event (a press always counts: it may close help or
    /// move focus).
    private func handleMouse(_ event: MouseEvent) -> Bool {
        if isHelpVisible { if event.kind == .press { isHelpVisible = false }; return event.kind == .press }
        // Top layer first; a blocking layer swallows clicks outside it.
        if let top = layers.last(where: { $0.blocksBackground }) {
            let candidates = layers.drop(while: { $0 !== top }).reversed().map(\.content)
            // Chrome of the layer (the sheet grabber, a drag in progress) sees the event first.
            if top.handleChromeMouse(event) { return true }
            return deepestHandler(in: candidates, event).used || event.kind == .press
        }
        for layer in layers.reversed() {
            if layer.handleChromeMouse(event) { return true }
            let result = deepestHandler(in: [layer.content], event)
            if result.hit { return result.used || event.kind == .press }
        }
        return deepestHandler(in: [root], event).used || event.kind == .press
    }

    /// Offers the event to the deepest node under the pointer, then its ancestors: whether
    /// anything was under the pointer, and whether a node used the event.
    private func deepestHandler(in roots: [Node], _ event: MouseEvent) -> (hit: Bool, used: Bool) {
        for r in roots {
            guard let hit = Self.hitTest(r, event.position) else { continue }
            var node: Node? = hit
            while let n = node {
                if event.kind == .press, n.isFocusable, focus.isFocusable(n) { focus.set(n, in: self) }
                if n.handleMouse(event) { return (true, true) }
                if n === r { break }
                node = n.parent
            }
            return (true, false)
        }
        return (false, false)
    }

    static func hitTest(_ node: Node, _ point: Point) -> Node? {
        guard node.frame.contains(point) || node.frame.isEmpty else { return nil }
        for child in node.children.reversed() {
            if let hit = hitTest(child, point) { return hit }
        }
        return node.frame.contains(point) ? node : nil
    }
}

final class WeakHost: @unchecked Sendable {
    weak var host: ViewHost?
    init(_ host: ViewHost) { self.host = host }
}

/// The root of a host's tree: holds the app's view.
@MainActor
package final class RootNode: Node {
    package var rootView: any View = EmptyView()
    package override func reevaluate() {
        isDirty = false
        environment.hostReference = HostReference(host)
        updateChild(rootView)
    }

    /// Where the root view sits when it is smaller than the screen.
    package var alignment: Alignment = .center

    /// The root view gets its own size, placed by `alignment` (centred on a screen, as a
    /// window's content is; top-leading in a hosted cell).
    package override func place(in rect: Rect) {
        frame = rect
        guard let child = children.first else { return }
        let s = child.size(for: ProposedSize(rect.size))
        let w = min(s.width, rect.width), h = min(s.height, rect.height)
        child.place(in: Rect(x: rect.minX + alignment.horizontal.offset(w, in: rect.width),
                             y: rect.minY + alignment.vertical.offset(h, in: rect.height), width: w, height: h))
    }
}

/// A keyboard shortcut registered while laying out (buttons, toolbar items).
@MainActor
package struct Shortcut {
    package var key: KeyPress
    package var title: String
    package var isActive: Bool
    package var action: @MainActor () -> Void
}

extension ViewHost {
    /// The node tree as indented text, one node a line, for debugging and tests.
    public var debugTree: String { root.debugTree() }
}

/// Time spent in each stage of a frame.
public struct FrameTimings: Sendable {
    /// Running the bodies of changed views.
    public var evaluate: Duration = .zero
    /// Sizing and placing the views.
    public var layout: Duration = .zero
    /// Drawing into the screen buffer.
    public var draw: Duration = .zero
    /// False when evaluation and focus were still changing views after the last pass.
    public var settled = false
    /// All durations zero, not settled.
    public init() {}
}
