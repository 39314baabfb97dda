import Testing
import TesseraTesting

// `.commands` written as SwiftUI code writes it: the menus reachable from the keyboard, the
// shortcuts answering from anywhere and listed in help.

@MainActor
private var ran: [String] = []

/// A note-taking app's commands, as a type of their own.
private struct NoteCommands: Commands {
    var body: some Commands {
        CommandMenu("Notes") {
            Button("New note") { ran.append("new") }.keyboardShortcut("n", modifiers: .control)
            Button("Archive") { ran.append("archive") }
        }
        CommandGroup(after: .newItem) {
            Button("Import") { ran.append("import") }
        }
        CommandGroup(replacing: .help) { EmptyView() }
        SidebarCommands()
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup { Text("All notes") }
            .commands { NoteCommands() }
    }
}

@MainActor
@Suite(.serialized) struct CommandsTests {
    @Test func aCommandsShortcutAnswersFromAnywhereAndHelpListsIt() {
        ran = []
        let pilot = Pilot(app: NotesApp(), size: Size(width: 70, height: 12))
        #expect(pilot.text.contains("All notes"))
        pilot.press(.character("n"), modifiers: .control)
        #expect(ran == ["new"])
        pilot.press(.character("?"))
        #expect(pilot.text.contains("New note"))
        #expect(pilot.text.components(separatedBy: "New note").count == 2)
    }

    @Test func eachMenuIsReachableFromTheKeyboard() {
        ran = []
        let pilot = Pilot(app: NotesApp(), size: Size(width: 70, height: 12))
        #expect(pilot.text.contains("Notes"))
        #expect(pilot.text.contains("File"))
        #expect(!pilot.text.contains("Help ▾"))      // a group of nothing makes no menu
        #expect(!pilot.text.contains("(Ctrl-n)"))    // an entry's key is not the menu's
        pilot.click("Notes")
        #expect(pilot.text.contains("Archive"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(ran == ["archive"])
    }
}
