import Testing
@testable import Tessera
import TesseraTesting

private enum Field: Hashable { case email, password }

private struct SignIn: View {
    @State var email = ""
    @State var password = ""
    @FocusState var focused: Field?
    @State var status = ""
    var startInPassword = false

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                TextField("Email", text: $email).focused($focused, equals: .email)
                SecureField("Password", text: $password).focused($focused, equals: .password)
                Button("Sign In") { submit() }
                Button("Clear focus") { focused = nil }
                Text("focus: \(focused.map { "\($0)" } ?? "nil")")
                Text(status)
            }
            .frame(width: 30)
            .frame(maxHeight: .infinity, alignment: .top)
            .focusSection()
            VStack {
                Text("~~ photo ~~\n\n\n\n\n")
                Button("Browse Photos") { status = "browsing" }
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .focusSection()
        }
        .defaultFocus($focused, startInPassword ? .password : .email)
    }

    func submit() {
        if email.contains("@") { focused = nil; status = "signed in" } else { focused = .email; status = "invalid" }
    }
}

@MainActor
@Suite struct FocusTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    @Test func focusStartsAtTheDefaultAndFocusStateReportsIt() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        #expect(pilot.text.contains("focus: email"))
        let other = Pilot(SignIn(startInPassword: true), size: Size(width: 60, height: 12))
        #expect(other.text.contains("focus: password"))
    }

    @Test func tabWalksReadingOrderAndWraps() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.press(.tab)
        #expect(pilot.text.contains("focus: password"))
        pilot.press(.tab)
        #expect(footer(pilot).contains("Sign In"))
        pilot.press(.tab); pilot.press(.tab)
        #expect(footer(pilot).contains("Browse Photos"))
        pilot.press(.tab)   // wraps
        #expect(pilot.text.contains("focus: email"))
        pilot.press(.backTab)
        #expect(footer(pilot).contains("Browse Photos"))
    }

    @Test func rightFromAnEmptyFieldReachesANonAdjacentButtonThroughItsSection() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.press(.right)
        #expect(footer(pilot).contains("Browse Photos"))
        pilot.press(.left)
        // Back to the control last focused in the login section.
        #expect(pilot.text.contains("focus: email"))
    }

    @Test func rightInsideTextMovesTheCursorFirst() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.type("ab")
        pilot.press(.left)
        pilot.press(.right)       // cursor to the end: still in the field
        #expect(pilot.text.contains("focus: email"))
        pilot.press(.right)       // at the end: focus moves
        #expect(footer(pilot).contains("Browse Photos"))
    }

    @Test func settingFocusStateMovesFocusAndNilClearsIt() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.press(.tab); pilot.press(.tab)        // Sign In
        pilot.press(.enter)                          // invalid → focus back to email
        #expect(pilot.text.contains("invalid"))
        #expect(pilot.text.contains("focus: email"))
        pilot.type("a@b.co")
        pilot.press(.tab); pilot.press(.tab)
        pilot.press(.enter)                          // valid → nil
        #expect(pilot.text.contains("signed in"))
        #expect(pilot.text.contains("focus: nil"))
        #expect(pilot.host.cursor == nil)
    }

    @Test func clickFocusesAndActivates() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.click("Browse Photos")
        #expect(pilot.text.contains("browsing"))
        #expect(footer(pilot).contains("Browse Photos"))
    }

    @Test func escapeLeavesATextField() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.press(.escape)
        #expect(pilot.text.contains("focus: nil"))
        pilot.press(.character("q"))
        #expect(pilot.requests == [.quit])
    }

    @Test func qTypesInsideATextField() {
        let pilot = Pilot(SignIn(), size: Size(width: 60, height: 12))
        pilot.type("q")
        #expect(pilot.requests.isEmpty)
        pilot.press(.ctrlC)
        #expect(pilot.requests == [.quit])
    }
}

private enum SwitchedField: Hashable { case name }

private struct RebuiltField: View {
    @State private var boxed = false
    @State private var name = ""
    @FocusState private var focus: SwitchedField?
    var body: some View {
        VStack {
            Button("Switch") { boxed.toggle() }.keyboardShortcut("s", modifiers: .control)
            if boxed {
                HStack { Text(">"); TextField("Name", text: $name).focused($focus, equals: .name) }
            } else {
                TextField("Name", text: $name).focused($focus, equals: .name)
            }
        }
    }
}

@MainActor
@Suite struct FocusCounterpartTests {
    @Test func aFocusedFieldRebuiltElsewhereKeepsTheFocusThroughItsFocusState() {
        let pilot = Pilot(RebuiltField(), size: Size(width: 30, height: 5))
        pilot.press(.tab)
        pilot.type("ab")
        #expect(pilot.text.contains("ab"))
        // The field is made again inside another container: a new control, the same binding.
        pilot.press(.character("s"), modifiers: .control)
        #expect(pilot.text.contains(">"))
        pilot.type("c")
        #expect(pilot.text.contains("abc"))
        #expect(pilot.text.contains("Type Edit"))
    }
}

private enum Place: Hashable { case name, nowhere }

private struct AskForAControlThatIsNotThere: View {
    @State private var name = ""
    @State private var shown = "-"
    @FocusState private var focus: Place?
    var body: some View {
        // The body does not read `focus`: only the actions do.
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            Button("Nowhere") { focus = .nowhere }
            Button("Show") { shown = focus.map { "\($0)" } ?? "nil" }.keyboardShortcut("s", modifiers: .control)
            Text("shown: \(shown)")
        }
    }
}

@MainActor
@Suite struct FocusWriteBackTests {
    @Test func focusAskedForWhereNoControlIsGoesBackToWhereFocusIs() {
        let pilot = Pilot(AskForAControlThatIsNotThere(), size: Size(width: 30, height: 6))
        pilot.press(.character("s"), modifiers: .control)
        #expect(pilot.text.contains("shown: name"))
        pilot.press(.tab)   // the Nowhere button: no control of the state is focused
        pilot.press(.character("s"), modifiers: .control)
        #expect(pilot.text.contains("shown: nil"))
        // No control stands for `.nowhere`: focus stays on the button, and the state is
        // written back to say so, though no body reads it.
        pilot.press(.enter)
        pilot.press(.character("s"), modifiers: .control)
        #expect(pilot.text.contains("shown: nil"))
    }
}
