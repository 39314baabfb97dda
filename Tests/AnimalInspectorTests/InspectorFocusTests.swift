import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

/// Closing the inspector from the toolbar's overflow menu (F10) leaves a control focused.
@MainActor
@Suite struct InspectorFocusTests {
    /// At 50 columns the Inspector button lives in the F10 menu, its first item.
    private func toggleInspectorFromMenu(_ pilot: Pilot) {
        pilot.press(.function(10))
        #expect(pilot.text.contains("ⓘ Inspector"))
        pilot.press(.enter)
        #expect(!pilot.text.contains("ⓘ Inspector"))
    }

    @Test func closingTheInspectorFromTheMenuLeavesFocusOnAControl() throws {
        let pilot = try launch(stateDir: makeTempDir(), size: Size(width: 50, height: 15))
        toggleInspectorFromMenu(pilot)
        #expect(pilot.text.contains("ANIMAL"))
        toggleInspectorFromMenu(pilot)
        #expect(!pilot.text.contains("ANIMAL"))
        #expect(pilot.host.focus.focused != nil)
    }
}
