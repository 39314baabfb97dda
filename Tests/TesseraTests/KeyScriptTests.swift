import Testing
@testable import Tessera

@Suite struct KeyScriptTests {
    private func key(_ k: Key, _ m: KeyPress.Modifiers = []) -> Event { .key(KeyPress(k, modifiers: m)) }
    private func char(_ c: Character) -> Event { key(.character(c)) }

    @Test func exampleScriptGivesTheRightEvents() throws {
        let events = try KeyScript.parse(#"Tab Tab "hi" Enter <Down>x3 C-c"#)
        #expect(events == [
            key(.tab), key(.tab), char("h"), char("i"), key(.enter),
            key(.down), key(.down), key(.down), .key(.ctrlC),
        ])
    }

    @Test func unknownKeyIsAnErrorNamingTheKey() {
        #expect {
            try KeyScript.parse("Tab Frobnicate Enter")
        } throws: { error in
            (error as? KeyScript.ParseError)?.message.contains("Frobnicate") == true
        }
    }

    @Test func unterminatedStringIsAnError() {
        #expect {
            try KeyScript.parse(#"Tab "abc"#)
        } throws: { error in
            (error as? KeyScript.ParseError)?.message.contains("unterminated") == true
        }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse(#""abc\"#) }
    }

    @Test func stringEscapesAndSeparators() throws {
        #expect(try KeyScript.parse(#""a\"b\\""#) == [char("a"), char("\""), char("b"), char("\\")])
        #expect(try KeyScript.parse("a,b\nc") == [char("a"), char("b"), char("c")])
        #expect(try KeyScript.parse(#""x y""#) == [char("x"), char(" "), char("y")])
    }

    @Test func modifiersAndNamedKeys() throws {
        #expect(try KeyScript.parse("^c") == [.key(.ctrlC)])
        #expect(try KeyScript.parse("C-C") == [.key(.ctrlC)])
        #expect(try KeyScript.parse("M-x") == [key(.character("x"), .option)])
        #expect(try KeyScript.parse("S-Tab BackTab") == [key(.backTab), key(.backTab)])
        #expect(try KeyScript.parse("S-Up") == [key(.up, .shift)])
        #expect(try KeyScript.parse("F5 <Esc> Space pgdn") == [key(.function(5)), key(.escape), char(" "), key(.pageDown)])
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("F13") }
    }

    @Test func repeatSuffix() throws {
        #expect(try KeyScript.parse("ax2 Enterx2") == [char("a"), char("a"), key(.enter), key(.enter)])
        #expect(try KeyScript.parse("<Left>x0") == [])
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("Downx1000001") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("x3") }
    }

    @Test func emptyScriptHasNoEvents() throws {
        #expect(try KeyScript.parse("  ").isEmpty)
    }
}
