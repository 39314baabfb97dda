import Foundation
import Tessera
import TesseraNCurses

// A temporary entry point: shows the demo screen on the terminal.
TerminalRunLoop.prepareCrashReports()
let backend: NCursesBackend
do {
    backend = try NCursesBackend()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
let demo = DemoScreen(bytesWritten: { backend.bytesWritten })
TerminalRunLoop.run(demo, backend: backend, logPath: TerminalRunLoop.defaultLogPath())
