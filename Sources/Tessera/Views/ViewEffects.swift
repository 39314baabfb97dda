/// Small view effects SwiftUI has a name for: opacity and the tap gesture.

/// Draws its content faded (see `CellCanvas.drawFaded`), or not at all at zero; the content
/// keeps its place either way.
package final class OpacityNode: PassthroughNode {
    override package class var policy: NodePolicy { [] }
    /// The opacity shown: the view's, or on the way to it in an animation.
    var opacity = AnimatedValue(1.0)
    override package func draw(_ canvas: inout CellCanvas) {
        canvas.drawFaded(frame, opacity: opacity.shown, environment: environment) { super.draw(&$0) }
    }
}

extension View {
    /// SwiftUI's opacity, as far as cells show it. Where the terminal shows 256 colours or more,
    /// what the view draws is blended toward what is behind it: its text colour toward the
    /// background under it, its own background toward that background. With 16 colours or
    /// fewer (or `--no-color`) it is drawn dim below 1. At 0 it is not drawn (it still takes its
    /// place, and can still hold focus, as in SwiftUI). An animated change goes through the
    /// steps between over the animation's time.
    public func opacity(_ opacity: Double) -> some View {
        NodeView(self, make: { OpacityNode() }, configure: { Node.animate($0, \.opacity, to: opacity, invalidating: .draw) })
    }
}

extension TerminalCapabilities {
    /// The colours of the terminal the program draws on, for drawing that depends on them (an
    /// `.opacity` blend): the terminal driver sets it once it has asked the terminal; headless
    /// drawing (tests, `--snapshot`) takes 256, as `TerminalCapabilities.headless` does.
    @MainActor public static var currentColors: ColorDepth = TerminalCapabilities.headless.colors
}

private struct ColorDepthKey: EnvironmentKey { static var defaultValue: TerminalCapabilities.ColorDepth? { nil } }

extension EnvironmentValues {
    /// The colours the screen shows, for effects that blend colours (`.opacity`): nil, the
    /// default, follows the terminal the program draws on (`TerminalCapabilities.currentColors`).
    public var colorDepth: TerminalCapabilities.ColorDepth? {
        get { self[ColorDepthKey.self] }
        set { self[ColorDepthKey.self] = newValue }
    }
}

extension CellCanvas {
    /// Draws with `draw` what lies in `rect` at `opacity`: not at all at 0 (or nearly), as it
    /// is at 1; between, blended over what was drawn behind it where the screen shows 256
    /// colours or more, else dim. Only the cells `draw` changed are blended: what it left
    /// shows through as it was.
    @MainActor
    package mutating func drawFaded(_ rect: Rect, opacity: Double, environment: EnvironmentValues, _ draw: (inout CellCanvas) -> Void) {
        guard opacity > 0.005 else { return }
        guard opacity < 0.995 else { return draw(&self) }
        let depth = environment.colorDepth ?? TerminalCapabilities.currentColors
        guard depth >= .palette256, environment.colorsEnabled else {
            draw(&self)
            restyle(rect) { $0.attributes.insert(.dim) }
            return
        }
        let scheme = environment.colorScheme
        drawComposing(rect, draw) { cell, under in
            let ground = under.style.background
            // A cell drawn without a background of its own lets the one behind show.
            cell.style.background = cell.style.background == .default
                ? ground : Color.blend(cell.style.background, over: ground, opacity: opacity, scheme: scheme)
            cell.style.foreground = Color.blend(cell.style.foreground, foreground: true, over: ground, opacity: opacity, scheme: scheme)
        }
    }
}

extension Color {
    /// `color` seen at `opacity` over the background `ground`, as one 24-bit colour; the
    /// terminal's own colours are taken as the colour scheme's (light grey text on black in the
    /// dark scheme, black text on white in the light one), as a cell cannot say which they are.
    static func blend(_ color: Color, foreground: Bool = false, over ground: Color, opacity: Double, scheme: ColorScheme) -> Color {
        let top = components(color, foreground: foreground, scheme: scheme), bottom = components(ground, foreground: false, scheme: scheme)
        func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8(min(255, max(0, (a * opacity + b * (1 - opacity)).rounded()))) }
        return .rgb(mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
    }

    /// The red, green and blue (0–255) of `color`; the terminal's own colours are taken as the
    /// colour scheme's (light grey text on black in the dark scheme, black text on white in the
    /// light one), as a cell cannot say which they are.
    static func components(_ color: Color, foreground: Bool, scheme: ColorScheme) -> (Double, Double, Double) {
        let (r, g, b): (UInt8, UInt8, UInt8)
        if color == .default {
            switch (scheme, foreground) {
            case (.dark, true): (r, g, b) = Color.default.rgbComponents
            case (.dark, false): (r, g, b) = (0, 0, 0)
            case (.light, true): (r, g, b) = (0, 0, 0)
            case (.light, false): (r, g, b) = (255, 255, 255)
            }
        } else {
            (r, g, b) = color.rgbComponents
        }
        return (Double(r), Double(g), Double(b))
    }
}

