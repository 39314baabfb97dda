import Testing
import Tessera
@testable import HealthDashboard

/// The heart-rate alarm tells the user once per episode out of range, not at every sample.
@MainActor
@Suite struct HeartRateAlarmTests {
    @Test func oneEpisodeIsOneAlarm() {
        var alarm = HeartRateAlarm()
        let samples = [100, 121, 119, 122, 121, 112, 110, 123, 109, 121, 100]
        let starts = samples.enumerated().filter { alarm.receive($0.element) }.map(\.offset)
        // Hovering around 120 stays one episode until the rate is back under 110.
        #expect(starts == [1, 9])
    }

    /// The shipped recording goes above 120 BPM 34 seconds in and stays near it for half a
    /// minute: one notification, with the rate in its title.
    @Test func theDashboardNotifiesOncePerEpisode() throws {
        let (app, driver) = try makeDashboard()
        func alarms() -> [TerminalNotification] { NotificationHub.shared.delivered.filter { $0.identifier == "heart-rate-high" } }
        let before = alarms().count
        driver.advance(by: .seconds(33))
        #expect(alarms().count == before, "still in range")
        driver.advance(by: .seconds(1))
        #expect(alarms().count == before + 1)
        #expect(alarms().last?.title == "Heart rate high: 121 BPM")
        driver.advance(by: .seconds(20))
        #expect(app.heartAlarm.isOutOfRange)
        #expect(alarms().count == before + 1, "the same episode")
        driver.advance(by: .seconds(40))
        #expect(!app.heartAlarm.isOutOfRange, "back under 110")
        #expect(alarms().count == before + 1)
    }
}
