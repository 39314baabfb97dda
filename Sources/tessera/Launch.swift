import Foundation
import Tessera
import TesseraApps
import TesseraNCurses

@MainActor
enum Launch {
    /// Opens `choice` as the shared command line says: printed headless with `--snapshot`,
    /// else live in the terminal.
    static func start(_ choice: AppChoice, options: CommandLineOptions) throws {
        try CommandLineProgram.run(options, name: "tessera") { context in
            try AppCatalog.makeProducer(choice, environment: context.environment, stateDirectory: context.stateDirectory,
                                        clock: context.clock, size: context.size)
        }
    }

    /// The terminal check screen owns its loop: it shows the bytes the backend wrote.
    static func startCheck(options: CommandLineOptions) throws {
        let backend: NCursesBackend
        do {
            backend = try NCursesBackend(options: NCursesBackend.Options(noColor: !options.colorsEnabled, countsBytesWritten: true))
        } catch {
            throw CommandLineError.terminal("\(error)")
        }
        let demo = DemoScreen(bytesWritten: { backend.bytesWritten }, terminal: backend.summary)
        TerminalRunLoop.run(demo, backend: backend, logPath: CommandLineProgram.logPath(name: "tessera"))
    }
}
