import Foundation
import Testing
import Tessera
import TesseraApps
import TesseraTesting

/// Seeded event storms against every app, with the invariants of `StormRunner` checked after
/// each event. `TESSERA_STORM_EVENTS=N` (see `make fuzz`) runs N events per app with a random
/// seed, printed first; `TESSERA_STORM_SEED=S` replays one seed.
@MainActor
@Suite(.serialized) struct StormTests {
    /// Events per app in a normal test run: ≥ 100,000 in all.
    static func events(_ normal: Int) -> Int {
        ProcessInfo.processInfo.environment["TESSERA_STORM_EVENTS"].flatMap(Int.init) ?? normal
    }

    /// A fixed seed per app unless the environment asks for a random or a given one.
    static func seed(_ fixed: UInt64) -> UInt64 {
        let env = ProcessInfo.processInfo.environment
        if let text = env["TESSERA_STORM_SEED"], let seed = UInt64(text) { return seed }
        if env["TESSERA_STORM_EVENTS"] != nil { return UInt64.random(in: 0...UInt64.max) }
        return fixed
    }

    static func stateDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-storm-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func storm(_ choice: AppChoice, name: String, seed fixed: UInt64, events normal: Int) throws {
        let events = events(normal)
        let seed = seed(fixed)
        let directory = stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        print("storm \(name): seed=\(seed), \(events) events")
        let start = ContinuousClock.now
        let runner = try StormRunner(seed: seed) { clock, size in
            try AppCatalog.makeProducer(choice, environment: EnvironmentValues(), stateDirectory: directory, clock: clock, size: size)
        }
        let failure = runner.run(steps: events)
        print("storm \(name): \(runner.stepsRun) events, \(runner.restarts) restarts, \(ContinuousClock.now - start); slowest #\(runner.slowest.index) \(runner.slowest.duration): \(runner.slowest.step)")
        if let failure { Issue.record("\(name): \(failure)") }
    }

    @Test func animals() throws { try Self.storm(.animals(data: nil, rows: nil), name: "animals", seed: 0xA11_4A15, events: 25_000) }
    @Test func vacation() throws { try Self.storm(.vacation(data: nil), name: "vacation", seed: 0x7AC_A710, events: 25_000) }
    @Test func launcher() throws { try Self.storm(.launcher, name: "launcher", seed: 0x1A0_C4E2, events: 25_000) }
    @Test func health() throws { try Self.storm(.health(data: nil, path: []), name: "health", seed: 0x4EA_17E5, events: 25_000) }
}
