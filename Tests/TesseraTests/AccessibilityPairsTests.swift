import Testing
import Tessera
import TesseraTesting

// A custom control drawn with shapes is read as the control it stands for
// (`.accessibilityRepresentation`), and a text names the control beside it
// (`.accessibilityLabeledPair` in a `@Namespace`).

/// A bar drawn with a shape that behaves as a slider, read as one.
private struct Track: View {
    @Binding var value: Double
    var body: some View {
        Rectangle()
            .frame(width: 10, height: 1)
            .accessibilityRepresentation {
                Slider(value: $value, in: 0...1) { Text("Volume") }
            }
    }
}

/// A text and a button paired by id, and a second pair in the same namespace.
private struct Paired: View {
    @Namespace private var pairs
    var body: some View {
        VStack {
            HStack {
                Text("Custom Controls").accessibilityLabeledPair(role: .label, id: "controls", in: pairs)
                Button("Learn") {}.accessibilityLabeledPair(role: .content, id: "controls", in: pairs)
            }
            HStack {
                Text("Alerts").accessibilityLabeledPair(role: .label, id: "alerts", in: pairs)
                Toggle("", isOn: .constant(true)).accessibilityLabeledPair(role: .content, id: "alerts", in: pairs)
            }
        }
    }
}

/// Two views each with its own namespace and the same pair ids: a pair does not reach across.
private struct Row: View {
    @Namespace private var pairs
    let label: String
    let paired: Bool
    var body: some View {
        HStack {
            if paired { Text(label).accessibilityLabeledPair(role: .label, id: 1, in: pairs) } else { Text(label) }
            Button("Go") {}.accessibilityLabeledPair(role: .content, id: 1, in: pairs)
        }
    }
}

@MainActor
@Suite struct AccessibilityPairsTests {
    @Test func aShapeWithARepresentationIsReadAsThatControl() {
        let pilot = Pilot(Track(value: .constant(0.5)), size: Size(width: 20, height: 3))
        let elements = pilot.accessibilityElements
        #expect(elements.count == 1)
        #expect(elements.first?.role == .picker, "a slider's role")
        #expect(elements.first?.value == "50%")
        #expect(elements.first?.label == "Volume")
        #expect(!pilot.text.contains("Volume"), "the representation is read, not drawn")
    }

    @Test func theContentSideIsReadWithItsLabelsText() {
        let text = Pilot(Paired(), size: Size(width: 40, height: 4)).accessibilityText
        #expect(text.contains("button \"Custom Controls, Learn\""), "\(text)")
        #expect(text.contains("toggle \"Alerts\""), "\(text)")
    }

    @Test func aNamespaceKeepsItsPairsToItself() {
        let text = Pilot(VStack { Row(label: "First", paired: true); Row(label: "Second", paired: false) },
                         size: Size(width: 40, height: 4)).accessibilityText
        #expect(text.contains("button \"First, Go\""), "\(text)")
        #expect(text.contains("button \"Go\""), "the second row's button has no label of the first's: \(text)")
    }
}
