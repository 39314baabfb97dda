import Foundation
import Testing
import TesseraTesting

// Names the recount of the porting corpus (docs/PORTING-REPORT.md) found most often missing,
// written as SwiftUI files write them.

private let size = Size(width: 40, height: 6)

/// Shows what the environment says, as the corpus's views read it.
private struct EnvironmentReport: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.accessibilityReduceTransparency) private var solid
    @Environment(\.accessibilityDifferentiateWithoutColor) private var noColor
    @Environment(\.accessibilityVoiceOverEnabled) private var reader
    @Environment(\.accessibilityInvertColors) private var inverted
    @Environment(\.accessibilitySwitchControlEnabled) private var switches
    var body: some View {
        VStack(alignment: .leading) {
            Text("locale \(locale.identifier) tz \(timeZone == .current) cal \(calendar == .current)")
            Text("solid \(solid) nocolor \(noColor) reader \(reader) \(inverted) \(switches)")
        }
    }
}

/// Toolbar items declared apart, as SwiftUI code declares them.
private struct Shelf: View {
    var body: some View {
        Text("Books").toolbar { items }
    }

    @ToolbarContentBuilder
    private var items: some ToolbarContent {
        ToolbarItem { Button("Add book") {} }
        ToolbarItem { Button("Share") {} }
    }
}

private struct WiFi: View {
    @State private var on = false
    var body: some View {
        Toggle(isOn: $on) {
            HStack { Text("Wi-Fi"); Text(on ? "(on)" : "(off)") }
        }
    }
}

@MainActor
@Suite struct PortingNamesTests {
    @Test func aToggleTakesALabelOfViews() {
        let pilot = Pilot(WiFi(), size: size)
        #expect(pilot.text.contains("[ ] Wi-Fi (off)"))
        pilot.press(.space)
        #expect(pilot.text.contains("[x] Wi-Fi (on)"))
        #expect(pilot.accessibilityText.contains("Wi-Fi"))
        #expect(Pilot(Toggle("Alone", isOn: .constant(true)), size: size).text.contains("[x] Alone"))
        let hidden = Pilot(Toggle(isOn: .constant(true)) { Text("Hidden") }.labelsHidden(), size: size)
        #expect(!hidden.text.contains("Hidden"))
    }

    @Test func toolbarContentDeclaredApartShowsInTheBar() {
        let pilot = Pilot(Shelf(), size: Size(width: 50, height: 6))
        #expect(pilot.text.contains("Add book"))
        #expect(pilot.text.contains("Share"))
    }

    @Test func textCaseChangesTheTextInside() {
        let pilot = Pilot(VStack {
            Text("Upcoming trips")
            Text("Mixed Case").textCase(.lowercase)
        }.textCase(.uppercase), size: size)
        #expect(pilot.text.contains("UPCOMING TRIPS"))
        #expect(pilot.text.contains("mixed case"))
        #expect(Pilot(Text("As written").textCase(nil), size: size).text.contains("As written"))
    }

    @Test func theEnvironmentAnswersFromTheTerminal() {
        let plain = Pilot(EnvironmentReport(), size: Size(width: 60, height: 4))
        #expect(plain.text.contains("tz true cal true"))
        #expect(plain.text.contains("solid true nocolor false reader false false false"))
        let set = Pilot(EnvironmentReport()
            .environment(\.locale, Locale(identifier: "it_IT"))
            .environment(\.colorsEnabled, false)
            .environment(\.screenReaderMode, true), size: Size(width: 60, height: 4))
        #expect(set.text.contains("locale it_IT"))
        #expect(set.text.contains("nocolor true reader true"))
    }

    @Test func lengthsComputedInFloatingPointAreRoundedToCells() {
        let size: CGFloat = 8
        let fraction = 0.5
        let computed = Pilot(HStack(spacing: CGFloat(0)) {
            Text("a").frame(width: size * 0.67, height: 1.0)
            Text("b").frame(width: CGFloat(10) * fraction)
            Text("c").padding(.leading, size / 4)
            Text("d").frame(maxWidth: CGFloat.infinity, alignment: .leading)
        }, size: Size(width: 30, height: 3))
        let whole = Pilot(HStack(spacing: 0) {
            Text("a").frame(width: 5, height: 1)
            Text("b").frame(width: 5)
            Text("c").padding(.leading, 2)
            Text("d").frame(maxWidth: .infinity, alignment: .leading)
        }, size: Size(width: 30, height: 3))
        #expect(computed.screen == whole.screen)
        #expect(Pilot(VStack(spacing: CGFloat(1.2)) { Text("x"); Text("y") }, size: size3).screen
            == Pilot(VStack(spacing: 1) { Text("x"); Text("y") }, size: size3).screen)
    }
}

private let size3 = Size(width: 10, height: 5)
