import Foundation
import Tessera

/// How serious a line is, in increasing order.
enum LogLevel: Int, CaseIterable, Identifiable, Comparable {
    case debug, info, warning, error
    var id: Self { self }

    init?(_ word: Substring) {
        switch word {
        case "DEBUG": self = .debug
        case "INFO": self = .info
        case "WARN", "WARNING": self = .warning
        case "ERROR": self = .error
        default: return nil
        }
    }

    /// The filter's name for "this level and above".
    var filterTitle: String {
        switch self {
        case .debug: "All"
        case .info: "Info+"
        case .warning: "Warn+"
        case .error: "Errors"
        }
    }

    var label: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warn"
        case .error: "error"
        }
    }

    static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
}

/// One line of the log: `2026-03-14T09:41:06Z INFO  [http] GET /login 304 597ms`.
struct LogLine: Identifiable, Hashable {
    /// The line number, from 1.
    let id: Int
    let time: String
    let level: LogLevel
    let message: String
    /// The message in lower case, so finding ignores case without a locale-aware compare per line.
    let foldedMessage: String

    init(number: Int, text: Substring) {
        id = number
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        if words.count == 3, let level = LogLevel(words[1]) {
            // The time of day is enough on a screen: 09:41:06.
            let stamp = words[0]
            time = stamp.count >= 19 ? String(stamp.dropFirst(11).prefix(8)) : String(stamp)
            self.level = level
            message = words[2].trimmingCharacters(in: .whitespaces)
        } else {
            time = ""
            level = .info
            message = String(text)
        }
        foldedMessage = message.lowercased()
    }
}

/// The log's lines and what the viewer shows of them: the lines at or above a level that
/// contain the text to find. The shown lines are worked out when the filter changes, not on
/// every frame.
@Observable
final class LogModel {
    let path: String
    private(set) var lines: [LogLine] = []
    private(set) var problem: String?
    private(set) var shown: [LogLine] = []

    var minimumLevel = LogLevel.debug { didSet { refilter() } }
    var query = "" { didSet { refilter() } }

    init(path: String) {
        self.path = path
        do {
            load(try String(contentsOfFile: path, encoding: .utf8))
        } catch {
            problem = "Cannot read \(path)"
        }
    }

    init(text: String, path: String = "memory") {
        self.path = path
        load(text)
    }

    private func load(_ text: String) {
        var number = 0
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            number += 1
            return line.isEmpty ? nil : LogLine(number: number, text: line)
        }
        refilter()
    }

    private func refilter() {
        let query = self.query.lowercased()
        let level = minimumLevel
        shown = lines.filter { line in
            line.level >= level && (query.isEmpty || line.foldedMessage.contains(query))
        }
    }

    /// How many lines there are at each level.
    func count(of level: LogLevel) -> Int { lines.count { $0.level == level } }
}
