import Foundation

#if !canImport(Darwin)
extension String {
    /// Foundation's `String(localized:table:bundle:locale:comment:)`, which Apple platforms have
    /// and the Linux Foundation lacks: the string for `key` in `table` of `bundle` (the main
    /// bundle when nil), or `key` itself when no table has it. The comment is for translators.
    public init(localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: key, value: key, table: table)
    }
}
#endif
