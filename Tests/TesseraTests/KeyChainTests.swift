import Foundation
import Testing
@testable import Tessera
import TesseraTesting

private struct Links: View {
    @State private var name = ""
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in
                VStack { Text("Details page"); TextField("Name", text: $name) }
            }
        }
    }
}

/// The footer and help name each key for what would get it now.
@MainActor
@Suite struct KeyChainTests {
    private func keys(_ pilot: Pilot) -> [KeyBinding] { Footer.bindings(for: pilot.host, help: true) }

    @Test func helpNamesEveryKeyALinkAndAStackAnswer() {
        let pilot = Pilot(Links(), size: Size(width: 60, height: 12))
        #expect(keys(pilot).contains { $0.helpKeys == "Enter/Space/→" && $0.title == "Open" })
        pilot.press(.enter)
        #expect(pilot.text.contains("Details page"))
        for _ in 0..<3 where !(pilot.host.focus.focused?.capturesText ?? false) { pilot.press(.tab) }
        #expect(pilot.host.focus.focused?.capturesText == true)
        // In the text field Backspace erases: the stack's Backspace is not named, Esc is.
        #expect(keys(pilot).contains { $0.helpKeys == "Esc" && $0.title == "Back" })
        pilot.press(.backspace)
        #expect(pilot.text.contains("Details page"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Details page"))
    }

    @Test func aLaterBindingOfAKeyTakenBeforeLosesIt() {
        var chain = KeyChain()
        chain.add(KeyBinding("←→", "Move the cursor", helpKeys: "←→", inFooter: false, triggers: KeyTrigger.keys(.left, .right)))
        chain.add(KeyBinding("←↑↓→", "Cells", helpKeys: "←↑↓→", inFooter: true, triggers: KeyTrigger.keys(.left, .up, .down, .right)))
        chain.add(KeyBinding("[ ]", "Width", helpKeys: "[ ]", inFooter: true, triggers: [.typing]))
        chain.add(KeyBinding("[ ]", "Inspector width", helpKeys: "[ ]", inFooter: true, triggers: KeyTrigger.keys(.character("["), .character("]"))))
        #expect(chain.bindings.map(\.keys) == ["←→", "↑↓", "[ ]"])
        #expect(chain.bindings.map(\.title) == ["Move the cursor", "Cells", "Width"])
    }
}

/// Keys are declared in key maps, so the footer and help name each one: no node handles keys
/// by hand (one that passes keys on declines them through its map's `otherKeys`).
@Suite struct HandWrittenKeysTests {
    @Test func noNodeOverridesHandleKey() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Tessera")
        let forwarding: Set<String> = []
        var found: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if text.contains("override package func handleKey(") || text.contains("override package func keyBindings(") {
                found.append(file.lastPathComponent)
            }
        }
        #expect(Set(found).isSubset(of: forwarding), "handles keys by hand: \(Set(found).subtracting(forwarding).sorted())")
    }
}
