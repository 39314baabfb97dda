import CNCursesW
import Tessera

/// What `TerminalRunLoop` needs of the terminal it runs a producer on: its size, a frame
/// drawn, the events its input holds (and a descriptor to wait on for more), handing the
/// terminal back and taking it again, and restoring it for good.
///
/// `NCursesBackend` is the one real screen. The run loop knows nothing else of it, so it can
/// be driven by a fake one in tests (keys in, frames out) without a terminal.
@MainActor
protocol TerminalScreen: AnyObject {
    /// The size in cells that frames are rendered for.
    var size: Size { get }
    /// True between `suspend()` and `resume()`.
    var isSuspended: Bool { get }
    /// True once `shutdown()` has restored the terminal.
    var isShutDown: Bool { get }
    /// False while the terminal window does not have the keyboard.
    var isWindowFocused: Bool { get }
    /// True once the input hung up and all of it was read.
    var isInputClosed: Bool { get }
    /// True when keys arrived before the run loop started, to be read at once.
    var hasTypeahead: Bool { get }
    /// The descriptor that becomes readable when input arrives (-1: none).
    var inputDescriptor: Int32 { get }
    /// How long to wait before reading again though nothing arrived, in milliseconds (-1: no limit).
    var inputTimeoutMilliseconds: Int32 { get }
    /// The events waiting, without waiting for more.
    func readEvents() -> [Event]
    /// Shows `frame`, with the cursor at `cursor` (hidden when nil); `changed` bounds what differs.
    func present(_ frame: ScreenBuffer, cursor: Point?, changed: [Rect]?)
    /// Reads the size again after a resize; the events waiting, ending with `.resize` when it changed.
    func handleWindowChange(onlyIfChanged: Bool) -> [Event]
    /// Gives the terminal back to the shell.
    func suspend()
    /// Takes the terminal again; the next frame is drawn whole.
    func resume()
    /// Restores the terminal for good. Idempotent.
    func shutdown()
    /// Puts `text` on the terminal's clipboard, where it has one.
    func copyToClipboard(_ text: String)
    /// Shows `notification` outside the window; false when the terminal would not show it.
    func notify(_ notification: TerminalNotification) -> Bool
    /// Shows the task's progress outside the window where the terminal can (nil: cleared).
    func reportProgress(_ state: TaskProgressState?)
}

extension NCursesBackend: TerminalScreen {}

/// Where the run loop learns of the signals it answers: a descriptor that becomes readable
/// when one arrived, and a note per signal. The process's own (`process()`) installs the
/// handlers; a test makes one of its own and notes signals by hand.
@MainActor
struct SignalSource {
    /// Readable when a signal was noted (-1: none to wait on).
    var descriptor: Int32
    /// True once for each time `signal` was noted; clears the note.
    var take: (Int32) -> Bool
    /// True while `signal` is noted, without clearing it.
    var isPending: (Int32) -> Bool
    /// Empties the descriptor after a wake-up.
    var drain: () -> Void

    /// The process's signals: INT, TERM, HUP, TSTP, CONT and WINCH, answered through handlers
    /// that write to a pipe. Installing them unblocks those the backend blocked meanwhile.
    static func process() -> SignalSource {
        SignalSource(descriptor: tessera_install_answered_signals(),
                     take: { tessera_take_signal($0) != 0 },
                     isPending: { tessera_signal_pending($0) != 0 },
                     drain: { tessera_drain_signal_pipe() })
    }
}
