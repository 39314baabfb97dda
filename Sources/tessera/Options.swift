import ArgumentParser
import Foundation
import Tessera

/// Options every app command shares.
struct CommonOptions: ParsableArguments {
    @Flag(help: "Render headless and print the screen to stdout instead of running in the terminal.")
    var snapshot = false

    @Option(help: ArgumentHelp("Screen size for --snapshot, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: ScreenSize?

    @Option(help: ArgumentHelp("Keys to play first (before the snapshot, or before a live run starts taking keys), e.g. 'Tab Tab \"text\" Enter <Down>x3 C-c'. Words: Tab BackTab Enter Esc Space Backspace Delete Up Down Left Right Home End PgUp PgDn F1–F12, C-x (Ctrl), M-x (Alt), a single character, \"typed text\", and a repeat suffix like x3.", valueName: "script"))
    var keys: String?

    @Option(help: ArgumentHelp("Freeze the clock at this time (ISO 8601, e.g. 2026-03-14T09:41:00Z). --snapshot always uses a frozen clock, by default 2026-03-14T09:41:00Z.", valueName: "time"))
    var clock: String?

    @Option(help: "Snapshot format: text, ansi (colours and attributes as escape codes), or accessibility (the semantic tree, one element a line).")
    var format: SnapshotFormat = .text

    @Flag(help: "No colours (attributes only). Also set by the NO_COLOR environment variable.")
    var noColor = false

    @Option(help: ArgumentHelp("Where edits and settings are kept. Default: $XDG_STATE_HOME/tessera (~/.local/state/tessera).", valueName: "dir"))
    var stateDir: String?

    @Flag(help: "Screen-reader mode: the cursor stays on the focused control; announcements go to the status line. Also TESSERA_SCREEN_READER=1.")
    var screenReader = false

    /// On with `--screen-reader` or `TESSERA_SCREEN_READER=1`.
    var screenReaderMode: Bool {
        screenReader || ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["TESSERA_SCREEN_READER"]?.lowercased() ?? "")
    }

    @Option(help: "Colour theme: dark or light.")
    var theme: ThemeName = .dark

    var colorsEnabled: Bool {
        if noColor { return false }
        if let value = ProcessInfo.processInfo.environment["NO_COLOR"], !value.isEmpty { return false }
        return true
    }

    func stateDirectory() -> URL {
        if let stateDir { return URL(fileURLWithPath: stateDir) }
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_STATE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("tessera") }
        let home = env["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/tessera")
    }

    func fixedClockStart() throws -> Date {
        guard let clock else { return TestClock.defaultStart }
        if let date = ISO8601.date(from: clock) { return date }
        throw ValidationError("invalid --clock '\(clock)' (expected ISO 8601, e.g. 2026-03-14T09:41:00Z)")
    }

    func validate() throws {
        if let keys {
            do { _ = try KeyScript.parse(keys) } catch { throw ValidationError("invalid --keys: \(error)") }
        }
        _ = try fixedClockStart()
    }
}

struct ScreenSize: ExpressibleByArgument {
    var size: Size
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h) else { return nil }
        size = Size(width: w, height: h)
    }
    static var defaultCompletionKind: CompletionKind { .default }
}

enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable { case text, ansi, accessibility }
enum ThemeName: String, ExpressibleByArgument, CaseIterable { case dark, light }

