import Foundation
import Testing
import TesseraTesting

/// `contentShape` in its three forms, the labelled `Picker` forms and the phonetic speech mark,
/// written exactly as a SwiftUI file writes them (their behaviour is in `ContentShapeTests` and
/// `PickerLabelTests`).
@MainActor
private struct ContentShapeNames: View {
    @State private var pickerValue = 0
    var body: some View {
        VStack {
            HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { }
            Circle().contentShape(Circle(), eoFill: true)
            Text("Menu").contentShape(.interaction, RoundedRectangle(cornerRadius: 8))
            Text("Drag").contentShape([.dragPreview, .contextMenuPreview], Capsule())
            Text("Hover").contentShape(.hoverEffect, Rectangle(), eoFill: false)
            Picker(selection: $pickerValue, label: Text("Custom Picker")) {
                Text("Option 1").tag(0)
            }
            Picker(selection: $pickerValue) { Text("Option 1").tag(0) } label: { Text("Builder") }
            Text("Record").speechPhoneticRepresentation("ɹɪˈkɔɹd")
            Text("this_is_code").accessibilityTextContentType(.sourceCode)
            Text("Heading").bold().accessibilityHeading(.h2)
        }
    }
}

extension SwiftUISignatureTests {
    @Test func contentShapeAndLabelledPickerNamesCompileAndTheScreenDraws() {
        #expect(Pilot(ContentShapeNames(), size: Size(width: 40, height: 14)).text.contains("Custom Picker"))
        let kinds: ContentShapeKinds = [.interaction, .accessibility, .focusEffect]
        #expect(kinds.contains(.interaction))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 2)).contains(CGPoint(x: 1, y: 1), eoFill: false))
    }
}
