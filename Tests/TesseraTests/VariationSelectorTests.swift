import Testing
import Tessera
import TesseraTesting

// An emoji made of a one-column glyph and VS16 draws as the glyph, one column wide.

@MainActor
@Suite struct VariationSelectorTests {
    @Test func anEmojiWithAVariationSelectorDrawsAsItsGlyph() {
        let heart = DisplayWidth.cell(for: "❤️")
        #expect(heart.glyph == "❤" && heart.width == 1, "VS16 on a one-column glyph draws the glyph: \(heart)")
        let pilot = Pilot(Text("❤️ You are amazing!"), size: Size(width: 30, height: 2))
        #expect(pilot.text.contains("❤ You are amazing!"), "\(pilot.text)")
        #expect(DisplayWidth.width(of: "❤️ You") == 5)
    }
}
