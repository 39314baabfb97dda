import Testing
import TesseraTesting

// Focused values as SwiftUI code writes them: published by the focused view's chain (or by a
// view for the whole scene), read by other views and by commands, following focus.

private struct Draft: Equatable {
    var title: String
    var words = 0
}

extension FocusedValues {
    fileprivate var draftTitle: String? {
        get { self[DraftTitleKey.self] }
        set { self[DraftTitleKey.self] = newValue }
    }
    fileprivate var draft: Binding<Draft>? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
    private struct DraftTitleKey: FocusedValueKey { typealias Value = String }
    private struct DraftKey: FocusedValueKey { typealias Value = Binding<Draft> }
}

private struct TitleReader: View {
    @FocusedValue(\.draftTitle) private var title: String?
    var body: some View { Text("Editing: \(title ?? "nothing")") }
}

private struct Editors: View {
    @State private var first = Draft(title: "Letter")
    @State private var second = Draft(title: "Poem")

    var body: some View {
        VStack {
            TitleReader()
            Button("First \(first.words)") {}
                .focusedValue(\.draftTitle, first.title)
                .focusedValue(\.draft, $first)
            Button("Second \(second.words)") {}
                .focusedValue(\.draftTitle, second.title)
                .focusedValue(\.draft, $second)
            Button("Neither") {}
        }
    }
}

private struct DraftCommands: Commands {
    @FocusedBinding(\.draft) private var draft: Draft?

    var body: some Commands {
        CommandMenu("Draft") {
            CountButton(draft: $draft)
        }
    }
}

private struct CountButton: View {
    @Binding var draft: Draft?
    var body: some View {
        Button("Add a word to \(draft?.title ?? "none")") { draft?.words += 1 }
            .keyboardShortcut("w", modifiers: .control)
            .disabled(draft == nil)
    }
}

private struct DraftsApp: App {
    var body: some Scene {
        WindowGroup { Editors() }
            .commands { DraftCommands() }
    }
}

private struct SceneWide: View {
    @State private var draft = Draft(title: "Notes")
    var body: some View {
        VStack {
            TitleReader()
            Button("One") {}
            Button("Two") {}.focusedValue(\.draftTitle, "Two's own")
        }
        .focusedSceneValue(\.draftTitle, draft.title)
    }
}

@MainActor
@Suite struct FocusedValuesTests {
    @Test func aReaderFollowsTheValueOfTheFocusedChain() {
        let pilot = Pilot(Editors(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("Editing: Letter"))
        pilot.press(.tab)
        #expect(pilot.text.contains("Editing: Poem"))
        pilot.press(.tab)
        #expect(pilot.text.contains("Editing: nothing"))
    }

    @Test func aCommandWritesThroughTheFocusedBinding() {
        let pilot = Pilot(app: DraftsApp(), size: Size(width: 70, height: 12))
        pilot.press(.character("w"), modifiers: .control)
        #expect(pilot.text.contains("First 1"))
        pilot.press(.tab)
        pilot.press(.character("w"), modifiers: .control)
        pilot.press(.character("w"), modifiers: .control)
        #expect(pilot.text.contains("First 1"))
        #expect(pilot.text.contains("Second 2"))
        pilot.press(.tab)
        pilot.press(.character("w"), modifiers: .control)
        #expect(pilot.text.contains("First 1"))
        #expect(pilot.text.contains("Second 2"))
    }

    @Test func aCommandsMenuActsOnTheControlFocusedBeforeItAndSaysWhenNothingCanAct() {
        let pilot = Pilot(app: DraftsApp(), size: Size(width: 70, height: 12))
        pilot.press(.tab)
        pilot.press(.tab)                  // "Neither" publishes no draft: the command is disabled
        pilot.press(.tab)
        #expect(pilot.text.contains("Enter Open Draft"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Draft: nothing in this menu can be used now"), "\(pilot.text)")
        // The menu takes focus from "First", whose draft the command still acts on.
        let focusedOnFirst = Pilot(app: DraftsApp(), size: Size(width: 70, height: 12))
        focusedOnFirst.press(.backTab)     // from "First" back round to the menu
        #expect(focusedOnFirst.text.contains("Enter Open Draft"))
        focusedOnFirst.press(.enter)
        #expect(focusedOnFirst.text.contains("Add a word to Letter"), "\(focusedOnFirst.text)")
    }

    @Test func aSceneValueIsSeenWhereverFocusIsUnlessANearerOneIsPublished() {
        let pilot = Pilot(SceneWide(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("Editing: Notes"))
        pilot.press(.tab)
        #expect(pilot.text.contains("Editing: Two's own"))
        pilot.press(.tab)
        #expect(pilot.text.contains("Editing: Notes"))
    }
}
