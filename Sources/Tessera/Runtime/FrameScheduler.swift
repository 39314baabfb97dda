/// Whether a producer wants a new frame, and whom to tell the moment it starts wanting one.
/// Many changes between two frames ask once: only the first request calls `onNeedsFrame`, so
/// the run loop schedules one frame however many views changed.
@MainActor
package final class FrameScheduler {
    /// True from a request until a frame that settles everything (a new producer wants its first).
    package private(set) var isRequested = true
    /// Called when a frame becomes wanted (not again until one was drawn).
    package var onNeedsFrame: (@MainActor () -> Void)?

    package init() {}

    /// Asks for a frame; the first request since the last frame tells `onNeedsFrame`.
    package func request() {
        if isRequested { return }
        isRequested = true
        onNeedsFrame?()
    }

    /// A frame was drawn: another is wanted only when `stillNeeded` (something stayed dirty),
    /// and without telling `onNeedsFrame`, as the loop asks `needsFrame` after each frame.
    package func frameDrawn(stillNeeded: Bool = false) {
        isRequested = stillNeeded
    }
}

/// A stage of a host's frame, in the order they run (see ARCHITECTURE.md, "The stages of a
/// frame"). Outside a frame a host is `idle`: events are handled and actions run then.
package enum FrameStage: Sendable {
    /// Between frames: events are handled, actions and timers run.
    case idle
    /// The dirty views run their bodies, and containers finish what that changed below them.
    case evaluating
    /// Sizes are compared and the views placed.
    case layingOut
    /// The content that follows the size layout gave (`Invalidation.sizedContent`) is built
    /// for it, and placed by a layout that follows at once.
    case sizingContent
    /// The focus walk, focus requests and the bindings written back.
    case focusing
    /// The damaged cells are drawn.
    case drawing
}

/// Where a host is in its frame, and how many times its stages ran (tests count them). The
/// stages run one way: evaluation, layout and focus settle, then drawing, and none asks for one
/// that already ran in the same frame. Debug builds assert it: a settle or a draw begun while
/// drawing, or a node marked for evaluation while drawing, is a stage reaching back.
@MainActor
package final class FramePipeline {
    /// The stage running now.
    package private(set) var stage = FrameStage.idle
    /// How many times evaluation, layout and focus were brought up to date (a frame, or the
    /// catching up before an event when changes were pending).
    package private(set) var settles = 0
    /// How many frames were drawn.
    package private(set) var draws = 0
    /// How many nodes were marked for evaluation while layout ran: none when layout only
    /// returns what it found (see `FrameContext.evaluateAfterLayout`).
    package private(set) var evaluationsAskedByLayout = 0
    /// How many nodes had their content built for the size layout gave them, in the
    /// sized-content step (`Invalidation.sizedContent`).
    package private(set) var sizedContentBuilds = 0

    package init() {}

    /// Brings evaluation, layout and focus up to date with `body`, which runs their stages.
    package func settle<T>(_ body: () -> T) -> T {
        assert(stage != .drawing, "evaluation begun while drawing: a stage reached back into the frame being drawn")
        settles += 1
        return body()
    }

    /// Runs `body` as `stage`, then returns to the stage before it. Drawing begins only
    /// outside the other stages, and nothing begins while drawing.
    package func run<T>(_ stage: FrameStage, _ body: () -> T) -> T {
        assert(self.stage != .drawing, "\(stage) begun while drawing: a stage reached back into the frame being drawn")
        if stage == .drawing {
            assert(self.stage == .idle, "drawing begun while \(self.stage): a frame is drawn once it settled")
            draws += 1
        }
        let outer = self.stage
        self.stage = stage
        defer { self.stage = outer }
        return body()
    }

    /// `nodes`, found by the layout that just ran, build their content for the size it gave
    /// them (`body`, run as the sized-content step).
    package func buildSizedContent(of nodes: [Node], _ body: () -> Void) {
        sizedContentBuilds += nodes.count
        run(.sizingContent, body)
    }

    /// A node was marked for evaluation (`DirtyNodes`): in the next pass, or the next frame.
    package func evaluationAsked() {
        assert(stage != .drawing, "a node was marked for evaluation while drawing: the frame being drawn is already out of date")
        if stage == .layingOut { evaluationsAskedByLayout += 1 }
    }
}
