/// A rectangle of the screen owned by an imperative program: it draws itself through a `draw`
/// callback (a `WindowContext` in its own coordinates), takes keys while it is the key window,
/// and can host a declarative view (`HostingController`, `CollectionCell`) in its content area.
@MainActor public final class Window {
    /// A name for debugging and tests.
    public var name: String
    /// Where the window is, in screen cells.
    public var frame: Rect { didSet { if frame != oldValue { setNeedsDisplay() } } }
    /// Higher windows are drawn later (on top) and hit first.
    public var zIndex: Int { didSet { setNeedsDisplay() } }
    /// A hidden window is neither drawn nor hit.
    public var isHidden = false { didSet { setNeedsDisplay() } }
    /// Fills the whole window (edge to edge) before anything else is drawn.
    public var backgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// Draws the window's own (imperative) content, over the hosted view (in its margins).
    public var draw: (@MainActor (inout WindowContext) -> Void)?
    /// Keys the hosted view did not use, while this is the key window. Return true if used.
    public var onKey: (@MainActor (KeyPress) -> Bool)?
    /// Mouse events inside the window the hosted view did not use, in window coordinates.
    public var onMouse: (@MainActor (MouseEvent) -> Bool)?
    /// Keys to list for this window when it is key (the program's footer reads them).
    public var keyBindings: [KeyBinding] = []

    package var hosted: HostedContent? { didSet { hosted?.attach(to: self) } }
    package weak var manager: WindowManager?

    /// A window named `name` (for debugging) at `frame`, `zIndex` above lower windows.
    public init(name: String = "", frame: Rect = .zero, zIndex: Int = 0) {
        self.name = name; self.frame = frame; self.zIndex = zIndex
    }

    /// True while keys go to this window.
    public var isKeyWindow: Bool { manager?.keyWindow === self }

    /// Asks for a new frame.
    public func setNeedsDisplay() { manager?.setNeedsFrame() }

    /// The key bindings of the hosted view's focused control (for the program's footer).
    public var hostedKeyBindings: [KeyBinding] { hosted?.keyBindings.filter(\.inFooter) ?? [] }
    /// Every key the hosted view answers now, those only help lists too, with the keys
    /// themselves: a program adds its own after them (`KeyChain`), so it names none of these.
    package var hostedKeyChain: [KeyBinding] { hosted?.keyBindings ?? [] }
}

/// What a window's `draw` callback draws with: text, boxes and fills in window coordinates
/// (0,0 is the window's top-left), clipped to the window.
@MainActor public struct WindowContext {
    package var canvas: CellCanvas
    let origin: Point
    /// The window's own rectangle, at the origin.
    public let bounds: Rect
    /// True when the window is the key window.
    public let isKeyWindow: Bool

    package init(canvas: CellCanvas, frame: Rect, isKeyWindow: Bool) {
        self.canvas = canvas; origin = frame.origin; bounds = Rect(origin: .zero, size: frame.size); self.isKeyWindow = isKeyWindow
    }

    private func screen(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
    private func screen(_ r: Rect) -> Rect { Rect(origin: screen(r.origin), size: r.size) }

    /// Writes one line of text (made safe first), cut with `…` to `width` columns when given.
    public mutating func text(_ string: String, at point: Point, style: Style = .plain, width: Int? = nil) {
        let clean = Sanitizer.sanitize(string)
        let p = screen(point)
        if let width { canvas.write(clean, x: p.x, y: p.y, width: width, style: style) } else { canvas.write(clean, at: p, style: style) }
    }

    /// Fills `rect` with `character` in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain, character: Character = " ") {
        canvas.fill(screen(rect), style: style, character: character)
    }

    /// Draws a box outline, with an optional title in the top edge.
    public mutating func box(_ rect: Rect, style: Style = .plain, border: BorderStyle = .rounded, title: String? = nil) {
        let r = screen(rect)
        canvas.box(r, style: style, border: border)
        if let title, r.width > 4 {
            canvas.write(" " + Sanitizer.sanitize(title) + " ", x: r.minX + 2, y: r.minY, width: r.width - 4, style: style.with(.bold))
        }
    }

    /// Changes the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: Rect, _ transform: (inout Style) -> Void) {
        canvas.restyle(screen(rect), transform)
    }
}
