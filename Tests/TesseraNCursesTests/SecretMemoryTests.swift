import Tessera
import Testing
@testable import TesseraNCurses

/// A secure field's text must not end up in a core dump: the first character typed into one
/// asks the backend's protection (the process made non-dumpable).
@MainActor @Suite struct SecretMemoryTests {
    struct SignIn: View {
        @State var password = ""
        var body: some View { SecureField("Password", text: $password) }
    }

    @Test func typingIntoASecureFieldProtectsTheProcess() {
        var asked = 0
        SecretMemory.protect = { asked += 1 }
        defer { SecretMemory.protect = nil }
        let host = ViewHost(rootView: SignIn(), size: Size(width: 30, height: 3))
        _ = host.render(size: Size(width: 30, height: 3))
        host.handle(.key(KeyPress(.character("s"))))
        host.handle(.key(KeyPress(.character("t"))))
        #expect(asked == 1)
    }
}
