import Foundation
import Tessera
import AnimalInspector
import VacationPlanner
import HealthDashboard

/// What to open.
public enum AppChoice: Sendable {
    case launcher
    case animals(data: String?, rows: Int?)
    case vacation(data: String?)
    case health(data: String?, path: [String])
}

/// Builds each app as something the run loop (or the snapshot printer) can drive.
@MainActor public enum AppCatalog {
    private static var stores: [String: StateStore] = [:]

    /// One store per state file (an app and the launcher's preview of it share one).
    public static func store(_ name: String, in directory: URL, clock: any RunClock) -> StateStore {
        let url = directory.appendingPathComponent("\(name).json")
        if let existing = stores[url.path], existing.clock === clock { return existing }
        let store = StateStore(url: url, clock: clock)
        stores[url.path] = store
        return store
    }

    static func dataURL(_ path: String?) throws -> URL? {
        guard let path else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DataFileError(path: path, "no such directory")
        }
        guard isDirectory.boolValue else {
            throw DataFileError(path: path, "expected a directory of data files, found a file")
        }
        // Relative to the working directory, so errors name files as the user gave them. Only
        // the files an app needs are read from it (each checked for size as it is read), by name.
        return URL(fileURLWithPath: path, isDirectory: true,
                   relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// The screen of `choice`, with its state kept in `stateDirectory` and its time from `clock`.
    public static func makeProducer(_ choice: AppChoice, environment: EnvironmentValues, stateDirectory: URL, clock: any RunClock, size: Size) throws -> FrameProducer {
        func host<V: View>(_ view: V, _ storeName: String) -> ViewHost {
            var env = environment
            let store = store(storeName, in: stateDirectory, clock: clock)
            env.stateStore = store
            let host = ViewHost(rootView: view, size: size, environment: env, clock: clock)
            host.showMessages(of: store)
            return host
        }
        do {
            switch choice {
            case .launcher:
                // An app the launcher opens gives the screen back to it: "q Back", not "q Quit".
                var environment = environment
                environment.exitTitle = "Back"
                let entries: [LauncherEntry] = [
                    .init(name: "Animal Inspector", command: "animals",
                          summary: "Who is eating the campus fruit? A sortable table of suspects, an inspector to edit them, and the Nibble Bulletin.",
                          make: { try makeProducer(.animals(data: nil, rows: nil), environment: environment, stateDirectory: stateDirectory, clock: clock, size: size) }),
                    .init(name: "Vacation Planner", command: "vacation",
                          summary: "A sign-in screen built around focus, a gallery, destinations in a split view, and trips you book.",
                          make: { try makeProducer(.vacation(data: nil), environment: environment, stateDirectory: stateDirectory, clock: clock, size: size) }),
                    .init(name: "Health Dashboard", command: "health",
                          summary: "An imperative dashboard hosting declarative cells: live heart rate, metrics, medical conditions.",
                          make: { try makeProducer(.health(data: nil, path: []), environment: environment, stateDirectory: stateDirectory, clock: clock, size: size) }),
                ]
                var launcherEnvironment = environment
                launcherEnvironment.exitTitle = "Quit"
                return LauncherProducer(entries: entries, environment: launcherEnvironment, clock: clock, size: size)
            case .animals(let data, let rows):
                let store = store("animals", in: stateDirectory, clock: clock)
                let configuration = AnimalConfiguration(dataDirectory: try dataURL(data), syntheticRows: rows, stateStore: store)
                return host(try AnimalInspectorApp.makeRoot(configuration: configuration), "animals")
            case .vacation(let data):
                let store = store("vacation", in: stateDirectory, clock: clock)
                let configuration = VacationConfiguration(dataDirectory: try dataURL(data), stateStore: store)
                return host(try VacationPlannerApp.makeRoot(configuration: configuration), "vacation")
            case .health(let data, let path):
                let store = store("health", in: stateDirectory, clock: clock)
                // Headless runs (a test clock) show UTC, so snapshots are the same everywhere.
                let timeZone: TimeZone? = clock is TestClock ? TimeZone(secondsFromGMT: 0) : nil
                var configuration = HealthConfiguration(dataDirectory: try dataURL(data), stateStore: store, clock: clock,
                                                        path: path, size: size, timeZone: timeZone)
                configuration.exitTitle = environment.exitTitle
                configuration.screenReaderMode = environment.screenReaderMode
                configuration.theme = environment.theme
                let program = try HealthDashboardApp.makeProgram(configuration: configuration)
                return program
            }
        } catch let error as DataFileError {
            throw error
        } catch {
            // Every other failure while building an app is its data's (exit code 65).
            throw CommandLineError.data("\(error)")
        }
    }
}
