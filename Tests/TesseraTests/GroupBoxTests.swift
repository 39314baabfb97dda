import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor @Suite struct GroupBoxTests {
    private func lines(_ view: some View, width: Int = 20, height: Int = 8) -> [String] {
        let pilot = Pilot(view, size: Size(width: width, height: height))
        return (0..<height - 1).map { pilot.screen.line($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func aTitledBoxDrawsItsTitleOverABorderAroundItsContent() {
        let drawn = lines(GroupBox("Contact") { Text("Ada") })
        #expect(drawn.count == 4)
        #expect(drawn[0] == "Contact")
        #expect(drawn[1].hasPrefix("╭") && drawn[1].hasSuffix("╮"))
        #expect(drawn[2].hasPrefix("│ Ada") && drawn[2].hasSuffix("│"))
        #expect(drawn[3].hasPrefix("╰") && drawn[3].hasSuffix("╯"))
    }

    @Test func everyFormDrawsTheSameBoxUnderItsLabel() {
        let title = Text("Contact")
        let titled = lines(GroupBox("Contact") { Text("Ada") })
        #expect(lines(GroupBox(label: title) { Text("Ada") }) == titled)
        #expect(lines(GroupBox { Text("Ada") } label: { Text("Contact") }) == titled)
        let key: LocalizedStringKey = "Contact"
        #expect(lines(GroupBox(key) { Text("Ada") }) == titled)
        #expect(lines(GroupBox { Text("Ada") }) == Array(titled.dropFirst()))
    }

    @Test func aStepperTitledByALabelStepsWithinItsBounds() {
        final class Box { var value = 100 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let pilot = Pilot(Stepper(value: binding, in: 0...100) { Text("Custom Stepper") }, size: Size(width: 30, height: 3))
        #expect(pilot.screen.line(0).contains("Custom Stepper"))
        pilot.press(.right)
        #expect(box.value == 100)
        pilot.press(.left)
        #expect(box.value == 99)
    }
}
