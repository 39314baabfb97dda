import Foundation

/// A program's entry point, as SwiftUI's `App`: mark the type `@main` and its `body` names the
/// scene to show. The program gets the shared command line for free (`--snapshot`, `--size`,
/// `--keys`, `--format`, `--help`, …, see `CommandLineOptions`): without `--snapshot` it runs in
/// the terminal; with it, it prints the screen headless.
///
/// ```swift
/// import Tessera
///
/// @main
/// struct CounterApp: App {
///     @State private var launches = 0
///     var body: some Scene {
///         WindowGroup("Counter") { CounterView() }
///     }
/// }
/// ```
///
/// The app value is made once; its `body` is read again whenever the `@State`, `@AppStorage`
/// or `@Environment` values it reads change, and those keep their values between readings.
@MainActor @preconcurrency public protocol App {
    /// The scenes of the app.
    associatedtype Body: Scene
    /// The app's content: usually one `WindowGroup`.
    @SceneBuilder var body: Body { get }
    /// Makes the app; `main()` calls it once.
    init()
    /// What `--version` prints. The default names the toolkit's version.
    static var version: String { get }
    /// The app's own command-line options, beside the shared ones (none by default). Their
    /// values are in `CommandLineProgram.options` when `init()` runs.
    static var commandLineOptions: [CommandLineOption] { get }
    /// How `--help` names the arguments the app takes (`"FILE…"`), or nil when it takes none
    /// (the default: an argument is then a usage error).
    static var commandLineArguments: String? { get }
}

extension App {
    /// What `--version` prints: `Tessera 0.1.0` unless the app says otherwise.
    public static var version: String { "Tessera \(CommandLineProgram.toolkitVersion)" }
    /// No options of the app's own.
    public static var commandLineOptions: [CommandLineOption] { [] }
    /// No arguments.
    public static var commandLineArguments: String? { nil }

    /// Runs the app from the command line: parses the shared options, then prints a snapshot
    /// (`--snapshot`), the help or the version, or runs live in the terminal. Bad usage exits
    /// 64 with one line on stderr.
    @MainActor public static func main() {
        let name = CommandLineProgram.executableName
        CommandLineProgram.main(name: name) {
            var options = try CommandLineOptions.parse(CommandLineProgram.arguments, own: commandLineOptions)
            if commandLineArguments == nil, let extra = options.arguments.first {
                throw CommandLineError.usage("unexpected argument '\(extra)'")
            }
            CommandLineProgram.options = options
            if options.version { return CommandLineProgram.print(version + "\n") }
            if options.help {
                let title = SceneContent.title(of: Self().body) ?? name
                let usage = "\(name) [options]" + (commandLineArguments.map { " \($0)" } ?? "")
                return CommandLineProgram.print(CommandLineProgram.help(usage: usage, abstract: title, own: commandLineOptions))
            }
            if try CommandLineProgram.runPreviewOptions(options, name: name) { return }
            let app = Self()
            // `--inline` on the command line wins over the window group's `.windowStyle`.
            if options.displayMode == .fullScreen { options.displayMode = SceneContent.displayMode(of: app.body) }
            try CommandLineProgram.run(options, name: name) { context in
                var environment = context.environment
                let store = StateStore(url: context.stateDirectory.appendingPathComponent("\(name).json"), clock: context.clock)
                environment.stateStore = store
                let host = ViewHost(app: app, size: context.size, environment: environment, clock: context.clock)
                host.showMessages(of: store)
                return host
            }
        }
    }
}

extension CommandLineProgram {
    /// The toolkit's version.
    public static let toolkitVersion = "0.1.0"
    /// The command line `App.main()` read: the app's own option values and arguments are in
    /// `values`, `flags` and `arguments`.
    public internal(set) static var options = CommandLineOptions()
}

extension ViewHost {
    /// Hosts `app`: its first window's content, with the app's own `@State`, `@AppStorage` and
    /// `@Environment` kept in the root of the tree, so they persist while `body` is read again.
    public convenience init<A: App>(app: A, size: Size, environment: EnvironmentValues = EnvironmentValues(), clock: (any RunClock)? = nil) {
        self.init(rootView: AppRootView(app: app), size: size, environment: environment, clock: clock)
    }
}

/// The view at the root of an app: its dynamic properties are the app's, so a change to the
/// app's `@State` reads the app's `body` again.
struct AppRootView<A: App>: View, DynamicPropertySource {
    let app: A
    var dynamicPropertyOwner: Any { app }

    var body: some View {
        SceneContent.window(of: app.body) ?? AnyView(EmptyView())
    }
}
