import Tessera

@main
struct LogViewerApp: App {
    static let commandLineArguments: String? = "[FILE]"

    /// The file named on the command line, else `sample.log` in the current directory.
    @State private var log = LogModel(path: CommandLineProgram.options.arguments.first ?? "sample.log")

    var body: some Scene {
        WindowGroup("Log Viewer: a large log file, filtered by level and by the text you find.") {
            LogView(log: log)
        }
    }
}
