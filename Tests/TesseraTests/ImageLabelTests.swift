import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor @Suite struct ImageLabelTests {
    @Test func anImagesLabelIsWhatAssistiveTechnologyReads() {
        let pilot = Pilot(HStack { Image("no_such_dot", label: Text("Red Dot")); Image("no_such_dot") }, size: Size(width: 20, height: 3))
        let labels = pilot.accessibilityElements.flatMap { $0.flattened() }.map(\.label)
        #expect(labels.contains("Red Dot"))
        #expect(pilot.screen.line(0).filter { String($0) == Image.assetPlaceholder }.count == 2)
    }
}
