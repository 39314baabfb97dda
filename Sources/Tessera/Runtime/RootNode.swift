/// The root of a host's tree: holds the app's view.
@MainActor
package final class RootNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    package var rootView: any View = EmptyView()
    package override func reevaluate() {
        isDirty = false
        environment.hostReference = HostReference(host)
        updateChild(rootView)
    }

    /// Where the root view sits when it is smaller than the screen.
    package var alignment: Alignment = .center

    /// The root view gets its own size, placed by `alignment` (centred on a screen, as a
    /// window's content is; top-leading in a hosted cell).
    package override func placeSubviews(in rect: Rect) {
        frame = rect
        guard let child = children.first else { return }
        let s = child.size(for: ProposedSize(rect.size))
        let w = min(s.width, rect.width), h = min(s.height, rect.height)
        child.place(in: Rect(x: rect.minX + alignment.horizontal.offset(w, in: rect.width),
                             y: rect.minY + alignment.vertical.offset(h, in: rect.height), width: w, height: h))
    }
}

extension ViewHost {
    /// The node tree as indented text, one node a line, for debugging and tests.
    public var debugTree: String { root.debugTree() }
}
