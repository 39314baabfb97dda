/// A key binding shown in the footer and the help overlay.
public struct KeyBinding: Hashable, Sendable {
    /// The keys as the footer names them ("↑↓").
    public var keys: String
    /// What the keys do.
    public var title: String
    /// Every key, as the help overlay lists them ("↑/↓" may read "↑↓", "Enter/Space").
    package var helpKeys: String
    /// False for keys only the help overlay lists.
    package var inFooter: Bool
    /// The keys themselves, when the binding came from a key map; empty for a binding known
    /// only by its name.
    package var triggers: [KeyTrigger]
    /// A binding of `keys` to what they do, shown in the footer and in help.
    public init(_ keys: String, _ title: String) { self.init(keys, title, helpKeys: keys, inFooter: true) }
    package init(_ keys: String, _ title: String, helpKeys: String, inFooter: Bool, triggers: [KeyTrigger] = []) {
        self.keys = keys; self.title = title; self.helpKeys = helpKeys; self.inFooter = inFooter; self.triggers = triggers
    }

    /// The bindings a footer of `width` columns can name, each drawn as `keys title` and two
    /// spaces after a one-column margin: in order, dropping the last of the others first when
    /// they do not all fit, so that those in `keeping` (help, which lists the rest) stay named.
    public static func fitting(_ bindings: [KeyBinding], keeping: [KeyBinding], width: Int) -> [KeyBinding] {
        func cost(_ b: KeyBinding) -> Int { DisplayWidth.width(of: b.keys) + DisplayWidth.width(of: b.title) + 3 }
        var shown = bindings
        var total = 1 + shown.reduce(0) { $0 + cost($1) }
        while total > width, let index = shown.lastIndex(where: { binding in !keeping.contains { $0.keys == binding.keys } }) {
            total -= cost(shown.remove(at: index))
        }
        return shown
    }
}
