import Observation
import Testing
@testable import Tessera
import TesseraTesting

@Observable
private final class Profile {
    var name = "Ada"
    var age = 36
}

private struct NameView: View {
    let profile: Profile
    var body: some View { Text("Name: \(profile.name)") }
}

private struct AgeView: View {
    let profile: Profile
    var body: some View { Text("Age: \(profile.age)") }
}

private struct ProfileScreen: View {
    let profile: Profile
    var body: some View {
        VStack(alignment: .leading) {
            NameView(profile: profile)
            AgeView(profile: profile)
        }
    }
}

private struct Tally: View {
    let label: String
    @State private var count = 0
    var body: some View {
        Button("\(label) \(count)") { count += 1 }
    }
}

private struct Siblings: View {
    @State private var showFirst = true
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("First", isOn: $showFirst)
            if showFirst { Tally(label: "A") }
            Tally(label: "B")
        }
    }
}

@MainActor
@Suite struct StateAndIdentityTests {
    @Test func observationReRendersOnlyTheReadingView() {
        let profile = Profile()
        let pilot = Pilot(ProfileScreen(profile: profile), size: Size(width: 20, height: 4))
        let before = pilot.host.evaluationCount
        profile.age = 37
        #expect(pilot.text.contains("Age: 37"))
        // Only AgeView read `age`: exactly one body evaluated.
        #expect(pilot.host.evaluationCount == before + 1)
        profile.name = "Grace"
        #expect(pilot.text.contains("Name: Grace"))
        #expect(pilot.host.evaluationCount == before + 2)
    }

    @Test func noChangeMeansNoFrame() {
        let profile = Profile()
        let pilot = Pilot(ProfileScreen(profile: profile), size: Size(width: 20, height: 4))
        _ = pilot.screen
        #expect(pilot.host.needsFrame == false)
        profile.age = 40
        #expect(pilot.host.needsFrame == true)
    }

    @Test func stateSurvivesWhenASiblingDisappears() {
        let pilot = Pilot(Siblings(), size: Size(width: 20, height: 5))
        // Focus order: toggle, A, B. Press B twice.
        pilot.press(.tab); pilot.press(.tab)
        pilot.press(.enter); pilot.press(.enter)
        #expect(pilot.text.contains("B 2"))
        // Hide A: B keeps its count (its identity is its position in the builder, not its index).
        pilot.press(.tab)
        pilot.press(.space)
        #expect(!pilot.text.contains("A 0"))
        #expect(pilot.text.contains("B 2"))
    }

    @Test func stateIsDroppedWhenTheViewIsRemoved() {
        let pilot = Pilot(Siblings(), size: Size(width: 20, height: 5))
        pilot.press(.tab)          // A
        pilot.press(.enter)        // A 1
        #expect(pilot.text.contains("A 1"))
        pilot.press(.backTab)      // toggle
        pilot.press(.space)        // hide A
        pilot.press(.space)        // show A again: a new view, state from scratch
        #expect(pilot.text.contains("A 0"))
    }

    @Test func resizeKeepsFocusAndState() {
        let pilot = Pilot(Siblings(), size: Size(width: 20, height: 5))
        pilot.press(.tab); pilot.press(.tab); pilot.press(.enter)
        pilot.resize(12, 4)
        pilot.resize(1, 1)
        pilot.resize(30, 6)
        #expect(pilot.text.contains("B 1"))
        pilot.press(.enter)
        #expect(pilot.text.contains("B 2"))
    }

    @Test func bindingDerivedFromStateWritesBack() {
        var stored = "x"
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = "y"
        #expect(stored == "y")
        #expect(Binding.constant(3).wrappedValue == 3)
    }
}
