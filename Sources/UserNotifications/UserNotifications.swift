// `import UserNotifications` for a Tessera program: the names iOS code schedules local
// notifications with, delivered by the terminal the program runs in (OSC 9, OSC 777 or
// kitty's OSC 99), or as a banner over the app where the terminal shows none.

import Foundation
import Tessera

/// What an app asks permission to do with notifications. A terminal asks the user nothing:
/// every option is granted.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// The options whose bits `rawValue` has.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app's badge (no badge in a terminal).
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play a sound (no sound is played).
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show the notification.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show in CarPlay (nothing in a terminal).
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Sound past the mute switch (no sound is played).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// An option to open the app's notification settings (none in a terminal).
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking first (the same here: nothing is asked).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// The sound a notification plays. A terminal plays none: the value is kept and ignored.
public final class UNNotificationSound: @unchecked Sendable {
    /// The system's sound.
    public static let `default` = UNNotificationSound()
    /// The system's sound for critical alerts.
    public static let defaultCritical = UNNotificationSound()
    private init() {}
}

/// What a notification says, as given to a request: its title, subtitle and body. Made with
/// `UNMutableNotificationContent`.
public class UNNotificationContent: @unchecked Sendable {
    /// The first line.
    public internal(set) var title = ""
    /// A line under the title.
    public internal(set) var subtitle = ""
    /// The text.
    public internal(set) var body = ""
    /// The number on the app's badge (none in a terminal; kept).
    public internal(set) var badge: NSNumber?
    /// The sound to play (none is played; kept).
    public internal(set) var sound: UNNotificationSound?
    /// Data of the app's own, kept with the request.
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category for actions (kept; a terminal notification has no actions).
    public internal(set) var categoryIdentifier = ""
    /// The group the notification belongs to (kept).
    public internal(set) var threadIdentifier = ""

    init() {}

    init(copying other: UNNotificationContent) {
        title = other.title; subtitle = other.subtitle; body = other.body
        badge = other.badge; sound = other.sound; userInfo = other.userInfo
        categoryIdentifier = other.categoryIdentifier; threadIdentifier = other.threadIdentifier
    }
}

/// The content of a notification, filled in before the request is made:
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Trip booked"
/// content.body = "Lisbon, 3 May"
/// ```
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// Empty content.
    public override init() { super.init() }
    /// The first line.
    public override var title: String { get { super.title } set { super.title = newValue } }
    /// A line under the title.
    public override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    /// The text.
    public override var body: String { get { super.body } set { super.body = newValue } }
    /// The number on the app's badge (none in a terminal; kept).
    public override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    /// The sound to play (none is played; kept).
    public override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    /// Data of the app's own, kept with the request.
    public override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    /// The category for actions (kept; a terminal notification has no actions).
    public override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    /// The group the notification belongs to (kept).
    public override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// When a notification is delivered. A request without one is delivered at once.
public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it fires again after each delivery.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Delivers a notification `timeInterval` seconds after it was added, on the app's clock (a
/// frozen one with `--clock` and `--snapshot`, the test clock in tests), and again every
/// `timeInterval` seconds when it `repeats`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds from adding the request to delivering it.
    public let timeInterval: TimeInterval
    private var added: Date?

    /// A trigger `timeInterval` seconds (more than zero; at least 60 when it repeats, as on
    /// iOS) after the request is added.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: the time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: the time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it fires next, once its request was added; nil before.
    public func nextTriggerDate() -> Date? { added?.addingTimeInterval(timeInterval) }

    func start(at date: Date) { added = date }
}

/// A notification to deliver: its identifier (adding another request with the same one
/// replaces it), its content and its trigger (nil: now).
public final class UNNotificationRequest: @unchecked Sendable {
    /// The identifier the app gave it.
    public let identifier: String
    /// What it says (a copy of the content given).
    public let content: UNNotificationContent
    /// When it is delivered; nil for now.
    public let trigger: UNNotificationTrigger?

    /// A request for `content` under `identifier`, delivered when `trigger` fires (nil: now).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
    }
}

/// Whether the app may notify: always `.authorized` in a terminal.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user was not asked yet (never, here).
    case notDetermined = 0
    /// The user said no (never, here).
    case denied = 1
    /// Notifications are delivered.
    case authorized = 2
    /// Delivered quietly (never, here).
    case provisional = 3
    /// For a while, for an App Clip (never, here).
    case ephemeral = 4
}

/// The app's notification settings: authorized, with alerts.
public final class UNNotificationSettings: @unchecked Sendable {
    /// Always `.authorized`.
    public let authorizationStatus = UNAuthorizationStatus.authorized
    init() {}
}

