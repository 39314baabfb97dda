import Tessera

// Errors are one line on stderr with a distinct exit code (64 usage, 65 data, 1 terminal);
// --help and --version print in full.
MainActor.assumeIsolated {
    CommandLineProgram.main(name: "tessera") {
        try TesseraCommand.run(CommandLineProgram.arguments)
    }
}
