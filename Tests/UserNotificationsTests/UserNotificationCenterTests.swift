import Foundation
import Tessera
import TesseraTesting
import Testing
@testable import UserNotifications

/// `UNUserNotificationCenter` as iOS code uses it: authorization granted, a request delivered
/// at once without a trigger, a time-interval trigger fired by the app's clock (a test clock
/// here: only advancing it delivers), pending requests replaced and removed by identifier.
@Suite @MainActor struct UserNotificationCenterTests {
    private func center() -> (UNUserNotificationCenter, NotificationHub, TestClock) {
        let clock = TestClock()
        let hub = NotificationHub(clock: clock)
        return (UNUserNotificationCenter(hub: hub), hub, clock)
    }

    private func request(_ identifier: String, title: String, body: String = "", after seconds: TimeInterval? = nil,
                         repeats: Bool = false) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        return UNNotificationRequest(identifier: identifier, content: content,
                                     trigger: seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: repeats) })
    }

    @Test func authorizationIsGrantedBothWays() async throws {
        let (center, _, _) = center()
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        #expect(granted)
        nonisolated(unsafe) var answer: Bool?
        center.requestAuthorization(options: [.alert]) { granted, error in answer = granted && error == nil }
        #expect(answer == true)
        #expect(await center.notificationSettings().authorizationStatus == .authorized)
    }

    @Test func aRequestWithoutTriggerIsDeliveredAtOnce() async throws {
        let (center, hub, _) = center()
        nonisolated(unsafe) var completed = false
        center.add(request("a", title: "Trip booked", body: "Lisbon")) { error in completed = error == nil }
        #expect(completed)
        #expect(hub.delivered == [TerminalNotification(identifier: "a", title: "Trip booked", body: "Lisbon")])
        try await center.add(request("b", title: "Second"))
        #expect(hub.delivered.map(\.title) == ["Trip booked", "Second"])
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    private func pending(_ center: UNUserNotificationCenter) -> [String] {
        nonisolated(unsafe) var identifiers: [String] = []
        center.getPendingNotificationRequests { identifiers = $0.map(\.identifier) }
        return identifiers
    }

    @Test func aTimeIntervalTriggerFiresOnTheAppsClock() {
        let (center, hub, clock) = center()
        let start = clock.now
        let request = request("later", title: "Check in", after: 90)
        center.add(request, withCompletionHandler: nil)
        #expect(hub.delivered.isEmpty)
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() == start.addingTimeInterval(90))
        #expect(pending(center) == ["later"])
        clock.advance(by: .seconds(89))
        #expect(hub.delivered.isEmpty, "not before its time")
        clock.advance(by: .seconds(1))
        #expect(hub.delivered.map(\.title) == ["Check in"])
        #expect(pending(center).isEmpty)
        clock.advance(by: .seconds(600))
        #expect(hub.delivered.count == 1, "delivered once")
    }

    @Test func theSameIdentifierReplacesAndRemovingCancels() {
        let (center, hub, clock) = center()
        center.add(request("x", title: "First", after: 60))
        center.add(request("x", title: "Replaced", after: 120))
        center.add(request("y", title: "Removed", after: 30))
        center.removePendingNotificationRequests(withIdentifiers: ["y"])
        clock.advance(by: .seconds(200))
        #expect(hub.delivered.map(\.title) == ["Replaced"])
    }

    @Test func aRepeatingTriggerFiresEveryInterval() {
        let (center, hub, clock) = center()
        center.add(request("r", title: "Stretch", after: 60, repeats: true))
        clock.advance(by: .seconds(185))
        #expect(hub.delivered.count == 3)
        center.removeAllPendingNotificationRequests()
        clock.advance(by: .seconds(600))
        #expect(hub.delivered.count == 3)
    }

    @Test func contentIsCopiedWhenTheRequestIsMade() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        let request = UNNotificationRequest(identifier: "c", content: content, trigger: nil)
        content.title = "After"
        #expect(request.content.title == "Before")
    }

    /// Without a terminal that shows notifications (here: none at all), a notification is a
    /// banner drawn over the frame, which goes after `bannerDuration` on the app's clock.
    @Test func withoutATerminalItIsABannerForAFewSeconds() {
        let (center, hub, clock) = center()
        var changes = 0
        hub.onBannersChange = { changes += 1 }
        center.add(request("b", title: "Trip booked: Lisbon", body: "2026-05-03 to 2026-05-10"))
        #expect(hub.banners.map(\.title) == ["Trip booked: Lisbon"])
        var frame = ScreenBuffer(size: Size(width: 60, height: 6))
        frame.write("underneath", at: Point(x: 0, y: 0))
        let covered = NotificationBanner.draw(hub.banners, on: &frame)
        #expect(covered == Rect(x: 16, y: 0, width: 44, height: 2))
        #expect(frame.lines[0].hasPrefix("underneath      ") && frame.lines[0].contains(" Trip booked: Lisbon"))
        #expect(frame.lines[1].contains("2026-05-03 to 2026-05-10"))
        #expect(frame[17, 0].style.attributes.contains([.bold, .reverse]))
        clock.advance(by: NotificationHub.bannerDuration - .seconds(1))
        #expect(hub.banners.count == 1)
        clock.advance(by: .seconds(1))
        #expect(hub.banners.isEmpty)
        #expect(changes == 2, "shown, then gone: each asks for a frame")
    }

    /// What a hostile title cannot do on the banner: its control characters are drawn as symbols.
    @Test func aBannerShowsControlCharactersAsSymbols() {
        var frame = ScreenBuffer(size: Size(width: 50, height: 3))
        NotificationBanner.draw([TerminalNotification(identifier: "h", title: "a\u{1B}]0;x\u{07}b", body: "")], on: &frame)
        #expect(!frame.text.contains("\u{1B}") && !frame.text.contains("\u{07}"))
        #expect(frame.lines[0].contains("a"))
    }
}

