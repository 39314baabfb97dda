import Testing
import Tessera
import TesseraTesting

private struct TitledButton: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("title")
            Button("Press") {}
        }
    }
}

@MainActor
@Suite struct StackDistributionTests {
    /// A stack placed at exactly its ideal height (a root smaller than the screen is) gives
    /// every child its ideal height: the text of a nested stack does not collapse.
    @Test func nestedStackAtItsIdealHeightKeepsEveryRow() {
        let view = VStack(alignment: .leading) {
            TitledButton()
            Text("after")
        }
        let pilot = Pilot(view, size: Size(width: 20, height: 8))
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let top = lines.firstIndex(of: "title") else { Issue.record("title missing:\n\(pilot.text)"); return }
        #expect(lines[top + 1] == "[ Press ]")
        #expect(lines[top + 2] == "after")
    }
}
