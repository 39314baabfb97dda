import Foundation
import Observation

/// Runs a view tree: takes events, keeps state, and renders frames into a `ScreenBuffer`.
/// The ncurses run loop and the headless `Pilot` both drive one of these.
@MainActor public final class ViewHost: FrameProducer {
    package let root: RootNode
    package let focus = FocusManager()
    /// The presentations over the content (sheets, alerts, menus), bottom first.
    package let layers = LayerStack()
    /// Takes keys, pastes and clicks to the views.
    package private(set) lazy var router = EventRouter(host: self)
    /// Whether a frame is wanted, and whom to tell.
    package let frames = FrameScheduler()
    /// The stage of the frame under way, and how many times each ran.
    package let pipeline = FramePipeline()
    /// Observation changes for this host's views, delivered on the main actor.
    package let inbox = MainActorInbox()
    /// What views publish for where focus is (`.focusedValue`), made when first used.
    lazy var focusedValues = FocusedValuesStore()
    /// The clock timers and `.task` sleeps run on (a `TestClock` in tests).
    public let clock: any RunClock
    /// The size of the screen, as of the last frame.
    public private(set) var size: Size
    /// Called when the host needs a new frame, so the run loop can schedule one.
    public var onNeedsFrame: (@MainActor () -> Void)? { get { frames.onNeedsFrame } set { frames.onNeedsFrame = newValue } }
    /// Called when the app asks the run loop to quit, suspend, copy or leave.
    public var onRequest: (@MainActor (HostRequest) -> Void)?
    /// Where the terminal cursor goes this frame (a focused text field), or nil to hide it.
    public var cursor: Point? { drawer.cursor }
    /// True when state changed since the last frame: a frame was asked for, or an observed
    /// change waits to be delivered (the first step of the next frame). Asking changes nothing.
    public var needsFrame: Bool { frames.isRequested || inbox.hasPending }
    /// Whether the bottom row shows the keys that apply now.
    public var showsFooter = true
    /// True for a host embedded in an imperative window (see `dispatchKey`).
    package var isEmbedded = false
    /// False for a hosted view whose window is not the key window: focus does not rest in it.
    /// The focus stage parks the focus a frame gives it (the first control, a `@FocusState`
    /// request) in `parkedFocus`, which `HostedContent` gives back when the window is key.
    package var holdsFocus = true
    /// The control that had the focus when it was parked.
    private(set) var parkedFocus: WeakBox?
    /// A message shown in the footer until the next key (e.g. a state file set aside).
    public var statusMessage: String? { didSet { setNeedsFrame() } }
    /// A message shown in the footer, before the keys that fit after it, until it is set to
    /// nil: a save that keeps failing (see `showMessages(of:)`). It is sanitised when drawn.
    public var persistentStatusMessage: String? { didSet { if persistentStatusMessage != oldValue { setNeedsFrame() } } }
    /// The state store messages this host shows (kept alive with it).
    var storeMessages: StateStoreMessages?
    /// False while the terminal window is in the background: the focus ring is drawn dimmed.
    public var appearsActive = true {
        didSet {
            guard appearsActive != oldValue else { return }
            if scenePhase != .background { scenePhase = appearsActive ? .active : .inactive }
            setNeedsFrame()
        }
    }
    /// Whether the program is in front, as views read it in `@Environment(\.scenePhase)`. Set
    /// to `.background`, the views are evaluated at once and their `onChange` and other
    /// after-frame actions run before the setter returns (the program may be about to stop);
    /// the frame made for that is not shown, and the next one is drawn whole.
    public var scenePhase: ScenePhase {
        get { root.environment.scenePhase }
        set {
            guard newValue != scenePhase else { return }
            environment.scenePhase = newValue
            if newValue == .background {
                _ = render(size: size)
                setNeedsFrame()
            }
        }
    }
    package var isHelpVisible = false { didSet { if isHelpVisible != oldValue { helpScroll = 0; setNeedsFrame() } } }
    /// The help overlay's first row shown, and the last one it can start at (drawing sets it).
    package var helpScroll = 0 { didSet { if helpScroll != oldValue { setNeedsFrame() } } }
    package var helpScrollLimit = 0
    /// Bumped when every cached size may be wrong (a resize, a new root view, a click).
    package var layoutEpoch = 0
    /// Nodes invalidated since they were last evaluated.
    package let dirtyNodes = DirtyNodes()
    /// Nodes whose sizes may have changed since the last layout.
    package let sizeChanges = SizeChanges()
    /// Counts of the changes this host's caches are keyed by (see `HostRevisions`).
    package var revisions = HostRevisions()
    /// What this host's stages did so far, for tests and benchmarks (see `HostStats`).
    package var stats = HostStats()
    /// Body evaluations so far; tests use it to prove only dirty views re-evaluate.
    public package(set) var evaluationCount = 0
    /// Work for the end of the frame and focus requests, from the views.
    package let frameContext = FrameContext()
    /// The cells the next frame draws again (see `Damage`).
    package var damage = Damage()
    /// The animations running, stepped on `clock` (see `Animator`).
    package private(set) lazy var animator = Animator(host: self)
    /// The draw stage: what changed drawn over the last frame, the cursor.
    package private(set) lazy var drawer = FrameDrawer(host: self)
    /// What drawing read, observed (see `DrawObservation`).
    private let drawObservation = DrawObservation()
    /// The host drawing now, if any: a host rendered while another draws is drawn inside it.
    private static weak var drawing: ViewHost?
    /// How many frames' observations of what they drew are kept (for tests).
    package var drawObservationsKept: Int { drawObservation.kept }
    /// The regions the last frame drew again and the footer's row; nil after a whole frame.
    public var changedRegions: [Rect]? { drawer.changedRegions }
    private var firstFrame = true
    /// Nodes the last layout made (none: evaluation makes them; tests read it).
    package private(set) var nodesMadeByLastLayout = 0

