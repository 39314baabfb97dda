import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

/// The footer names only keys that do something, for the key that would get them now.
@MainActor
@Suite(.serialized) struct KeyTruthTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    /// Tab until a text field has the focus (its footer starts with "Type Edit"), at most 12 times.
    private func tabToField(_ pilot: Pilot) {
        for _ in 0..<12 where !footer(pilot).contains("Type Edit") { pilot.press(.tab) }
    }

    @Test func theInspectorsNameFieldDoesNotOfferItsWidthKeys() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("i")
        #expect(footer(pilot).contains("[ ] Inspector width"))
        tabToField(pilot)
        #expect(footer(pilot).contains("Type Edit"))
        #expect(!footer(pilot).contains("[ ]"))
        pilot.type("[")                                   // typed, and the column keeps its width
        #expect(pilot.text.contains("["))
    }

    @Test func aSheetsTextFieldDoesNotOfferItsSizeKeys() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 70, height: 24))
        pilot.type("i")                                   // a sheet at this width
        tabToField(pilot)
        #expect(footer(pilot).contains("Type Edit"))
        #expect(!footer(pilot).contains("+/-"))
    }

    @Test func escAfterTabbingIntoTheInspectorLeavesFocusOnAControl() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.type("i")
        pilot.press(.tab)
        pilot.press(.escape)
        #expect(pilot.host.focus.focused != nil)
        #expect(!(pilot.host.focus.focused?.capturesText ?? true))
    }

    @Test func escAtTheRootLeavesAndHelpSaysSo() throws {
        let pilot = try launch(stateDir: makeTempDir())
        pilot.press(.escape)
        #expect(pilot.requests.contains(.leaveRoot))
        pilot.type("?")
        #expect(pilot.text.contains("Esc"))
        #expect(pilot.text.contains("Esc ? q close"))
    }

    @Test func everyKeyTheFooterNamesDoesSomething() throws {
        let states: [(String, Size, (Pilot) -> Void)] = [
            ("table", Size(width: 120, height: 32), { _ in }),
            ("inspector", Size(width: 120, height: 32), { $0.type("i") }),
            ("inspector name", Size(width: 120, height: 32), { p in p.type("i"); tabToField(p) }),
            ("bulletin sheet", Size(width: 120, height: 32), { $0.type("n") }),
            ("inspector sheet", Size(width: 70, height: 24), { $0.type("i") }),
            ("inspector sheet name", Size(width: 70, height: 24), { p in p.type("i"); tabToField(p) }),
            ("help", Size(width: 120, height: 32), { $0.type("?") }),
        ]
        var silent: [String] = []
        for (name, size, setup) in states {
            silent += try FooterAudit.silentKeys(name, launch: { try launch(stateDir: makeTempDir(), size: size) }, setup: setup)
        }
        #expect(silent.isEmpty, "\(silent.joined(separator: "\n"))")
    }
}

/// Help lists every key whole on any screen, scrolls, and closes only by the keys it names.
@MainActor
@Suite(.serialized) struct HelpOverlayTests {
    @Test(arguments: [Size(width: 120, height: 32), Size(width: 50, height: 15), Size(width: 30, height: 10)])
    func everyKeyNameShowsWholeWhileScrolling(size: Size) throws {
        let pilot = try launch(stateDir: makeTempDir(), size: size)
        pilot.type("i")
        let names = Footer.bindings(for: pilot.host, help: true).map(\.helpKeys)
        pilot.press(.function(1))                        // help, from a text field too
        var seen = pilot.text
        for _ in 0..<60 { pilot.press(.down); seen += pilot.text }   // scrolled to the end, at most 60 rows
        for name in names { #expect(seen.contains(name), "\(name) cut or missing at \(size)") }
        pilot.type("x")                                   // not a key help answers: it stays open
        #expect(pilot.text.contains("Esc ? q close"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Esc ? q close"))
    }
}
