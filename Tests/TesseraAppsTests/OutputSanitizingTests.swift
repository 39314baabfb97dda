import Foundation
import Testing
import Tessera
import TesseraApps

/// Text from data files and state files reaches no output as a terminal command: not the
/// snapshot formats (text, ansi, accessibility), not a log line, not an error on stderr.
@MainActor
@Suite(.serialized) struct OutputSanitizingTests {
    /// Escape sequences a terminal would obey, C1 controls, bidi overrides and isolates, NUL, BEL.
    static let hostile = "x\u{1B}]52;c;SEFDS0VE\u{7}\u{1B}]0;PWNED\u{1B}\\\u{1B}P+q\u{1B}\\\u{1B}[6n\u{1B}c"
        + "\u{9B}31m\u{85}\u{9D}8;;\u{9C}\u{202E}rev\u{202C}\u{2066}iso\u{2069}\u{0}\u{7}\u{7F}end"

    /// The first scalar in `output` that a terminal could act on, or nil. With `ansi`, the SGR
    /// and OSC 8 sequences that format writes itself are allowed (OSC 8 only with a printable
    /// ASCII address).
    static func firstForbidden(in output: String, ansi: Bool = false) -> String? {
        let scalars = Array(output.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            if ansi, v == 0x1B, let end = Self.endOfAllowedSequence(scalars, from: i) { i = end; continue }
            let forbidden = v < 0x20 && v != 0x0A || (0x7F...0x9F).contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            if forbidden {
                let around = String(String.UnicodeScalarView(scalars[max(0, i - 8)..<min(scalars.count, i + 8)]))
                return String(format: "U+%04X near %@", v, String(reflecting: around))
            }
            i += 1
        }
        return nil
    }

    /// Where an SGR (`ESC [ digits and ; m`) or an OSC 8 (`ESC ] 8 ; ; address ESC \`) starting at
    /// `start` ends, or nil when the sequence there is neither.
    static func endOfAllowedSequence(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        if s[start + 1] == "[" {
            var j = start + 2
            while j < s.count, s[j] == ";" || ("0"..."9").contains(s[j]) { j += 1 }
            return j < s.count && s[j] == "m" ? j + 1 : nil
        }
        let prefix: [Unicode.Scalar] = ["]", "8", ";", ";"]
        guard start + 5 <= s.count, Array(s[(start + 1)..<(start + 5)]) == prefix else { return nil }
        var j = start + 5
        while j < s.count, s[j].value > 0x20, s[j].value < 0x7F { j += 1 }
        guard j + 1 < s.count, s[j] == "\u{1B}", s[j + 1] == "\\" else { return nil }
        return j + 2
    }

