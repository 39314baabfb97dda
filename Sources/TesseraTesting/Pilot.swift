import Foundation
import Tessera

/// Drives a view headless, the way a user would: keys, typing, pastes, clicks, resizes and
/// time on a test clock. Every read of `screen` renders whatever changed.
///
/// ```swift
/// let pilot = Pilot(LoginForm(), size: Size(width: 60, height: 20))
/// pilot.type("ada@example.com")
/// pilot.press(.tab)
/// #expect(pilot.screen.text.contains("Password"))
/// ```
@MainActor public final class Pilot {
    /// The host running the view (tests read `evaluationCount`, `debugTree`).
    public let host: ViewHost
    /// The test clock: time moves only when the test says so.
    public let clock: TestClock
    /// The screen's size.
    public private(set) var size: Size
    /// Requests the app made (quit, suspend), in order.
    public private(set) var requests: [HostRequest] = []
    private var frame: ScreenBuffer?

    /// Hosts `view` on a screen of `size` cells (80×24 by default) and renders the first frame.
    public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(), clock: TestClock = TestClock()) {
        self.clock = clock
        self.size = size
        host = ViewHost(rootView: view, size: size, environment: environment, clock: clock)
        host.onRequest = { [weak self] in self?.requests.append($0) }
        // Timed notifications (`UNTimeIntervalNotificationTrigger`) run on the test's clock.
        NotificationHub.shared.clock = clock
        _ = render()
    }

    /// Drives `app` as `main()` would run it: its first window's content, with the app's own
    /// `@State` kept while its `body` is read again.
    ///
    /// ```swift
    /// let pilot = Pilot(app: TodoApp(), size: Size(width: 60, height: 20))
    /// ```
    public convenience init<A: App>(app: A, size: Size = Size(width: 80, height: 24), environment: EnvironmentValues = EnvironmentValues(), clock: TestClock = TestClock()) {
        self.init(host: ViewHost(app: app, size: size, environment: environment, clock: clock), clock: clock)
    }

    /// Wraps an existing host (for apps that build their own).
    public init(host: ViewHost, clock: TestClock) {
        self.host = host
        self.clock = clock
        self.size = host.size
        host.onRequest = { [weak self] in self?.requests.append($0) }
        NotificationHub.shared.clock = clock
        _ = render()
    }

    @discardableResult
    private func render() -> ScreenBuffer {
        let f = host.render(size: size)
        frame = f
        return f
    }

    /// The current frame, rendered if anything changed.
    public var screen: ScreenBuffer {
        if host.needsFrame || frame == nil { return render() }
        return frame!
    }

    /// The current frame as text (trailing spaces trimmed).
    public var text: String { screen.text }
    /// The semantic tree of the screen as it is now.
    public var accessibilityElements: [AccessibilityElement] { _ = screen; return host.accessibilityElements }
    /// The semantic tree as text: `textField "Email" value "" focused`, one element a line.
    public var accessibilityText: String { AccessibilityElement.text(of: accessibilityElements) }

    /// Where the terminal cursor would be (in a text field being edited), or nil when hidden.
    public var cursor: Point? { _ = screen; return host.cursor }

    /// Sends any event (a key, a mouse event, a paste, a resize), then renders.
    public func send(_ event: Event) {
        _ = screen
        host.handle(event)
        _ = screen
    }

    /// Presses `key` with `modifiers`, `times` times: `pilot.press(.down, times: 3)`.
    public func press(_ key: Key, modifiers: KeyPress.Modifiers = [], times: Int = 1) {
        for _ in 0..<times { send(.key(KeyPress(key, modifiers: modifiers))) }
    }

    /// Presses `key`: `pilot.press(.ctrlC)`.
    public func press(_ key: KeyPress) { send(.key(key)) }

    /// Plays a key script (`Tab Tab "text" Enter <Down>x3`).
    public func play(_ script: String) throws {
        for event in try KeyScript.parse(script) { send(event) }
    }

    /// Types each character as a key press.
    public func type(_ text: String) {
        for c in text { send(.key(KeyPress(.character(c)))) }
    }

    /// Pastes `text` in one piece, as a terminal's bracketed paste delivers it.
    public func paste(_ text: String) { send(.paste(text)) }

    /// Resizes the screen to `width` × `height` cells, as a terminal window would be.
    public func resize(_ width: Int, _ height: Int) {
        size = Size(width: width, height: height)
        send(.resize(size))
    }

    /// Clicks the cell at `point`: a press and a release of the left button.
    public func click(at point: Point) {
        send(.mouse(MouseEvent(.press, at: point)))
        send(.mouse(MouseEvent(.release, at: point)))
    }

    /// Drags with the left button from `start` to `end`: a press, a move to each cell on the
    /// straight line between them (as a terminal reports a held button's moves), a release.
    public func drag(from start: Point, to end: Point) {
        send(.mouse(MouseEvent(.press, at: start)))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y))
        for step in stride(from: 1, through: steps, by: 1) {
            let x = start.x + (end.x - start.x) * step / steps, y = start.y + (end.y - start.y) * step / steps
            send(.mouse(MouseEvent(.drag, at: Point(x: x, y: y))))
        }
        send(.mouse(MouseEvent(.release, at: end)))
    }

    /// Clicks the cell at column `x`, row `y`.
    public func click(x: Int, y: Int) { click(at: Point(x: x, y: y)) }

    /// Clicks the first cell showing `label`.
    public func click(_ label: String) {
        guard let p = position(of: label) else { return }
        click(at: p)
    }

    /// Turns the wheel (`.scrollUp` or `.scrollDown`) over the cell at `point`.
    public func scroll(_ kind: MouseEvent.Kind, at point: Point) { send(.mouse(MouseEvent(kind, button: .none, at: point))) }

    /// Moves the test clock on, firing due timers, then renders.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        _ = screen
    }

    /// Moves the test clock on, firing due timers and letting `.task` bodies that sleep on it
    /// (`Task.sleep(for:)`) run as they wake, then renders.
    ///
    /// ```swift
    /// await pilot.advance(by: .seconds(2))
    /// ```
    public func advance(by duration: Duration) async {
        await clock.advance(by: duration)
        _ = screen
    }

    /// Where `label` first appears on screen.
    public func position(of label: String) -> Point? {
        let s = screen
        for y in 0..<s.height {
            var columns: [Int] = []
            var line = ""
            for x in 0..<s.width where !s[x, y].isContinuation { columns.append(x); line.append(s[x, y].character) }
            if let r = line.range(of: label) {
                return Point(x: columns[line.distance(from: line.startIndex, to: r.lowerBound)], y: y)
            }
        }
        return nil
    }
}
