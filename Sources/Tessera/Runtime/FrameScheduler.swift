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