    /// Hosts `rootView` at `size`.
    public init<V: View>(rootView: V, size: Size, environment: EnvironmentValues = EnvironmentValues(), clock: (any RunClock)? = nil) {
        let clock = clock ?? LiveClock()
        self.clock = clock
        self.size = size
        var env = environment
        env.clock = clock
        root = RootNode()
        root.host = self
        dirtyNodes.pipeline = pipeline
        env.copyToClipboard = CopyToClipboardAction { [weak self] text, summary in self?.copyToClipboard(text, summary: summary) }
        root.environment = env
        root.rootView = rootView
        root.invalidate(.evaluate)
    }

    /// Re-evaluates the whole tree on the next frame (after something outside the views'
    /// state changed): every view is applied again, equal or not, and cached sizes are forgotten.
    public func invalidateAll() {
        root.forgetAppliedViews()
        for layer in layers { layer.content.forgetAppliedViews() }
        layoutEpoch += 1
        root.invalidate(.evaluate)
    }

    /// Shows `view` instead, keeping the state of views whose type and place did not change.
    public func setRootView<V: View>(_ view: V) {
        root.rootView = view
        invalidateAll()
    }

    /// Where the root view sits when it is smaller than the host: centred by default.
    public var rootAlignment: Alignment {
        get { root.alignment }
        set { root.alignment = newValue; setNeedsFrame() }
    }

    /// The environment the root view gets; setting it updates every view.
    public var environment: EnvironmentValues {
        get { root.environment }
        set { root.environment = newValue; invalidateAll() }
    }

    /// Asks for a whole frame: whatever changed did not say which cells.
    package func setNeedsFrame() {
        damage.noteEverything()
        frames.request()
    }

    /// The cells of `rect` changed (`Node.invalidate(.draw)`): the next frame draws them again.
    /// It is asked for, unless this host is settling a frame now, which draws them.
    func noteChanged(_ rect: Rect) {
        damage.note(rect)
        if !isSettling { frames.request() }
    }
    /// The text fields in `group` read their state again in the next evaluation; a frame is
    /// asked for (see `StateRereaders`).
    package func reread(_ group: StateRereaders) {
        dirtyNodes.reread(group)
        frames.request()
    }

    /// Focus moved (or a `@FocusState` asked it to): the next frame settles it and draws the
    /// controls it restyled (see `FrameDrawer.prepare`).
    package func focusDidChange() { frames.request() }

