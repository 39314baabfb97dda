/// The keys that reach each node now, in the order a key is offered to them: the focused
/// control first, then its ancestors, then the host's own keys (Tab, `?`, `q`, Esc). A key
/// the first of them answers is listed for that one only, and a key a focused text field
/// takes (a character, a caret move, Backspace) is listed for nothing above it, so the footer
/// and help built from the chain name each key once, for what it does now.
@MainActor
package struct KeyChain {
    /// What the footer and help show, in the order the keys are offered.
    package private(set) var bindings: [KeyBinding] = []
    /// The keys listed so far: a later binding of one of them never gets it.
    private var claimed: [KeyTrigger] = []

    package init() {}

    /// Whether a binding listed so far takes `press`.
    package func claims(_ press: KeyPress) -> Bool { claimed.contains { $0.matches(press) } }

    private func claims(_ trigger: KeyTrigger) -> Bool {
        guard let key = trigger.key else { return claimed.contains { $0.key == nil } }
        return claims(KeyPress(key, modifiers: trigger.modifiers))
    }

    /// Adds `binding` less the keys an earlier binding takes, named by the keys left; nothing
    /// when none is left. A binding known only by its name is added unless that name is listed.
    package mutating func add(_ binding: KeyBinding) {
        guard !binding.triggers.isEmpty else {
            if !bindings.contains(where: { $0.keys == binding.keys }) { bindings.append(binding) }
            return
        }
        let free = binding.triggers.filter { !claims($0) }
        guard !free.isEmpty else { return }
        var shown = binding
        if free.count < binding.triggers.count {
            let names = KeyCommand.names(of: free)
            shown = KeyBinding(names, binding.title, helpKeys: names, inFooter: binding.inFooter, triggers: free)
        }
        claimed += free
        bindings.append(shown)
    }

    /// Adds the keys of every node from `start` up to the root, as a key goes up to them.
    package mutating func add(from start: Node?) {
        var node = start
        while let n = node {
            n.keyBindings().forEach { add($0) }
            node = n.parent
        }
    }
}

extension KeyTrigger {
    /// One trigger for each key listed.
    package static func keys(_ keys: Key...) -> [KeyTrigger] { keys.map { KeyTrigger($0) } }
}
