import Foundation
import Testing
@testable import Tessera
import TesseraTesting

private struct Pet: Identifiable, Hashable { var id: Int; var name: String }

private struct Pets: View {
    var keys: [KeyCommandID: [KeyPress]] = [:]
    @State var selection: Int?
    @State var order: [KeyPathComparator<Pet>] = []
    var body: some View {
        Table((1...40).map { Pet(id: $0, name: "Pet \($0)") }, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
        }
        .keyMap(keys)
    }
}

/// Controls' commands take other keys from the app (`.keyMap`) and the user's keys file; the
/// footer and help name the new keys, and the old ones no longer do the command.
@MainActor
@Suite struct KeyRebindingTests {
    private let size = Size(width: 60, height: 12)

    private func lastLine(_ pilot: Pilot) -> String {
        pilot.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    private func row(_ pilot: Pilot) -> String? { pilot.host.focus.focused?.accessibilityElement()?.value }

    @Test func aTableBuildsItsKeyMapOncePerChangeOfWhatItFollows() throws {
        let pilot = Pilot(Pets(), size: size)
        _ = pilot.screen
        let cache = try #require(pilot.host.focus.focused?.keyMapCache)
        let first = cache.builds
        pilot.press(.down, times: 20)
        #expect(row(pilot) == "row 20 of 40")
        #expect(cache.builds == first, "twenty Downs and their footers build the map again")
        pilot.type("/")
        #expect(cache.builds == first + 1, "finding changes the map")
        pilot.type("pet 3")
        #expect(cache.builds == first + 1)
        pilot.press(.escape)
        #expect(cache.builds == first + 2)
    }

    @Test func keysGivenInCodeReplaceTheCommandsOwnInFooterAndHelp() {
        let pilot = Pilot(Pets(keys: ["table.find": [KeyPress(.character("f"))],
                                      "table.row": [KeyPress(.character("k")), KeyPress(.character("j"))]]), size: size)
        #expect(lastLine(pilot) == " k/j Row  f Find  <> Sort column  r Reverse  ? Help")
        for key in "jjjk" { pilot.type(String(key)) }
        #expect(row(pilot) == "row 2 of 40", "j goes down and k up, as ↓ and ↑ did")
        pilot.press(.down)
        pilot.press(.up)
        pilot.press(.up)
        #expect(row(pilot) == "row 2 of 40", "↓ and ↑ no longer move the table's row")
        pilot.type("/")
        #expect(!pilot.text.contains("Find:"), "/ no longer finds")
        pilot.type("f")
        #expect(pilot.text.contains("Find:"))
        pilot.press(.escape)
        pilot.type("?")
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        #expect(lines[0].hasPrefix(" Name          ╔═ Keys ═════════════════════╗"))
        #expect(lines[1].hasPrefix(" Pet 1         ║ k/j       Row              ║"))
        #expect(lines[2].hasPrefix("▌Pet 2         ║ f         Find             ║"))
        #expect(lines[3].hasPrefix(" Pet 3         ║ </>       Sort column      ║"))
        #expect(!pilot.text.contains("↑↓"), "help no longer names ↑↓ for the rows")
    }

    @Test func theUsersKeysWinOverTheApps() {
        var environment = EnvironmentValues()
        environment.keyRebindings = KeyRebindings.none.withUser(["table.find": [KeyTrigger(.character("s"))]])
        let pilot = Pilot(Pets(keys: ["table.find": [KeyPress(.character("f"))]]), size: size, environment: environment)
        #expect(lastLine(pilot) == " ↑↓ Row  s Find  <> Sort column  r Reverse  ? Help  q Quit")
        pilot.type("f")
        #expect(!pilot.text.contains("Find:"))
        pilot.type("s")
        #expect(pilot.text.contains("Find:"))
    }

    @Test func aKeysFileGivesCommandsKeysAsHelpNamesThem() throws {
        let keys = try KeyRebindings.parseFile("""
            # my keys
            table.find = Ctrl-F
            table.row = k j   # vi

            list.delete = x Delete
            """, path: "keys")
        #expect(keys["table.find"] == [KeyTrigger(.character("f"), .control)])
        #expect(keys["table.row"] == [KeyTrigger(.character("k")), KeyTrigger(.character("j"))])
        #expect(keys["list.delete"] == [KeyTrigger(.character("x")), KeyTrigger(.delete)])
    }

    @Test func aWrongLineNamesTheFileAndTheLine() {
        func error(_ text: String) -> String {
            do { _ = try KeyRebindings.parseFile(text, path: "/tmp/keys"); return "no error" } catch { return error.description }
        }
        #expect(error("table.find = f\ntabel.find = g") == "/tmp/keys:2: unknown command 'tabel.find'; using the default keys")
        #expect(error("\ntable.find = <Bogus>") == "/tmp/keys:2: unknown key '<Bogus>'; using the default keys")
        #expect(error("table.find f") == "/tmp/keys:1: expected 'command = keys'; using the default keys")
        #expect(error("table.row = j") == "/tmp/keys:1: table.row takes 2 keys, one for each of its directions, in order; using the default keys")
        #expect(error("table.find =") == "/tmp/keys:1: table.find needs a key; using the default keys")
        #expect(error("list.delete = d Enter") == "/tmp/keys:1: list.delete deletes and cannot take Enter, which confirms elsewhere; using the default keys")
        #expect(error("list.delete = Space") == "/tmp/keys:1: list.delete deletes and cannot take Space, which confirms elsewhere; using the default keys")
        #expect(error("table.find = f\ntable.find = g") == "/tmp/keys:2: table.find is given keys twice; using the default keys")
    }

    @Test func theCommandLineReadsTheKeysFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good"), bad = directory.appendingPathComponent("bad")
        try "table.find = f\n".write(to: good, atomically: true, encoding: .utf8)
        try "table.find = f\ntable.nothing = g\n".write(to: bad, atomically: true, encoding: .utf8)
        let read = try CommandLineOptions.parse(["--keys-file", good.path]).userKeys
        #expect(read.keys == ["table.find": [KeyTrigger(.character("f"))]] && read.error == nil)
        let broken = try CommandLineOptions.parse(["--keys-file", bad.path]).userKeys
        #expect(broken.keys.isEmpty)
        #expect(broken.error?.description == "\(bad.path):2: unknown command 'table.nothing'; using the default keys")
        let missing = try CommandLineOptions.parse(["--keys-file", directory.appendingPathComponent("none").path]).userKeys
        #expect(missing.error?.line == 0 && missing.keys.isEmpty)
    }
}
