/// The presentations over a host's content (sheets, alerts, menus), bottom first: which ones
/// are on screen, which one is modal, and what is out of reach behind it. Iterating it visits
/// the layers bottom first.
@MainActor
package final class LayerStack: @MainActor Sequence {
    private var layers: [PresentationLayer] = []

    package init() {}

    /// The layers, bottom first.
    package func makeIterator() -> IndexingIterator<[PresentationLayer]> { layers.makeIterator() }

    /// True when nothing is presented.
    package var isEmpty: Bool { layers.isEmpty }

    /// Puts `layer` on top; false when it is already presented.
    @discardableResult
    package func push(_ layer: PresentationLayer) -> Bool {
        guard !layers.contains(where: { $0 === layer }) else { return false }
        layers.append(layer)
        return true
    }

    /// Takes `layer` off the stack, wherever it is; false when it was not presented.
    @discardableResult
    package func remove(_ layer: PresentationLayer) -> Bool {
        guard let index = layers.firstIndex(where: { $0 === layer }) else { return false }
        layers.remove(at: index)
        return true
    }

    /// The topmost layer that blocks what is behind it, if any.
    package var topBlocking: PresentationLayer? { layers.last { $0.blocksBackground } }

    /// The layers that take focus, keys and clicks while a modal layer is up: that layer and
    /// the ones above it, topmost first. Nil when no layer blocks (everything is in reach).
    package var modalScope: [PresentationLayer]? {
        guard let index = layers.lastIndex(where: { $0.blocksBackground }) else { return nil }
        return layers[index...].reversed()
    }

    /// The trees focus can reach: those of `modalScope`, bottom first, or else `root` and every
    /// layer's content.
    package func focusRoots(over root: Node) -> [Node] {
        if let scope = modalScope { return scope.reversed().map(\.content) }
        return [root] + layers.map(\.content)
    }

    /// Where keys go when nothing is focused: the modal layer's content, or `root`.
    package func scopeRoot(over root: Node) -> Node { topBlocking?.content ?? root }

    /// True when a modal layer (a sheet, an alert, a dialog) that does not contain `node` is
    /// presented: its keys and shortcuts are out of reach until the layer goes.
    package func blocks(_ node: Node) -> Bool {
        layers.contains { $0.blocksBackground && !node.isDescendant(of: $0.content) }
    }

    /// Sizes and places each layer's content in its frame inside `area`.
    package func place(in area: Rect) {
        for layer in layers {
            let rect = layer.frame(in: area)
            _ = layer.content.size(for: ProposedSize(rect.size))
            layer.content.place(in: rect)
        }
    }

    /// Draws the layers bottom first over what `canvas` holds, dimming what a layer dims.
    /// Sheets do not stack on screen: a sheet opened over another one hides it until it
    /// closes, as a second presentation replaces the first on a phone.
    package func draw(_ canvas: inout CellCanvas, in area: Rect) {
        let topSheet = layers.lastIndex { $0 is SheetLayer }
        for (index, layer) in layers.enumerated() {
            if layer is SheetLayer, index != topSheet { continue }
            if layer.dimsBackground {
                canvas.restyle(area) { style in
                    style.attributes.insert(.dim)
                    style.foreground = .gray
                }
            }
            let rect = layer.frame(in: area)
            canvas.clipped(to: area) { layer.drawChrome(&$0, rect) }
            canvas.clipped(to: rect) { layer.content.draw(&$0) }
        }
    }
}
