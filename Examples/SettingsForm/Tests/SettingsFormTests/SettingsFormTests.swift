import Foundation
import SnapshotTesting
import Testing
import TesseraTesting
@testable import SettingsForm

@MainActor
@Suite struct SettingsFormTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-form-\(UUID().uuidString)")

    /// The app as `main()` runs it, over a state file in a fresh directory.
    private func launch(_ store: StateStore) -> Pilot {
        var environment = EnvironmentValues()
        environment.stateStore = store
        return Pilot(app: SettingsApp(), size: Size(width: 60, height: 24), environment: environment, clock: store.clock as! TestClock)
    }

    private func makeStore() -> StateStore {
        StateStore(url: directory.appendingPathComponent("SettingsForm.json"), clock: TestClock())
    }

    @Test func theFormShowsEachSectionWithItsDefaults() {
        let pilot = launch(makeStore())
        #expect(pilot.text.contains("Font size: 12 pt"))
        #expect(pilot.text.contains("Tab inserts 4 spaces."))
        assertSnapshot(of: pilot, as: .screen, named: "defaults")
    }

    @Test func changesAreSavedAndReadOnTheNextLaunch() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = makeStore()
        let pilot = launch(store)
        pilot.press(.tab, times: 2)  // theme, line numbers, font size
        pilot.press(.right, times: 2)
        pilot.click("Insert spaces for tabs")
        pilot.click("Name")
        pilot.type("Ada")
        #expect(pilot.text.contains("Font size: 14 pt"))
        #expect(pilot.text.contains("Tab inserts a tab character."))
        pilot.advance(by: .seconds(1))
        let saved = try String(contentsOf: store.url, encoding: .utf8)
        #expect(saved.contains("\"fontSize\" : 14"))
        #expect(saved.contains("\"name\" : \"Ada\""))

        let next = launch(StateStore(url: store.url, clock: TestClock()))
        #expect(next.text.contains("Font size: 14 pt"))
        #expect(next.text.contains("Tab inserts a tab character."))
        #expect(next.text.contains("Ada"))
    }

    @Test func theAppearanceTheFormSetsReachesTheAppsScene() {
        let store = makeStore()
        let pilot = launch(store)
        #expect(store.value(Appearance.self, forKey: PreferenceKey.appearance) == nil)
        pilot.click("Light")
        #expect(store.value(Appearance.self, forKey: PreferenceKey.appearance) == .light)
        assertSnapshot(of: pilot, as: .styledScreen, named: "light")
    }

    @Test func restoringDefaultsAsksFirst() {
        let store = makeStore()
        let pilot = launch(store)
        pilot.press(.tab, times: 2)
        pilot.press(.right)
        #expect(pilot.text.contains("Font size: 13 pt"))
        pilot.click("Restore Defaults…")
        #expect(pilot.text.contains("Restore the default settings?"))
        pilot.press(.escape)
        #expect(pilot.text.contains("Font size: 13 pt"))
        pilot.click("Restore Defaults…")
        pilot.press(.left)
        pilot.press(.enter)
        #expect(pilot.text.contains("Font size: 12 pt"))
    }
}
