import class Foundation.ProcessInfo
import Testing
import Tessera
import TesseraTesting
@testable import AnimalInspector

@MainActor
@Suite struct PresentationLeakTests {
    /// Help, the Nibble Bulletin and the inspector, each opened and closed many times (1,000
    /// under `make fuzz`): what stays alive afterwards is one cycle's worth, not one per cycle.
    /// Nodes of a closed presentation go with it.
    @Test(arguments: [("help", "\"?\"", "Escape"), ("bulletin", "\"n\"", "Escape"), ("inspector", "\"i\"", "\"i\"")])
    func openingAndClosingLeavesNothingBehind(name: String, open: String, close: String) throws {
        let cycles = ProcessInfo.processInfo.environment["TESSERA_FUZZ_STEPS"] != nil ? 1_000 : 150
        let pilot = try launch(stateDir: makeTempDir())
        for _ in 0..<5 { try pilot.play("\(open) \(close)") }
        let nodes = pilot.host.stats.nodesAlive
        for _ in 0..<cycles { try pilot.play("\(open) \(close)") }
        #expect(pilot.host.stats.nodesAlive - nodes < 20, "\(name): \(pilot.host.stats.nodesAlive - nodes) more nodes after \(cycles) cycles")
    }
}
