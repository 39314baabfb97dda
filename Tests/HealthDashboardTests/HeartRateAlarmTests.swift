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
        let hub = NotificationHub.shared
        // Counted as they come: the hub keeps only the latest, and other tests use it too.
        let before = hub.deliveryCount
        driver.advance(by: .seconds(33))
        #expect(hub.deliveryCount == before, "still in range")
        driver.advance(by: .seconds(1))
        #expect(hub.deliveryCount == before + 1)
        #expect(hub.delivered.last?.identifier == "heart-rate-high")
        #expect(hub.delivered.last?.title == "Heart rate high: 121 BPM")
        driver.advance(by: .seconds(20))
        #expect(app.heartAlarm.isOutOfRange)
        #expect(hub.deliveryCount == before + 1, "the same episode")
        driver.advance(by: .seconds(40))
        #expect(!app.heartAlarm.isOutOfRange, "back under 110")
        #expect(hub.deliveryCount == before + 1)
    }
}
