import Foundation

/// Opens an address: what `Link` calls, and what views read as `@Environment(\.openURL)`.
///
/// Replace it with `.environment(\.openURL, OpenURLAction { url in … })` to handle addresses
/// in the app; a handler that returns `.systemAction` hands the address on to the system
/// opener (`EnvironmentValues.systemURLOpener`), which shows it in the status line when it
/// cannot open it.
public struct OpenURLAction {
    /// What a handler did with an address.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind

        /// The handler opened the address.
        public static let handled = Result(kind: .handled)
        /// The handler decided not to open the address.
        public static let discarded = Result(kind: .discarded)
        /// The system opener should open the address.
        public static let systemAction = Result(kind: .system(nil))
        /// The system opener should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    private let handler: @MainActor (URL) -> Result
    /// Set when read from a view's environment: opens through the host the view is in.
    package var system: (@MainActor (URL) -> Void)?

    /// An action that passes each address to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        switch handler(url).kind {
        case .handled, .discarded: break
        case .system(let replacement): system?(replacement ?? url)
        }
    }
}

/// How the system opens an address that no handler took: the desktop's opener, when there
/// is a desktop. Without one (over SSH, on the Linux console, in tests and snapshots) the
/// address is shown in the status line for the user to copy.
public struct SystemURLOpener: Sendable {
    private let launch: @Sendable (Hyperlink) -> Bool

    /// An opener that calls `launch` with the checked address; `launch` returns whether it
    /// started something that will open it.
    public init(launch: @escaping @Sendable (Hyperlink) -> Bool) {
        self.launch = launch
    }

    /// Opens nothing: every address is shown in the status line.
    public static let none = SystemURLOpener { _ in false }

    /// `xdg-open`, started detached with its output discarded, when `environment` (the
    /// process's own when nil) names a display (`DISPLAY` or `WAYLAND_DISPLAY`) and `xdg-open`
    /// is on its `PATH`; otherwise `.none`.
    public static func desktop(environment: [String: String]? = nil) -> SystemURLOpener {
        let variable: (String) -> String? = { name in environment.map { $0[name] } ?? ProcessEnvironment[name] }
        guard let opener = desktopOpenerPath(variable) else { return .none }
        return SystemURLOpener { link in DetachedProcess.spawn(opener, arguments: [link.address]) }
    }

    /// Where `xdg-open` is, when there is a display for it to open on.
    static func desktopOpenerPath(environment: [String: String]) -> String? { desktopOpenerPath { environment[$0] } }

    private static func desktopOpenerPath(_ variable: (String) -> String?) -> String? {
        let hasDisplay = !(variable("DISPLAY") ?? "").isEmpty || !(variable("WAYLAND_DISPLAY") ?? "").isEmpty
        guard hasDisplay else { return nil }
        for directory in (variable("PATH") ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = String(directory) + "/xdg-open"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Hands `link` to the opener; false when nothing was started.
    public func open(_ link: Hyperlink) -> Bool { launch(link) }
}

/// Starts a program in its own session with stdin, stdout and stderr on /dev/null, and reaps
/// it in the background: it never writes on the terminal or outlives as a zombie.
enum DetachedProcess {
    static func spawn(_ path: String, arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        // POSIX_SPAWN_SETSID (glibc 2.26+; the Swift importer does not see the GNU macro).
        posix_spawnattr_setflags(&attributes, 0x80)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return false }
        DispatchQueue.global(qos: .utility).async { [pid] in
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        return true
    }
}

/// The host a view is in, for actions read from its environment (`openURL`).
package struct HostReference {
    package weak var host: ViewHost?
    package init(_ host: ViewHost?) { self.host = host }
}

private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } } }
private struct SystemURLOpenerKey: EnvironmentKey { static var defaultValue: SystemURLOpener { .none } }
private struct HostReferenceKey: EnvironmentKey { static var defaultValue: HostReference { HostReference(nil) } }

extension EnvironmentValues {
    /// Opens an address: `Link` calls it, and so may any view (`@Environment(\.openURL)`).
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            let reference = self[HostReferenceKey.self]
            let opener = systemURLOpener
            action.system = { url in reference.host?.openExternally(url, with: opener) }
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// What opens an address no `openURL` handler took. `.none` (show it in the status line)
    /// unless the program sets it; the `tessera` command sets `.desktop()` for live runs.
    public var systemURLOpener: SystemURLOpener {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }

    /// The host the view is in (set by the root node).
    package var hostReference: HostReference {
        get { self[HostReferenceKey.self] }
        set { self[HostReferenceKey.self] = newValue }
    }
}

extension ViewHost {
    /// Opens `url` through `opener`, telling the user in the status line what happened: the
    /// address is shown when it cannot be opened here, so it can be copied.
    package func openExternally(_ url: URL, with opener: SystemURLOpener) {
        guard let link = Hyperlink(url) else {
            statusMessage = "Not opened: only http, https and mailto links open"
            return
        }
        statusMessage = opener.open(link) ? "Opening \(link.address)" : "Link: \(link.address)"
    }
}
