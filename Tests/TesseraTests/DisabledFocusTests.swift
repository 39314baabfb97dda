import Testing
import Tessera
import TesseraTesting

/// A row that adds what its field holds, its button disabled while the field is empty.
private struct AttendeeForm: View {
    @State var title = ""
    @State var name = ""
    @State var names: [String] = []

    var body: some View {
        Form {
            TextField("Title", text: $title)
            ForEach(names, id: \.self) { Text($0) }
            HStack {
                TextField("New Attendee", text: $name)
                Button("Add") {
                    names.append(name)
                    name = ""
                }
                .disabled(name.isEmpty)
            }
        }
    }
}

@MainActor
@Suite struct DisabledFocusTests {
    /// The focused button disables itself (its field was emptied by its own action): the focus
    /// goes to the control before it, the field the user was filling, not to the form's first
    /// field, so the next name typed lands where the last one did.
    @Test func aButtonThatDisablesItselfHandsTheFocusToTheControlBeforeIt() {
        let pilot = Pilot(AttendeeForm(), size: Size(width: 60, height: 12))
        _ = pilot.screen
        pilot.press(.tab)
        pilot.type("Ann")
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("Ann"))
        pilot.type("Bob")
        #expect(pilot.text.contains("Bob"), "typed into the attendee's field: \(pilot.text)")
        pilot.press(.tab)
        pilot.press(.enter)
        let text = pilot.text
        #expect(text.contains("Bob"), "\(text)")
        #expect(!text.contains("TitleBob") && !text.contains("Bob Title"), "\(text)")
    }
}
