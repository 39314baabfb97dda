#if !canImport(Darwin)
import Foundation

/// Foundation's `ListFormatter`, which Linux's Foundation does not declare: joins items into a
/// list in the locale's words, "Ann, Bob, and Cy" in English, through Foundation's own list
/// format style. Apple platforms use Foundation's class, so this one exists only elsewhere.
///
/// ```swift
/// Text(ListFormatter.localizedString(byJoining: attendees.map(\.name)))
/// ```
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale whose words join the list (the user's by default).
    open var locale: Locale! = .current
    /// Formats each item before it is joined; nil describes each item as it is.
    open var itemFormatter: Formatter?

    /// A formatter in the user's locale.
    public override init() { super.init() }

    /// A formatter decoded from `coder`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined in the user's locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` joined, each formatted by `itemFormatter` (or described) first.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// The array `obj` joined, or nil when it is not an array.
    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }
}
#endif
