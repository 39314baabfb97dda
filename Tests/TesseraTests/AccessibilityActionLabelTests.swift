import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor @Suite struct AccessibilityActionLabelTests {
    @Test func anActionIsReadUnderItsLabelsTextAndRunsFromTheMenu() {
        final class Count { var fired = 0 }
        let count = Count()
        let pilot = Pilot(VStack {
            Button("Card") {}
                .accessibilityAction { count.fired += 1 } label: { Label("Delete", systemImage: "trash") }
            Button("Other") {}
                .accessibilityAction { count.fired += 10 } label: { Text("Archive") }
        }, size: Size(width: 30, height: 8))
        let names = pilot.accessibilityElements.flatMap { $0.flattened() }.flatMap(\.actions)
        #expect(names.contains("Delete") && names.contains("Archive"))
        pilot.press(.function(2))
        #expect(pilot.position(of: "Delete") != nil)
        pilot.press(.enter)
        #expect(count.fired == 1)
    }
}
