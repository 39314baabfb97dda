import ArgumentParser
import Foundation
import Tessera
import TesseraApps
import TesseraNCurses

@MainActor
enum Launch {
    static func start(_ choice: AppChoice, common: CommonOptions) throws {
        var environment = EnvironmentValues()
        environment.colorsEnabled = common.colorsEnabled
        environment.screenReaderMode = common.screenReaderMode
        environment.theme = common.theme == .light ? .light : .dark
        environment.colorScheme = common.theme == .light ? .light : .dark
        let stateDirectory = common.stateDirectory()

        if common.snapshot {
            let clock = TestClock(start: try common.fixedClockStart())
            let size = common.size?.size ?? terminalSize() ?? Size(width: 80, height: 24)
            let producer = try AppCatalog.makeProducer(choice, environment: environment, stateDirectory: stateDirectory, clock: clock, size: size)
            var frame = producer.render(size: size)
            if let script = common.keys {
                for event in try KeyScript.parse(script) {
                    producer.handle(event)
                    frame = producer.render(size: size)
                }
            }
            let output: String
            switch common.format {
            case .ansi: output = AnsiRendering.render(frame, colors: common.colorsEnabled)
            case .text: output = frame.text + "\n"
            case .accessibility: output = AccessibilityElement.text(of: (producer as? AccessibilityProviding)?.accessibilityElements ?? [])
            }
            FileHandle.standardOutput.write(Data(output.utf8))
            return
        }

        // --clock freezes time in a live run too (a reproducible demo; timers never fire).
        let clock: any RunClock = common.clock != nil ? TestClock(start: try common.fixedClockStart()) : LiveClock()
        // Links open on the desktop when there is one; snapshots and tests only show the address.
        environment.systemURLOpener = .desktop()
        let size = terminalSize() ?? Size(width: 80, height: 24)
        // Build the app (and read its data) before touching the terminal, so a data error
        // leaves the terminal exactly as it was.
        let producer = try AppCatalog.makeProducer(choice, environment: environment, stateDirectory: stateDirectory, clock: clock, size: size)
        // --keys in a live run: the app starts with the keys already played (a demo, a bug report).
        if let script = common.keys {
            _ = producer.render(size: size)
            for event in try KeyScript.parse(script) {
                producer.handle(event)
                _ = producer.render(size: size)
            }
        }
        let backend = try makeBackend(noColor: !common.colorsEnabled)
        TerminalRunLoop.run(producer, backend: backend, logPath: TerminalRunLoop.defaultLogPath())
    }

    static func makeBackend(noColor: Bool) throws -> NCursesBackend {
        do {
            return try NCursesBackend(options: NCursesBackend.Options(noColor: noColor))
        } catch {
            throw TerminalError(description: "\(error)")
        }
    }

    /// The size of the terminal on stdout, if it is one.
    static func terminalSize() -> Size? {
        var ws = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }
}

/// The terminal could not be used: exit code 1.
struct TerminalError: Error, CustomStringConvertible {
    var description: String
}
