import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor @Suite struct SpeechAdjustmentTests {
    @Test func pitchPunctuationAndQueueingAreMarkedInTheTree() {
        let text = Pilot(VStack {
            Text("High").speechAdjustedPitch(2)
            Text("Said, fully!").speechAlwaysIncludesPunctuation()
            Text("Later").speechAnnouncementsQueued()
            Text("Plain").speechAlwaysIncludesPunctuation(false)
        }, size: Size(width: 30, height: 6)).accessibilityText
        #expect(text.contains(#"text "High" pitch 2.0"#))
        #expect(text.contains(#"text "Said, fully!" punctuation"#))
        #expect(text.contains(#"text "Later" queued"#))
        #expect(text.contains(#"text "Plain""#) && !text.contains(#""Plain" punctuation"#))
    }
}