    /// The first step of a frame, and of an event: the observation changes queued in the inbox
    /// (a model a view read changed, on any thread) mark what read them. Only here, and when
    /// the main queue gets to the inbox between turns, does the host run them.
    private func deliverObservedChanges() { inbox.drain() }

    /// True while evaluation, layout and focus settle (`updateLayout`).
    private var isSettling = false

    package func nodeDidDetach(_ node: Node) {
        if focus.focused === node { focus.focusedNodeLeft(node) }
    }

    // MARK: Frames

    /// Evaluates what changed, lays out, and draws a frame at `size`.
    public func render(size newSize: Size) -> ScreenBuffer {
        if newSize != size { size = newSize; layoutEpoch += 1 }
        if environment.screenReaderMode && !isEmbedded { AnnouncementCenter.host = self }
        deliverObservedChanges()
        stats.frames &+= 1
        let clock = ContinuousClock()
        var timings = updateLayout()
        // What evaluation, layout and focus asked for (the first focus, a reveal) is in this
        // frame; only what stayed dirty, or changes from now on, need another.
        frames.frameDrawn(stillNeeded: !timings.settled)
        let drawStart = clock.now
        // What drawing read that changes (a model a node reads as it draws) says no cells.
        let enclosing = Self.drawing
        inbox.forward = enclosing === self ? nil : enclosing?.inbox
        Self.drawing = self
        defer { Self.drawing = enclosing }
        let drawer = self.drawer
        let canvas = pipeline.run(.drawing) {
            drawObservation.observe(enclosing: enclosing?.drawObservation, inbox: inbox, decide: { drawer.prepare(wantsWhole: $0) },
                                    onChange: { [weak self] in self?.setNeedsFrame() }) {
                StateReads.inFrame { drawer.draw() }
            }
        }
        timings.draw = clock.now - drawStart
        lastFrameTimings = timings
        frameContext.frameDidDraw()
        return drawer.frameDone(canvas)
    }

    /// How long the stages of the last frame took (for benchmarks).
    public private(set) var lastFrameTimings = FrameTimings()

    /// Evaluates dirty views, lays out and settles focus, without drawing. Runs before each
    /// frame, and before an event when changes are pending, so that several keys read in one
    /// go each see the screen the previous one produced.
    @discardableResult
    private func updateLayout() -> FrameTimings {
        let outer = isSettling
        isSettling = true
        defer { isSettling = outer }
        return pipeline.settle { animator.evaluating { StateReads.inFrame(settle) } }
    }

    private func settle() -> FrameTimings {
        let clock = ContinuousClock()
        var timings = FrameTimings()
        // Focus bindings written back during a pass can dirty views again: settle in a few passes.
        for _ in 0..<4 {
            timings.passes += 1
            let t0 = clock.now
            pipeline.run(.evaluating) {
                dirtyNodes.reevaluate(root: root, layers: layers)
                frameContext.layoutWillBegin()
            }
            let t1 = clock.now
            layout()
            timings.evaluate += t1 - t0
            timings.layout += clock.now - t1
            let walked = revisions.focusInputs, moves = revisions.focusMoves
            let deferred = pipeline.run(.focusing) { () -> Bool in
                applyFocusRequests()
                // The first control takes focus once the tree is whole (rows made in the next pass).
                if firstFrame && !dirtyNodes.hasPending(root: root, layers: layers) { focus.focusFirstIfNeeded(in: self); firstFrame = false }
                parkFocus()
                focus.syncBindings(in: self)
                FocusedValuesStore.settle(self)
                return frameContext.retryDeferredFocusRequests()
            }
            // Focus moved (a control to reveal) or nodes were made after the layout: lay out
            // again, even if no body read where focus is.
            let moved = revisions.focusInputs != walked || revisions.focusMoves != moves
            if !dirtyNodes.hasPending(root: root, layers: layers) && !deferred && !moved { timings.settled = true; break }
        }
        // Four passes settle any focus write-back; views still dirty after them re-dirty
        // themselves on every evaluation, which is a bug in them (the next frame tries again).
        assert(timings.settled, "views were still changing after four evaluation passes:\n\(debugTree)")
        return timings
    }

    /// The last rendered frame, if any.
    public var currentFrame: ScreenBuffer? { drawer.lastFrame }

