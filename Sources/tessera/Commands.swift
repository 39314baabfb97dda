import ArgumentParser
import Foundation
import Tessera
import TesseraApps
import TesseraNCurses

struct TesseraCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "SwiftUI-style terminal apps: an animal inspector, a vacation planner and a health dashboard.",
        discussion: """
        With no subcommand, opens the launcher: pick an app with ↑/↓, Enter opens it, q in the app \
        comes back, q in the launcher quits.

        Exit codes: 0 success, 64 bad usage (unknown option, bad size, bad key script), \
        65 bad data (a missing or malformed data file), 1 the terminal could not be used.
        """,
        version: TesseraVersion.current,
        subcommands: [AnimalsCommand.self, VacationCommand.self, HealthCommand.self, CheckCommand.self]
    )

    @OptionGroup var common: CommonOptions

    mutating func run() throws {
        let common = self.common
        try MainActor.assumeIsolated { try Launch.start(.launcher, common: common) }
    }
}

struct AnimalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animals",
        abstract: "Animal Inspector: who is eating the campus fruit? A sortable table, an inspector and the Nibble Bulletin.",
        discussion: "Keys: ↑/↓ PgUp/PgDn Home/End select, i inspector, [ and ] resize it, n Nibble Bulletin, ? help, q quit.")

    @OptionGroup var common: CommonOptions
    @Option(help: ArgumentHelp("Load DIR/animals.json instead of the shipped data.", valueName: "dir"))
    var data: String?
    // Unconditional, so that `--rows -5` is read as a (bad) number, not as an unknown option.
    @Option(parsing: .unconditional, help: "Replace the data with N synthetic animals (fast up to millions).")
    var rows: Int?

    func validate() throws {
        if let rows, rows < 0 || rows > 50_000_000 { throw ValidationError("--rows must be between 0 and 50000000 (got \(rows))") }
    }

    mutating func run() throws {
        let (common, choice) = (self.common, AppChoice.animals(data: data, rows: rows))
        try MainActor.assumeIsolated { try Launch.start(choice, common: common) }
    }
}

struct VacationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vacation",
        abstract: "Vacation Planner: sign in (a focus story), browse destinations, book trips.",
        discussion: "Keys: Tab/Shift-Tab move focus, arrows move between columns, Enter submits, Esc goes back, ? help, q quit (outside text fields).")

    @OptionGroup var common: CommonOptions
    @Option(help: ArgumentHelp("Load destinations and photos from DIR instead of the shipped data.", valueName: "dir"))
    var data: String?

    mutating func run() throws {
        let (common, choice) = (self.common, AppChoice.vacation(data: data))
        try MainActor.assumeIsolated { try Launch.start(choice, common: common) }
    }
}

struct HealthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health",
        abstract: "Health Dashboard: live heart rate, metrics and an editable list of medical conditions.",
        discussion: """
        Deep links: --path takes slash-separated screens: 'heart-rate' opens the heart-rate detail, \
        'conditions' focuses the conditions list. Example: tessera health --path heart-rate
        """)

    @OptionGroup var common: CommonOptions
    @Option(help: ArgumentHelp("Load heart-rate.json and health.json from DIR instead of the shipped data.", valueName: "dir"))
    var data: String?
    @Option(help: ArgumentHelp("Open with this navigation path already pushed (heart-rate, conditions).", valueName: "path"))
    var path: String?

    func validate() throws {
        if let path {
            for part in path.split(separator: "/") where !["heart-rate", "conditions"].contains(String(part)) {
                throw ValidationError("unknown --path element '\(part)' (expected heart-rate or conditions)")
            }
        }
    }

    mutating func run() throws {
        let parts = path.map { $0.split(separator: "/").map(String.init) } ?? []
        let (common, choice) = (self.common, AppChoice.health(data: data, path: parts))
        try MainActor.assumeIsolated { try Launch.start(choice, common: common) }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "A terminal check screen: wide text, colours, and the keys, mouse events and pastes your terminal sends.")

    mutating func run() throws {
        try MainActor.assumeIsolated {
            let backend = try Launch.makeBackend(noColor: false)
            let demo = DemoScreen(bytesWritten: { backend.bytesWritten }, terminal: backend.summary)
            TerminalRunLoop.run(demo, backend: backend, logPath: TerminalRunLoop.defaultLogPath())
        }
    }
}

enum TesseraVersion {
    static let current = "0.1.0"
}
