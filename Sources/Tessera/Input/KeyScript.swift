/// Parses the key-script syntax used by `--keys` and tests into events.
///
/// Words are separated by spaces. `Tab`, `Enter`, `Esc`, `Space`, `Backspace`, `Delete`,
/// `Up`/`Down`/`Left`/`Right`, `Home`, `End`, `PgUp`, `PgDn`, `BackTab` (or `S-Tab`), `F1`–`F12`
/// name keys, optionally in angle brackets (`<Down>`); `C-x` is Ctrl-x, `M-x` Alt-x;
/// a single character is that key; `"text"` types each character (`\"` and `\\` escape);
/// a suffix `x3` repeats a key (at most `maxRepeat` times); `^x` and `Ctrl-x` are Ctrl-x too,
/// `Alt-x` is Alt-x, and keys may be named as help names them (`↑`, `Shift-Tab`). Example: `Tab Tab "hello" Enter <Down>x3 C-c`.
public enum KeyScript {
    /// A script that does not parse: what is wrong and where.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// The message, naming the word that did not parse.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// The events `script` stands for, in order: `try KeyScript.parse("Tab \"ada\" Enter")`.
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
            if let (base, n) = splitRepeat(word), (try? key(named: base)) != nil {
                guard n <= maxRepeat else {
                    throw ParseError(message: "key script: repeat count in '\(word)' is over \(maxRepeat)")
                }
                count = n
                word = base
            }
            let press = try key(named: word)
            for _ in 0..<count { events.append(.key(press)) }
        }
        return events
    }

    /// The largest repeat count a word may carry.
    public static let maxRepeat = 100_000

    /// `word` split into a key and a repeat count if it ends in `x` and digits after at least
    /// one character (`<Down>x3`, `ax2`), else nil.
    static func splitRepeat(_ word: String) -> (base: String, count: Int)? {
        let digits = word.reversed().prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let beforeDigits = word.dropLast(digits.count)
        guard beforeDigits.count >= 2, beforeDigits.last == "x", let n = Int(String(digits.reversed())) else {
            return nil
        }
        return (String(beforeDigits.dropLast()), n)
    }

    /// The key a script word names.
    public static func key(named rawWord: String) throws -> KeyPress {
        var word = rawWord
        if word.count > 2, word.hasPrefix("<"), word.hasSuffix(">") { word = String(word.dropFirst().dropLast()) }
        let arrows: [Character: Key] = ["↑": .up, "↓": .down, "←": .left, "→": .right]
        if word.count == 1, let c = word.first { return KeyPress(arrows[c] ?? .character(c)) }
        if (word.count == 3 && word.hasPrefix("C-")) || (word.count == 2 && word.hasPrefix("^")),
           let c = word.last {
            return KeyPress(.character(Character(c.lowercased())), modifiers: .control)
        }
        if word.count == 3, word.hasPrefix("M-"), let c = word.last { return KeyPress(.character(c), modifiers: .option) }
        // As help names them: Ctrl-K, Alt-x, Shift-Tab, the arrows.
        if word.count == 6, word.lowercased().hasPrefix("ctrl-"), let c = word.last {
            return KeyPress(.character(Character(c.lowercased())), modifiers: .control)
        }
        if word.count == 5, word.lowercased().hasPrefix("alt-"), let c = word.last { return KeyPress(.character(c), modifiers: .option) }
        if word.lowercased() == "shift-tab" { return KeyPress(.backTab) }
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
