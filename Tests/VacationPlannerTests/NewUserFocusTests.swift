import Foundation
import Testing
@testable import Tessera
import TesseraTesting
@testable import VacationPlanner

/// Focus as a new user meets it: on the planner's first control after signing in, and kept in
/// the field being typed in across a resize to the smallest window and back.
@MainActor
@Suite(.serialized) struct NewUserFocusTests {
    @Test(arguments: [Size(width: 120, height: 32), Size(width: 80, height: 24), Size(width: 50, height: 15)])
    func signingInFocusesTheDestinations(size: Size) throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: size)
        signIn(pilot)
        #expect(pilot.text.contains("DESTINATIONS"))
        #expect(pilot.host.focus.focused != nil)
        #expect(pilot.accessibilityText.contains("focused"))
        // Down moves through the destinations at once: the list has the focus.
        let before = pilot.accessibilityText
        pilot.press(.down)
        #expect(pilot.accessibilityText != before)
    }

    @Test(arguments: [Size(width: 30, height: 10), Size(width: 50, height: 15)])
    func thePasswordFieldKeepsTheFocusAcrossASmallWindow(small: Size) throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        pilot.type("ada@example.com")
        pilot.press(.tab)
        pilot.type("hun")
        #expect(pilot.accessibilityText.contains(#"secureField "Password" focused"#))
        pilot.resize(small.width, small.height)
        #expect(pilot.accessibilityText.contains(#"secureField "Password" focused"#))
        #expect(pilot.text.contains("─ Password ─"))      // scrolled into view
        pilot.resize(100, 30)
        #expect(pilot.accessibilityText.contains(#"secureField "Password" focused"#))
        pilot.type("ter2")
        pilot.press(.enter)
        #expect(pilot.text.contains("DESTINATIONS"))
    }
}