    var contentRect: Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (showsFooter && size.height > 2 ? 1 : 0)))
    }

    /// Places the views, then builds what follows the size they were given and places again.
    private func layout() {
        drawer.forgetCursor()
        place()
        // The content that follows the size layout gave (a reader's content, the candidate
        // that fits, the rows that now show, a split view's width class), which layout handed
        // back: built in its own step and placed at once, nested readers one round each. What
        // is left after four rounds is evaluated by the next pass.
        for round in 0..<5 {
            let sized = frameContext.takeEvaluationsAfterLayout()
            if sized.isEmpty { break }
            guard round < 4 else { for node in sized { node.invalidate(.evaluate) }; break }
            pipeline.buildSizedContent(of: sized) {
                for node in sized { node.invalidate(.evaluate) }
                dirtyNodes.reevaluate(root: root, layers: layers)
            }
            place()
        }
        router.shortcuts = pipeline.run(.focusing) { focus.rebuild(in: self) }
    }

    /// Compares the sizes that may have changed and places the views and layers.
    private func place() {
        let area = contentRect
        let attached = revisions.attachments, moves = revisions.focusMoves
        pipeline.run(.layingOut) {
            sizeChanges.resolve()
            root.place(in: area)
            layers.place(in: area)
        }
        nodesMadeByLastLayout = revisions.attachments - attached
        assert(nodesMadeByLastLayout == 0 && revisions.focusMoves == moves, "layout made nodes or moved focus")
    }

    /// Takes the focus out of a host that does not hold it (see `holdsFocus`), keeping where
    /// it was; part of the focus stage, so the frame that follows is drawn without it.
    package func parkFocus() {
        guard !holdsFocus, let focused = focus.focused else { return }
        parkedFocus = WeakBox(focused)
        focus.set(nil, in: self)
    }

    // MARK: Events

    /// Sends `event` to the views. An event something used asks for a frame; one nothing
    /// used (a key no control answers, the pointer moving over plain text) asks for none.
    public func handle(_ event: Event) {
        updateBeforeEvent()
        if case .key = event { storeMessages?.keyPressed() }
        if case .resize(let newSize) = event { size = newSize; layoutEpoch += 1; setNeedsFrame(); return }
        let focused = focus.focused
        guard router.route(event) else { return }
        if case .mouse = event { layoutEpoch += 1 }  // a click may have reached anything
        eventWasUsed(focusedBefore: focused)
    }

    /// Whatever answered an event may have changed what it holds (a cursor, a scroll offset):
    /// the focused node and its ancestors, which answer keys, measure themselves again.
    /// A key that only moved the focus changed nothing the two controls hold: they are drawn
    /// again (see `FrameDrawer.draw`), and only containers placed by the focus are placed again.
    private func eventWasUsed(focusedBefore: Node?) {
        if router.keyOnlyMovedFocus {
            for node in [focusedBefore, focus.focused].compactMap({ $0 }) { node.focusMovedWithoutChange() }
            frames.request()
            return
        }
        for node in [focusedBefore, focus.focused].compactMap({ $0 }) where !node.policy.contains(.notesChangesItsKeysMake) {
            node.invalidate([.measure, .draw])
        }
        frames.request()
    }

    /// Dispatches a key and tells whether anything used it (see `EventRouter.dispatchKey`):
    /// the way a window manager hands a key to a hosted view, caught up first as by `handle`.
    package func dispatchKey(_ key: KeyPress) -> Bool {
        updateBeforeEvent()
        let focused = focus.focused
        guard router.dispatchKey(key) else { return false }
        eventWasUsed(focusedBefore: focused)
        return true
    }

    /// Brings evaluation and layout up to date when changes are pending, so that several keys
    /// read in one go each see the screen the previous one produced.
    package func updateBeforeEvent() {
        deliverObservedChanges()
        if frames.isRequested && !firstFrame { updateLayout() }
    }

    /// The size the root view wants for `proposal` (nil axes: its ideal), after evaluating
    /// what changed. Hosting controllers use it for their preferred content size.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        StateReads.inFrame {
            for _ in 0..<4 {
                dirtyNodes.reevaluate(root: root, layers: layers)
                if !dirtyNodes.hasPending(root: root, layers: layers) { break }
            }
            sizeChanges.resolve()
            return root.size(for: proposal)
        }
    }
}
