/// What a run loop drives: something that takes events and produces frames.
/// `ViewHost` is the toolkit's; the ncurses run loop and the headless driver only see this.
@MainActor public protocol FrameProducer: AnyObject {
    /// Handles one event (a key, mouse, paste or resize).
    func handle(_ event: Event)
    /// True when state changed since the last frame.
    var needsFrame: Bool { get }
    /// Renders the next frame at `size`.
    func render(size: Size) -> ScreenBuffer
    /// Where the terminal cursor should be shown (a focused text field), or nil to hide it.
    var cursor: Point? { get }
    /// Called when the producer becomes dirty, so the loop can schedule one frame.
    var onNeedsFrame: (@MainActor () -> Void)? { get set }
    /// Called when the app asks the loop to quit or to suspend.
    var onRequest: (@MainActor (HostRequest) -> Void)? { get set }
    /// False while the terminal window does not have the keyboard (the terminal reports focus
    /// changes): the focused control's ring is drawn dimmed, as in an inactive window.
    var appearsActive: Bool { get set }
    /// Whether the program is in front (see `ScenePhase`). The run loop sets `.background` just
    /// before it suspends or quits, and `.active` when it resumes; views read it as
    /// `@Environment(\.scenePhase)`, and a change to `.background` runs their
    /// `.onChange(of: scenePhase)` actions before the setter returns.
    var scenePhase: ScenePhase { get set }
    /// Where the frame `render` returned last may differ from the one it returned before, or
    /// nil when any cell may. A backend that showed that earlier frame compares only these.
    var changedRegions: [Rect]? { get }
}

extension FrameProducer {
    /// Any cell may have changed, for producers that do not keep track.
    public var changedRegions: [Rect]? { nil }

    /// Always active, for producers that show no views.
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }

    /// Always active, for producers that draw no focus ring.
    public var appearsActive: Bool {
        get { true }
        set {}
    }
}

/// Requests from an app to the loop that runs it.
public enum HostRequest: Sendable, Equatable {
    /// Quit: restore the terminal and exit (`q`, Ctrl-C).
    case quit
    /// Give the terminal back to the shell until resumed (Ctrl-Z).
    case suspend
    /// Esc at the app's root, with nothing to dismiss or go back from: a launcher that opened
    /// the app returns to itself; an app run on its own quits, as `q` does.
    case leaveRoot
    /// Put this text on the clipboard (OSC 52 in a terminal). Made only on the user's action.
    case copyToClipboard(String)
}
