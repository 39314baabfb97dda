#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Tessera

@Suite struct DisplayWidthTests {
    private func cell(_ c: Character) -> (glyph: Character, width: Int) { DisplayWidth.cell(for: c) }

    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.width(of: "a") == 1)
        #expect(DisplayWidth.width(of: "~") == 1)
        #expect(DisplayWidth.width(of: "Hello, world!") == 13)
        #expect(cell(" ") == (" ", 1))
    }

    @Test func latinTextBeyondASCIIIsMeasuredAndDrawnAScalarACellAsTheClustersWouldBe() {
        // Every scalar the short way takes is a cluster of its own, one column wide, drawn as
        // itself: what looking for clusters would have found.
        let ranges: [ClosedRange<UInt32>] = [0x0...0x2FF, 0x1E00...0x1EFF, 0x2000...0x206F, 0x2190...0x21FF, 0x2460...0x24FF, 0x2500...0x25FF]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value), DisplayWidth.isSimpleNarrow(scalar) else { continue }
            let character = Character(scalar)
            #expect(cell(character) == (character, 1), "U+\(String(value, radix: 16))")
        }
        #expect(!DisplayWidth.isSimpleNarrow("\u{AD}") && !DisplayWidth.isSimpleNarrow("\u{200D}") && !DisplayWidth.isSimpleNarrow("\u{25FE}"))
        #expect(DisplayWidth.width(of: "●●○○○ Sneaky…") == 13)
        let name = "Chú Sóc Bông Nguyễn Thị Hương"
        #expect(DisplayWidth.simpleNarrowCount(of: name) == name.count)
        #expect(DisplayWidth.width(of: name) == 29)
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        #expect(buffer.write(name, at: .zero) == 29)
        #expect(buffer.text.hasPrefix(name))
        // A combining mark joins the letter before it: the clusters are looked for.
        #expect(DisplayWidth.simpleNarrowCount(of: "Nguye\u{302}\u{303}n") == nil)
        #expect(DisplayWidth.width(of: "Nguye\u{302}\u{303}n") == 6)
    }

    @Test func cjkIsTwoColumns() {
        #expect(cell("中") == ("中", 2))
        #expect(DisplayWidth.width(of: "中文") == 4)
        #expect(DisplayWidth.width(of: "東京abc") == 7)
    }

    @Test func hangulSyllablesAndConjoiningJamoAreTwoColumns() {
        #expect(cell("한") == ("한", 2))
        #expect(DisplayWidth.width(of: "한국어") == 6)
        // A conjoining jamo sequence is one grapheme; the vowel and final jamo are zero-width.
        let jamo: Character = "\u{1112}\u{1161}\u{11AB}"
        #expect(jamo.unicodeScalars.count == 3)
        #expect(cell(jamo).width == 2)
        #expect(cell(jamo).glyph.unicodeScalars.count == 3)
    }

    @Test func emojiKnownToGlibcIsTwoColumns() {
        #expect(cell("🐟") == ("🐟", 2))
        #expect(DisplayWidth.width(of: "🐟🐟") == 4)
    }

    @Test func unicode15EmojiNewerThanGlibcFallsBack() {
        // U+1FA77 PINK HEART and U+1FABF GOOSE are Unicode 15: glibc 2.36's wcwidth says -1.
        #expect(UnicodeWidth.width(of: 0x1FA77) == -1)
        #expect(cell("\u{1FA77}") == (DisplayWidth.fallbackGlyph, 1))
        #expect(cell("\u{1FABF}") == (DisplayWidth.fallbackGlyph, 1))
    }

    @Test func vietnamesePrecomposedAndDecomposedHaveTheSameWidth() {
        let precomposed = "Ti\u{1EBF}ng Vi\u{1EC7}t"
        let decomposed = "Tie\u{302}\u{301}ng Vie\u{323}\u{302}t"
        #expect(precomposed.unicodeScalars.count == 10)
        #expect(decomposed.unicodeScalars.count == 14)
        #expect(DisplayWidth.width(of: precomposed) == 10)
        #expect(DisplayWidth.width(of: decomposed) == 10)
        // Decomposed letters are drawn as they are (ncurses keeps the marks in the cell).
        for c in decomposed {
            #expect(cell(c).glyph.unicodeScalars.elementsEqual(c.unicodeScalars))
        }
    }

    @Test func combiningMarksKeepTheBaseWidth() {
        #expect(cell("e\u{301}") == ("e\u{301}", 1))
        #expect(cell("中\u{301}").width == 2)
        #expect(cell("中\u{301}").glyph.unicodeScalars.count == 2)
        // A lone combining mark has nothing to sit on: zero columns.
        #expect(cell("\u{301}").width == 0)
    }

    @Test func clusterLongerThanAnNCursesCellFallsBack() {
        let piled: Character = "a\u{300}\u{301}\u{302}\u{303}\u{304}"   // 6 scalars > CCHARW_MAX
        #expect(cell(piled) == (DisplayWidth.fallbackGlyph, 1))
        let five: Character = "a\u{300}\u{301}\u{302}\u{303}"
        #expect(cell(five).glyph.unicodeScalars.count == 5)
    }

    @Test func zwjSequenceFallsBackToAWideGlyph() {
        let coder: Character = "👩\u{200D}💻"
        #expect(cell(coder) == (DisplayWidth.wideFallbackGlyph, 2))
        #expect(UnicodeWidth.width(of: DisplayWidth.wideFallbackGlyph.unicodeScalars.first!.value) == 2)
    }

    @Test func flagFallsBackToANarrowGlyph() {
        let flag: Character = "🇻🇳"
        #expect(flag.unicodeScalars.count == 2)
        #expect(cell(flag) == (DisplayWidth.fallbackGlyph, 1))
    }

    @Test func emojiPresentationSelectorIsDroppedFromANarrowBase() {
        // ❤ is one column to glibc, but many terminals draw ❤️ two columns wide: ❤ is drawn.
        #expect(cell("\u{2764}\u{FE0F}") == ("\u{2764}", 1))
        #expect(cell("\u{2764}") == ("\u{2764}", 1))
        // 🐟 is two columns either way.
        #expect(cell("🐟\u{FE0F}").width == 2)
        #expect(cell("🐟\u{FE0F}").glyph != DisplayWidth.wideFallbackGlyph)
        #expect(cell("👍🏽") == (DisplayWidth.wideFallbackGlyph, 2))
        #expect(cell("1\u{FE0F}\u{20E3}") == (DisplayWidth.fallbackGlyph, 1))
    }

    @Test func controlCharactersBecomeVisibleSymbols() {
        #expect(cell("\u{1B}") == ("␛", 1))
        #expect(cell("\u{0}") == ("␀", 1))
        #expect(cell("\t") == ("␉", 1))
        #expect(cell("\n") == ("␊", 1))
        #expect(cell("\u{7F}") == ("␡", 1))
        #expect(cell("\u{9B}") == (DisplayWidth.fallbackGlyph, 1))   // C1 CSI
        #expect(cell("\u{202E}") == (DisplayWidth.fallbackGlyph, 1)) // right-to-left override
        #expect(Sanitizer.sanitize("a\u{1B}[31mb\u{7}") == "a␛[31mb␇")
        #expect(Sanitizer.sanitize("plain") == "plain")
    }

    @Test func glyphAlwaysHasTheWidthReported() {
        let samples: [Character] = ["a", "中", "🐟", "👩\u{200D}💻", "🇻🇳", "\u{1FA77}", "\u{1B}", "e\u{301}",
                                    "\u{2764}\u{FE0F}", "👍🏽", "\u{E000}", "\u{AD}", "\u{2028}"]
        for c in samples {
            let (glyph, width) = cell(c)
            let glyphWidth = glyph.unicodeScalars.reduce(0) { $0 + max(0, UnicodeWidth.width(of: $1.value)) }
            #expect(glyphWidth == width, "\(c.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func tablesFollowGlibcOddities() {
        #expect(UnicodeWidth.width(of: 0x200B) == 0)    // ZERO WIDTH SPACE
        #expect(UnicodeWidth.width(of: 0xAD) == 1)      // SOFT HYPHEN
        #expect(UnicodeWidth.width(of: 0x2028) == -1)   // LINE SEPARATOR
        #expect(UnicodeWidth.width(of: 0xE000) == 1)    // private use
        #expect(UnicodeWidth.width(of: 0x1F1FB) == 1)   // a regional indicator alone
        #expect(UnicodeWidth.width(of: 0x1160) == 0)    // Hangul jungseong filler
        #expect(UnicodeWidth.width(of: 0xD800) == -1)   // surrogate
        #expect(UnicodeWidth.width(of: 0x110000) == -1)
        #expect(UnicodeWidth.width(of: 0) == 0)
    }

    @Test func rangeTablesAreSortedAndDisjoint() {
        for table in [UnicodeWidth.zeroWidthRanges, UnicodeWidth.wideRanges, UnicodeWidth.nonPrintableRanges] {
            #expect(table.count % 2 == 0)
            for i in stride(from: 0, to: table.count, by: 2) {
                #expect(table[i] <= table[i + 1])
                if i >= 2 { #expect(table[i - 1] + 1 < table[i]) }
            }
        }
    }

    #if canImport(Glibc)
    /// libc's `wcwidth` (Glibc's Swift module does not export it, so it is looked up).
    private static let wcwidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// libc's answer in the current locale (C.UTF-8 once `useCUTF8` ran; setlocale is
    /// process-wide, and nothing in Tessera reads the locale).
    private func libcWidth(_ value: UInt32) throws -> Int {
        let wcwidth = try #require(Self.wcwidth)
        return Int(wcwidth(Int32(bitPattern: value)))
    }

    /// setlocale is not thread-safe, and tests run in parallel: set it once.
    private static let cUTF8IsSet: Bool = setlocale(LC_ALL, "C.UTF-8") != nil

    private func useCUTF8() throws {
        try #require(Self.cUTF8IsSet)
    }

    @Test func everyCodePointAgreesWithLibcWcwidth() throws {
        try useCUTF8()
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            let expected = try libcWidth(value)
            let actual = UnicodeWidth.width(of: value)
            if expected != actual, mismatches.count < 20 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): libc \(expected), ours \(actual)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func displayWidthMatchesLibcForSampleCharacters() throws {
        try useCUTF8()
        let samples = "aZ~ éñøßÆ ΩЖ ếệư đ 中文字 日本語 かな カナ 한국어 ０Ａ ─│┌┐└┘├┤┬┴┼ ═║╔╗ █▌░▒▓ ←↑→↓⇧ ✓✔✗ ★☆ ♥♦♣♠ ● ○ ◆ …·•‣ °±×÷ €£¥ "
            + "🐟🐠🐬🐳 🌍🌵🌴 🎉🎯 😀😂🤣 🚀🚗 ⌚⌛ ⏩ ☕ ⚡ ⛔ ✅ ❌ ❓ ⭐ 🩷🪿🫨 \u{E000} \u{AD} \u{200B} \u{FEFF} \u{1160}"
        for c in samples {
            let scalars = c.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { continue }
            let expected = try libcWidth(scalar.value)
            let (glyph, width) = DisplayWidth.cell(for: c)
            let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
            if expected < 0 {
                #expect(glyph == DisplayWidth.fallbackGlyph && width == 1, "\(name)")
            } else {
                #expect(width == expected, "\(name)")
                #expect(glyph == c, "\(name)")
            }
        }
    }
    #endif
}
