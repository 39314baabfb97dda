import Tessera

/// Checks that the footer cannot lie: at a screen reached by a few keys, every key the footer
/// names is pressed (each from a fresh start, so one key's effect does not hide another's) and
/// something must be seen to change: the screen, the focus, or a request to the loop (quit).
@MainActor
package enum FooterAudit {
    /// What a user can see of a running app after a key.
    package struct Observation: Equatable {
        var text: String
        var focus: ObjectIdentifier?
        var requests: Int
    }

    /// The keys a test presses for `binding`, one at a time: each of its keys, a letter for
    /// "Type". The binding tells the truth when one of them does something (↑ on the first
    /// row does nothing, ↓ moves).
    package static func presses(for binding: KeyBinding) -> [KeyPress] {
        binding.triggers.map { KeyPress($0.key ?? .character("x"), modifiers: $0.modifiers) }
    }

    /// The bindings the footer of `pilot` shows, as drawn at its width.
    package static func shown(in pilot: Pilot) -> [KeyBinding] {
        let all = Footer.bindings(for: pilot.host)
        let line = pilot.screen.lines.last ?? ""
        return all.filter { line.contains($0.keys + " " + $0.title) }
    }

    /// Presses each key the footer shows after `setup`, on a new pilot from `launch` each time;
    /// returns one line for each key that changed nothing (empty when the footer told the truth).
    package static func silentKeys(_ name: String, launch: () throws -> Pilot, setup: (Pilot) -> Void) rethrows -> [String] {
        let probe = try launch()
        setup(probe)
        var silent: [String] = []
        for binding in shown(in: probe) {
            var acted = false
            for press in presses(for: binding) where !acted {
                let pilot = try launch()
                setup(pilot)
                let before = observe(pilot)
                pilot.press(press)
                acted = observe(pilot) != before
            }
            if !acted { silent.append("\(name): \(binding.keys) \(binding.title) did nothing") }
        }
        return silent
    }

    /// The screen, the focus and the requests of `pilot` now.
    package static func observe(_ pilot: Pilot) -> Observation {
        let text = pilot.text
        return Observation(text: text, focus: pilot.host.focus.focused.map(ObjectIdentifier.init), requests: pilot.requests.count)
    }
}
