import Testing
import Tessera

// The command line every Tessera program shares (`tessera` and every `App`).

@Suite struct CommandLineTests {
    private func usageError(_ arguments: [String], own: [CommandLineOption] = []) -> CommandLineError? {
        do {
            _ = try CommandLineOptions.parse(arguments, own: own)
            return nil
        } catch {
            return error
        }
    }

    @Test func sharedOptionsAreRead() throws {
        let options = try CommandLineOptions.parse(["--snapshot", "--size", "60x20", "--keys", "Tab Enter", "--format=ansi",
                                                    "--no-color", "--state-dir", "/tmp/x", "--theme", "light", "--clock", "2026-01-02"])
        #expect(options.snapshot)
        #expect(options.size == Size(width: 60, height: 20))
        #expect(options.keys == "Tab Enter")
        #expect(options.format == .ansi)
        #expect(!options.colorsEnabled)
        #expect(options.stateDirectory(name: "notes").path == "/tmp/x")
        #expect(options.theme == .light)
        #expect(options.clockStart.timeIntervalSince1970 == 1_767_312_000)
        #expect(options.arguments.isEmpty)
    }

    @Test func defaultsWithNoArguments() throws {
        let options = try CommandLineOptions.parse([])
        #expect(!options.snapshot)
        #expect(options.size == nil)
        #expect(options.format == .text)
        #expect(options.theme == .dark)
        #expect(options.clockStart == TestClock.defaultStart)
    }

    @Test func unknownOptionsAndBadValuesAreUsageErrors() {
        #expect(usageError(["--frob"])?.description == "unknown option '--frob'")
        #expect(usageError(["--frob=1"])?.description == "unknown option '--frob'")
        #expect(usageError(["-x"])?.description == "unknown option '-x'")
        #expect(usageError(["--size", "0x0"])?.description.hasPrefix("invalid --size '0x0'") == true)
        #expect(usageError(["--size"])?.description == "missing value for '--size <WxH>'")
        #expect(usageError(["--keys", "<Bogus>"])?.description.hasPrefix("invalid --keys") == true)
        #expect(usageError(["--clock", "2026-02-30"])?.description.hasPrefix("invalid --clock") == true)
        #expect(usageError(["--format", "pdf"])?.description == "invalid --format 'pdf' (expected text, ansi or accessibility)")
        #expect(usageError(["--theme", "neon"])?.description == "invalid --theme 'neon' (expected dark or light)")
        #expect(usageError(["--snapshot=yes"])?.description == "--snapshot takes no value")
        #expect(usageError(["--version", "extra"])?.description == "--version takes no other arguments (got: extra)")
        #expect(usageError(["--frob"])?.exitCode == 64)
    }

    @Test func aProgramsOwnOptionsAndArguments() throws {
        let own = [CommandLineOption("data", value: "dir", help: "Data."), CommandLineOption("verbose", help: "More.")]
        let options = try CommandLineOptions.parse(["open", "--data", "-d", "--verbose", "--", "--file"], own: own)
        #expect(options.values["data"] == "-d")
        #expect(options.flags == ["verbose"])
        #expect(options.arguments == ["open", "--file"])
        #expect(usageError(["--data"], own: own)?.description == "missing value for '--data <dir>'")
    }

    @Test func helpListsOwnAndSharedOptions() {
        let help = CommandLineProgram.help(usage: "notes [options]", abstract: "Notes.",
                                           own: [CommandLineOption("data", value: "dir", help: "Where the notes are.")])
        #expect(help.hasPrefix("Notes.\n\nUsage: notes [options]\n"))
        #expect(help.contains("  --data <dir>          Where the notes are.\n"))
        for option in CommandLineOptions.shared { #expect(help.contains("  --\(option.name)")) }
    }

    @Test @MainActor func aSnapshotPlaysTheKeysAndPrintsTheFormat() throws {
        struct Toggler: View {
            @State private var on = false
            var body: some View { Button(on ? "On" : "Off") { on.toggle() } }
        }
        let options = try CommandLineOptions.parse(["--snapshot", "--keys", "Enter", "--size", "12x3"])
        let host = ViewHost(rootView: Toggler(), size: Size(width: 12, height: 3), environment: options.environment, clock: TestClock())
        let text = try CommandLineProgram.snapshot(of: host, size: Size(width: 12, height: 3), options: options)
        #expect(text.contains("On"))
        #expect(!text.contains("Off"))
    }
}
