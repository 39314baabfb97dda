import Foundation
import Tessera

/// How to start the Health Dashboard.
public struct HealthConfiguration {
    /// Where `health.json` and `heart-rate.json` are; nil: the shipped `Resources`.
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

    public init(dataDirectory: URL? = nil, stateStore: StateStore? = nil, clock: any RunClock, path: [String] = [],
                size: Size = Size(width: 100, height: 32), timeZone: TimeZone? = nil) {
        self.dataDirectory = dataDirectory; self.stateStore = stateStore; self.clock = clock
        self.path = path; self.size = size; self.timeZone = timeZone
    }
}

/// Errors loading the dashboard's data.
public enum HealthDataError: Error, CustomStringConvertible {
    case missing(String)
    case malformed(String, String)
    public var description: String {
        switch self {
        case .missing(let file): return "health: cannot find \(file)"
        case .malformed(let file, let why): return "health: \(file) is malformed: \(why)"
        }
    }
}

/// The Health Dashboard: an imperative, window-based program whose cells are hosted
/// declarative views.
public enum HealthDashboardApp {
    /// The deep-link paths `--path` accepts.
    public static let pathHelp = "--path heart-rate (open the heart-rate detail) | --path conditions (focus the conditions list)"

    @MainActor
    public static func makeProgram(configuration: HealthConfiguration) throws -> HealthDashboard {
        guard let dir = configuration.dataDirectory ?? ResourceLocator.resourcesDirectory() else {
            throw HealthDataError.missing("the Resources directory")
        }
        func load<T: Decodable>(_ name: String, as: T.Type) throws -> T {
            let url = dir.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { throw HealthDataError.missing(url.path) }
            do { return try JSONDecoder().decode(T.self, from: data) } catch let error as DecodingError {
                throw HealthDataError.malformed(url.path, Self.describe(error))
            } catch {
                throw HealthDataError.malformed(url.path, String(describing: error).prefix(120).description)
            }
        }
        let metrics = try load("health.json", as: HealthMetrics.self)
        var firstIndex: [String: Int] = [:]
        for (index, condition) in metrics.conditions.enumerated() {
            if let earlier = firstIndex[condition.id] {
                throw HealthDataError.malformed(dir.appendingPathComponent("health.json").path,
                                                "conditions[\(index)].id: duplicate id \"\(condition.id)\" (also conditions[\(earlier)])")
            }
            firstIndex[condition.id] = index
        }
        let recording = try load("heart-rate.json", as: HeartRateRecording.self)
        for p in configuration.path where !["heart-rate", "conditions"].contains(p) {
            throw HealthDataError.malformed("--path", "unknown destination \"\(p)\" (use heart-rate or conditions)")
        }
        return HealthDashboard(configuration: configuration, metrics: metrics, recording: recording)
    }

    /// A decoding error as one line: the place (`samples[3]`, `steps.goal`) and what was wrong.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [CodingKey]) -> String {
            var out = ""
            for key in path {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return out.isEmpty ? "top level" : out
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(place(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context): return "\(place(context.codingPath)): expected \(type)"
        case .valueNotFound(let type, let context): return "\(place(context.codingPath)): expected \(type), found null"
        case .dataCorrupted(let context): return "\(place(context.codingPath)): not valid JSON"
        @unknown default: return "not readable"
        }
    }
}
