/// The menu behind a toolbar's `…`: the items that did not fit, as a list of buttons under the
/// title bar. Opened by a click on `…` or by F10; Enter runs an item, Esc closes.
@MainActor
final class ToolbarOverflowMenu: PresentationLayer {
    private var anchor = Point.zero

    /// A menu of `entries` (the hidden items' titles and actions, in bar order) under `anchor`.
    static func make(owner: Node, anchor: Point, entries: [(title: String, action: @MainActor () -> Void)],
                     close: @escaping @MainActor () -> Void) -> ToolbarOverflowMenu {
        let menu = VStack(alignment: .leading, spacing: 0) {
            ForEach(entries.indices, id: \.self) { index in
                Button(entries[index].title) {
                    close()
                    entries[index].action()
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal, 1)
        let layer = ToolbarOverflowMenu(owner: owner, content: ViewUpdater.makeNode(for: menu, path: ChildPath(), parent: owner))
        layer.anchor = anchor
        return layer
    }

    override func frame(in area: Rect) -> Rect {
        let size = content.size(for: .unspecified)
        let width = min(area.width, size.width + 2)
        let height = min(max(0, area.height - 1), size.height + 2)
        let x = max(area.minX, min(anchor.x + 1 - width, area.maxX - width))
        return Rect(x: x, y: anchor.y + 1, width: width, height: height).inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
    }

    override var dimsBackground: Bool { false }

    override func drawChrome(_ canvas: inout Canvas, _ rect: Rect) {
        let outline = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
        canvas.fill(outline)
        canvas.box(outline, style: Style(attributes: .bold), border: .single)
    }
}
