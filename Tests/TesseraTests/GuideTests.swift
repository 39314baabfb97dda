import Testing
import Tessera
import TesseraTesting

// The examples of docs/GUIDE.md, compiled and exercised.

private struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 1) {
            Text("Count: \(count)").bold()
            HStack {
                Button("−") { count -= 1 }
                Button("+") { count += 1 }.keyboardShortcut("+")
            }
        }
        .padding(1)
        .border(.cyan, title: "Counter")
    }
}

@Observable private final class Profile {
    var name = "Ada"
}

private struct ProfileForm: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $profile.name)
            }
        }
    }
}

@MainActor
@Suite struct GuideTests {
    @Test func plusCounts() {
        let pilot = Pilot(CounterView(), size: Size(width: 30, height: 8))
        pilot.press(.character("+"))
        #expect(pilot.text.contains("Count: 1"))
        pilot.press(.enter)   // the first button has focus: −
        #expect(pilot.text.contains("Count: 0"))
        #expect(pilot.text.contains("╭─ Counter ─"))
    }

    @Test func formEditsTheModel() {
        let profile = Profile()
        let pilot = Pilot(ProfileForm(profile: profile), size: Size(width: 40, height: 8))
        pilot.type(" Lovelace")
        #expect(profile.name == "Ada Lovelace")
        #expect(pilot.text.contains("Ada Lovelace"))
    }
}