/// Schedules the app's notifications and delivers them through the terminal, as iOS's
/// notification center does through the system:
///
/// ```swift
/// let center = UNUserNotificationCenter.current()
/// center.requestAuthorization(options: [.alert, .sound]) { granted, _ in }
/// let content = UNMutableNotificationContent()
/// content.title = "Trip booked"
/// center.add(UNNotificationRequest(identifier: "trip", content: content, trigger: nil))
/// ```
///
/// A terminal known to show notifications gets one (OSC 9, OSC 777 or kitty's OSC 99, inside
/// tmux's passthrough when tmux lets it through); any other gets a banner over the app for a
/// few seconds. Texts are made inert before they are written. Its methods may be called from
/// any thread; the work is done on the main thread.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter(hub: nil)

    /// The app's notification center.
    public class func current() -> UNUserNotificationCenter { shared }

    /// The hub it delivers to; nil: the process's.
    private let ownHub: NotificationHub?
    /// Requests waiting for their trigger, by identifier, with the timer that fires them.
    private var pending: [(request: UNNotificationRequest, timer: TimerToken)] = []

    /// A center delivering to `hub` (tests), or to the process's hub when nil.
    init(hub: NotificationHub?) {
        ownHub = hub
    }

    @MainActor private var hub: NotificationHub { ownHub ?? .shared }

    /// Marks the main queue, so that `onMain` knows when it runs there (the main actor's
    /// executor), whichever thread serves it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `work` on the main actor: now when called there, else as soon as it is free.
    private static func onMain(_ work: @escaping @MainActor () -> Void) {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(work) }
        }
    }

    // MARK: Authorization

    /// Asks to notify; a terminal asks no one, so `completionHandler` is told `true`.
    public func requestAuthorization(options: UNAuthorizationOptions = [],
                                     completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }

    /// Asks to notify; always granted.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { true }

    /// The settings: authorized.
    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    /// The settings: authorized.
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Requests

    /// Schedules `request`: delivered now without a trigger, else when its trigger fires on
    /// the app's clock. A pending request with the same identifier is replaced.
    /// `completionHandler` is told nil once it is scheduled (or delivered).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        Self.onMain { [self] in
            schedule(request)
            completionHandler?(nil)
        }
    }

    /// Schedules `request`, as `add(_:withCompletionHandler:)`.
    public func add(_ request: UNNotificationRequest) async throws {
        await MainActor.run { schedule(request) }
    }

    @MainActor private func schedule(_ request: UNNotificationRequest) {
        cancelPending(request.identifier)
        guard let trigger = request.trigger as? UNTimeIntervalNotificationTrigger else {
            hub.deliver(Self.notification(of: request))
            return
        }
        let hub = hub
        trigger.start(at: hub.clock.now)
        let interval = Duration.milliseconds(Int64((trigger.timeInterval * 1000).rounded()))
        let timer: TimerToken
        if trigger.repeats {
            timer = hub.clock.schedule(every: interval) { [weak trigger] in
                trigger?.start(at: hub.clock.now)
                hub.deliver(Self.notification(of: request))
            }
        } else {
            timer = hub.clock.schedule(after: interval) { [weak self] in
                self?.pending.removeAll { $0.request === request }
                hub.deliver(Self.notification(of: request))
            }
        }
        pending.append((request, timer))
    }

    @MainActor private func cancelPending(_ identifier: String) {
        for entry in pending where entry.request.identifier == identifier { entry.timer.cancel() }
        pending.removeAll { $0.request.identifier == identifier }
    }

    private static func notification(of request: UNNotificationRequest) -> TerminalNotification {
        TerminalNotification(identifier: request.identifier, title: request.content.title,
                             subtitle: request.content.subtitle, body: request.content.body)
    }

    /// The requests waiting for their trigger.
    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        Self.onMain { [self] in completionHandler(pending.map(\.request)) }
    }

    /// The requests waiting for their trigger.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await MainActor.run { pending.map(\.request) }
    }

    /// Cancels the pending requests with these identifiers (delivered ones are gone already).
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        Self.onMain { [self] in identifiers.forEach(cancelPending) }
    }

    /// Cancels every pending request.
    public func removeAllPendingNotificationRequests() {
        Self.onMain { [self] in
            pending.forEach { $0.timer.cancel() }
            pending = []
        }
    }

    /// Removes delivered notifications from the notification centre; a terminal's are its
    /// own (or a banner that goes by itself), so nothing is removed.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// As `removeDeliveredNotifications(withIdentifiers:)`: nothing to remove.
    public func removeAllDeliveredNotifications() {}

    /// The app's badge number: no badge in a terminal; `completionHandler` is told nil.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}
