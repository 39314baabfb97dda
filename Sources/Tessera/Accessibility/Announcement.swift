/// SwiftUI's accessibility notifications. In a terminal an announcement is written to the status
/// line (the footer row) in screen-reader mode, where a reader that follows the screen reads it;
/// it stays until the next key.
///
/// ```swift
/// AccessibilityNotification.Announcement("Enter a valid email address").post()
/// ```
public enum AccessibilityNotification {
    /// Something to say now: a validation error, a deleted item, a finished task.
    public struct Announcement: Sendable, Hashable {
        /// What is said.
        public let text: String
        /// An announcement of `text`.
        public init(_ text: String) { self.text = text }
        /// Says it, in screen-reader mode; otherwise does nothing.
        @MainActor public func post() { AnnouncementCenter.host?.announce(text) }
    }
}

/// The host whose status line takes announcements: the outermost one in screen-reader mode.
@MainActor
package enum AnnouncementCenter {
    package static weak var host: ViewHost?
}

extension ViewHost {
    /// Shows `text` in the status line, in screen-reader mode.
    package func announce(_ text: String) {
        guard environment.screenReaderMode else { return }
        statusMessage = text
    }
}
