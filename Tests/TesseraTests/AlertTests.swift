import Testing
import Tessera
import TesseraTesting

private struct AlertHost: View {
    @State private var showing = false
    @State private var log = "nothing"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Other") { log = "other" }
            Button("Delete…") { showing = true }
            Text("log: \(log)")
        }
        .alert("Delete trip?", isPresented: $showing) {
            Button("Delete", role: .destructive) { log = "deleted" }
            Button("Keep", role: .cancel) { log = "kept" }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor
@Suite struct AlertTests {
    @Test func enterOnADestructiveAlertKeepsAndFocusReturns() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("Delete trip?"))
        #expect(pilot.text.contains("This cannot be undone."))
        pilot.press(.character("q"))   // background blocked; q is not typing so it would quit
        #expect(pilot.requests.isEmpty)
        pilot.press(.enter)             // the safe choice is the default: never the destructive one
        #expect(pilot.text.contains("log: kept"))
        #expect(!pilot.text.contains("Delete trip?"))
        // Focus is back on "Delete…": Enter opens the alert again.
        pilot.press(.enter)
        #expect(pilot.text.contains("Delete trip?"))
    }

    @Test func escapeCancels() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab); pilot.press(.enter)
        pilot.press(.escape)
        #expect(pilot.text.contains("log: kept"))
        #expect(!pilot.text.contains("Delete trip?"))
    }

    @Test func theFooterNamesWhatEscDoes() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.screen.line(13).contains("Esc Keep"))
    }

    @Test func arrowsMoveBetweenButtonsAndBackgroundIsBlocked() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab); pilot.press(.enter)
        pilot.press(.right)             // from Keep to Delete: destruction takes a deliberate move
        pilot.press(.enter)
        #expect(pilot.text.contains("log: deleted"))
        pilot.press(.enter)
        pilot.press(.tab); pilot.press(.tab)   // Tab cycles Keep → Delete → Keep inside the alert
        pilot.press(.enter)
        #expect(pilot.text.contains("log: kept"))
    }

    @Test func aDestructiveAlertWithoutCancelGetsOneAndItIsTheDefault() {
        struct Lone: View {
            @State private var showing = true
            @State private var log = "nothing"
            var body: some View {
                Text("log: \(log)")
                    .alert("Erase everything?", isPresented: $showing) {
                        Button("Erase", role: .destructive) { log = "erased" }
                    }
            }
        }
        let pilot = Pilot(Lone(), size: Size(width: 50, height: 14))
        #expect(pilot.text.contains("Cancel"))
        pilot.press(.enter)
        #expect(pilot.text.contains("log: nothing"))
        #expect(!pilot.text.contains("Erase everything?"))
    }
}

@MainActor
@Suite struct ExitTitleTests {
    @Test func theFooterNamesWhatQDoes() {
        var environment = EnvironmentValues()
        #expect(Pilot(Button("Hi") {}, size: Size(width: 40, height: 3)).screen.line(2).contains("q Quit"))
        environment.exitTitle = "Back"
        #expect(Pilot(Button("Hi") {}, size: Size(width: 40, height: 3), environment: environment).screen.line(2).contains("q Back"))
    }
}

/// The footer lists only keys that do what it says in the current focus.
@MainActor
@Suite struct TruthfulFooterTests {
    private struct Fields: View {
        @State private var name = ""
        @State private var showing = false
        @State private var log = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button("Inspect") { log = "inspected" }.keyboardShortcut("i")
                Button("Sheet") { showing = true }
                Text(log)
            }
            .sheet(isPresented: $showing) {
                TextField("Inside", text: $name)
            }
        }
    }

    @Test func whileTypingPlainLetterShortcutsAndQuestionMarkAreNotOffered() {
        let pilot = Pilot(Fields(), size: Size(width: 80, height: 12))
        let footer = pilot.screen.line(11)
        #expect(footer.contains("Esc Leave field"))
        #expect(!footer.contains("i Inspect"))
        #expect(!footer.contains("? Help"))
        #expect(footer.contains("F1 Help"))
        pilot.type("i?")
        #expect(pilot.text.contains("i?"))          // typed, as the footer implied
    }

    @Test func f1OpensHelpFromATextField() {
        let pilot = Pilot(Fields(), size: Size(width: 80, height: 12))
        pilot.press(.function(1))
        #expect(pilot.text.contains("Keys"))
        pilot.press(.escape)
        pilot.type("x")
        #expect(pilot.text.contains("x"))
    }

    @Test func outsideATextFieldTheShortcutIsOffered() {
        let pilot = Pilot(Fields(), size: Size(width: 80, height: 12))
        pilot.press(.tab)
        #expect(pilot.screen.line(11).contains("i Inspect"))
        #expect(pilot.screen.line(11).contains("? Help"))
    }

    @Test func inASheetEscSaysWhatItDoes() {
        let pilot = Pilot(Fields(), size: Size(width: 80, height: 12))
        pilot.press(.tab); pilot.press(.tab)
        pilot.press(.enter)                          // the sheet, focus in its field
        let footer = pilot.screen.line(11)
        #expect(footer.contains("Esc Close"))
        #expect(!footer.contains("Leave field"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Inside"))
    }
}

