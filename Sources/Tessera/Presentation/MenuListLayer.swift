/// A list of choices in a box under an anchor: the toolbar's overflow (the items that did not
/// fit, opened by F10 or a click on "More…") and a menu-style picker's options (opened by Enter).
/// Enter runs an entry, Esc closes (the owner handles it).
@MainActor
final class MenuListLayer: PresentationLayer {
    private var anchor = Point.zero
    private var leading = false

    /// A menu of `entries` under `anchor`: ending at it (a toolbar's right side), or starting at
    /// it when `leading`.
    static func make(owner: Node, anchor: Point, leading: Bool = false, entries: [(title: String, action: @MainActor () -> Void)],
                     close: @escaping @MainActor () -> Void) -> MenuListLayer {
        let menu = VStack(alignment: .leading, spacing: 0) {
            ForEach(entries.indices, id: \.self) { index in
                Button(entries[index].title) {
                    close()
                    entries[index].action()
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal)
        let layer = MenuListLayer(owner: owner, content: ViewUpdater.makeNode(for: menu, path: ChildPath(), parent: owner))
        layer.anchor = anchor
        layer.leading = leading
        return layer
    }

    override func frame(in area: Rect) -> Rect {
        let size = content.size(for: .unspecified)
        let width = min(area.width, size.width + 2)
        let height = min(max(0, area.height - 1), size.height + 2)
        let x = max(area.minX, min(leading ? anchor.x - 1 : anchor.x + 1 - width, area.maxX - width))
        return Rect(x: x, y: anchor.y + 1, width: width, height: height).inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    }

    override var dimsBackground: Bool { false }

    override func drawChrome(_ canvas: inout CellCanvas, _ rect: Rect) {
        let outline = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
        canvas.fill(outline)
        canvas.box(outline, style: Style(attributes: .bold), border: .single)
    }
}

/// A menu list a node opens and closes: presents it, gives its entry `focusIndex` the focus
/// once it is laid out, and on closing gives focus back to where it was. The toolbar's overflow,
/// a menu picker and a view's accessibility actions each own one.
@MainActor
package final class AttachedMenu {
    private(set) var layer: MenuListLayer?
    private var focusBefore: WeakBox?
    private weak var owner: Node?

    /// Whether the menu is up.
    var isOpen: Bool { layer != nil }

    /// Opens a menu of `entries` for `owner` under `anchor`; choosing an entry closes it first.
    func open(owner: Node, anchor: Point, leading: Bool = false, entries: [(title: String, action: @MainActor () -> Void)], focusIndex: Int = 0) {
        guard layer == nil, let host = owner.host else { return }
        self.owner = owner
        focusBefore = host.focus.focused.map(WeakBox.init)
        let menu = MenuListLayer.make(owner: owner, anchor: anchor, leading: leading, entries: entries) { [weak self] in self?.close() }
        layer = menu
        host.present(menu)
        host.frameContext.runAfterDrawing { [weak self, weak menu, weak host] in
            guard let self, let menu, let host, self.layer === menu else { return }
            let items = host.focus.order.filter { $0.isDescendant(of: menu.content) }
            if let item = items.indices.contains(focusIndex) ? items[focusIndex] : items.first { host.focus.set(item, in: host) }
        }
    }

    /// Closes the menu; focus goes back where it was (else to `fallback`).
    func close(restoring fallback: Node? = nil) {
        guard let menu = layer else { return }
        layer = nil
        owner?.host?.dismiss(menu, restoring: focusBefore?.node ?? fallback)
        focusBefore = nil
    }

    /// Takes the menu away with its owner, restoring nothing.
    func teardown() {
        guard let menu = layer else { return }
        layer = nil
        owner?.host?.dismiss(menu, restoring: nil)
    }
}
