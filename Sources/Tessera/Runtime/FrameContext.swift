/// What views ask of the frame being made besides their own layout and drawing: work to run
/// once it is drawn (`onAppear`, `onChange`, a navigation push), focus that code asked for
/// through `@FocusState`, and moves of focus a container asks for while it is laid out. The
/// host owns one and empties it at fixed points of each frame.
@MainActor
package final class FrameContext {
    private var actionsAfterDrawing: [@MainActor () -> Void] = []
    private var focusRequests: [any FocusRequest] = []
    /// Requests whose target a lazy container has just built: applied after the next layout.
    private var deferredFocusRequests: [any FocusRequest] = []
    /// Requests deferred once since code last made them: a second miss drops them.
    private var deferredOnce: Set<ObjectIdentifier> = []
    /// Moves of focus that need the layout being made (into the level a stack just showed).
    private var focusMoves: [@MainActor () -> Void] = []
    /// Work that finishes evaluation before layout (a title row made again for a title that
    /// changed below it).
    private var actionsBeforeLayout: [@MainActor () -> Void] = []
    /// Nodes whose view follows the size layout gave them, found changed by that layout.
    private var evaluationsAfterLayout: [WeakNode] = []

    package init() {}

    /// Runs `action` once this frame is drawn, after every view was updated and placed.
    package func runAfterDrawing(_ action: @escaping @MainActor () -> Void) {
        actionsAfterDrawing.append(action)
    }

    /// Runs the actions waiting for the end of the frame; those they add wait for the next one.
    package func frameDidDraw() { Self.run(&actionsAfterDrawing) }

    /// Runs and forgets what `actions` holds now; what they add waits for the next call.
    private static func run(_ actions: inout [@MainActor () -> Void]) {
        let now = actions
        actions.removeAll()
        for action in now { action() }
    }

    /// Asks for focus to follow `request` after the next layout; a request made again replaces
    /// its earlier value.
    package func requestFocus(_ request: any FocusRequest) {
        deferredOnce.remove(ObjectIdentifier(request))
        focusRequests.removeAll { $0 === request }
        focusRequests.append(request)
    }

    /// Moves focus with `move` in the focus stage of this frame, after layout placed what it
    /// looks for (a container placing its content does not move focus itself).
    package func moveFocusAfterLayout(_ move: @escaping @MainActor () -> Void) {
        focusMoves.append(move)
    }

    /// Runs the moves of focus asked for during layout, in order; the context forgets them.
    package func runFocusMoves() { Self.run(&focusMoves) }

    /// Runs `action` after the dirty views are evaluated and before the next layout: a
    /// container finishing what a change below it made stale (its title row), so that layout
    /// only places what evaluation made.
    package func runBeforeLayout(_ action: @escaping @MainActor () -> Void) {
        actionsBeforeLayout.append(action)
    }

    /// Runs the work asked for before layout, in order, until none is left.
    package func layoutWillBegin() {
        for _ in 0..<4 where !actionsBeforeLayout.isEmpty { Self.run(&actionsBeforeLayout) }
    }

    /// What a layout found: `node`'s content follows the size it was given and is out of date
    /// for it (`Invalidation.sizedContent`). Layout returns this instead of marking the node
    /// itself; the host builds the content in its sized-content step once layout is done.
    /// Asked again in the same layout (a node measured twice), it is kept once.
    package func evaluateAfterLayout(_ node: Node) {
        guard !evaluationsAfterLayout.contains(where: { $0.node === node }) else { return }
        evaluationsAfterLayout.append(WeakNode(node))
    }

    /// The nodes layout found must build their content again for their size (see
    /// `evaluateAfterLayout`); the context forgets them.
    package func takeEvaluationsAfterLayout() -> [Node] {
        defer { evaluationsAfterLayout.removeAll() }
        return evaluationsAfterLayout.compactMap(\.node)
    }

    /// The focus requests to apply now, oldest first; the context forgets them.
    package func takeFocusRequests() -> [any FocusRequest] {
        defer { focusRequests.removeAll() }
        return focusRequests
    }

    /// Applies `request` again after the next layout (its target is being built). Once only:
    /// a target the container built but did not keep (a row it could not bring into view)
    /// would otherwise be asked for on every pass, and the frame would never settle. Focus then
    /// stays where it is, as for a target that does not exist.
    package func deferFocusRequest(_ request: any FocusRequest) {
        guard deferredOnce.insert(ObjectIdentifier(request)).inserted else { return }
        deferredFocusRequests.append(request)
    }

    /// Makes the deferred requests due for the next pass; true when there were any.
    package func retryDeferredFocusRequests() -> Bool {
        guard !deferredFocusRequests.isEmpty else { return false }
        focusRequests += deferredFocusRequests
        deferredFocusRequests.removeAll()
        return true
    }
}
