import Foundation
import Tessera
import TesseraApps

/// The launcher and its subcommands, on the command line every Tessera program shares.
@MainActor
enum TesseraCommand {
    static let version = CommandLineProgram.toolkitVersion

    struct Subcommand {
        var name: String
        var abstract: String
        var own: [CommandLineOption] = []
        var discussion: String?
        /// The shared options it takes.
        var shared = CommandLineOptions.shared
    }

    /// `--data`, named the same for every app: what it reads and what overrides what.
    static func dataOption(_ files: String) -> CommandLineOption {
        CommandLineOption("data", value: "dir", help: "Read \(files) instead of the data built into the program; nothing else in DIR is read. TESSERA_RESOURCES=DIR does the same for every app.")
    }

    static let abstract = "SwiftUI-style terminal apps: an animal inspector, a vacation planner and a health dashboard."
    static let discussion = """
        With no subcommand, opens the launcher: pick an app with ↑/↓, Enter opens it, q in the app \
        comes back, q in the launcher quits.

        Each app's data is built into the program; --data DIR (or TESSERA_RESOURCES=DIR for every \
        app) reads the app's files from DIR instead, by name, and nothing else there.

        Exit codes: 0 success, 64 bad usage (unknown option, bad size, bad key script), \
        65 bad data (a missing or malformed data file), 1 the terminal could not be used.
        """

    static let subcommands = [
        Subcommand(
            name: "animals",
            abstract: "Animal Inspector: who is eating the campus fruit? A sortable table, an inspector and the Nibble Bulletin.",
            own: [dataOption("DIR/animals.json"),
                  CommandLineOption("rows", value: "N", help: "Replace the data with N synthetic animals (fast up to millions).")],
            discussion: "Keys: ↑/↓ PgUp/PgDn Home/End select, / find by name, < and > sort column, r reverse, y copy the row, i inspector, [ and ] resize it, n Nibble Bulletin, ? help, q quit."),
        Subcommand(
            name: "vacation",
            abstract: "Vacation Planner: sign in (a focus story), browse destinations, book trips.",
            own: [dataOption("DIR/destinations.json, DIR/photos/captions.json and each destination's DIR/photos/PHOTO.txt")],
            discussion: "Keys: Tab/Shift-Tab move focus, arrows move between columns, Enter submits, Esc goes back, ? help, q quit (outside text fields)."),
        Subcommand(
            name: "health",
            abstract: "Health Dashboard: live heart rate, metrics and an editable list of medical conditions.",
            own: [dataOption("DIR/health.json and DIR/heart-rate.json"),
                  CommandLineOption("path", value: "path", help: "Open with this navigation path already pushed (heart-rate, conditions).")],
            discussion: "Deep links: --path takes slash-separated screens: 'heart-rate' opens the heart-rate detail, 'conditions' focuses the conditions list. Example: tessera health --path heart-rate"),
        Subcommand(
            name: "check",
            abstract: "A terminal check screen: wide text, colours, and the keys, mouse events and pastes your terminal sends. It runs only in a terminal (no --snapshot).",
            shared: CommandLineOptions.shared.filter { ["no-color", "version", "help"].contains($0.name) }),
    ]

    /// Reads the command line and runs what it asks for.
    static func run(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            let options = try CommandLineOptions.parse(arguments)
            if let word = options.arguments.first {
                throw CommandLineError.usage("unknown subcommand '\(word)' (expected \(subcommands.map(\.name).joined(separator: ", ")))")
            }
            if options.version { return CommandLineProgram.print(version + "\n") }
            if options.help {
                return CommandLineProgram.print(CommandLineProgram.help(
                    usage: "tessera [<subcommand>] [options]", abstract: abstract,
                    subcommands: subcommands.map { ($0.name, $0.abstract) }, discussion: discussion))
            }
            if try CommandLineProgram.runPreviewOptions(options, name: "tessera") { return }
            return try Launch.start(.launcher, options: options)
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            throw CommandLineError.usage("unknown subcommand '\(first)' (expected \(subcommands.map(\.name).joined(separator: ", ")))")
        }
        let options = try CommandLineOptions.parse(Array(arguments.dropFirst()), own: subcommand.own, shared: subcommand.shared)
        if let word = options.arguments.first { throw CommandLineError.usage("unexpected argument '\(word)'") }
        if options.version { return CommandLineProgram.print(version + "\n") }
        if options.help {
            let usage = "tessera \(subcommand.name) " + subcommand.own.map { "[--\($0.name) <\($0.valueName ?? "")>] " }.joined() + "[options]"
            return CommandLineProgram.print(CommandLineProgram.help(usage: usage, abstract: subcommand.abstract, own: subcommand.own,
                                                                    shared: subcommand.shared, discussion: subcommand.discussion))
        }
        if try CommandLineProgram.runPreviewOptions(options, name: "tessera") { return }
        if let choice = try choice(subcommand.name, options) {
            try Launch.start(choice, options: options)
        } else {
            try Launch.startCheck(options: options)
        }
    }

    /// The app the subcommand and its own options open; nil for the check screen.
    static func choice(_ name: String, _ options: CommandLineOptions) throws(CommandLineError) -> AppChoice? {
        let data = options.values["data"]
        switch name {
        case "animals":
            var rows: Int?
            if let text = options.values["rows"] {
                guard let value = Int(text) else { throw .usage("invalid --rows '\(text)' (expected a whole number)") }
                guard (0...50_000_000).contains(value) else { throw .usage("--rows must be between 0 and 50000000 (got \(value))") }
                rows = value
            }
            return .animals(data: data, rows: rows)
        case "vacation":
            return .vacation(data: data)
        case "health":
            let parts = options.values["path"].map { $0.split(separator: "/").map(String.init) } ?? []
            for part in parts where !["heart-rate", "conditions"].contains(part) {
                throw .usage("unknown --path element '\(part)' (expected heart-rate or conditions)")
            }
            return .health(data: data, path: parts)
        default:
            return nil
        }
    }
}
