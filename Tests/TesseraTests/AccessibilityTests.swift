import Testing
import TesseraTesting

private struct SignIn: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true
    @State private var fruit = "Pear"
    var body: some View {
        VStack(alignment: .leading) {
            Text("Welcome").accessibilityAddTraits(.isHeader)
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Toggle("Remember me", isOn: $remember)
            Picker("Fruit", selection: $fruit) { ForEach(["Pear", "Fig"], id: \.self) { Text($0).tag($0) } }
            Button("Sign In") {}.accessibilityIdentifier("signIn").accessibilityHint("Checks the address first")
            Text("decoration").accessibilityHidden(true)
            HStack { Text("♥"); Text("78 BPM") }.accessibilityElement(children: .combine)
            Sparkline(values: [70, 72, 78].map { Optional($0) }).accessibilityLabel("Heart rate")
        }
    }
}

@MainActor
@Suite struct AccessibilityTests {
    @Test func theTreeNamesEveryControlWithItsValueAndState() {
        let pilot = Pilot(SignIn(), size: Size(width: 40, height: 12))
        pilot.type("ada@example.com")
        pilot.press(.tab)
        pilot.type("hunter2")
        let text = pilot.accessibilityText
        #expect(text.contains("heading \"Welcome\""))
        #expect(text.contains("textField \"Email\" value \"ada@example.com\"\n"))
        #expect(text.contains("secureField \"Password\" focused\n"))
        #expect(!text.contains("hunter2"))                       // a secure field's value is never there
        #expect(text.contains("toggle \"Remember me\" value \"on\""))
        #expect(text.contains("picker \"Fruit\" value \"Pear\""))
        #expect(text.contains("button \"Sign In\" hint \"Checks the address first\" id \"signIn\""))
        #expect(!text.contains("decoration"))
        #expect(text.contains("group \"♥, 78 BPM\""))
        #expect(text.contains("chart \"Heart rate\" value \"min 70, max 78, latest 78, rising\""))
    }

    @Test func aDisabledControlSaysSo() {
        let pilot = Pilot(Button("Send") {}.disabled(true), size: Size(width: 20, height: 3))
        #expect(pilot.accessibilityText.contains("button \"Send\" disabled"))
    }
}

private struct Announcer: View {
    enum Field: Hashable { case name, city }
    @AccessibilityFocusState private var focused: Field?
    @State private var name = ""
    @State private var city = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).accessibilityFocused($focused, equals: .name)
            TextField("City", text: $city).accessibilityFocused($focused, equals: .city)
            Button("To city") { focused = .city }
        }
    }
}

extension AccessibilityTests {
    @Test func accessibilityFocusIsTheKeyboardFocusInATerminal() {
        let pilot = Pilot(Announcer(), size: Size(width: 30, height: 5))
        pilot.press(.tab); pilot.press(.tab)                      // the button
        pilot.press(.enter)
        #expect(pilot.accessibilityText.contains("textField \"City\" value \"\" focused"))
    }
}

private struct Flaggable: View {
    @State private var flagged = false
    var body: some View {
        VStack {
            Button("Report") {}
                .accessibilityAction(named: "Flag") { flagged = true }
            Text(flagged ? "flagged" : "clear")
        }
    }
}

extension AccessibilityTests {
    @Test func namedActionsAreListedAndRunFromTheF2Menu() {
        // 40 columns: the footer names the control's keys and, whatever it leaves out, ? Help.
        let pilot = Pilot(Flaggable(), size: Size(width: 40, height: 8))
        #expect(pilot.accessibilityText.contains("button \"Report\" focused actions \"Flag\""))
        #expect(pilot.screen.line(7).contains("F2 Actions"))
        pilot.press(.function(2))
        #expect(pilot.text.contains("Flag"))
        pilot.press(.enter)
        #expect(pilot.text.contains("flagged"))
    }
}
