import Testing
import Tessera
@testable import HealthDashboard

@MainActor
@Suite struct HostedFocusWalkTests {
    /// Each hosted view keeps its own revisions: a heart-rate tick changes the heart cell's
    /// views, and the steps and conditions cells, drawn again in the same frames, find their
    /// focus walks' inputs as they were and walk nothing.
    @Test func aHeartRateTickLeavesTheOtherHostedViewsFocusWalksAsTheyWere() async throws {
        let (app, d) = try makeDashboard()
        await d.settle()
        let others = [app.stepsController.host, app.conditionsCell.host]
        let frames = others.map(\.stats.frames)
        let visited = others.map(\.stats.focusVisits), revisions = others.map(\.revisions.focusInputs)
        let heart = app.heartCell.host.revisions.focusInputs
        d.advance(by: .seconds(1))
        await d.settle()
        #expect(d.text.contains("109 BPM"))
        #expect(app.heartCell.host.revisions.focusInputs > heart)
        // Drawn again with the heart cell, they walked nothing.
        #expect(zip(others.map(\.stats.frames), frames).allSatisfy { $0 > $1 })
        #expect(others.map(\.revisions.focusInputs) == revisions)
        #expect(others.map(\.stats.focusVisits) == visited)
    }
}
