import Foundation
import Tessera
import TesseraTesting
@testable import AnimalInspector

@MainActor
func makeTempDir() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("animals-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A pilot running the app with its state in `stateDir`.
@MainActor
func launch(stateDir: URL, size: Size = Size(width: 120, height: 32), rows: Int? = nil, data: URL? = nil) throws -> Pilot {
    let clock = TestClock()
    let store = StateStore(url: stateDir.appendingPathComponent("animals.json"), clock: clock)
    let root = try AnimalInspectorApp.makeRoot(configuration: AnimalConfiguration(dataDirectory: data, syntheticRows: rows, stateStore: store))
    var env = EnvironmentValues()
    env.stateStore = store
    return Pilot(root, size: size, environment: env, clock: clock)
}

/// Saves pending state and ends the pilot's run (as quitting does).
@MainActor
func quit(_ pilot: Pilot) {
    pilot.host.environment.stateStore?.saveNow()
}
