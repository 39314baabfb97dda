import Foundation

/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours the terminal shows; colours beyond it are mapped to the nearest it has.
    public enum ColorDepth: Int, Comparable, Sendable {
        /// No colour, 8 colours, 16, the 256-colour palette, or 24-bit colour.
        case monochrome = 0, basic8 = 8, ansi16 = 16, palette256 = 256, trueColor = 16_777_216
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }
    /// How many colours it shows.
    public var colors: ColorDepth
    /// Whether it reports mouse events.
    public var mouse: Bool
    /// Whether it draws characters beyond ASCII (box drawing, braille).
    public var unicode: Bool
    /// The capabilities given; by default 256 colours, a mouse and Unicode.
    public init(colors: ColorDepth = .palette256, mouse: Bool = true, unicode: Bool = true) {
        self.colors = colors; self.mouse = mouse; self.unicode = unicode
    }
    /// What headless rendering assumes: 256 colours, a mouse and Unicode.
    public static let headless = TerminalCapabilities()
}

/// The seam between the toolkit and a terminal. The ncurses backend and the headless backend
/// receive the very same frames; only `present` differs.
@MainActor
public protocol Backend: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// Events that arrived, waiting at most `timeout` (nil: do not wait).
    func readEvents(timeout: Duration?) -> [Event]
    /// Shows `frame`, writing only what changed since the last one, and places the cursor.
    func present(_ frame: ScreenBuffer, cursor: Point?)
    /// Gives the terminal back to the shell (Ctrl-Z); `resume` takes it again and redraws.
    func suspend()
    /// Takes the terminal back after `suspend()` and redraws everything on the next frame.
    func resume()
}

/// A backend with no terminal: a fixed size, a queue of scripted events, and the last frame.
/// Used by tests, `--snapshot` and benchmarks.
@MainActor
public final class HeadlessBackend: Backend {
    /// The size the next frame is drawn at; a scripted resize changes it.
    public private(set) var size: Size
    /// What the frames are drawn for.
    public var capabilities: TerminalCapabilities
    /// The last frame presented.
    public private(set) var lastFrame: ScreenBuffer?
    /// Where the last frame put the cursor.
    public private(set) var cursor: Point?
    /// How many frames were presented.
    public private(set) var presentCount = 0
    /// Cells written by the last `present`, as a backend would send them.
    public private(set) var lastChangedCells = 0
    private var queue: [Event] = []

    /// A backend of `size` cells, with no events queued.
    public init(size: Size, capabilities: TerminalCapabilities = .headless) {
        self.size = size
        self.capabilities = capabilities
    }

    /// Queues `events` for the next `readEvents`.
    public func enqueue(_ events: [Event]) {
        queue.append(contentsOf: events)
    }

    /// Changes the size, as a terminal window would.
    public func resize(to newSize: Size) { size = newSize }

    public func readEvents(timeout: Duration?) -> [Event] {
        defer { queue.removeAll() }
        for e in queue { if case .resize(let s) = e { size = s } }
        return queue
    }

    public func present(_ frame: ScreenBuffer, cursor: Point?) {
        lastChangedCells = ScreenBuffer.diff(lastFrame, frame).reduce(0) { $0 + $1.cells.count }
        lastFrame = frame
        self.cursor = cursor
        presentCount += 1
    }

    public func suspend() {}
    /// Forgets the last frame, so the next one is presented whole.
    public func resume() { lastFrame = nil }
}
