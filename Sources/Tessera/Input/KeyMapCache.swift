/// What a node's key map is built from (a table: enabled, finding, multiple selection,
/// sortable), as flags: a node that keeps its map builds it again only when these change.
package struct KeyMapInputs: Equatable, Sendable {
    private var bits: UInt64 = 0

    /// The flags in order; at most 64.
    package init(_ flags: Bool...) {
        for (index, flag) in flags.enumerated() where flag { bits |= 1 << UInt64(index) }
    }
}

/// A node's key map as last built, with what it was built from and how often it was built.
@MainActor
package final class KeyMapCache {
    /// How many times the node built its key map.
    package private(set) var builds = 0
    private var inputs: KeyMapInputs?
    private var rebindings = KeyRebindings.none
    /// The map last built, when it may be used again.
    private(set) var map = KeyMap.empty

    /// True when the map kept was built from `inputs` and the same rebindings.
    func matches(_ inputs: KeyMapInputs, _ rebindings: KeyRebindings) -> Bool {
        self.inputs == inputs && (self.rebindings === rebindings || self.rebindings == rebindings)
    }

    /// Keeps `map`, just built from `inputs` (nil: not to be used again) and `rebindings`.
    func keep(_ map: KeyMap, inputs: KeyMapInputs?, rebindings: KeyRebindings) {
        builds += 1
        self.map = inputs == nil ? .empty : map
        self.inputs = inputs
        self.rebindings = rebindings
    }
}

extension Node {
    /// The map keys go through: `makeKeyMap()` with the keys the app (`.keyMap(_:)`) and the
    /// user's keys file gave its commands, kept while `keyMapInputs` and the rebindings stay.
    /// Debug builds build it again each time it is kept and assert the same keys and names.
    package final func keyMap() -> KeyMap {
        let rebindings = environment.keyRebindings
        let inputs = keyMapInputs
        if let kept = keyMapCache, let inputs, kept.matches(inputs, rebindings) {
            assert(kept.map.sameKeys(as: makeKeyMap().rebound(by: rebindings)), "\(type(of: self)) kept a key map its inputs do not describe")
            return kept.map
        }
        let map = makeKeyMap().rebound(by: rebindings)
        let cache = keyMapCache ?? KeyMapCache()
        cache.keep(map, inputs: inputs, rebindings: rebindings)
        keyMapCache = cache
        return map
    }
}

extension KeyMap {
    /// True when both have the same commands, keys and names (what a debug build checks a kept
    /// map against): their actions cannot be compared.
    package func sameKeys(as other: KeyMap) -> Bool {
        isEnabled == other.isEnabled && (otherKeys == nil) == (other.otherKeys == nil)
            && commands.count == other.commands.count
            && zip(commands, other.commands).allSatisfy { a, b in
                a.triggers == b.triggers && a.label == b.label && a.title == b.title
                    && a.showsInFooter == b.showsInFooter && a.id == b.id
            }
    }
}
