import Tessera

// The focus talk ("Direct and reflect focus in SwiftUI"), its code as shown: a sign-in form whose
// focus follows a `@FocusState`, sent back to the email field when the address is invalid, and
// the TV layout whose two columns are focus sections.
//
// Changed for the terminal (docs/SWIFTUI-DIFFERENCES.md):
// - `.border(Color.red, width: isEmailInvalid ? 1 : 0)`: a border in a terminal takes a row and
//   a column on each side, so it has no width; the field always has its frame ("The core": sizes
//   are whole cells) and it turns red instead of appearing.
// - `Image("Hawaii")` is `Image(systemName: "photo")`: no images from files ("Small controls and
//   modifiers", `Image(systemName:)`).
// - The TV remote's swipe is the arrow keys; a beam needs overlap ("The core", Focus), which is
//   the talk's own point about `focusSection()`.

struct LoginForm: View {
    enum Field: Hashable {
        case email
        case password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .border(focusedField == .email && !isEmailValid ? .red : .clear)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Sign In") { validate() }
        }
        .onSubmit { validate() }
    }

    private var isEmailValid: Bool { email.contains("@") && email.contains(".") }

    private func validate() {
        if isEmailValid {
            focusedField = nil
        } else {
            focusedField = .email
        }
    }
}

struct TVLoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var browsed = 0

    var body: some View {
        HStack(alignment: .top) {
            VStack {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                Button("Sign In") {}
            }
            .focusSection()
            VStack {
                Image(systemName: "photo")
                Text("Hawaii")
                Text("Big Island")
                Text("Maui")
                Text("Kauai")
                Button("Browse Photos \(browsed)") { browsed += 1 }
            }
            .focusSection()
        }
    }
}
