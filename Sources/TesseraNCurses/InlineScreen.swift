import CNCursesW
import Glibc
import Tessera

/// Drawing in the normal screen, in rows below the prompt (`--inline`): from the row the
/// cursor is on at start (asked with DSR 6), scrolling the shell's lines up only when there is
/// not room enough below it; at the bottom when the terminal does not answer.
///
/// ncurses writes `smcup` (the alternate screen), resets the scroll region and clears the
/// whole screen on its first refresh, whatever is changed after `newterm`. So the terminal is
/// driven through a copy of its terminfo entry without `smcup`, `rmcup`, `csr` and `clear`
/// (compiled with `tic` into a private directory), and the rows are a scroll region with
/// origin mode on: ncurses addresses row 0 of a screen `rows` high, which the terminal puts
/// at the top of the region, and clears it with home and clear-to-end.
struct InlineScreen {
    /// The private entry's name.
    static let entryName = "tessera-inline"

    /// The rows asked for (nil: the terminal's height).
    let requestedRows: Int?
    /// The terminal's height now.
    private(set) var terminalRows: Int
    /// The region's first row (from 1): where the cursor was at start, or lower when there was
    /// not room enough below it.
    private(set) var top: Int

    /// The rows drawn in now.
    var rows: Int { min(requestedRows ?? terminalRows, terminalRows) }
    /// The region's last row (from 1).
    var bottom: Int { top + rows - 1 }

    /// The region for `requestedRows` on a terminal `terminalRows` high, starting on
    /// `cursorRow` (from 1; what the terminal answered to DSR 6), or at the bottom when the
    /// terminal did not say where its cursor is.
    init(requestedRows: Int?, terminalRows: Int, cursorRow: Int? = nil) {
        self.requestedRows = requestedRows
        self.terminalRows = max(1, terminalRows)
        let rows = min(requestedRows ?? self.terminalRows, self.terminalRows)
        let lowest = self.terminalRows - rows + 1
        top = min(max(1, cursorRow ?? lowest), lowest)
    }

    /// Makes room from the cursor down (the new lines scroll the shell's lines up only as far
    /// as needed) and confines the cursor to the region.
    var enterSequence: String {
        String(repeating: "\n", count: rows - 1) + regionSequence
    }

    /// The scroll region over the region's rows, addressed from its top (origin mode).
    var regionSequence: String {
        "\u{1B}[\(top);\(bottom)r\u{1B}[?6h"
    }

    /// Origin mode off, the whole screen scrollable again, and the cursor on a new line below
    /// the last frame, which stays on the screen and in the scrollback.
    var leaveSequence: String {
        "\u{1B}[?6l\u{1B}[r\u{1B}[\(bottom);1H\r\n"
    }

    /// Takes the terminal's new height (after a resize): the region stays where it is when it
    /// still fits, else moves up.
    mutating func resize(terminalRows: Int) {
        self.terminalRows = max(1, terminalRows)
        top = max(1, min(top, self.terminalRows - rows + 1))
    }

    /// Compiles the private copy of `term`'s entry into a new directory, for `TERMINFO`.
    /// Nil when `infocmp` or `tic` is missing or fails: the caller draws full screen instead.
    static func compileEntry(for term: String) -> String? {
        guard term.allSatisfy({ $0.isLetter || $0.isNumber || "-_.+".contains($0) }) else { return nil }
        var template = Array("/tmp/tessera-inline-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let directory = String(cString: made)
        guard let source = run("infocmp -x '\(term)' 2>/dev/null"), !source.isEmpty,
              let edited = entrySource(from: source) else { return nil }
        let path = directory + "/entry.src"
        guard let file = fopen(path, "w") else { return nil }
        fputs(edited, file)
        fclose(file)
        guard run("tic -x -o '\(directory)' '\(path)' >/dev/null 2>&1 && echo ok") == "ok\n" else { return nil }
        unlink(path)
        return directory
    }

    /// `infocmp`'s source with the entry renamed and the capabilities that would take the
    /// whole screen removed.
    static func entrySource(from source: String) -> String? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let nameLine = lines.firstIndex(where: { !$0.hasPrefix("#") && !$0.isEmpty }) else { return nil }
        let names = lines[nameLine]
        guard let end = names.firstIndex(where: { $0 == "|" || $0 == "," }) else { return nil }
        lines[nameLine] = entryName + names[end...]
        let dropped: Set<String> = ["smcup", "rmcup", "csr", "clear"]
        let body = lines.enumerated().map { index, line -> String in
            guard index > nameLine else { return line }
            let fields = line.split(separator: ",", omittingEmptySubsequences: true)
            let kept = fields.filter { field in
                let name = field.trimmingPrefix(while: \.isWhitespace).prefix { $0 != "=" && $0 != "#" && $0 != "@" }
                return !dropped.contains(String(name))
            }
            guard !kept.isEmpty else { return "" }
            return kept.joined(separator: ",") + ","
        }
        return body.joined(separator: "\n")
    }

    /// Removes the private entry's directory (ncurses has read the entry by then).
    static func removeEntry(at directory: String) {
        unlink(directory + "/t/" + entryName)
        rmdir(directory + "/t")
        // tic files entries by first letter, or by its hex code on some systems.
        unlink(directory + "/74/" + entryName)
        rmdir(directory + "/74")
        rmdir(directory)
    }

    private static func run(_ command: String) -> String? {
        guard let pipe = popen(command, "r") else { return nil }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        guard pclose(pipe) == 0 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }
}
