import CNCursesW
import Tessera
import Testing
@testable import TesseraNCurses

/// Hosts views inside a window of a curses screen (xterm-256color writing to /dev/null), as an
/// existing ncurses program would, and reads back what reached the window and the screen.
@Suite(.serialized) @MainActor struct CursesHostingWindowTests {
    private static let screenSize = Size(width: 30, height: 10)
    private static let frame = Rect(x: 3, y: 2, width: 20, height: 5)

    @MainActor final class Presses { var count = 0 }

    private struct Panel: View {
        let presses: Presses
        @State private var pressed = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text(pressed == 0 ? "Hosted" : "Pressed \(pressed)")
                Button("Press") { presses.count += 1; pressed += 1 }
            }
        }
    }

    /// A test terminal with one window at `frame`, the way a program makes its panels.
    private func withWindow(_ body: (UnsafeMutablePointer<WINDOW>) throws -> Void) throws {
        let backend = try NCursesBackend(testTerminal: Self.screenSize)
        defer { backend.shutdown() }
        let window = try #require(newwin(Int32(Self.frame.height), Int32(Self.frame.width), Int32(Self.frame.minY), Int32(Self.frame.minX)))
        defer { delwin(window) }
        try body(window)
    }

    /// A row of the physical screen as curses last drew it (`curscr`, after `doupdate`).
    private func screenRow(_ y: Int) -> String {
        guard let screen = tessera_curscr() else { return "" }
        return (0..<Self.screenSize.width).map { x in
            let text = CursesCellWriter.readCell(in: screen, x: x, y: y).text
            return text.isEmpty ? " " : text
        }.joined()
    }

    private func windowRow(_ window: UnsafeMutablePointer<WINDOW>, _ y: Int) -> String {
        (0..<Self.frame.width).map { CursesCellWriter.readCell(in: window, x: $0, y: y).text }.joined()
    }

    @Test func contentSitsAtTheWindowsOffsetAndNowhereElse() throws {
        try withWindow { window in
            let hosted = CursesHostingWindow(window: window, rootView: Panel(presses: Presses()), clock: TestClock())
            #expect(hosted.size == Self.frame.size)
            #expect(hosted.needsRefresh)
            hosted.refresh()
            doupdate()
            #expect(!hosted.needsRefresh)
            #expect(windowRow(window, 0).hasPrefix("Hosted "))
            #expect(windowRow(window, 1).contains("Press"))
            #expect(screenRow(2) == "   " + windowRow(window, 0) + "       ")
            #expect(screenRow(3) == "   " + windowRow(window, 1) + "       ")
            for y in 0..<Self.screenSize.height where !(2..<4).contains(y) {
                #expect(screenRow(y).allSatisfy { $0 == " " }, "row \(y) is outside the content: '\(screenRow(y))'")
            }
        }
    }

    @Test func enterPressesTheButtonAndTheNextRefreshShowsIt() throws {
        try withWindow { window in
            let presses = Presses()
            let hosted = CursesHostingWindow(window: window, rootView: Panel(presses: presses), clock: TestClock())
            hosted.refresh()
            #expect(hosted.handle(.key(KeyPress(.enter))))
            #expect(presses.count == 1)
            #expect(hosted.needsRefresh)
            hosted.refresh()
            doupdate()
            #expect(windowRow(window, 0).hasPrefix("Pressed 1 "))
            #expect(screenRow(2).hasPrefix("   Pressed 1 "))
            // Through what wget_wch returns: a carriage return is Enter.
            #expect(hosted.handle(RawInput.character(13)))
            #expect(presses.count == 2)
        }
    }

    @Test func keysTheViewDoesNotUseGoBackToTheProgram() throws {
        try withWindow { window in
            let hosted = CursesHostingWindow(window: window, rootView: Panel(presses: Presses()), clock: TestClock())
            hosted.refresh()
            #expect(!hosted.handle(.key(KeyPress(.character("q")))))
            #expect(!hosted.handle(.key(KeyPress(.tab))), "Tab past the only control is the program's")
            #expect(!hosted.handle(RawInput.keyCode(KEY_RESIZE)))
        }
    }

    @Test func aSecondRefreshWritesOnlyWhatChanged() throws {
        try withWindow { window in
            let hosted = CursesHostingWindow(window: window, rootView: Text("Hosted"), clock: TestClock())
            hosted.refresh()
            // Something the program wrote in a cell the view left unchanged stays.
            mvwaddstr(window, 4, 0, "mine")
            hosted.rootView = Text("Hosts")
            hosted.refresh()
            #expect(windowRow(window, 0).hasPrefix("Hosts "))
            #expect(windowRow(window, 4).hasPrefix("mine"))
            hosted.setNeedsFullRefresh()
            hosted.refresh()
            #expect(windowRow(window, 4).allSatisfy { $0 == " " })
        }
    }

    @Test func coloursLeaveTheProgramsPairsAlone() throws {
        try withWindow { window in
            init_pair(1, Int16(COLOR_RED), Int16(COLOR_BLUE))
            let hosted = CursesHostingWindow(window: window, rootView: Text("Red").foregroundStyle(Color.red), clock: TestClock())
            hosted.refresh()
            let cell = CursesCellWriter.readCell(in: window, x: 0, y: 0)
            #expect(cell.text == "R")
            #expect(cell.pair > 1)
        }
    }

    @Test func preferredSizeGrowsWithTheContent() throws {
        try withWindow { window in
            let hosted = CursesHostingWindow(window: window, rootView: Text("Hi"), clock: TestClock())
            #expect(hosted.preferredSize == Size(width: 2, height: 1))
            hosted.rootView = Text("A longer line")
            #expect(hosted.preferredSize == Size(width: 13, height: 1))
            #expect(hosted.preferredSize(width: 6).height > 1)
            let ideal = hosted.preferredSize
            wresize(window, Int32(ideal.height), Int32(ideal.width))
            #expect(hosted.needsRefresh)
            hosted.refresh()
            #expect(windowRow(window, 0).hasPrefix("A longer line"))
        }
    }
}
