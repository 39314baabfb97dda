import Foundation
import Testing
import TesseraTesting

@Suite struct ColorSchemeContrastTests {
    @MainActor private struct Contrast: View {
        @Environment(\.colorSchemeContrast) private var colorSchemeContrast: ColorSchemeContrast
        var body: some View { Text(colorSchemeContrast == .increased ? "increased" : "standard") }
    }

    @Test @MainActor func aTerminalReportsStandardContrastUnlessAViewAboveSetsIt() {
        let pilot = Pilot(VStack { Contrast(); Contrast().environment(\.colorSchemeContrast, .increased) }, size: Size(width: 20, height: 4))
        #expect(pilot.screen.line(0).trimmingCharacters(in: .whitespaces) == "standard")
        #expect(pilot.screen.line(1).trimmingCharacters(in: .whitespaces) == "increased")
    }
}
