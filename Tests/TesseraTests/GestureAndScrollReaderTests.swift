import Testing
import TesseraTesting

// Gestures and `ScrollViewReader` written as SwiftUI code writes them.

@MainActor
private final class Log {
    var entries: [String] = []
}

/// Thirty numbered rows in a scroll view, and buttons that scroll to one by id.
private struct Jumper: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Button("End") { proxy.scrollTo(29, anchor: .bottom) }
                    Button("Twelve") { proxy.scrollTo("twelve", anchor: .top) }
                    Button("Nowhere") { proxy.scrollTo("missing") }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<30) { i in
                            if i == 12 { Text("Row \(i)").id("twelve") } else { Text("Row \(i)") }
                        }
                    }
                }
            }
        }
    }
}

/// A list that starts at its last row.
private struct ChatList: View {
    let ids = (1...40).map { "m\($0)" }
    var body: some View {
        ScrollViewReader { proxy in
            List(ids, id: \.self) { Text("Message \($0)") }
                .onAppear { proxy.scrollTo("m40") }
        }
    }
}

@MainActor
@Suite struct GestureAndScrollReaderTests {
    @Test func aTapAndALongPressAreActivationsTheFooterNames() {
        let log = Log()
        let pilot = Pilot(VStack {
            Text("Card").focusable().gesture(TapGesture().onEnded { log.entries.append("tap") })
            Text("Pin").focusable().onLongPressGesture(minimumDuration: 1) { log.entries.append("long") } onPressingChanged: { log.entries.append("pressing \($0)") }
            Text("Hold").focusable().gesture(LongPressGesture(minimumDuration: 2).onEnded { finished in log.entries.append("ended \(finished)") })
            Text("Twice").focusable().onTapGesture(count: 2) { log.entries.append("double") }
        }, size: Size(width: 60, height: 8))
        #expect(pilot.text.contains("Enter/Space Activate"))
        pilot.press(.enter)
        #expect(log.entries == ["tap"])
        pilot.press(.tab)
        #expect(pilot.text.contains("Enter/Space Long press"))
        pilot.press(.space)
        #expect(log.entries == ["tap", "pressing true", "long", "pressing false"])
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(log.entries.last == "ended true")
        pilot.click("Twice")
        #expect(log.entries.last == "double")
    }

    @Test func aGestureTheMaskLeavesOffDoesNothing() {
        let log = Log()
        let pilot = Pilot(Text("Off").focusable().gesture(TapGesture().onEnded { log.entries.append("tap") }, including: .subviews),
                          size: Size(width: 40, height: 4))
        pilot.press(.enter)
        pilot.click("Off")
        #expect(log.entries.isEmpty)
        #expect(!pilot.text.contains("Activate"))
    }

    @Test func scrollToShowsTheViewWithTheIdAtTheAnchor() {
        let pilot = Pilot(Jumper(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("Row 0"))
        #expect(!pilot.text.contains("Row 29"))
        pilot.press(.enter)                       // End: row 29 at the bottom
        #expect(pilot.text.contains("Row 29"))
        #expect(!pilot.text.contains("Row 0"))
        pilot.press(.tab)
        pilot.press(.enter)                       // Twelve: row 12 at the top, under the buttons
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].contains("Row 12"))
        pilot.press(.tab)
        pilot.press(.enter)                       // an unknown id changes nothing
        #expect(pilot.text.split(separator: "\n", omittingEmptySubsequences: false)[1].contains("Row 12"))
    }

    @Test func scrollToInOnAppearScrollsAList() {
        let pilot = Pilot(ChatList(), size: Size(width: 40, height: 10))
        #expect(pilot.text.contains("▸ Message m40"))
        #expect(!pilot.text.contains("Message m1\n"))
    }
}
