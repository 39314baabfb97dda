import Foundation
import Testing
import TesseraTesting

/// `.font`, `.tint`, the semantic colours and `Text(date, style:)` as a terminal draws them.
@MainActor
@Suite struct TextStyleNamesTests {
    private func style(of text: String, in pilot: Pilot) -> Style? {
        guard let at = pilot.position(of: text) else { return nil }
        return pilot.screen[at.x, at.y].style
    }

    @Test func fontsAreBoldPlainOrDimAndTheInnermostWins() {
        let pilot = Pilot(VStack(alignment: .leading) {
            Text("Heading").font(.headline)
            Text("Large").font(.largeTitle)
            Text("Plain").font(.body)
            Text("Small").font(.caption)
            Text("Light").font(.system(.body, weight: .light))
            Text("Slanted").font(.body.italic())
            VStack { Text("Inner").font(.title); Text("Outer") }.font(.footnote)
        }, size: Size(width: 20, height: 10))
        #expect(style(of: "Heading", in: pilot)?.attributes == [.bold])
        #expect(style(of: "Large", in: pilot)?.attributes == [.bold])
        #expect(style(of: "Plain", in: pilot)?.attributes == [])
        #expect(style(of: "Small", in: pilot)?.attributes == [.dim])
        #expect(style(of: "Light", in: pilot)?.attributes == [.dim])
        #expect(style(of: "Slanted", in: pilot)?.attributes == [.italic])
        #expect(style(of: "Inner", in: pilot)?.attributes.contains(.bold) == true)
        #expect(style(of: "Outer", in: pilot)?.attributes == [.dim])
    }

    @Test func tintColoursTheControlsInside() {
        @MainActor struct Tinted: View {
            @State var on = true
            var body: some View { Toggle("Wi-Fi", isOn: $on).tint(.orange) }
        }
        let pilot = Pilot(Tinted(), size: Size(width: 20, height: 2))
        #expect(style(of: "[x]", in: pilot)?.foreground == .orange)
        #expect(Color.accentColor == Theme.dark.accent)
    }

    @Test func datesShowOnTheAppsClockAndTheRelativeStylesCount() {
        let start = TestClock.defaultStart                      // 2026-03-14 09:41:00 UTC
        var utc = EnvironmentValues()
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let departure = start.addingTimeInterval(2 * 3600 + 5 * 60)
        let pilot = Pilot(VStack(alignment: .leading) {
            Text(start, style: .time)
            Text(start, style: .date)
            Text(departure, style: .relative)
            Text(departure, style: .offset)
            Text(start, style: .timer)
        }, size: Size(width: 30, height: 6), environment: utc)
        #expect(pilot.screen.line(0).trimmingCharacters(in: .whitespaces).hasPrefix("09:41"))
        #expect(pilot.screen.line(1).trimmingCharacters(in: .whitespaces).hasPrefix("March 14, 2026"))
        #expect(pilot.screen.line(2).trimmingCharacters(in: .whitespaces).hasPrefix("2 hr, 5 min"))
        #expect(pilot.screen.line(3).trimmingCharacters(in: .whitespaces).hasPrefix("+2 hours"))
        #expect(pilot.screen.line(4).trimmingCharacters(in: .whitespaces).hasPrefix("0:00"))
        pilot.advance(by: .seconds(65))
        #expect(pilot.screen.line(2).trimmingCharacters(in: .whitespaces).hasPrefix("2 hr, 3 min"))
        #expect(pilot.screen.line(4).trimmingCharacters(in: .whitespaces).hasPrefix("1:05"))
    }
}
