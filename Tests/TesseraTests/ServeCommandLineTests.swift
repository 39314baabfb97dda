import Foundation
import Testing
import Tessera

// `--serve`: what it reads, what it refuses, and what each served instance is started with.

@Suite struct ServeCommandLineTests {
    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineOptions.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func addressesDefaultToLoopback() throws {
        let ssh = try #require(ServeAddress("ssh"))
        #expect(ssh.transport == .ssh && ssh.host == "127.0.0.1" && ssh.port == 2222)
        let web = try #require(ServeAddress("web"))
        #expect(web.transport == .web && web.host == "127.0.0.1" && web.port == 8080)
        let wide = try #require(ServeAddress("web=0.0.0.0:9000"))
        #expect(wide.host == "0.0.0.0" && wide.port == 9000)
        let six = try #require(ServeAddress("ssh=[::1]:0"))
        #expect(six.host == "::1" && six.port == 0)
        for bad in ["telnet", "ssh=", "ssh=host", "ssh=:22", "ssh=h:99999", "ssh=h:x", "web=a b:80", "SSH"] {
            #expect(ServeAddress(bad) == nil, "\(bad)")
        }
    }

    @Test func serveOptionsAreRead() throws {
        let options = try CommandLineOptions.parse(["--serve=ssh=127.0.0.1:0", "--serve-keys", "keys", "--serve-limit", "3"])
        #expect(options.serve == "ssh=127.0.0.1:0")
        #expect(options.serveKeys == "keys")
        #expect(options.serveLimit == 3)
        #expect(try CommandLineOptions.parse(["--serve", "web"]).serve == "web")
    }

    @Test func whatServeRefuses() {
        #expect(usageError(["--serve", "ssh"]) == "--serve ssh needs --serve-keys FILE or --serve-passwords FILE (who may sign in)")
        #expect(usageError(["--serve-keys", "k"]) == "--serve-keys needs --serve")
        #expect(usageError(["--serve-limit", "2"]) == "--serve-limit needs --serve")
        #expect(usageError(["--serve", "web", "--snapshot"]) == "--serve and --snapshot cannot be used together")
        #expect(usageError(["--serve", "web", "--serve-limit", "0"])?.hasPrefix("invalid --serve-limit '0'") == true)
        #expect(usageError(["--serve", "gopher"])?.hasPrefix("invalid --serve 'gopher'") == true)
    }

    @Test func servedInstancesKeepEverythingButTheServeOptionsAndStateDirectory() {
        let given = ["vacation", "--serve", "ssh", "--serve-keys=k", "--state-dir", "/s", "--keys", "--serve",
                     "--theme=light", "--serve-passwords", "p", "--serve-limit", "4", "--data", "d", "--", "--serve", "x"]
        #expect(CommandLineOptions.servedArguments(given)
            == ["vacation", "--keys", "--serve", "--theme=light", "--data", "d", "--", "--serve", "x"])
        #expect(CommandLineOptions.servedArguments(["--serve=web", "--state-dir=/s"]) == [])
    }

    @Test func theServerIsFoundBesideTheProgramThenOnPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-path-\(UUID().uuidString)")
        let beside = root.appendingPathComponent("bin"), onPath = root.appendingPathComponent("path")
        defer { try? FileManager.default.removeItem(at: root) }
        for directory in [beside, onPath] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        #expect(CommandLineProgram.serverPath(beside: beside.path, path: onPath.path) == nil)
        let onPathServer = onPath.appendingPathComponent("tessera-serve")
        #expect(FileManager.default.createFile(atPath: onPathServer.path, contents: Data(), attributes: [.posixPermissions: 0o755]))
        #expect(CommandLineProgram.serverPath(beside: beside.path, path: "/nonexistent:" + onPath.path) == onPathServer.path)
        let besideServer = beside.appendingPathComponent("tessera-serve")
        #expect(FileManager.default.createFile(atPath: besideServer.path, contents: Data(), attributes: [.posixPermissions: 0o644]))
        #expect(CommandLineProgram.serverPath(beside: beside.path, path: onPath.path) == onPathServer.path, "not executable")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: besideServer.path)
        #expect(CommandLineProgram.serverPath(beside: beside.path, path: onPath.path) == besideServer.path)
    }
}
