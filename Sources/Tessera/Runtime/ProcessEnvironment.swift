import Foundation

/// Variables of the process's environment, read one at a time with `getenv`:
/// `ProcessInfo.processInfo.environment` makes a dictionary of all of them each time it is
/// asked, which at start-up was a few per cent of the time to the first frame.
package enum ProcessEnvironment {
    /// The value of `name`, or nil when it is not set.
    package static subscript(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The value of `name` when it is set and not empty.
    package static func nonEmpty(_ name: String) -> String? {
        self[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where programs keep their state: `$XDG_STATE_HOME`, else `~/.local/state`.
    package static var stateHome: URL {
        if let xdg = nonEmpty("XDG_STATE_HOME") { return URL(fileURLWithPath: xdg) }
        return URL(fileURLWithPath: self["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
    }
}
