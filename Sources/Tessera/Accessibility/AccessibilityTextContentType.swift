/// What kind of text a view holds, as SwiftUI's `AccessibilityTextContentType`, so a reader can
/// read it the way it is meant (source code character by character, a console's output as it
/// comes). Marked in the accessibility tree as `content type sourceCode`; the screen does not change.
public struct AccessibilityTextContentType: Hashable, Sendable, CustomStringConvertible {
    /// The name the tree shows.
    public let description: String
    private init(_ name: String) { description = name }
    /// Ordinary text.
    public static let plain = AccessibilityTextContentType("plain")
    /// A terminal's output.
    public static let console = AccessibilityTextContentType("console")
    /// Names of files and folders.
    public static let fileSystem = AccessibilityTextContentType("fileSystem")
    /// A conversation of messages.
    public static let messaging = AccessibilityTextContentType("messaging")
    /// Prose, such as a book.
    public static let narrative = AccessibilityTextContentType("narrative")
    /// Program source code.
    public static let sourceCode = AccessibilityTextContentType("sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType("spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType("wordProcessing")
}

extension View {
    /// Tells a reader what kind of text this is (`.sourceCode`, `.console`, …); the tree marks
    /// it `content type sourceCode` (see SWIFTUI-DIFFERENCES).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        accessibilityMark { $0.states.append("content type \(value)") }
    }
}
