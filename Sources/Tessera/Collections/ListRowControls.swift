extension ListRowNode {
    /// The control after (or before) `current` among the row's enabled controls on screen, in
    /// the order the row holds them; nil when `current` is the last (or first) or not the row's.
    func control(after current: Node?, forward: Bool) -> Node? {
        var controls: [Node] = []
        forEachNode { if $0 !== self, $0.isFocusable, $0.environment.isEnabled, !$0.frame.isEmpty { controls.append($0) } }
        guard let current, let index = controls.firstIndex(where: { $0 === current }) else { return nil }
        let next = forward ? index + 1 : index - 1
        return controls.indices.contains(next) ? controls[next] : nil
    }
}
