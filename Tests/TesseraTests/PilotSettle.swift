import Foundation
import TesseraTesting

extension Pilot {
    /// Lets work the last key or click started run (tasks, posted changes), then draws.
    func settle() async {
        for _ in 0..<5 { await Task.yield() }
        _ = screen
    }

    /// The line of the screen with the list's `▸`, trimmed: the focused row.
    var focusedLine: String {
        screen.lines.first { $0.hasPrefix("▸") }?.trimmingCharacters(in: .whitespaces) ?? ""
    }
}
