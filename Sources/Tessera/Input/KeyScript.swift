/// Parses the key-script syntax used by `--keys` and tests into events.
///
/// Words are separated by spaces. `Tab`, `Enter`, `Esc`, `Space`, `Backspace`, `Delete`,
/// `Up`/`Down`/`Left`/`Right`, `Home`, `End`, `PgUp`, `PgDn`, `BackTab` (or `S-Tab`), `F1`–`F12`
/// name keys, optionally in angle brackets (`<Down>`); `C-x` is Ctrl-x, `M-x` Alt-x;
/// a single character is that key; `"text"` types each character (`\"` and `\\` escape);
/// a suffix `x3` repeats a key. Example: `Tab Tab "hello" Enter <Down>x3 C-c`.
public enum KeyScript {
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var description: String { message }
    }

    public static func parse(_ script: String) throws -> [Event] {
        var events: [Event] = []
        var i = script.startIndex
        func peek() -> Character? { i < script.endIndex ? script[i] : nil }
        while let c = peek() {
            if c == " " || c == "," || c == "\n" || c == "\t" { i = script.index(after: i); continue }
            if c == "\"" {
                i = script.index(after: i)
                var closed = false
                while let d = peek() {
                    i = script.index(after: i)
                    if d == "\"" { closed = true; break }
                    if d == "\\", let e = peek() {
                        i = script.index(after: i)
                        events.append(.key(KeyPress(.character(e))))
                    } else {
                        events.append(.key(KeyPress(.character(d))))
                    }
                }
                if !closed { throw ParseError(message: "key script: unterminated string") }
                continue
            }
            var word = ""
            while let d = peek(), d != " ", d != ",", d != "\n", d != "\t" { word.append(d); i = script.index(after: i) }
            var count = 1
            if let range = word.range(of: #"x[0-9]+$"#, options: .regularExpression), word.count > 2,
               word[word.startIndex..<range.lowerBound].count >= 1 {
                let base = String(word[word.startIndex..<range.lowerBound])
                if (try? key(named: base)) != nil {
                    count = Int(word[word.index(after: range.lowerBound)...]) ?? 1
                    word = base
                }
            }
            let press = try key(named: word)
            for _ in 0..<min(count, 100_000) { events.append(.key(press)) }
        }
        return events
    }

    /// The key a script word names.
    public static func key(named rawWord: String) throws -> KeyPress {
        var word = rawWord
        if word.count > 2, word.hasPrefix("<"), word.hasSuffix(">") { word = String(word.dropFirst().dropLast()) }
        if word.count == 1, let c = word.first { return KeyPress(.character(c)) }
        if word.count == 3, word.hasPrefix("C-") || word.hasPrefix("^") && word.count == 2 {
            return KeyPress(.character(Character(word.suffix(1).lowercased())), modifiers: .control)
        }
        if word.count == 3, word.hasPrefix("M-"), let c = word.last { return KeyPress(.character(c), modifiers: .option) }
        if word.hasPrefix("S-") {
            var k = try key(named: String(word.dropFirst(2)))
            if k.key == .tab { return KeyPress(.backTab) }
            k.modifiers.insert(.shift); return k
        }
        let named: [String: Key] = [
            "tab": .tab, "backtab": .backTab, "btab": .backTab, "enter": .enter, "return": .enter, "esc": .escape,
            "escape": .escape, "space": .space, "backspace": .backspace, "bs": .backspace, "delete": .delete,
            "del": .delete, "insert": .insert, "up": .up, "down": .down, "left": .left, "right": .right,
            "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        ]
        if let k = named[word.lowercased()] { return KeyPress(k) }
        if word.count >= 2, word.first == "F" || word.first == "f", let n = Int(word.dropFirst()), (1...12).contains(n) {
            return KeyPress(.function(n))
        }
        throw ParseError(message: "key script: unknown key '\(rawWord)'")
    }
}
