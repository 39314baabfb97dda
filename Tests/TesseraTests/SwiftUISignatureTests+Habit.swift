import Foundation
import Testing
import TesseraTesting

// The names the habit tracker and the formatters app needed, written exactly as a SwiftUI file
// writes them; each behaviour is in `HabitPortTests`.

@MainActor
private struct HabitNames: View {
    @State private var title = ""
    @State private var isExpanded = false
    let key: LocalizedStringKey = "Prompt"
    let words = Substring("Words")

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Name", text: $title, prompt: Text("Read a book").foregroundColor(.black.opacity(0.23)))
                TextField("Motivation", text: $title, prompt: Text(key))
                TextField("Notes", text: $title, prompt: Text("Notes"), axis: .vertical)
                SecureField("Password", text: $title, prompt: Text("Password"))
                Text("Title").font(.custom("", size: 19, relativeTo: .title3))
                Text("Sized").font(.custom("Menlo", size: 12)).font(.custom("Menlo", fixedSize: 12))
                Text("Through").allowsHitTesting(false)
                DisclosureGroup("Tutorial", isExpanded: $isExpanded) { Text("Step") }
                    .foregroundColor(.white)
                    .font(.subheadline)
                    .tint(.white)
                    .padding(.horizontal, 1)
                DisclosureGroup("Own") { Text("Step") }
                DisclosureGroup(words) { Text("Step") }
                DisclosureGroup(words, isExpanded: $isExpanded) { Text("Step") }
                DisclosureGroup(key, isExpanded: $isExpanded) { Text("Step") }
                DisclosureGroup { Text("Step") } label: { Label("Current", systemImage: "chart.bar.doc.horizontal") }
                DisclosureGroup(isExpanded: $isExpanded) { Text("Step") } label: { Text("Bound") }
                NavigationLink("Edit") { Text("Editing") }
                Label(LocalizedStringKey("Dates"), systemImage: "clock")
            }
            .navigationBarTitle(Text("Habit"))
            .navigationBarTitle(Text("Habit"), displayMode: .inline)
            .previewLayout(.sizeThatFits)
        }
    }
}

extension SwiftUISignatureTests {
    @Test func habitNamesCompileAndDraw() {
        let text = Pilot(HabitNames(), size: Size(width: 60, height: 40)).text
        #expect(text.contains("Read a book") && text.contains("▸ Tutorial") && text.contains("Edit"))
    }
}

@MainActor
private struct StepperLabelNames: View {
    @State private var digits = 1
    var body: some View {
        VStack {
            Stepper(value: $digits) { Text("At least \(digits) digits", comment: "integer digits") }
            Stepper(value: $digits, in: 0...9, step: 2) { Text("Step \(digits)") }
        }
    }
}

extension SwiftUISignatureTests {
    @Test func aStepperTitledByATextLabelSteps() {
        let pilot = Pilot(StepperLabelNames(), size: Size(width: 40, height: 4))
        #expect(pilot.text.contains("At least 1 digits"))
        pilot.press(.right)
        #expect(pilot.text.contains("At least 2 digits"), "the title is made again with the value")
    }
}
