import Testing
import TesseraTesting

// SwiftUI's ⌘ shortcuts, as Mac code writes them, answer Ctrl in a terminal.

@MainActor
private var added = 0

private struct Plants: View {
    var body: some View {
        VStack {
            Text("Plants")
            Button("Add Plant") { added += 1 }
                .keyboardShortcut("N", modifiers: [.command, .shift])
        }
    }
}

@MainActor
@Suite(.serialized) struct CommandKeyTests {
    @Test func aCommandShiftLetterShortcutAnswersCtrlAndTheLetter() {
        added = 0
        let pilot = Pilot(Plants(), size: Size(width: 50, height: 12))
        pilot.press(.character("n"), modifiers: .control)
        #expect(added == 1)
        pilot.press(.character("N"))
        pilot.press(.character("n"))
        #expect(added == 1)
        pilot.press(.character("?"))
        #expect(pilot.text.contains("Ctrl-n      Add Plant"))
    }

    @Test func commandIsControl() {
        #expect(EventModifiers.command == .control)
        #expect(KeyboardShortcut("s", modifiers: .command) == KeyboardShortcut("s", modifiers: .control))
    }
}
