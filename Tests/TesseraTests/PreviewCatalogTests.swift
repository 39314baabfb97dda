import Foundation
import TesseraTesting
import Testing
@testable import Tessera

private struct Meter: View {
    let level: Int
    var body: some View { Text("Meter at \(level)") }
}

struct Meter_Previews: PreviewProvider {
    static var previews: some View {
        Meter(level: 1).previewDisplayName("Low")
        Meter(level: 9).previewDisplayName("High")
        Meter(level: 5)
    }
}

enum PreviewHolder {
    struct Single_Previews: PreviewProvider {
        static var previews: some View { Text("Only one") }
    }
}

/// The previews of this test program, found in its own conformance records: nothing here
/// registers them.
@Suite @MainActor struct PreviewCatalogTests {
    @Test func everyProviderIsFoundWithItsPreviewsNames() {
        let entries = PreviewCatalog.entries()
        let meter = entries.filter { $0.provider == "Meter_Previews" }
        #expect(meter.map(\.name) == ["Low", "High", "#3"])
        #expect(entries.contains { $0.provider == "PreviewHolder.Single_Previews" && $0.name == nil })
        // A file-private provider is listed by its own name, its file's context left out.
        #expect(entries.contains { $0.provider == "LegacyScreen_Previews" && $0.name == "Weather" })
        #expect(PreviewCatalog.listing().contains("Meter_Previews\n  Low\n  High\n  #3\n"))
    }

    @Test func aPreviewIsFoundByItsNameAndDrawn() throws {
        let high = Pilot(AnyView(erasing: try PreviewCatalog.view(named: "High")), size: Size(width: 20, height: 2))
        #expect(high.text.contains("Meter at 9"))
        #expect(!high.text.contains("Meter at 1"))
        let third = Pilot(AnyView(erasing: try PreviewCatalog.view(named: "Meter_Previews/#3")), size: Size(width: 20, height: 2))
        #expect(third.text.contains("Meter at 5"))
        let all = Pilot(AnyView(erasing: try PreviewCatalog.view(named: "Meter_Previews")), size: Size(width: 20, height: 8))
        let rows = all.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        // One under the other, a row apart.
        #expect(rows[1...5] == ["Meter at 1", "", "Meter at 9", "", "Meter at 5"])
        #expect(throws: CommandLineError.self) { try PreviewCatalog.view(named: "Nowhere") }
    }
}
