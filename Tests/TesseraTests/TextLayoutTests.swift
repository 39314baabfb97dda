import Testing
@testable import Tessera

@Suite struct TextLayoutTests {
    private func widths(_ lines: [String]) -> [Int] { lines.map { DisplayWidth.width(of: $0) } }

    // MARK: wrap

    @Test func wrapBreaksAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("the quick brown fox", width: 19) == ["the quick brown fox"])
    }

    @Test func wrapHonoursHardNewlinesOfEveryKind() {
        #expect(TextLayout.wrap("a\nb", width: 10) == ["a", "b"])
        #expect(TextLayout.wrap("a\r\nb", width: 10) == ["a", "b"])
        #expect(TextLayout.wrap("a\n\nb\n", width: 10) == ["a", "", "b", ""])
    }

    @Test func wrapBreaksAWordTooLongForTheWidth() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("ok abcdefghij end", width: 4) == ["ok", "abcd", "efgh", "ij", "end"])
    }

    @Test func wrapNeverSplitsAWideGlyph() {
        #expect(TextLayout.wrap("中文字符串", width: 5) == ["中文", "字符", "串"])
        #expect(TextLayout.wrap("中文", width: 3) == ["中", "文"])
        #expect(TextLayout.wrap("ab中文", width: 3) == ["ab", "中", "文"])
    }

    @Test func wrapReplacesAGlyphWiderThanTheWholeLine() {
        #expect(TextLayout.wrap("中a", width: 1) == ["…", "a"])
    }

    @Test func wrapDropsSpacesAtTheBreak() {
        #expect(TextLayout.wrap("abc ", width: 3) == ["abc"])
        #expect(TextLayout.wrap("a   b", width: 1) == ["a", "b"])
        #expect(TextLayout.wrap("one two", width: 3) == ["one", "two"])
    }

    @Test func wrapKeepsInnerSpacesAndIndentationThatFit() {
        #expect(TextLayout.wrap("  ab  cd", width: 10) == ["  ab  cd"])
        #expect(TextLayout.wrap("  ab cd", width: 4) == ["  ab", "cd"])
    }

    @Test func wrapCountsAZeroWidthWordWithoutOverflowing() {
        let lines = TextLayout.wrap("\u{200B} abc", width: 3)
        #expect(widths(lines).allSatisfy { $0 <= 3 })
        #expect(lines.last == "abc")
    }

    @Test func wrapOfNothing() {
        #expect(TextLayout.wrap("", width: 5) == [""])
        #expect(TextLayout.wrap("   ", width: 5) == [""])
        #expect(TextLayout.wrap("abc", width: 0) == [])
    }

    @Test(arguments: [
        "The quick brown fox jumps over the lazy dog",
        "Tiếng Việt có dấu, viết liền không cách",
        "中文混合English文本，还有🐟和👩‍💻 emoji",
        "supercalifragilisticexpialidocious  and   spaces\nnew line",
        "한국어 텍스트 줄바꿈 테스트",
    ])
    func wrapNeverProducesALineWiderThanTheWidthAndKeepsEveryGlyph(text: String) {
        for width in 2...14 {
            let lines = TextLayout.wrap(text, width: width)
            #expect(widths(lines).allSatisfy { $0 <= width }, "width \(width): \(lines)")
            let kept = lines.joined().filter { !$0.isWhitespace }
            #expect(kept == text.filter { !$0.isWhitespace }, "width \(width)")
        }
    }

    // MARK: truncate

    @Test func truncateLeavesFittingTextAlone() {
        #expect(TextLayout.truncate("hello", width: 5) == "hello")
        #expect(TextLayout.truncate("中文", width: 4) == "中文")
    }

    @Test func truncateTailHeadAndMiddle() {
        let s = "Hello, world"
        #expect(TextLayout.truncate(s, width: 8) == "Hello, …")
        #expect(TextLayout.truncate(s, width: 8, mode: .head) == "…, world")
        #expect(TextLayout.truncate(s, width: 8, mode: .middle) == "Hell…rld")
    }

    @Test func truncateToOneOrNoColumns() {
        #expect(TextLayout.truncate("hello", width: 1) == "…")
        #expect(TextLayout.truncate("hello", width: 0) == "")
        #expect(TextLayout.truncate("hello", width: -3) == "")
    }

    @Test func truncateWithWideGlyphs() {
        let s = "中文字符串"   // 10 columns
        #expect(TextLayout.truncate(s, width: 6) == "中文…")
        #expect(TextLayout.truncate(s, width: 6, mode: .head) == "…符串")
        #expect(TextLayout.truncate(s, width: 7) == "中文字…")
        #expect(TextLayout.truncate(s, width: 2) == "…")
    }

    @Test func truncateMiddleGivesColumnsAWideGlyphLeavesToTheRight() {
        // Left half has 3 columns but 中文 needs 4: the unused column goes to the right side.
        #expect(TextLayout.truncate("中文abcd", width: 6, mode: .middle) == "中…bcd")
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func truncateNeverExceedsTheWidth(mode: TruncationMode) {
        let texts = ["Hello, world", "中文字符串abc", "a中b文c字", "🐟🐠🐬 fish", "Tie\u{302}\u{301}ng Vie\u{323}\u{302}t"]
        for text in texts {
            for width in 0...14 {
                let out = TextLayout.truncate(text, width: width, mode: mode)
                #expect(DisplayWidth.width(of: out) <= max(0, width), "\(text) @\(width): \(out)")
                if DisplayWidth.width(of: text) > width, width > 0 { #expect(out.contains("…")) }
            }
        }
    }

    @Test func prefixAndSuffixByColumns() {
        #expect(TextLayout.prefix("a中b", columns: 2) == "a")
        #expect(TextLayout.prefix("a中b", columns: 3) == "a中")
        #expect(TextLayout.suffix("a中b", columns: 2) == "b")
        #expect(TextLayout.suffix("a中b", columns: 3) == "中b")
        #expect(TextLayout.prefix("e\u{301}x", columns: 1) == "e\u{301}")
    }
}
