/// A sheet: anchored to the bottom of the content area, a grabber row on top, as tall as its
/// current detent. Below the background-interaction threshold it neither dims nor blocks.
package final class SheetLayer: PresentationLayer {
    let options: PresentationOptions
    weak var presenter: SheetPresenter?
    var internalDetent: PresentationDetent?
    /// The height while the grabber is being dragged.
    var dragHeight: Int?
    var isDragging = false
    var lastArea: Rect

    init(owner: Node, content: Node, options: PresentationOptions, area: Rect) {
        self.options = options
        self.lastArea = area
        super.init(owner: owner, content: content)
    }

    var detents: [PresentationDetent] { options.detents.isEmpty ? [.large] : options.detents }

    /// Detents from the shortest to the tallest in the current area.
    var sortedDetents: [PresentationDetent] {
        let h = lastArea.height
        return detents.enumerated().sorted { a, b in
            let (ra, rb) = (a.element.rows(in: h), b.element.rows(in: h))
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    var currentDetent: PresentationDetent {
        let all = detents
        if let selected = options.selection?.wrappedValue, all.contains(selected) { return selected }
        if let internalDetent, all.contains(internalDetent) { return internalDetent }
        return all[0]
    }

    /// Rows the sheet takes now, grabber included.
    var totalHeight: Int {
        let h = lastArea.height
        return max(min(2, h), min(h, dragHeight ?? currentDetent.rows(in: h)))
    }

    var grabberRow: Int { lastArea.maxY - totalHeight }

    override package func frame(in area: Rect) -> Rect {
        lastArea = area
        let total = totalHeight
        return Rect(x: area.minX, y: area.maxY - total + 1, width: area.width, height: max(0, total - 1))
    }

    override package var blocksBackground: Bool {
        switch options.interaction.kind {
        case .automatic, .disabled: return true
        case .enabled(upThrough: nil): return false
        case .enabled(upThrough: let limit?):
            let h = lastArea.height
            return totalHeight > limit.rows(in: h)
        }
    }

    override package func drawChrome(_ canvas: inout CellCanvas, _ rect: Rect) {
        let row = Rect(x: rect.minX, y: rect.minY - 1, width: rect.width, height: 1)
        var base = Style.plain
        if let background = options.background { base.background = background }
        canvas.fill(Rect(x: rect.minX, y: row.minY, width: rect.width, height: rect.height + 1), style: base)
        canvas.rule(from: row.origin, width: row.width, style: base.with(.dim))
        let showsGrabber = options.dragIndicator == .visible || (options.dragIndicator == .automatic && detents.count > 1)
        if showsGrabber {
            canvas.write("━━━", at: Point(x: row.minX + max(0, (row.width - 3) / 2), y: row.minY), style: base.with(.bold))
        }
        // The detent's name tells which of several the sheet is at: a sheet of one says nothing.
        let name = " " + (isDragging ? "…" : currentDetent.name) + " "
        let w = DisplayWidth.width(of: name)
        if showsGrabber || isDragging || detents.count > 1, row.width > w + 8 { canvas.write(name, at: Point(x: row.maxX - w - 2, y: row.minY), style: base.with(.dim)) }
    }

    override package func handleChromeMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press where event.position.y == grabberRow && lastArea.contains(event.position):
            isDragging = true
            dragHeight = totalHeight
            owner.invalidate([.measure, .draw])
            return true
        case .drag where isDragging:
            dragHeight = max(2, min(lastArea.height, lastArea.maxY - event.position.y))
            owner.invalidate([.measure, .draw])
            return true
        case .release where isDragging:
            let rows = dragHeight ?? totalHeight
            isDragging = false
            dragHeight = nil
            let h = lastArea.height
            if let nearest = sortedDetents.min(by: { abs($0.rows(in: h) - rows) < abs($1.rows(in: h) - rows) }) {
                presenter?.select(nearest)
            }
            owner.invalidate([.measure, .draw])
            return true
        default:
            return false
        }
    }
}

