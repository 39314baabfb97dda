import Tessera

/// Writes frames for a terminal as bytes without a terminal library: for each row, the runs
/// of cells that changed since the frame the terminal shows, each after a cursor move, written
/// by `AnsiWriter` (SGR, OSC 8, sanitised text). A transport other than ncurses (a pty of its
/// own, a socket, a browser's terminal) sends what `update` returns; the ncurses backend uses
/// `runs` for the linked cells ncurses cannot write.
public struct AnsiFrameWriter: Sendable {
    /// Writes the cells of each run.
    public var writer: AnsiWriter

    /// A frame writer whose cells are written by `writer`.
    public init(writer: AnsiWriter = AnsiWriter()) {
        self.writer = writer
    }

    /// What brings a terminal of `rows` × `columns` that shows `previous` (nil: unknown, so
    /// it is cleared and every cell written) to show `frame`, ending with the cursor at `cursor`
    /// (hidden when nil). Empty rows and unchanged cells cost nothing.
    public func update(to frame: ScreenBuffer, over previous: ScreenBuffer?, rows: Int, columns: Int, cursor: Point?) -> String {
        let comparable = previous.flatMap { $0.size == frame.size ? $0 : nil }
        var out = comparable == nil ? AnsiWriter.reset + "\u{1B}[H\u{1B}[2J" : ""
        out += runs(of: frame, rows: rows, columns: columns) { x, y in
            guard let comparable else { return frame[x, y] != .blank || frame.hyperlink(x: x, y: y) != nil }
            return Self.differs(frame, comparable, x: x, y: y)
        }
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < columns, cursor.y < rows {
            out += Self.moveCursor(x: cursor.x, y: cursor.y) + "\u{1B}[?25h"
        } else {
            out += "\u{1B}[?25l"
        }
        return out
    }

    /// The cells of `frame` for which `needsWrite(x, y)` holds, in runs: a cursor move, the
    /// cells (a wide glyph from its first column), a reset. Empty when none does.
    public func runs(of frame: ScreenBuffer, rows: Int, columns: Int, where needsWrite: (_ x: Int, _ y: Int) -> Bool) -> String {
        var out = ""
        let width = min(columns, frame.width)
        for y in 0..<min(rows, frame.height) {
            var x = 0
            while x < width {
                guard needsWrite(x, y) else { x += 1; continue }
                let start = frame[x, y].isContinuation && x > 0 ? x - 1 : x
                var end = x + 1
                while end < width, needsWrite(end, y) { end += 1 }
                out += Self.moveCursor(x: start, y: y)
                var style: Style?
                writer.appendCells(of: frame, row: y, from: start, to: end, columns: columns, style: &style, into: &out)
                out += AnsiWriter.reset
                x = end
            }
        }
        return out
    }

    /// Whether the cell at (x, y) shows differently in `frame` than in `previous` (same size).
    public static func differs(_ frame: ScreenBuffer, _ previous: ScreenBuffer, x: Int, y: Int) -> Bool {
        let cell = frame[x, y], before = previous[x, y]
        return cell.character != before.character || cell.width != before.width || cell.style != before.style
            || frame.hyperlink(of: cell) != previous.hyperlink(of: before)
    }

    /// CUP: the cursor to column `x`, row `y` (from 0).
    public static func moveCursor(x: Int, y: Int) -> String { "\u{1B}[\(y + 1);\(x + 1)H" }
}
