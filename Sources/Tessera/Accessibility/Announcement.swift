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

/// Where a screen reader's focus is. In a terminal the reader follows the one cursor, so its
/// focus is the keyboard focus: this is `FocusState` under SwiftUI's accessibility name, and
/// setting it moves both.
///
/// ```swift
/// @AccessibilityFocusState private var focused: Field?
/// TextField("Email", text: $email).accessibilityFocused($focused, equals: .email)
/// ```
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>

extension View {
    /// Binds the screen reader's focus (the keyboard focus, in a terminal) to `binding`.
    public func accessibilityFocused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        focused(binding, equals: value)
    }

    /// Binds the screen reader's focus (the keyboard focus, in a terminal) to a Boolean.
    public func accessibilityFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        focused(binding)
    }
}
