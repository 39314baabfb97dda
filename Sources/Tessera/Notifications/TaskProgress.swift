extension ProgressView {
    /// Also shows this progress outside the window, where the terminal has a place for it (a
    /// tab's or the taskbar's progress ring: OSC 9;4 in Windows Terminal, ConEmu and Ghostty):
    /// the share done, or a busy state for a view with no value. It is cleared when the view
    /// goes away and when the program ends; other terminals show the view alone. When several
    /// report, the one that changed last is shown.
    ///
    /// ```swift
    /// ProgressView("Uploading", value: sent, total: size).taskProgress()
    /// ```
    ///
    /// SwiftUI has no such modifier (an iOS app has no window frame to show it in); the name
    /// is the task's progress, as a desktop's taskbar shows it. `isReported` false stops
    /// reporting, as the view going away does.
    public func taskProgress(_ isReported: Bool = true) -> some View {
        TaskProgressReporter(content: self, state: isReported ? fraction.map { .normal(percent: Int(($0 * 100).rounded())) } ?? .indeterminate : nil)
    }
}

/// Reports `state` to the hub while the view is on screen, and nil once it goes.
private struct TaskProgressReporter<Content: View>: View {
    let content: Content
    let state: TaskProgressState?
    @State private var reporter = Reporter()
    @Environment(\.notificationHub) private var hub

    final class Reporter {}

    var body: some View {
        content
            .onAppear { report(state) }
            .onChange(of: state) { report(state) }
            .onDisappear { report(nil) }
    }

    @MainActor private func report(_ state: TaskProgressState?) {
        (hub ?? .shared).reportProgress(state, from: ObjectIdentifier(reporter))
    }
}

private struct NotificationHubKey: EnvironmentKey {
    static var defaultValue: NotificationHub? { nil }
}

extension EnvironmentValues {
    /// Where `.taskProgress()` reports: nil for the process's hub (tests give their own).
    package var notificationHub: NotificationHub? {
        get { self[NotificationHubKey.self] }
        set { self[NotificationHubKey.self] = newValue }
    }
}
