import Foundation

/// Finds the shipped data files: `../share/tessera` beside an installed binary, else the
/// repository's `Resources/` found by walking up from the executable or the current directory.
public enum ResourceLocator {
    /// The first resources directory that holds `file`, or nil.
    public static func directory(containing file: String) -> URL? {
        let fm = FileManager.default
        var starts: [URL] = []
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let exeDir = exe.deletingLastPathComponent()
        starts.append(exeDir)
        if let bundled = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(), bundled != exeDir {
            starts.append(bundled)
        }
        for start in starts {
            let share = start.deletingLastPathComponent().appendingPathComponent("share/tessera")
            if fm.fileExists(atPath: share.appendingPathComponent(file).path) { return share }
        }
        starts.append(URL(fileURLWithPath: fm.currentDirectoryPath))
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<12 {
                let candidate = dir.appendingPathComponent("Resources")
                if fm.fileExists(atPath: candidate.appendingPathComponent(file).path) { return candidate }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        return nil
    }
}
