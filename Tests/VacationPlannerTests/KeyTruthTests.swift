import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import VacationPlanner

/// The planner's footer names only keys that do something, and focus always lands somewhere.
@MainActor
@Suite(.serialized) struct VacationKeyTruthTests {
    private func start() throws -> Pilot { try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30)).0 }

    /// Signed in, with a trip to Kyoto booked and focused.
    private func bookTrip(_ pilot: Pilot) {
        signIn(pilot)
        pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        pilot.type("2026-03-01"); pilot.press(.tab); pilot.type("2026-03-05"); pilot.press(.enter)
    }

    @Test func cancellingATripLeavesFocusOnAControl() throws {
        let pilot = try start()
        bookTrip(pilot)
        pilot.press(.enter)                               // "Cancel this trip?"
        pilot.press(.left); pilot.press(.enter)           // Cancel Trip
        #expect(!pilot.text.contains("✈ 2026-03-01 Kyoto"))
        #expect(pilot.host.focus.focused != nil)
    }

    @Test func signingOutLeavesFocusOnAControl() throws {
        let pilot = try start()
        signIn(pilot)
        pilot.click("Sign Out")
        pilot.press(.right); pilot.press(.enter)
        #expect(pilot.text.contains("Sign in to plan your next trip"))
        #expect(pilot.host.focus.focused != nil)
    }

    @Test func stackedAlertButtonsAreChosenWithTheArrowsTheFooterNames() throws {
        let pilot = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 40, height: 24)).0
        signIn(pilot)
        pilot.click("Sign Out")
        let keys = Footer.bindings(for: pilot.host, help: true)
        #expect(!keys.contains { $0.keys == "q" && $0.title == "Quit" })    // q does nothing in a question
        let stacked = pilot.position(of: "Sign Out")?.y != pilot.position(of: "Stay Signed In")?.y
        #expect(keys.contains { $0.keys == (stacked ? "↑↓" : "←→") && $0.title == "Choose" })
    }

    @Test func everyKeyTheFooterNamesDoesSomething() throws {
        let states: [(String, (Pilot) -> Void)] = [
            ("email", { _ in }),
            ("sign in button", { $0.press(.tab); $0.press(.tab) }),
            ("browse photos", { $0.press(.right) }),
            ("signed in", { signIn($0) }),
            ("destinations", { signIn($0); $0.press(.tab) }),
            ("booking form", { signIn($0); $0.press(.tab); $0.press(.down); $0.press(.enter); $0.press(.enter) }),
            ("trip alert", { bookTrip($0); $0.press(.enter) }),
            ("sign out dialog", { signIn($0); $0.click("Sign Out") }),
            ("help", { $0.press(.right); $0.type("?") }),
        ]
        var silent: [String] = []
        for (name, setup) in states {
            silent += try FooterAudit.silentKeys(name, launch: start, setup: setup)
        }
        #expect(silent.isEmpty, "\(silent.joined(separator: "\n"))")
    }
}