/// Runs an action on a click inside the view, or on Enter or Space while focus is inside it:
/// a tap, a long press or a `.gesture`, named in the footer by `title`; or follows a drag
/// that starts inside it.
package class TapGestureNode: PassthroughNode {
    var count = 1
    var title = "Activate"
    /// False for a gesture that is not an activation (a drag), or one a `GestureMask` leaves off.
    var isActive = true
    var action: @MainActor () -> Void = {}
    /// A `DragGesture` on the view, and what hears its changes and its end.
    var drag: (gesture: DragGesture, handle: @MainActor (GesturePhase) -> Void)?
    /// The drag under way: where the button went down, whether the pointer went far enough
    /// for it to start, and the last place and time the pointer was seen.
    private var pressed: (start: Point, started: Bool, last: Point, time: Date, velocity: CGSize)?
    /// A tap with no control inside is a Tab stop of its own (`TapTargetFocus.swift`).
    override package var isFocusable: Bool { isTapTargetAlone }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        if drag != nil, handleDrag(event) { return true }
        guard isActive, event.kind == .press, event.button == .left, frame.contains(event.position), environment.isEnabled else { return false }
        action()
        return true
    }

    /// Follows a drag from the press inside the view to the release, wherever the pointer
    /// goes meanwhile (the router sends this node the pointer until the release).
    private func handleDrag(_ event: MouseEvent) -> Bool {
        guard let drag else { return false }
        let now = host?.clock.now ?? Date()
        switch event.kind {
        case .press where event.button == .left && frame.contains(event.position) && environment.isEnabled:
            let starts = drag.gesture.starts(from: event.position, to: event.position)
            pressed = (event.position, starts, event.position, now, .zero)
            host?.router.pointerCapture = self
            if starts { drag.handle(.changed(value(at: event.position))) }
            return true
        case .drag where pressed != nil:
            guard var state = pressed else { return false }
            let elapsed = now.timeIntervalSince(state.time)
            if elapsed > 0 {
                state.velocity = CGSize(width: Double(event.position.x - state.last.x) / elapsed, height: Double(event.position.y - state.last.y) / elapsed)
            }
            state.last = event.position
            state.time = now
            state.started = state.started || drag.gesture.starts(from: state.start, to: event.position)
            pressed = state
            if state.started { drag.handle(.changed(value(at: event.position))) }
            return true
        case .release where pressed != nil:
            let ended = pressed
            pressed = nil
            if let ended, ended.started { drag.handle(.ended(value(at: event.position, from: ended))) }
            return true
        default:
            return false
        }
    }

    /// The drag's value with the pointer at `point`, in the gesture's coordinate space.
    private func value(at point: Point, from state: (start: Point, started: Bool, last: Point, time: Date, velocity: CGSize)? = nil) -> DragGesture.Value {
        let state = state ?? pressed
        let origin = origin(of: drag?.gesture.coordinateSpace)
        // In points when the program reads lengths as points, as `.offset` and `.position` do.
        func located(_ point: Point) -> CGPoint {
            CGPoint(x: LengthUnit.written(columns: Double(point.x - origin.x)), y: LengthUnit.written(rows: Double(point.y - origin.y)))
        }
        let velocity = state?.velocity ?? .zero
        return DragGesture.Value(time: state?.time ?? host?.clock.now ?? Date(), location: located(point),
                                 startLocation: located(state?.start ?? point),
                                 velocity: CGSize(width: LengthUnit.written(columns: velocity.width), height: LengthUnit.written(rows: velocity.height)))
    }
    /// Enter and Space run the action, as a click does; the footer names it.
    override package func makeKeyMap() -> KeyMap {
        guard isActive else { return .empty }
        return KeyMap(isEnabled: environment.isEnabled, [KeyCommand(KeyTrigger.keys(.enter, .space), title, id: "button.activate") { [unowned self] in action() }])
    }
}

extension View {
    /// Runs `action` when the view is clicked (`count` is accepted for SwiftUI's signature; a
    /// terminal click is always one), or on Enter or Space while focus is inside the view — make
    /// the view `.focusable()` to give it a Tab stop of its own.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        NodeView(self, make: { TapGestureNode() }, configure: { $0.count = count; $0.action = action })
    }
}
