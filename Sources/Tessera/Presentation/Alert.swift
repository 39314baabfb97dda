
extension View {
    /// A modal alert while `isPresented` is true: a centred box with the title, the message
    /// and the buttons from `actions`. The background is dimmed and takes no input; Enter
    /// activates the default button (the first plain one, else the `.cancel` one — never a
    /// `.destructive` one; a destructive choice without a cancel button gets one), Esc the cancel button;
    /// Left/Right/Tab move between buttons; any button dismisses, and focus returns where it was.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modalDialog(title: title, showsTitle: true, isPresented: isPresented, actions: actions(), message: message(), stacked: false)
    }

    /// An alert with no message.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modalDialog(title: title, showsTitle: true, isPresented: isPresented, actions: actions(), message: EmptyView(), stacked: false)
    }

    /// A modal choice between actions, drawn like an alert with the buttons one per row.
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modalDialog(title: title, showsTitle: titleVisibility != .hidden, isPresented: isPresented, actions: actions(), message: message(), stacked: true)
    }

    /// A confirmation dialog with no message.
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modalDialog(title: title, showsTitle: titleVisibility != .hidden, isPresented: isPresented, actions: actions(), message: EmptyView(), stacked: true)
    }

    private func modalDialog<A: View, M: View>(title: String, showsTitle: Bool, isPresented: Binding<Bool>, actions: A, message: M, stacked: Bool) -> some View {
        modalDialog(title: title, showsTitle: showsTitle, isPresented: isPresented,
                    actions: A.self == EmptyView.self ? nil : AnyView(actions),
                    message: M.self == EmptyView.self ? nil : AnyView(message), stacked: stacked)
    }

    /// The dialog with its parts erased: no actions, an OK button; no message, none drawn.
    func modalDialog(title: String, showsTitle: Bool, isPresented: Binding<Bool>, actions: AnyView?, message: AnyView?, stacked: Bool) -> some View {
        NodeView(self, make: { DialogPresenterNode() }, configure: { node in
            node.configure(title: showsTitle ? Sanitizer.sanitize(title) : nil, isPresented: isPresented,
                           actions: actions ?? AnyView(Button("OK") {}), message: message, stacked: stacked)
        })
    }
}

/// One button of a dialog, read from the `actions` views.
struct DialogAction {
    let title: String
    let role: ButtonRole?
    weak var source: ButtonNode?
}

/// Owns the dialog's layer while it is presented.
package final class DialogPresenterNode: PassthroughNode {
    private var layer: DialogLayer?
    private var previousFocus: Node?
    /// The `actions` views are built here (never shown) to learn each button's title, role and action.
    private let actionsHolder = PassthroughNode()
    private var heldAttached = false

    func configure(title: String?, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?, stacked: Bool) {
        guard isPresented.wrappedValue else {
            if let layer { self.layer = nil; host?.dismiss(layer, restoring: previousFocus) }
            return
        }
        if !heldAttached { attach(actionsHolder); heldAttached = true }
        actionsHolder.environment = environment
        actionsHolder.updateChild(actions)
        var found: [DialogAction] = []
        actionsHolder.forEachNode { if let b = $0 as? ButtonNode { found.append(DialogAction(title: b.title, role: b.role, source: b)) } }
        // A choice that destroys always comes with a way out, as on every platform.
        if found.contains(where: { $0.role == .destructive }) && !found.contains(where: { $0.role == .cancel }) {
            found.append(DialogAction(title: "Cancel", role: .cancel, source: nil))
        }
        // Cancel buttons go last, as platforms place them apart from the other actions.
        let ordered = found.filter { $0.role != .cancel } + found.filter { $0.role == .cancel }
        // A lone button is also the way out, as in SwiftUI: Esc does what it does, named by it.
        let cancel = ordered.first { $0.role == .cancel } ?? (ordered.count == 1 ? ordered.first : nil)
        let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
        let body = DialogBody(title: title, message: message, actions: ordered, stacked: stacked, dismiss: dismiss)
        if layer == nil {
            previousFocus = host?.focus.focused
            let content = DialogContentNode()
            attach(content)
            let newLayer = DialogLayer(owner: self, content: content)
            layer = newLayer
            host?.present(newLayer)
        }
        guard let layer, let content = layer.content as? DialogContentNode else { return }
        content.environment = environment
        content.cancelTitle = cancel?.title ?? "Cancel"
        content.cancel = {
            if let cancel { cancel.source?.action() }
            dismiss()
        }
        content.updateChild(body)
    }

    override package func teardown() {
        if let layer { self.layer = nil; host?.dismiss(layer, restoring: nil) }
        if heldAttached { actionsHolder.teardown() }
        super.teardown()
    }
}