/// `.taskProgress()`: a progress view reports its share while it is on screen, a busy state
/// without a value, and nothing once it goes; one that is not marked reports nothing.
@Suite @MainActor struct TaskProgressTests {
    private struct Upload: View {
        @Binding var sent: Double?
        @Binding var showing: Bool
        var body: some View {
            VStack {
                if showing { ProgressView("Uploading", value: sent, total: 4).taskProgress() }
                ProgressView(value: 0.9)
            }
        }
    }

    @Test func reportsWhileShownAndClearsWhenGone() {
        let hub = NotificationHub(clock: TestClock())
        var outside: [TaskProgressState?] = []
        hub.progressOutput = { outside.append($0) }
        nonisolated(unsafe) var sent: Double? = 1
        nonisolated(unsafe) var showing = true
        var environment = EnvironmentValues()
        environment.notificationHub = hub
        let pilot = Pilot(Upload(sent: Binding { sent } set: { sent = $0 }, showing: Binding { showing } set: { showing = $0 }),
                          environment: environment)
        _ = pilot.screen
        #expect(hub.reportedProgress == .normal(percent: 25))
        sent = 3
        pilot.host.invalidateAll()
        _ = pilot.screen
        #expect(hub.reportedProgress == .normal(percent: 75))
        sent = nil
        pilot.host.invalidateAll()
        _ = pilot.screen
        #expect(hub.reportedProgress == .indeterminate)
        showing = false
        pilot.host.invalidateAll()
        _ = pilot.screen
        #expect(hub.reportedProgress == nil)
        #expect(outside == [.normal(percent: 25), .normal(percent: 75), .indeterminate, nil])
    }
}

/// In a test, the center's triggers run on the `Pilot`'s clock: the reminder an app schedules
/// is delivered when the test advances it, not by the wall clock.
@Suite @MainActor struct PilotClockNotificationTests {
    private struct Reminder: View {
        var body: some View {
            Button("Remind me") {
                let content = UNMutableNotificationContent()
                content.title = "Stretch your legs"
                UNUserNotificationCenter.current().add(
                    UNNotificationRequest(identifier: "pilot-reminder", content: content,
                                          trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)))
            }
        }
    }

    @Test func aTimedRequestWaitsForThePilotsClock() {
        let pilot = Pilot(Reminder(), size: Size(width: 30, height: 4))
        let hub = NotificationHub.shared
        let before = hub.deliveryCount
        pilot.press(.enter)
        pilot.advance(by: .seconds(299))
        #expect(hub.deliveryCount == before)
        pilot.advance(by: .seconds(1))
        #expect(hub.deliveryCount == before + 1)
        #expect(hub.delivered.last?.title == "Stretch your legs")
    }
}
