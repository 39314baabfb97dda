import Testing
@testable import Tessera

// `.windowStyle` on a scene says how `main()` opens the terminal: the whole screen by default,
// rows below the prompt with `.inline`.

private struct Prompt: View {
    var body: some View { Text("Deploy? y/n") }
}

private struct FullScreenApp: App {
    var body: some Scene { WindowGroup { Prompt() } }
}

private struct InlineApp: App {
    var body: some Scene {
        WindowGroup("Deploy") { Prompt() }
            .environment(\.colorsEnabled, false)
            .windowStyle(.inline(rows: 6))
    }
}

private struct TallInlineApp: App {
    var body: some Scene {
        WindowGroup { Prompt() }.windowStyle(.inline)
    }
}

private struct StyledThenModifiedApp: App {
    var body: some Scene {
        WindowGroup { Prompt() }
            .windowStyle(.inline(rows: 3))
            .environment(\.colorsEnabled, false)
    }
}

/// A scene of the app's own, made of other scenes: the runtime reads its body.
private struct Screens: Scene {
    var body: some Scene {
        WindowGroup("Second") { Prompt() }.windowStyle(.inline(rows: 2))
    }
}

private struct SeveralScenesApp: App {
    var body: some Scene {
        Screens()
        WindowGroup("Third") { Prompt() }
    }
}

@MainActor
@Suite struct WindowStyleTests {
    @Test func aWindowGroupTakesTheWholeScreenUnlessItSaysOtherwise() {
        #expect(SceneContent.displayMode(of: FullScreenApp().body) == .fullScreen)
        #expect(SceneContent.displayMode(of: WindowGroup { Prompt() }.windowStyle(.automatic)) == .fullScreen)
    }

    @Test func anInlineStyleReachesMainThroughOtherModifiers() {
        #expect(SceneContent.displayMode(of: InlineApp().body) == .inline(rows: 6))
        #expect(SceneContent.displayMode(of: StyledThenModifiedApp().body) == .inline(rows: 3))
        #expect(SceneContent.displayMode(of: TallInlineApp().body) == .inline(rows: nil))
    }

    @Test func severalScenesAndAScenesBodyAnswerForTheirFirstWindowGroup() {
        #expect(SceneContent.displayMode(of: SeveralScenesApp().body) == .inline(rows: 2))
        #expect(SceneContent.title(of: SeveralScenesApp().body) == "Second")
        #expect(SceneContent.title(of: InlineApp().body) == "Deploy")
        #expect(SceneContent.title(of: StyledThenModifiedApp().body) == nil)
    }

    @Test func aStyledWindowStillShowsItsContent() {
        let host = ViewHost(app: InlineApp(), size: Size(width: 20, height: 3), clock: TestClock())
        #expect(host.render(size: Size(width: 20, height: 3)).text.contains("Deploy? y/n"))
    }
}
