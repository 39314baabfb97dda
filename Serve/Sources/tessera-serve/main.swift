import Tessera

// Errors end the server with one line on stderr and an exit code (64 usage, 1 otherwise).
MainActor.assumeIsolated {
    CommandLineProgram.main(name: "tessera-serve") {
        try Serve.main(Array(CommandLine.arguments.dropFirst()))
    }
}
