import Tessera
import Testing
@testable import TesseraNCurses

/// Presents frames through a real ncurses screen (xterm-256color, writing to /dev/null) and
/// reads every cell back, so what the toolkit drew is what curses holds.
@Suite(.serialized) @MainActor struct ParityTests {
    private static let size = Size(width: 20, height: 5)

    private static func sampleFrame() -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        frame.write("Hello, Tessera!", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
        frame.write("中文字 ok", at: Point(x: 1, y: 1))
        // Decomposed: e + circumflex + acute, and e + circumflex + dot below.
        frame.write("Tie\u{302}\u{301}ng Vie\u{302}\u{323}t", at: Point(x: 0, y: 2))
        frame.write("rev", at: Point(x: 0, y: 3), style: Style(foreground: .brightYellow, background: .rgb(10, 20, 200), attributes: .reverse))
        frame.write("both", at: Point(x: 5, y: 3), style: Style(foreground: .pink, attributes: [.bold, .reverse]))
        frame.write("🐟", at: Point(x: 12, y: 3))
        frame.write("edge", at: Point(x: 14, y: 4))
        frame.write("中", at: Point(x: 18, y: 4))  // fits exactly: columns 18 and 19
        frame.write("文", at: Point(x: 19, y: 3))  // does not fit: the buffer keeps a space
        return frame
    }

    private func expectParity(_ frame: ScreenBuffer, _ backend: NCursesBackend, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<frame.height {
            for x in 0..<frame.width where !frame[x, y].isContinuation {
                let cell = frame[x, y]
                let read = backend.readCell(x: x, y: y)
                #expect(read.text == String(cell.character), "glyph at (\(x), \(y))", sourceLocation: sourceLocation)
                let checked: Style.Attributes = [.bold, .reverse]
                #expect(read.attributes.intersection(checked) == cell.style.attributes.intersection(checked),
                        "attributes at (\(x), \(y))", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyCellReadsBackAsPresented() throws {
        let backend = try NCursesBackend(testTerminal: Self.size)
        defer { backend.shutdown() }
        #expect(backend.size == Self.size)
        let frame = Self.sampleFrame()
        #expect(frame[19, 3].character == " ")
        #expect(frame[18, 4].width == 2)
        backend.present(frame, cursor: nil)
        expectParity(frame, backend)
        #expect(backend.capabilities.colors == .palette256)
        #expect(backend.allocatedColorPairs == 2)
    }

    @Test func aSecondFrameWritesOnlyWhatChanged() throws {
        let backend = try NCursesBackend(testTerminal: Self.size)
        defer { backend.shutdown() }
        var frame = Self.sampleFrame()
        backend.present(frame, cursor: nil)
        let afterFirst = backend.bytesWritten
        #expect(afterFirst > 0)
        frame.write("J", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
        frame.write("中", at: Point(x: 1, y: 1))  // unchanged
        backend.present(frame, cursor: Point(x: 3, y: 2))
        expectParity(frame, backend)
        let second = backend.bytesWritten - afterFirst
        #expect(second > 0 && second < 40, "the second frame sent \(second) bytes")
        backend.present(frame, cursor: Point(x: 3, y: 2))
        #expect(backend.bytesWritten - afterFirst - second < 10)
    }

    @Test func bytesAreCountedOnlyWhenAsked() throws {
        // Counting reads the kernel's accounting twice a frame: off unless something shows it.
        let backend = try NCursesBackend(testTerminal: Self.size, options: NCursesBackend.Options(mouse: false, bracketedPaste: false, crashGuard: false))
        defer { backend.shutdown() }
        backend.present(Self.sampleFrame(), cursor: nil)
        expectParity(Self.sampleFrame(), backend)
        #expect(backend.bytesWritten == 0)
    }

    @Test func resizingDownToOneCellAndBackKeepsParity() throws {
        let backend = try NCursesBackend(testTerminal: Self.size)
        defer { backend.shutdown() }
        backend.present(Self.sampleFrame(), cursor: nil)
        backend.resize(to: Size(width: 1, height: 1))
        #expect(backend.size == Size(width: 1, height: 1))
        var tiny = ScreenBuffer(size: backend.size)
        tiny.write("中", at: .zero)  // too wide for one column: a space
        backend.present(tiny, cursor: nil)
        backend.present(Self.sampleFrame(), cursor: nil)  // a frame bigger than the screen is clipped
        backend.resize(to: Self.size)
        let frame = Self.sampleFrame()
        backend.present(frame, cursor: nil)
        expectParity(frame, backend)
    }

    @Test func monochromeDrawsAttributesWithoutPairs() throws {
        let backend = try NCursesBackend(testTerminal: Self.size, options: .init(noColor: true, mouse: false, bracketedPaste: false, crashGuard: false))
        defer { backend.shutdown() }
        let frame = Self.sampleFrame()
        backend.present(frame, cursor: nil)
        #expect(backend.capabilities.colors == .monochrome)
        #expect(backend.allocatedColorPairs == 0)
        expectParity(frame, backend)
    }

    @Test func shutdownIsIdempotent() throws {
        let backend = try NCursesBackend(testTerminal: Self.size)
        backend.shutdown()
        backend.shutdown()
        backend.present(Self.sampleFrame(), cursor: nil)  // ignored after shutdown
        #expect(backend.isShutDown)
    }
}