/// The dialog's box: centred, sized to its content.
final class DialogLayer: PresentationLayer {
    override func frame(in area: Rect) -> Rect {
        let maxWidth = max(0, min(area.width - 4, 60))
        let s = content.size(for: ProposedSize(width: maxWidth, height: nil))
        let w = min(maxWidth, max(s.width, 20)), h = min(max(0, area.height - 2), s.height)
        return Rect(x: area.minX + (area.width - w) / 2, y: area.minY + max(1, (area.height - h) / 2), width: w, height: h)
    }

    override func drawChrome(_ canvas: inout CellCanvas, _ rect: Rect) {
        let outer = Rect(x: rect.minX - 2, y: rect.minY - 1, width: rect.width + 4, height: rect.height + 2)
        canvas.fill(outer)
        canvas.box(outer, style: Style(attributes: .bold), border: .double)
    }
}

/// The dialog's content node: Esc cancels, arrows move between the buttons.
package final class DialogContentNode: PassthroughNode {
    var cancel: @MainActor () -> Void = {}
    /// The cancel button's title, for the footer: "Esc Keep" says what Esc does.
    var cancelTitle = "Cancel"
    private var focusedOnce = false

    private var buttons: [ButtonNode] {
        var found: [ButtonNode] = []
        forEachNode { if let b = $0 as? ButtonNode { found.append(b) } }
        return found
    }

    override package func placeSubviews(in rect: Rect) {
        super.placeSubviews(in: rect)
        if !focusedOnce {
            focusedOnce = true
            // On its default button, once placed (the focus stage moves it: layout does not).
            if let preferred = DialogBody.defaultIndex(among: buttons.map(\.role)).map({ buttons[$0] }) {
                host?.frameContext.moveFocusAfterLayout { [weak self, weak preferred] in
                    if let self, let preferred, preferred.isAttached { moveFocus(to: preferred) }
                }
            }
        }
    }

    /// Esc cancels; the arrows go round the buttons, named the way they are laid out (side by
    /// side ←→, stacked ↑↓); `q` does nothing: a question is answered, not walked away from.
    override package func makeKeyMap() -> KeyMap {
        let all = buttons
        let stacked = all.count > 1 && all[0].frame.minY != all[1].frame.minY
        let choose: @MainActor (KeyPress) -> Bool = { [unowned self] key in
            let current = all.firstIndex { $0 === self.host?.focus.focused } ?? 0
            let step = key.key == .left || key.key == .up ? -1 : 1
            moveFocus(to: all[(current + step + all.count) % all.count])
            return true
        }
        var commands = [KeyCommand([KeyTrigger(.escape)], cancelTitle, id: "alert.cancel") { [unowned self] in cancel() }]
        if all.count > 1 {
            commands.append(KeyCommand(stacked ? KeyTrigger.keys(.up, .down, .left, .right) : KeyTrigger.keys(.left, .right, .up, .down),
                                       label: stacked ? "↑↓" : "←→", "Choose", id: "alert.choose", run: choose))
        }
        // Kept from the app's quit key, which is not a control's command: no name of its own.
        commands.append(KeyCommand([KeyTrigger(.character("q"))], "Nothing: answer with a button or Esc", inFooter: false, id: nil) {})
        return KeyMap(commands)
    }
}

/// What the dialog shows.
struct DialogBody: View {
    let title: String?
    let message: AnyView?
    let actions: [DialogAction]
    let stacked: Bool
    let dismiss: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .center, spacing: LengthUnit.written(rows: 1)) {
            if let title { Text(title).bold().multilineTextAlignment(.center) }
            if let message { message.multilineTextAlignment(.center) }
            if stacked {
                VStack(alignment: .center, spacing: 0) { buttons }
            } else {
                HStack(spacing: LengthUnit.written(columns: 2)) { buttons }
            }
        }
    }

    /// The button Enter activates when the dialog opens: the first plain one, else the cancel
    /// button — never a destructive one (destruction takes a deliberate move).
    static func defaultIndex(among roles: [ButtonRole?]) -> Int? {
        roles.firstIndex { $0 == nil } ?? roles.firstIndex { $0 == .cancel }
    }

    private var defaultIndex: Int? { Self.defaultIndex(among: actions.map(\.role)) }

    private var buttons: some View {
        ForEach(0..<actions.count) { index in
            let action = actions[index]
            Button(action.title, role: action.role) { [dismiss] in
                action.source?.action()
                dismiss()
            }
            .environment(\.buttonStyle, index == defaultIndex ? .borderedProminent : .bordered)
        }
    }
}
