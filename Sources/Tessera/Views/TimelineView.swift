import Foundation

/// When a `TimelineView` draws its content again, as SwiftUI's `TimelineSchedule`: a sequence
/// of dates from a start.
public protocol TimelineSchedule {
    /// The dates the schedule gives.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on: the first is the latest entry at or before it (or the
    /// first entry, if they all come later).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often the schedule is asked to give entries; a terminal always runs in `.normal`.
public enum TimelineScheduleMode: Sendable {
    /// Every entry.
    case normal
    /// Fewer entries (a dimmed screen); never used in a terminal.
    case lowFrequency
}

/// Entries `interval` seconds apart from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Entries every `interval` seconds (at least a tenth of a second) from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(0.1, interval)
    }
    /// Every `interval` from the latest entry at or before `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let steps = max(0, ((startDate.timeIntervalSince(start)) / interval).rounded(.down))
        let first = start.addingTimeInterval(steps * interval)
        return [first, first.addingTimeInterval(interval)]
    }
}

/// An entry at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}
    /// The start of `startDate`'s minute, then the next minute's.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return [Date(timeIntervalSinceReferenceDate: minute), Date(timeIntervalSinceReferenceDate: minute + 60)]
    }
}

/// Entries as often as the screen is drawn, as SwiftUI's `AnimationTimelineSchedule`; in a
/// terminal every `minimumInterval` seconds (a tenth of a second unless given), or never
/// while paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    let paused: Bool
    /// Entries `minimumInterval` apart (a tenth of a second when nil); none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(0.02, minimumInterval ?? 0.1)
        self.paused = paused
    }
    /// `startDate`, then one `interval` on; `startDate` alone while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        paused ? [startDate] : [startDate, startDate.addingTimeInterval(interval)]
    }
}

/// The dates given, in order, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule: TimelineSchedule, Sendable {
    let dates: [Date]
    /// Entries at `dates`.
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    /// The latest date at or before `startDate` and those after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let later = dates.filter { $0 > startDate }
        if let last = dates.last(where: { $0 <= startDate }) { return [last] + later }
        return later
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries a tenth of a second apart.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Entries `minimumInterval` seconds apart, none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a `TimelineView`'s content is drawn for: the entry's date.
public struct TimelineViewDefaultContext: Sendable {
    /// How often entries come, roughly.
    public enum Cadence: Comparable, Sendable {
        /// Many times a second.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
    /// The date of the entry being drawn (not the current time: an `.everyMinute` view drawn
    /// at 09:41:30 gets 09:41:00).
    public let date: Date
    /// How often entries come.
    public let cadence: Cadence
}

/// Draws its content again at each date of a schedule, as SwiftUI's `TimelineView`. The dates
/// come from the app's clock (`EnvironmentValues.clock`), so a test moves them with
/// `Pilot.advance(by:)` and waits for nothing.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView {
    /// What the content is drawn for.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: @MainActor (Context) -> Content

    /// Content drawn for each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> TimelineNode { TimelineNode() }
    package func update(_ node: TimelineNode) {
        let schedule = schedule, content = content
        node.entries = { Array(schedule.entries(from: $0, mode: .normal).prefix(2)) }
        node.makeContent = { content($0) }
        node.refresh()
    }
}

/// Builds its content for the schedule's entry at the clock's time, and sets a timer on the
/// clock for the next entry; the timer marks the node, and the next evaluation builds the
/// content for the new entry.
package final class TimelineNode: Node {
    override package class var policy: NodePolicy { [.drawsNothingOfItsOwn] }
    var entries: @MainActor (Date) -> [Date] = { _ in [] }
    var makeContent: @MainActor (TimelineViewDefaultContext) -> any View = { _ in EmptyView() }
    private var timer: TimerToken?
    /// The entry the content was last built for, and the next one the timer waits for.
    private(set) var current: Date?
    private var next: Date?

    /// Builds the content for the entry at the clock's time and waits for the one after.
    func refresh() {
        let now = environment.clock?.now ?? Date()
        let dates = entries(now)
        let date = dates.first.map { $0 <= now ? $0 : now } ?? now
        let following = dates.first { $0 > now }
        current = date
        let interval = following.map { $0.timeIntervalSince(date) } ?? 60
        let cadence: TimelineViewDefaultContext.Cadence = interval < 1 ? .live : interval < 60 ? .seconds : .minutes
        updateChild(makeContent(TimelineViewDefaultContext(date: date, cadence: cadence)))
        wait(for: following, now: now)
    }

    private func wait(for date: Date?, now: Date) {
        guard date != next || timer == nil else { return }
        timer?.cancel()
        timer = nil
        next = date
        guard let date, let clock = environment.clock else { return }
        if teardownActions.isEmpty { teardownActions.append { [weak self] in self?.timer?.cancel(); self?.timer = nil } }
        let delay = Duration.milliseconds(max(1, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
        timer = clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.next = nil
            self.invalidate(.evaluate)
        }
    }

    /// The timer fired: the content is built for the entry now.
    override package func reevaluate() {
        isDirty = false
        refresh()
    }
}
