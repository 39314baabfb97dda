import Foundation

/// Finds the directory of shipped data files (`animals.json`, `destinations.json`, photos).
public enum ResourceLocator {
    /// The resources directory: `$TESSERA_RESOURCES` if set, else `<executable dir>/../share/tessera`,
    /// else the first `Resources/` holding `animals.json` found walking up from the executable,
    /// then from the current directory. Nil when none exists.
    public static func resourcesDirectory() -> URL? {
        let fm = FileManager.default
        func isDirectory(_ url: URL) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
        }
        if let env = ProcessInfo.processInfo.environment["TESSERA_RESOURCES"], !env.isEmpty {
            return URL(fileURLWithPath: env, isDirectory: true)
        }
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")).resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/tessera", isDirectory: true)
        if isDirectory(installed) { return installed }
        let starts = [executable.deletingLastPathComponent(), URL(fileURLWithPath: fm.currentDirectoryPath, isDirectory: true)]
        for start in starts {
            var dir = start.standardizedFileURL
            while true {
                let candidate = dir.appendingPathComponent("Resources", isDirectory: true)
                if fm.fileExists(atPath: candidate.appendingPathComponent("animals.json").path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}