/// Presents content in a `SheetLayer` on behalf of an owner node (a `.sheet` modifier, or an
/// inspector in compact width): detents, Esc, focus trap and restore.
@MainActor
package final class SheetPresenter {
    unowned let owner: Node
    let options = PresentationOptions()
    private(set) var layer: SheetLayer?
    private var previousFocus: WeakBox?
    private var wasBlocking = false
    /// Called when the sheet asks to close (Esc, `dismiss`): the owner clears its binding.
    var onDismissRequest: @MainActor () -> Void = {}
    /// Detents used when the content declares none.
    var defaultDetents: [PresentationDetent] = [.large]
    /// When the sheet takes the focus (it blocks what is behind it), whether it goes to its
    /// first control that does not take typing, if it has one: an inspector that becomes a
    /// sheet (the window narrowed, or `i` in a narrow one) is read before it is edited, and a
    /// key meant for the app (`q`, `i`) must not land in its name field.
    var firstFocusSkipsTextFields = false

    init(owner: Node) { self.owner = owner }

    /// The content's `dismiss`: one value for the presenter's life, so the environment the
    /// content sees stays the same from update to update.
    private lazy var dismiss = DismissAction { [weak self] in self?.requestDismiss() }

    var isPresented: Bool { layer != nil }

    /// Presents `view` (or updates the content already presented).
    func show(_ view: any View) {
        let options = self.options, dismiss = self.dismiss
        let wrapped = AnyView(erasing: view).transformEnvironment { env in
            env.presentationOptions = options
            env.dismiss = dismiss
            env.toolbarRegistry = nil // the sheet's toolbar is its own, not the presenter's bar
        }
        if let layer {
            layer.content.environment = owner.environment
            ViewUpdater.update(layer.content, with: wrapped)
        } else {
            guard let host = owner.host else { return }
            let content = ViewUpdater.makeNode(for: wrapped, path: ChildPath(), parent: owner)
            let layer = SheetLayer(owner: owner, content: content, options: options, area: host.contentRect)
            layer.presenter = self
            self.layer = layer
            wasBlocking = false
            rememberFocus()
            host.present(layer)
        }
        if options.detents.isEmpty { options.detents = defaultDetents }
        owner.host?.frameContext.runAfterDrawing { [weak self] in self?.syncFocus() }
    }

    /// Removes the sheet; focus goes back where it was if it was inside the sheet.
    func hide() {
        guard let layer, let host = owner.host else { return }
        self.layer = nil
        let focused = host.focus.focused
        let inSheet = focused == nil || focused?.isDescendant(of: layer.content) == true
        host.dismiss(layer, restoring: inSheet ? previousFocus?.node : nil)
        previousFocus = nil
        wasBlocking = false
    }

    func requestDismiss() {
        onDismissRequest()
        hide()
    }

    func select(_ detent: PresentationDetent) {
        guard let layer else { return }
        rememberFocus()
        layer.internalDetent = detent
        if let selection = options.selection, selection.wrappedValue != detent { selection.wrappedValue = detent }
        owner.invalidate([.measure, .draw])
        owner.host?.frameContext.runAfterDrawing { [weak self] in self?.syncFocus() }
    }

    private func step(_ delta: Int) -> Bool {
        guard let layer else { return false }
        let sorted = layer.sortedDetents
        guard sorted.count > 1, let index = sorted.firstIndex(of: layer.currentDetent) else { return false }
        let next = max(0, min(sorted.count - 1, index + delta))
        if next != index { select(sorted[next]) }
        return true
    }

    private func rememberFocus() {
        guard let layer, let focused = owner.host?.focus.focused, !focused.isDescendant(of: layer.content) else { return }
        previousFocus = WeakBox(focused)
    }

    /// After a change of detent: focus moves into the sheet when it starts blocking, and back
    /// out when it stops blocking with nothing focused.
    private func syncFocus() {
        guard let layer, let host = owner.host else { return }
        let blocking = layer.blocksBackground
        defer { wasBlocking = blocking }
        let focused = host.focus.focused
        if blocking {
            guard focused == nil || focused?.isDescendant(of: layer.content) == false else { return }
            var first: Node?, firstNotTyping: Node?
            // Only a control that shows: in a terminal too small for the sheet, focus stays nil.
            let screen = Rect(origin: .zero, size: host.size)
            layer.content.forEachNode {
                guard firstNotTyping == nil, $0.isFocusable, !$0.frame.intersection(screen).isEmpty, $0.environment.isEnabled else { return }
                if first == nil { first = $0 }
                if !$0.capturesText { firstNotTyping = $0 }
            }
            host.focus.set(firstFocusSkipsTextFields ? firstNotTyping ?? first : first, in: host)
        } else if wasBlocking, focused == nil, let previous = previousFocus?.node, previous.isAttached {
            host.focus.set(previous, in: host)
        }
    }

    /// While presented: `+`/`-` step between the sheet's sizes (when it has more than one) and
    /// Esc closes it (a sheet that may not be dismissed keeps Esc from the views behind).
    func keyMap() -> KeyMap {
        guard isPresented, let layer else { return .empty }
        var commands: [KeyCommand] = []
        if layer.detents.count > 1 {
            commands.append(KeyCommand(KeyTrigger.keys(.character("+"), .character("-"), .character("=")), label: "+/-", "Sheet size", id: "sheet.size") { [unowned self] key in
                step(key.key == .character("-") ? -1 : 1)
            })
        }
        commands.append(KeyCommand([KeyTrigger(.escape)], "Close", inFooter: !options.interactiveDismissDisabled, id: "sheet.close") { [unowned self] in
            if !options.interactiveDismissDisabled { requestDismiss() }
        })
        return KeyMap(commands)
    }
}
