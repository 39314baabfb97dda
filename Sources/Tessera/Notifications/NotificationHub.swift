/// A notification on its way out of the program: what `UNUserNotificationCenter` hands the
/// toolkit once its trigger fired. The terminal layer writes it as an escape sequence the
/// terminal shows outside its window; otherwise it becomes a banner over the app.
package struct TerminalNotification: Sendable, Equatable {
    /// The request's identifier.
    package var identifier: String
    /// The first line, in bold where the terminal draws it.
    package var title: String
    /// A line under the title (may be empty).
    package var subtitle: String
    /// The text of the notification (may be empty).
    package var body: String

    /// A notification with these texts, as the app gave them (sanitised where written).
    package init(identifier: String, title: String, subtitle: String = "", body: String) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }
}

/// What a `.taskProgress()` progress view reports to the terminal (OSC 9;4).
package enum TaskProgressState: Sendable, Equatable {
    /// A share of the work done, in percent (0…100).
    case normal(percent: Int)
    /// Work of unknown length.
    case indeterminate
}

/// Where notifications and task progress go in this process: the terminal when the running
/// driver says it shows them (`terminal`, `progressOutput`), else a banner the driver draws
/// over the frame for `bannerDuration` on the app's clock.
///
/// One hub serves the process (`shared`), as `UNUserNotificationCenter.current()` is one;
/// `CommandLineProgram.run` gives it the app's clock, and the terminal run loop connects its
/// screen. Tests make hubs of their own.
@MainActor
package final class NotificationHub {
    /// The process's hub.
    package static let shared = NotificationHub()

    /// How long a banner stays over the app.
    package static let bannerDuration: Duration = .seconds(5)
    /// The most banners shown at once: a new one pushes out the oldest.
    package static let maximumBanners = 3

    /// The clock timed triggers and banners run on: the app's (a test clock in `--snapshot`
    /// and in tests).
    package var clock: any RunClock
    /// Writes a notification to the terminal; false when the terminal would not show it, so
    /// a banner is drawn instead. Nil without a live terminal (`--snapshot`, tests).
    package var terminal: (@MainActor (TerminalNotification) -> Bool)?
    /// Writes the task progress to the terminal (nil: cleared). Nil without a live terminal.
    package var progressOutput: (@MainActor (TaskProgressState?) -> Void)?
    /// Called when the banners change, so the driver draws a frame.
    package var onBannersChange: (@MainActor () -> Void)?

    /// The banners shown now, oldest first.
    package var banners: [TerminalNotification] { shown.map(\.notification) }
    private var shown: [(id: Int, notification: TerminalNotification, timer: TimerToken)] = []
    private var nextBannerID = 0
    /// The notifications delivered lately, oldest first (the last `keptDeliveries`; for tests).
    package private(set) var delivered: [TerminalNotification] = []
    /// How many delivered notifications `delivered` keeps.
    package static let keptDeliveries = 64
    /// How many notifications were delivered since the hub was made.
    package private(set) var deliveryCount = 0

    /// The reports of the progress views that report, by reporter; the latest one wins.
    private var progressReports: [(reporter: ObjectIdentifier, state: TaskProgressState)] = []
    /// What the terminal was last told, so an unchanged report writes nothing.
    package private(set) var reportedProgress: TaskProgressState?

    /// A hub on `clock` (by default the real one) with nothing connected.
    package init(clock: any RunClock = LiveClock()) {
        self.clock = clock
    }

    /// Begins a run of the program on `clock`: what an earlier run in this process showed or
    /// sent is forgotten (its banners' timers cancelled).
    package func start(clock: any RunClock) {
        self.clock = clock
        shown.forEach { $0.timer.cancel() }
        shown = []
        delivered = []
    }

    /// Shows `notification`: in the terminal when it takes it, else as a banner.
    package func deliver(_ notification: TerminalNotification) {
        deliveryCount += 1
        delivered.append(notification)
        if delivered.count > Self.keptDeliveries { delivered.removeFirst(delivered.count - Self.keptDeliveries) }
        if let terminal, terminal(notification) { return }
        showBanner(notification)
    }

    private func showBanner(_ notification: TerminalNotification) {
        if shown.count >= Self.maximumBanners { shown.removeFirst().timer.cancel() }
        let id = nextBannerID
        nextBannerID += 1
        let timer = clock.schedule(after: Self.bannerDuration) { [weak self] in
            guard let self, let index = self.shown.firstIndex(where: { $0.id == id }) else { return }
            self.shown.remove(at: index)
            self.onBannersChange?()
        }
        shown.append((id, notification, timer))
        onBannersChange?()
    }

    // MARK: Task progress

    /// `reporter`'s progress, or nil when it stopped reporting (its view went away).
    package func reportProgress(_ state: TaskProgressState?, from reporter: ObjectIdentifier) {
        progressReports.removeAll { $0.reporter == reporter }
        if let state { progressReports.append((reporter, state)) }
        let current = progressReports.last?.state
        guard current != reportedProgress else { return }
        reportedProgress = current
        progressOutput?(current)
    }
}
