/// The node of a `.sheet` modifier: builds the view it modifies and presents the sheet above.
package final class SheetNode: PassthroughNode {
    lazy var presenter = SheetPresenter(owner: self)
    var presentedID: AnyHashable?

    override package func makeKeyMap() -> KeyMap { presenter.keyMap() }

    /// Builds the modified view and shows, replaces or hides the sheet. `clear` resets the
    /// binding that presented it when the user dismisses the sheet.
    func update(content: any View, presenting view: (any View)?, id: AnyHashable?,
                clear: @escaping @MainActor () -> Void, onDismiss: (@MainActor () -> Void)?) {
        presenter.onDismissRequest = {
            clear()
            onDismiss?()
        }
        updateChild(content)
        sync(presenting: view, id: id, onDismiss: onDismiss)
    }

    private func sync(presenting view: (any View)?, id: AnyHashable?, onDismiss: (@MainActor () -> Void)?) {
        if teardownActions.isEmpty { teardownActions.append { [weak self] in self?.presenter.hide() } }
        if let view {
            if presenter.isPresented, id != presentedID { presenter.hide() }
            presentedID = id
            presenter.show(view)
        } else if presenter.isPresented {
            presenter.hide()
            presentedID = nil
            if let onDismiss { host?.frameContext.runAfterDrawing(onDismiss) }
        }
    }
}

/// `.sheet(isPresented:)`.
struct SheetModifierView<Content: View, SheetContent: View>: PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: () -> SheetContent

    func makeNode() -> SheetNode { SheetNode() }
    func update(_ n: SheetNode) {
        let binding = isPresented
        n.update(content: content, presenting: binding.wrappedValue ? sheet() : nil, id: nil,
                 clear: { binding.wrappedValue = false }, onDismiss: onDismiss)
    }
}

/// `.sheet(item:)`.
struct ItemSheetModifierView<Content: View, Item: Identifiable, SheetContent: View>: PrimitiveView {
    let content: Content
    let item: Binding<Item?>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: (Item) -> SheetContent

    func makeNode() -> SheetNode { SheetNode() }
    func update(_ n: SheetNode) {
        let binding = item
        let current = binding.wrappedValue
        n.update(content: content, presenting: current.map { sheet($0) }, id: current.map { AnyHashable($0.id) },
                 clear: { binding.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

extension View {
    /// Presents `content` in a sheet from the bottom while `isPresented` is true.
    /// Esc (or `dismiss` from inside) closes it; `+`/`-` switch between its detents.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        SheetModifierView(content: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
    }

    /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        ItemSheetModifierView(content: self, item: item, onDismiss: onDismiss, sheet: content)
    }
}
