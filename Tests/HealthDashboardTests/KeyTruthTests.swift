import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import HealthDashboard

/// The dashboard's footer names only keys that do something, for what would get them now.
@MainActor
@Suite(.serialized) struct HealthKeyTruthTests {
    private func footer(_ d: Driver) -> String { d.screen.lines.last ?? "" }

    @Test func editingAConditionOffersNoKeyThatItTypes() throws {
        let (_, d) = try makeDashboard()
        d.type("a")                                       // a new condition, its text taking the typing
        let line = footer(d)
        #expect(line.contains("Type Edit"))
        #expect(!line.contains("? Help"))
        #expect(!line.contains("← Actions"))
        #expect(!line.contains("←"))
        #expect(line.contains("F1 Help"))
        d.press(.left)                                    // a caret move at the start: nothing else happens
        #expect(footer(d).contains("Type Edit"))
    }

    @Test func theStepsCellDoesNotOfferPin() throws {
        let (app, d) = try makeDashboard()
        d.press(.right)                                   // Steps
        #expect(app.focusedCell == 1)
        #expect(!footer(d).contains("Space Pin"))
        d.press(.down)                                    // Sleep, which pins
        #expect(footer(d).contains("Space Pin"))
    }

    @Test func helpScrollsAndClosesOnlyByItsKeys() throws {
        let (_, d) = try makeDashboard(size: Size(width: 30, height: 10))
        d.type("?")
        #expect(d.text.contains("Esc ? q close"))
        let first = d.text
        d.press(.down)
        #expect(d.text != first)                          // scrolled
        d.type("x")
        #expect(d.text.contains("Esc ? q close"))         // still open
        d.press(.escape)
        #expect(!d.text.contains("Esc ? q close"))
    }

    @Test func everyKeyTheFooterNamesDoesSomething() throws {
        let states: [(String, (Driver) -> Void)] = [
            ("heart", { _ in }),
            ("steps", { $0.press(.right) }),
            ("resting", { $0.press(.down) }),
            ("sleep", { $0.press(.down); $0.press(.right) }),
            ("conditions", { $0.press(.down); $0.press(.down) }),
            ("editing a condition", { $0.type("a") }),
            ("detail", { $0.press(.enter) }),
            ("help", { $0.type("?") }),
        ]
        var silent: [String] = []
        for (name, setup) in states {
            let (probe, pd) = try makeDashboard()
            setup(pd)
            let line = footer(pd)
            for binding in probe.footerBindings where line.contains(binding.keys + " " + binding.title) {
                var acted = false
                for press in FooterAudit.presses(for: binding) where !acted {
                    let (app, d) = try makeDashboard()
                    setup(d)
                    func observe() -> String { d.text + "|\(app.focusedCell)|\(d.requests.count)|\(app.conditions.items.count)" }
                    let before = observe()
                    d.send(.key(press))
                    acted = observe() != before
                }
                if !acted { silent.append("\(name): \(binding.keys) \(binding.title) did nothing") }
            }
        }
        #expect(silent.isEmpty, "\(silent.joined(separator: "\n"))")
    }
}
