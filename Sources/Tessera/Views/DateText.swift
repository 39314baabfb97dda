import Foundation

extension Text {
    /// How `Text(date, style:)` shows a date, as SwiftUI's `Text.DateStyle`. Times are 24-hour
    /// (`09:41`) and dates written out in English (`March 14, 2026`), in the environment's
    /// `timeZone` (local time unless set);
    /// the relative styles follow the app's clock (a test clock in tests) and update every second.
    public enum DateStyle: Hashable, Sendable {
        /// The time of day: `09:41`.
        case time
        /// The day: `March 14, 2026`.
        case date
        /// How far the date is from now, in its two largest units: `2 hr, 5 min`.
        case relative
        /// The signed distance from now in its largest unit: `+2 hours`, `-5 minutes`.
        case offset
        /// A running count from or to the date: `2:05`, `1:02:05`.
        case timer

        var followsClock: Bool { self == .relative || self == .offset || self == .timer }
    }

    /// A date shown in `style`; the relative styles count on the app's clock.
    ///
    /// ```swift
    /// Text(trip.departure, style: .relative)   // "3 days, 4 hr"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        let live = LiveDate(date: date, style: style)
        self.init(live.string(now: Date(), in: nil))
        liveDate = live
    }

    /// A date that a text node renders against its clock.
    struct LiveDate: Equatable {
        var date: Date
        var style: DateStyle

        /// The date as `style` shows it at `now`, in `zone` (nil: local time as the C library
        /// knows it, read without loading the time-zone tables).
        func string(now: Date, in zone: TimeZone?) -> String {
            let seconds = Int(date.timeIntervalSince(now).rounded())
            switch style {
            case .time:
                let parts = LiveDate.fields(of: date, in: zone)
                return String(format: "%02d:%02d", Int(parts.tm_hour), Int(parts.tm_min))
            case .date:
                let parts = LiveDate.fields(of: date, in: zone)
                let month = LiveDate.months[min(11, max(0, Int(parts.tm_mon)))]
                return "\(month) \(parts.tm_mday), \(Int(parts.tm_year) + 1900)"
            case .relative:
                return LiveDate.relative(abs(seconds))
            case .offset:
                return (seconds < 0 ? "-" : "+") + LiveDate.largestUnit(abs(seconds))
            case .timer:
                let total = abs(seconds)
                let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : String(format: "%d:%02d", minutes, secs)
            }
        }

        private static func fields(of date: Date, in zone: TimeZone?) -> tm {
            let seconds = date.timeIntervalSince1970
            var time = time_t(seconds.rounded(.down))
            var parts = tm()
            if let zone {
                time += time_t(zone.secondsFromGMT(for: date))
                gmtime_r(&time, &parts)
            } else {
                localtime_r(&time, &parts)
            }
            return parts
        }

        private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

        private static func relative(_ seconds: Int) -> String {
            let units = [(86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
            guard let first = units.firstIndex(where: { seconds >= $0.0 }) else { return "0 sec" }
            var parts: [String] = []
            var rest = seconds
            for (size, one, many) in units[first...].prefix(2) {
                let count = rest / size
                rest %= size
                if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") }
            }
            return parts.joined(separator: ", ")
        }

        private static func largestUnit(_ seconds: Int) -> String {
            let units = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            let (size, name) = units.first { seconds >= $0.0 } ?? (1, "second")
            let count = seconds / size
            return "\(count) \(name)\(count == 1 ? "" : "s")"
        }
    }
}

extension TextNode {
    /// Shows `live` in the environment's time zone, re-rendering every second on the clock
    /// while its style follows the clock.
    func follow(_ live: Text.LiveDate?) {
        liveDate = live
        guard let live else { dateTicker?.cancel(); dateTicker = nil; return }
        refreshDate()
        guard live.style.followsClock, dateTicker == nil, let clock = environment.clock else { return }
        dateTicker = clock.schedule(every: .seconds(1)) { [weak self] in self?.refreshDate() }
        teardownActions.append { [weak self] in self?.dateTicker?.cancel(); self?.dateTicker = nil }
    }

    private func refreshDate() {
        guard let liveDate else { return }
        let shown = Text(liveDate.string(now: environment.clock?.now ?? Date(), in: environment.explicitTimeZone))
        guard shown != text else { return }
        text = shown
        invalidate([.measure, .draw])
    }
}

