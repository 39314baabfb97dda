import ArgumentParser
import Foundation
import TesseraApps

// Errors are one line on stderr with a distinct exit code; --help and --version print in full.
MainActor.assumeIsolated {
    // `--version` prints the version and nothing else: anything beside it is a mistake.
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("--version"), arguments.count > 1 {
        FileHandle.standardError.write(Data("tessera: --version takes no other arguments (got: \(arguments.filter { $0 != "--version" }.joined(separator: " ")))\n".utf8))
        exit(64)
    }
    do {
        var command = try TesseraCommand.parseAsRoot()
        try command.run()
    } catch let error as DataError {
        FileHandle.standardError.write(Data("tessera: \(error.description)\n".utf8))
        exit(65)
    } catch let error as TerminalError {
        FileHandle.standardError.write(Data("tessera: \(error.description)\n".utf8))
        exit(1)
    } catch {
        let code = TesseraCommand.exitCode(for: error)
        if code == .success {
            TesseraCommand.exit(withError: error)
        }
        let message = TesseraCommand.message(for: error)
            .split(separator: "\n").first.map(String.init) ?? "\(error)"
        let clean = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        FileHandle.standardError.write(Data("tessera: \(clean)\n".utf8))
        exit(code == .failure || code == .validationFailure ? 64 : code.rawValue)
    }
}
