import Testing
import TesseraTesting

private final class Log { var entries: [String] = [] }

/// SwiftUI's `KeyEquivalent` names on `.onKeyPress` and `.keyboardShortcut`.
@MainActor
@Suite struct KeyEquivalentTests {
    private struct Keys: View {
        let log: Log
        var body: some View {
            Text("Target").focusable()
                .onKeyPress(.upArrow) { log.entries.append("up"); return .handled }
                .onKeyPress(.return) { log.entries.append("return"); return .handled }
                .onKeyPress(.delete) { log.entries.append("delete"); return .handled }
                .onKeyPress(.deleteForward) { log.entries.append("forward"); return .handled }
                .onKeyPress("k") { log.entries.append("k"); return .handled }
                .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
                    log.entries.append(press.key == .leftArrow ? "left" : "right")
                    return .handled
                }
                .onKeyPress(.downArrow) { .ignored }
        }
    }

    @Test func swiftUIsKeyNamesReachTheirHandlers() {
        let log = Log()
        let pilot = Pilot(Keys(log: log), size: Size(width: 20, height: 3))
        pilot.press(.up)
        pilot.press(.enter)
        pilot.press(.backspace)                 // SwiftUI's .delete is the key that deletes backwards
        pilot.press(.delete)
        pilot.type("k")
        pilot.press(.left)
        pilot.press(.right)
        #expect(log.entries == ["up", "return", "delete", "forward", "k", "left", "right"])
    }

    @Test func aKeyPressMatchesItsEquivalentInASwitch() {
        let press = KeyPress(.up)
        var matched = false
        switch press.key {
        case .upArrow: matched = true
        default: break
        }
        #expect(matched)
        #expect(KeyPress(.character("q")).characters == "q")
        #expect(KeyPress(.character("q"), modifiers: .control).characters == "")
        #expect(KeyEquivalent.upArrow.character == "\u{F700}")
    }

    private struct Dialog: View {
        let log: Log
        var body: some View {
            VStack {
                Text("Question").focusable()
                HStack {
                    Button("Cancel") { log.entries.append("cancel") }.keyboardShortcut(.cancelAction)
                    Button("OK") { log.entries.append("ok") }.keyboardShortcut(.defaultAction)
                    Button("Save") { log.entries.append("save") }.keyboardShortcut("s", modifiers: .control)
                }
            }
        }
    }

    @Test func defaultAndCancelActionsAnswerReturnAndEscapeFromAnywhere() {
        let log = Log()
        let pilot = Pilot(Dialog(log: log), size: Size(width: 40, height: 4))
        pilot.press(.enter)                     // focus is on the text, which takes no Return
        pilot.press(.escape)
        pilot.press(.character("s"), modifiers: .control)
        pilot.type("s")                         // without Ctrl it is not the shortcut
        #expect(log.entries == ["ok", "cancel", "save"])
    }
}
