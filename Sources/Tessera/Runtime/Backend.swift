import Foundation

/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
    public enum ColorDepth: Int, Comparable, Sendable {
        case monochrome = 0, basic8 = 8, ansi16 = 16, palette256 = 256, trueColor = 16_777_216
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }
    public var colors: ColorDepth
    public var mouse: Bool
    public var unicode: Bool
    public init(colors: ColorDepth = .palette256, mouse: Bool = true, unicode: Bool = true) {
        self.colors = colors; self.mouse = mouse; self.unicode = unicode
    }
    public static let headless = TerminalCapabilities()
}

/// The seam between the toolkit and a terminal. The ncurses backend and the headless backend
/// receive the very same frames; only `present` differs.
@MainActor
public protocol Backend: AnyObject {
    var size: Size { get }
    var capabilities: TerminalCapabilities { get }
    /// Events that arrived, waiting at most `timeout` (nil: do not wait).
    func readEvents(timeout: Duration?) -> [Event]
    /// Shows `frame`, writing only what changed since the last one, and places the cursor.
    func present(_ frame: ScreenBuffer, cursor: Point?)
    /// Gives the terminal back to the shell (Ctrl-Z); `resume` takes it again and redraws.
    func suspend()
    func resume()
}

/// A backend with no terminal: a fixed size, a queue of scripted events, and the last frame.
/// Used by tests, `--snapshot` and benchmarks.
@MainActor
public final class HeadlessBackend: Backend {
    public private(set) var size: Size
    public var capabilities: TerminalCapabilities
    public private(set) var lastFrame: ScreenBuffer?
    public private(set) var cursor: Point?
    public private(set) var presentCount = 0
    /// Cells written by the last `present`, as a backend would send them.
    public private(set) var lastChangedCells = 0
    private var queue: [Event] = []

    public init(size: Size, capabilities: TerminalCapabilities = .headless) {
        self.size = size
        self.capabilities = capabilities
    }

    public func enqueue(_ events: [Event]) {
        queue.append(contentsOf: events)
    }

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
    public func resume() { lastFrame = nil }
}
