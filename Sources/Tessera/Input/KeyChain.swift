/// The keys that reach each node now, in the order a key is offered to them: the focused
/// control first, then its ancestors, then the host's own keys (Tab, `?`, `q`, Esc). A key
/// the first of them answers is listed for that one only, and a key a focused text field
/// takes (a character, a caret move, Backspace) is listed for nothing above it, so the footer
/// and help built from the chain name each key once, for what it does now.
///
/// Only what reads nodes is main-actor code: the footer builds a chain every frame, and a
/// closure isolated to the main actor checks its executor each time it is called (each key
/// compared), which cost more than the comparing.
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
            let names = MainActor.assumeIsolated { KeyCommand.names(of: free) }
            shown = KeyBinding(names, binding.title, helpKeys: names, inFooter: binding.inFooter, triggers: free)
        }
        claimed += free
        bindings.append(shown)
    }

    /// Adds the keys of every node from `start` up to the root, as a key goes up to them (from
    /// inside a presented layer, up to its presenter).
    @MainActor package mutating func add(from start: Node?) {
        var node = start
        var pastPresenter = false
        while let n = node {
            n.keyBindings().forEach { add($0) }
            node = pastPresenter ? nil : n.parent
            pastPresenter = n.isPresentedContent
        }
    }
}

extension KeyChain {
    /// Adds `?` (F1 when `?` is typed) for help, `q` (Ctrl-C when `q` is typed) to leave as
    /// `exitTitle` says, and Ctrl-Z to suspend, for the keys nothing before takes.
    package mutating func addHelpAndQuit(exitTitle: String) {
        let helpTyped = claims(KeyPress(.character("?")))
        add(KeyBinding(key: .character("?"), "Help"))
        add(KeyBinding(key: .function(1), "Help", inFooter: helpTyped))
        let quitTyped = claims(KeyPress(.character("q")))
        add(KeyBinding(key: .character("q"), exitTitle))
        add(KeyBinding(key: .character("c"), modifiers: .control, exitTitle, inFooter: quitTyped))
        add(KeyBinding(key: .character("z"), modifiers: .control, "Suspend", inFooter: false))
    }

    /// Adds the active shortcuts that have a title, each for its key.
    @MainActor package mutating func add(shortcuts: [Shortcut]) {
        for s in shortcuts where s.isActive && !s.title.isEmpty {
            add(KeyBinding(s.key.description, s.title, helpKeys: s.key.description, inFooter: true, triggers: [KeyTrigger(s.key.key, s.key.modifiers)]))
        }
    }
}

extension KeyBinding {
    /// `key` (with `modifiers`) doing `title`, named as help names keys ("Ctrl-C").
    package init(key: Key, modifiers: KeyPress.Modifiers = [], _ title: String, inFooter: Bool = true) {
        var name = KeyPress(key, modifiers: modifiers).description
        // One spelling for control keys everywhere: "Ctrl-C", as help and the docs write it.
        if modifiers == .control, case .character(let c) = key { name = "Ctrl-" + c.uppercased() }
        self.init(name, title, helpKeys: name, inFooter: inFooter, triggers: [KeyTrigger(key, modifiers)])
    }
}

extension KeyTrigger {
    /// One trigger for each key listed.
    package static func keys(_ keys: Key...) -> [KeyTrigger] { keys.map { KeyTrigger($0) } }
}
