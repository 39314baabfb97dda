#if !canImport(Darwin)
import Foundation

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation does not declare: says
/// how far a date is from another in the locale's words ("2 hours ago", "tomorrow"), through
/// Foundation's own relative format style. Apple platforms use Foundation's class.
///
/// ```swift
/// Text(RelativeDateTimeFormatter().localizedString(for: post.date, relativeTo: .now))
/// ```
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers always ("1 day ago"), or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago".
        case numeric
        /// "yesterday".
        case named
    }

    /// How long the words for the units are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full
        /// "two hours ago".
        case spellOut
        /// "2 hr. ago".
        case short
        /// "2h ago".
        case abbreviated
    }

    /// Numbers or names (numbers by default).
    open var dateTimeStyle = DateTimeStyle.numeric
    /// The units' words (full by default).
    open var unitsStyle = UnitsStyle.full
    /// The locale whose words are used (the user's by default).
    open var locale: Locale! = .current
    /// The calendar the dates are counted in (the user's by default).
    open var calendar: Calendar! = .current

    /// A formatter in the user's locale.
    public override init() { super.init() }

    /// A formatter decoded from `coder`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` said from `referenceDate`: "in 3 days", "5 minutes ago".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                     unitsStyle: units)
        style.locale = locale ?? .current
        style.calendar = calendar ?? .current
        return style.format(referenceDate)
    }

    /// An interval said from now: a negative one is in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Date components said from now: `DateComponents(day: -1)` is "1 day ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let cal = calendar ?? .current
        return localizedString(for: cal.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    /// A date said from now, or nil when `obj` is not a date.
    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
#endif