    static func directory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-output-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("photos"), withIntermediateDirectories: true)
        return url
    }

    static func write(_ object: Any, to url: URL) throws {
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    /// A data directory and a state directory whose every string is hostile.
    static func hostileFiles() throws -> (data: URL, state: URL) {
        let data = try directory("data"), state = try directory("state")
        let h = hostile
        try write([["name": "A" + h, "fruit": "F" + h, "suspicion": "sneaky"],
                   ["name": "B" + h, "fruit": "Mango", "suspicion": "innocent"]], to: data.appendingPathComponent("animals.json"))
        try write(["steps": ["today": 1, "goal": 2, "hourly": [1, 2]], "restingHeartRate": ["today": 58, "week": [60, 61]],
                   "sleep": ["hours": 7.0, "week": [7.0, 6.5]],
                   "conditions": [["id": "c1", "text": "C" + h, "flagged": true]]], to: data.appendingPathComponent("health.json"))
        try write(["unit": "bpm" + h, "samples": [60, 70, 80]], to: data.appendingPathComponent("heart-rate.json"))
        try write([["id": "d1", "name": "D" + h, "country": "K" + h, "bestSeason": "S" + h, "summary": "Y" + h, "photo": "p1"]],
                  to: data.appendingPathComponent("destinations.json"))
        try write(["p1": "P" + h], to: data.appendingPathComponent("photos/captions.json"))
        try Data(("art" + h + "\nline two" + h + "\n").utf8).write(to: data.appendingPathComponent("photos/p1.txt"))
        try write(["animals.edits": ["A" + h: ["notes": "N" + h]]], to: state.appendingPathComponent("animals.json"))
        try write(["conditions": [["id": "s1", "text": "S" + h, "flagged": false]]], to: state.appendingPathComponent("health.json"))
        try write(["trips": [["id": "t1", "destinationID": "d1", "destinationName": "T" + h, "start": "2026-04-01",
                              "end": "2026-04-05", "travellers": 2, "notes": "N" + h]]], to: state.appendingPathComponent("vacation.json"))
        return (data, state)
    }

    @Test func everySnapshotFormatOfEveryAppShowsHostileDataInert() throws {
        let (data, state) = try Self.hostileFiles()
        defer { try? FileManager.default.removeItem(at: data); try? FileManager.default.removeItem(at: state) }
        let runs: [(AppChoice, String?)] = [
            (.animals(data: data.path, rows: nil), nil), (.animals(data: data.path, rows: nil), "i"),
            (.health(data: data.path, path: []), nil), (.health(data: data.path, path: ["conditions"]), nil),
            (.vacation(data: data.path), "\"ada@example.com\" Tab \"pw\" Enter"),
        ]
        for (choice, keys) in runs {
            for format in CommandLineOptions.SnapshotFormat.allCases {
                var arguments = ["--snapshot", "--size", "120x40", "--format", format.rawValue]
                if let keys { arguments += ["--keys", keys] }
                let options = try CommandLineOptions.parse(arguments)
                let size = Size(width: 120, height: 40)
                let producer = try AppCatalog.makeProducer(choice, environment: options.environment, stateDirectory: state,
                                                           clock: TestClock(), size: size)
                let output = try CommandLineProgram.snapshot(of: producer, size: size, options: options)
                #expect(output.contains("␛]52;c;SEFDS0VE␇") || format != .accessibility, "\(choice) \(format): the hostile text is not shown")
                let found = Self.firstForbidden(in: output, ansi: format == .ansi)
                #expect(found == nil, "\(choice) \(format): \(found ?? "")")
            }
        }
    }

    @Test func accessibilityLinesShowControlsAsSymbols() {
        var element = AccessibilityElement(role: .row, label: "L" + Self.hostile, value: "V\n" + Self.hostile, hint: "H" + Self.hostile,
                                           identifier: "I" + Self.hostile)
        element.actions = ["A" + Self.hostile]
        let text = AccessibilityElement.text(of: [AccessibilityElement(role: .table, label: "T", children: [element])])
        #expect(Self.firstForbidden(in: text) == nil)
        #expect(text.split(separator: "\n").count == 2, "one line an element")
        // Backslashes and quotes are escaped as the line format has it; the rest shows as symbols.
        #expect(text.contains("row \"L" + Sanitizer.sanitize(Self.hostile.replacingOccurrences(of: "\\", with: "\\\\")) + "\" value \"V x"))
    }

    @Test func ansiWritesNoControlCharacterACellHolds() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.write("ab", at: .zero, style: Style(foreground: .red))
        var cell = buffer[2, 0]
        cell.character = "\u{1B}"
        buffer[2, 0] = cell
        let output = AnsiRendering.render(buffer)
        #expect(Self.firstForbidden(in: output, ansi: true) == nil)
        #expect(output.contains("␛"))
    }

    @Test func textSnapshotWritesNoControlCharacterACellHolds() throws {
        var buffer = ScreenBuffer(size: Size(width: 2, height: 1))
        var cell = buffer[0, 0]
        cell.character = "\u{9B}"
        buffer[0, 0] = cell
        #expect(Self.firstForbidden(in: CommandLineProgram.text(of: buffer)) == nil)
    }

    @Test func logAndErrorLinesNameAHostileFileInertAndInOneLine() {
        let error = DataFileError(path: "data/ani\u{1B}]0;PWNED\u{7}mals\n.json", "no such file")
        let line = CommandLineProgram.errorLine(name: "tessera", error)
        #expect(line == "tessera: data/ani␛]0;PWNED␇mals␊.json: no such file\n")
        let log = CommandLineProgram.logLine("state: cannot save " + Self.hostile)
        #expect(Self.firstForbidden(in: log) == nil)
        #expect(log.hasSuffix("\n") && log.dropLast().allSatisfy { $0 != "\n" })
    }
}
