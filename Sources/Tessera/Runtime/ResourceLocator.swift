import Foundation

/// Finds the shipped data files (`Resources/`).
public enum ResourceLocator {
    /// `TESSERA_RESOURCES`, then `<exe dir>/../share/tessera`, then the first `Resources`
    /// folder holding `animals.json` found walking up from the executable and from the
    /// current directory; nil when none exists.
    public static func resourcesDirectory() -> URL? {
        let fm = FileManager.default
        func valid(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("animals.json").path) }
        if let env = ProcessEnvironment.nonEmpty("TESSERA_RESOURCES") {
            let url = URL(fileURLWithPath: env)
            if valid(url) { return url }
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        let share = exe.appendingPathComponent("../share/tessera").standardizedFileURL
        if valid(share) { return share }
        for start in [exe, URL(fileURLWithPath: fm.currentDirectoryPath)] {
            var dir = start.standardizedFileURL
            for _ in 0..<12 {
                let candidate = dir.appendingPathComponent("Resources")
                if valid(candidate) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }

    /// The resources directory if it holds `file`, or nil.
    public static func directory(containing file: String) -> URL? {
        guard let directory = resourcesDirectory(),
              FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path) else { return nil }
        return directory
    }
}
