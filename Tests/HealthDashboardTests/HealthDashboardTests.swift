import Foundation
import Testing
import Tessera
import TesseraTesting
@testable import HealthDashboard

@MainActor
func makeDashboard(size: Size = Size(width: 100, height: 32), path: [String] = [], stateDir: URL? = nil) throws -> (HealthDashboard, Driver) {
    let clock = TestClock()
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")
    let dir = stateDir ?? FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString)")
    let store = StateStore(url: dir.appendingPathComponent("state.json"), clock: clock)
    let app = try HealthDashboardApp.makeProgram(configuration: HealthConfiguration(
        dataDirectory: resources, stateStore: store, clock: clock, path: path, size: size,
        timeZone: TimeZone(identifier: "UTC")!))
    return (app, Driver(app, clock: clock, size: size))
}

@MainActor
@Suite struct HealthDashboardTests {
    @Test func firstScreen() throws {
        let (_, d) = try makeDashboard()
        print(d.text)
        #expect(d.text.contains("♥ Heart Rate"))
    }
}
