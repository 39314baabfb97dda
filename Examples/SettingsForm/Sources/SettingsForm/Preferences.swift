/// The window's colours.
enum Appearance: String, Codable, CaseIterable, Identifiable {
    case dark, light
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// How the editor ends lines it writes.
enum LineEnding: String, Codable, CaseIterable, Identifiable {
    case lf, crlf, cr
    var id: Self { self }
    var title: String {
        switch self {
        case .lf: "LF (Unix)"
        case .crlf: "CRLF (Windows)"
        case .cr: "CR (classic Mac)"
        }
    }
}

/// The preferences' keys and defaults, in one place for the form and its reset.
enum PreferenceKey {
    static let appearance = "appearance"
    static let showLineNumbers = "showLineNumbers"
    static let fontSize = "fontSize"
    static let tabWidth = "tabWidth"
    static let insertSpaces = "insertSpaces"
    static let lineEnding = "lineEnding"
    static let name = "name"
    static let email = "email"
}