@MainActor
@Suite struct TextFieldScrollTests {
    private struct Two: View {
        @State private var name = "Extremely Suspicious Raccoon"
        @State private var other = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name).frame(width: 12)
                TextField("Other", text: $other).frame(width: 12)
            }
        }
    }

    @Test func aFieldThatLostFocusShowsItsStart() {
        let pilot = Pilot(Two(), size: Size(width: 30, height: 4))
        #expect(!pilot.screen.line(0).contains("Extremely"))   // focused: the end, by the cursor
        pilot.press(.tab)
        #expect(pilot.screen.line(0).contains("Extremely S…"))  // left: the start, with an ellipsis
        #expect(pilot.screen.line(0).contains("…"))
    }

    private struct NameField: View {
        @State private var name = ""
        var body: some View { TextField("Name", text: $name) }
    }

    @Test func aFieldWidenedWhileEditedShowsTheTextItHasRoomFor() {
        let pilot = Pilot(NameField(), size: Size(width: 12, height: 3))
        pilot.press(.tab)
        pilot.type("abcdefghijklmnopqrst")
        // Narrow, the field scrolls to keep the cursor in view: the start is out of sight.
        #expect(!pilot.text.contains("abc") && pilot.text.contains("rst"))
        // Wide enough for all of it, it shows all of it, not the same tail beside empty cells.
        pilot.resize(40, 3)
        #expect(pilot.text.contains("abcdefghijklmnopqrst"))
        let start = pilot.position(of: "abcdefghijklmnopqrst")
        #expect(pilot.cursor == start.map { Point(x: $0.x + 20, y: $0.y) })  // after the last letter
        // Moving the cursor within what is shown does not scroll.
        pilot.press(.left, times: 3)
        #expect(pilot.text.contains("abcdefghijklmnopqrst"))
        #expect(pilot.cursor == start.map { Point(x: $0.x + 17, y: $0.y) })
    }
}

@MainActor
@Suite struct FormPickerTests {
    private struct Settings: View {
        @State private var fruit = "Apple"
        @State private var name = "Extremely Suspicious"
        var body: some View {
            Form {
                Section("Animal") {
                    TextField("Name", text: $name)
                    Picker("Fruit", selection: $fruit) {
                        ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0).tag($0) }
                    }
                }
                Text("chosen: \(fruit)")
            }
        }
    }

    @Test func enterOpensTheOptionsAsAListToChooseFrom() {
        let pilot = Pilot(Settings(), size: Size(width: 40, height: 14))
        pilot.press(.tab)                                  // the picker
        pilot.press(.enter)
        #expect(pilot.text.contains("Banana") && pilot.text.contains("Cherry"))
        pilot.press(.down); pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("chosen: Cherry"))
        #expect(!pilot.text.contains("Banana"))            // the list closed
        pilot.press(.enter); pilot.press(.escape)           // Esc closes without choosing
        #expect(pilot.text.contains("chosen: Cherry"))
        #expect(!pilot.text.contains("Banana"))
        pilot.press(.right)                                 // arrows still step in place
        #expect(pilot.text.contains("chosen: Apple"))
    }

    @Test func aPickerInAFormKeepsItsValueBesideItsTitleWhereThereIsRoom() {
        // The field above is wider than the picker needs: the picker, given the width it asked
        // for, must not then find it too narrow and put its value on the section's border.
        let pilot = Pilot(Settings(), size: Size(width: 40, height: 14))
        let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("Fruit") && $0.contains("‹ Apple ›") }, "\(pilot.text)")
        #expect(lines.contains { $0.contains("╰──────") && !$0.contains("Apple") })
        pilot.press(.tab)
        #expect(pilot.text.split(separator: "\n").contains { $0.contains("Fruit") && $0.contains("‹ Apple ›") })
    }

    @Test func aNarrowFormPutsTitlesAboveValues() {
        let pilot = Pilot(Settings().frame(width: 22), size: Size(width: 22, height: 14))
        #expect(pilot.text.contains("‹ Apple ›"))           // under "Fruit", not squeezed beside it
        #expect(pilot.text.contains("emely Suspicious"))     // the name field's text, a whole row wide
        #expect(!pilot.text.contains("‹  ›"))
    }
}

/// A dialog is modal: the screen behind it neither offers nor runs its shortcuts.
@MainActor
@Suite struct ModalShortcutTests {
    private struct Inbox: View {
        @State private var asking = false
        @State private var log = "nothing"
        var body: some View {
            VStack(alignment: .leading) {
                Button("Open") { log = "opened" }.keyboardShortcut("o")
                Button("Delete…") { asking = true }.keyboardShortcut("x")
                Text("log: \(log)")
            }
            .confirmationDialog("Delete the message?", isPresented: $asking) {
                Button("Delete", role: .destructive) { log = "deleted" }
            }
        }
    }

    @Test func theScreenBehindADialogNeitherOffersNorRunsItsShortcuts() {
        let pilot = Pilot(Inbox(), size: Size(width: 70, height: 14))
        #expect(pilot.screen.line(13).contains("o Open"))
        pilot.press(.character("x"))
        #expect(pilot.text.contains("Delete the message?"))
        let footer = pilot.screen.line(13)
        #expect(!footer.contains("o Open"))
        #expect(!footer.contains("x Delete"))
        pilot.press(.character("o"))
        #expect(pilot.text.contains("Delete the message?"))
        pilot.press(.escape)
        #expect(pilot.text.contains("log: nothing"))
        #expect(pilot.screen.line(13).contains("o Open"))
    }
}
