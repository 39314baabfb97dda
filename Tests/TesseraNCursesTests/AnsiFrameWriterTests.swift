import Foundation
import Tessera
import Testing
@testable import TesseraNCurses

/// The frame writer a transport without ncurses uses, and what a frame costs with it and with
/// ncurses (the numbers docs/DECISIONS.md quotes are printed; only the bytes are asserted).
@MainActor @Suite struct AnsiFrameWriterTests {
    private let writer = AnsiFrameWriter()

    /// A table-like screen: a header, `rows` rows of text, the row at `selected` reversed.
    private func table(selected: Int, size: Size = Size(width: 100, height: 30)) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        _ = buffer.write(" Name                 Fruit        Suspicion", at: .zero, style: Style(attributes: .bold))
        for y in 1..<size.height - 1 {
            let style = y == selected ? Style(foreground: .ansi(15), background: .palette(24), attributes: .bold) : Style(foreground: .palette(252))
            _ = buffer.write(" Animal number \(y)       Mango        ●●●○○ Suspicious", at: Point(x: 0, y: y), style: style)
        }
        _ = buffer.write(" ↑↓ Move  q Quit", at: Point(x: 0, y: size.height - 1), style: Style(attributes: .reverse))
        return buffer
    }

    @Test func aFirstFrameClearsAndWritesEveryRowThatHasText() {
        var frame = ScreenBuffer(size: Size(width: 6, height: 3))
        _ = frame.write("ab", at: Point(x: 1, y: 1), style: Style(attributes: .bold))
        #expect(writer.update(to: frame, over: nil, rows: 3, columns: 6, cursor: nil)
            == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[2;2H\u{1B}[0;1mab\u{1B}[0m\u{1B}[?25l")
    }

    @Test func anUpdateWritesOnlyTheCellsThatChangedAndPlacesTheCursor() {
        var before = ScreenBuffer(size: Size(width: 6, height: 2))
        _ = before.write("abcdef", at: .zero)
        var after = before
        _ = after.write("X", at: Point(x: 3, y: 0), style: Style(foreground: .ansi(1)))
        #expect(writer.update(to: after, over: before, rows: 2, columns: 6, cursor: Point(x: 0, y: 1))
            == "\u{1B}[1;4H\u{1B}[0;31mX\u{1B}[0m\u{1B}[2;1H\u{1B}[?25h")
        #expect(writer.update(to: after, over: after, rows: 2, columns: 6, cursor: nil) == "\u{1B}[?25l")
    }

    @Test func textFromDataIsWrittenInert() {
        var frame = ScreenBuffer(size: Size(width: 4, height: 1))
        frame[0, 0] = Cell("\u{1B}")
        let bytes = writer.update(to: frame, over: nil, rows: 1, columns: 4, cursor: nil)
        #expect(bytes == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0m" + Sanitizer.sanitize("\u{1B}") + "\u{1B}[0m\u{1B}[?25l")
        #expect(!Sanitizer.sanitize("\u{1B}").contains("\u{1B}"))
    }

    /// One frame of a 100 × 30 table drawn whole, then the selection moved one row, through
    /// ncurses (bytes counted by the kernel) and through the ANSI writer alone.
    @Test func whatAFrameCostsWithNcursesAndWithTheAnsiWriterAlone() throws {
        let size = Size(width: 100, height: 30)
        let first = table(selected: 3), second = table(selected: 4)
        let backend = try NCursesBackend(testTerminal: size)
        defer { backend.shutdown() }
        backend.present(first, cursor: nil)
        let cursesFirst = backend.bytesWritten
        backend.present(second, cursor: nil)
        let cursesMove = backend.bytesWritten - cursesFirst
        let ansiFirst = writer.update(to: first, over: nil, rows: size.height, columns: size.width, cursor: nil).utf8.count
        let ansiMove = writer.update(to: second, over: first, rows: size.height, columns: size.width, cursor: nil).utf8.count
        // Both send a fraction of the whole frame for a selection that moved.
        #expect(cursesMove * 4 < cursesFirst)
        #expect(ansiMove * 4 < ansiFirst)

        let frames = 200
        let clock = ContinuousClock()
        var backendTime = Duration.zero, writerTime = Duration.zero
        for index in 0..<frames {
            let frame = index % 2 == 0 ? first : second, previous = index % 2 == 0 ? second : first
            backendTime += clock.measure { backend.present(frame, cursor: nil) }
            writerTime += clock.measure { _ = writer.update(to: frame, over: previous, rows: size.height, columns: size.width, cursor: nil) }
        }
        print("frame cost, 100×30 table: ncurses \(cursesFirst) B whole, \(cursesMove) B per move, "
              + "\(backendTime / frames) per move; ANSI writer \(ansiFirst) B whole, \(ansiMove) B per move, \(writerTime / frames) per move")
    }
}
