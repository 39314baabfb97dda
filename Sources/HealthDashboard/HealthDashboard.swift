import Foundation
import Tessera

/// How to start the Health Dashboard.
public struct HealthConfiguration {
    /// Where `health.json` and `heart-rate.json` are (`--data`); nil: `TESSERA_RESOURCES` when
    /// set, else the shipped data built into the program.
    public var dataDirectory: URL?
    public var stateStore: StateStore?
    public var clock: any RunClock
    /// A deep link: `["heart-rate"]` opens the heart-rate detail, `["conditions"]` focuses the
    /// conditions list.
    public var path: [String]
    public var size: Size
    /// The time zone of the clock shown in the cells; nil: local time (`TZ`, /etc/localtime).
    public var timeZone: TimeZone?
    /// What `q` and Esc at the root are called in the footer ("Back" when a launcher opened it).
    public var exitTitle = "Quit"
    /// Screen-reader mode: the cursor stays on the focused cell.
    public var screenReaderMode = false
    /// The colours (`--theme`): the title bar, the footer and the cells' backgrounds, and the
    /// theme the hosted cells read from their environment.
    public var theme: Theme = .dark

    public init(dataDirectory: URL? = nil, stateStore: StateStore? = nil, clock: any RunClock, path: [String] = [],
                size: Size = Size(width: 100, height: 32), timeZone: TimeZone? = nil) {
        self.dataDirectory = dataDirectory; self.stateStore = stateStore; self.clock = clock
        self.path = path; self.size = size; self.timeZone = timeZone
    }
}

/// Why the dashboard's data could not be read: the file as given, the place, what was expected.
public typealias HealthDataError = DataFileError

/// The Health Dashboard: an imperative, window-based program whose cells are hosted
/// declarative views.
public enum HealthDashboardApp {
    /// The deep-link paths `--path` accepts.
    public static let pathHelp = "--path heart-rate (open the heart-rate detail) | --path conditions (focus the conditions list)"

    @MainActor
    public static func makeProgram(configuration: HealthConfiguration) throws -> HealthDashboard {
        let source = ResourceLocator.source(directory: configuration.dataDirectory, builtIn: ShippedData.files)
        let metricsURL = source.url(of: "health.json")
        let metrics = try source.decode(HealthMetrics.self, file: "health.json")
        var firstIndex: [String: Int] = [:]
        for (index, condition) in metrics.conditions.enumerated() {
            if let earlier = firstIndex[condition.id] {
                throw DataFileError(metricsURL, place: "field \"conditions\", element \(index), field \"id\"",
                                    "expected an id not used before, found \"\(condition.id)\" (also element \(earlier))")
            }
            firstIndex[condition.id] = index
        }
        let recording = try source.decode(HeartRateRecording.self, file: "heart-rate.json")
        for p in configuration.path where !["heart-rate", "conditions"].contains(p) {
            throw DataFileError(path: "--path", "expected heart-rate or conditions, found \"\(p)\"")
        }
        return HealthDashboard(configuration: configuration, metrics: metrics, recording: recording)
    }
}
