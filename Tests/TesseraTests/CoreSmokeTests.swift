import Testing
import Tessera
import TesseraTesting

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private enum Field: Hashable { case email, password }

private struct Login: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: Field?
    @State private var message = ""
    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                TextField("Email", text: $email).focused($focused, equals: .email)
                SecureField("Password", text: $password).focused($focused, equals: .password)
                Button("Sign In") { if !email.contains("@") { focused = .email; message = "bad" } else { focused = nil; message = "ok" } }
                Text(message)
            }
            .frame(width: 24)
            .frame(maxHeight: .infinity, alignment: .top)
            .focusSection()
            VStack {
                Text("photo\nart\nhere\n\n")
                Button("Browse") {}
            }
            .focusSection()
        }
    }
}

@MainActor
@Suite struct CoreSmokeTests {
    @Test func counterIncrements() {
        let pilot = Pilot(Counter(), size: Size(width: 20, height: 4))
        #expect(pilot.text.contains("Count: 0"))
        pilot.press(.enter)
        pilot.press(.enter)
        #expect(pilot.text.contains("Count: 2"))
    }

    @Test func loginFocusStory() {
        let pilot = Pilot(Login(), size: Size(width: 50, height: 10))
        pilot.type("ada")
        pilot.press(.right)
        #expect(pilot.text.contains("Enter Browse"))
        pilot.press(.left)
        #expect(pilot.text.contains("Type Edit"))
        pilot.press(.tab); pilot.type("secret"); pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("bad"))
        #expect(pilot.text.contains("ada"))
        #expect(!pilot.text.contains("secret"))
    }
}
