import Testing
import Tessera
import TesseraTesting

/// The Accessibility sample's custom picker: titled by a `Text`, in the older label form and the newer builder form.
private struct LabelledPickers: View {
    @State private var value = 0
    @State private var fruit = "pear"
    var body: some View {
        VStack(alignment: .leading) {
            Picker(selection: $value, label: Text("Custom Picker")) {
                Text("Option 1").tag(0)
                Text("Option 2").tag(1)
            }
            Picker(selection: $fruit) {
                Text("Apple").tag("apple")
                Text("Pear").tag("pear")
            } label: {
                Text("Fruit")
            }
            Text("chose \(value) \(fruit)")
        }
    }
}

@MainActor @Suite struct PickerLabelTests {
    @Test func aPickerTitledByATextShowsTheTitleAndChooses() {
        let pilot = Pilot(LabelledPickers(), size: Size(width: 40, height: 6))
        #expect(pilot.text.contains("Custom Picker"))
        #expect(pilot.text.contains("Fruit"))
        #expect(pilot.text.contains("Option 1"))
        pilot.press(.right)                 // the first picker starts focused
        #expect(pilot.text.contains("chose 1 pear"))
        pilot.press(.tab)
        pilot.press(.left)
        #expect(pilot.text.contains("chose 1 apple"))
        #expect(pilot.accessibilityText.contains("Custom Picker"))
    }

    @Test func aPronunciationIsMarkedInTheTreeAndNotDrawn() {
        let pilot = Pilot(VStack {
            Text("Record").speechPhoneticRepresentation("ɹɪˈkɔɹd")
            Text("Plain")
            Text("Odd").speechPhoneticRepresentation("a\"b\u{1B}[2J")
        }, size: Size(width: 30, height: 4))
        #expect(pilot.accessibilityText.contains(#"text "Record" phonetic "ɹɪˈkɔɹd""#))
        #expect(!pilot.accessibilityText.contains(#""Plain" phonetic"#))
        #expect(!pilot.accessibilityText.contains("\u{1B}"))
        #expect(pilot.accessibilityText.contains(#"phonetic "a\"b"#))
        #expect(!pilot.text.contains("ɹ"))
    }
}

@MainActor @Suite struct TextContentTypeTests {
    @Test func theKindOfTextIsMarkedInTheTreeAndNotDrawn() {
        let pilot = Pilot(VStack {
            Text("let x = 1").accessibilityTextContentType(.sourceCode)
            Text("Chapter one").accessibilityTextContentType(.wordProcessing)
        }, size: Size(width: 30, height: 2))
        #expect(pilot.accessibilityText.contains(#"text "let x = 1" content type sourceCode"#))
        #expect(pilot.accessibilityText.contains(#"text "Chapter one" content type wordProcessing"#))
        #expect(pilot.text.contains("let x = 1") && !pilot.text.contains("sourceCode") && !pilot.text.contains("content type"))
    }
}

@MainActor @Suite struct AccessibilityHeadingTests {
    @Test func aHeadingIsReadAsOneWithItsLevel() {
        let pilot = Pilot(VStack {
            Text("Standard").bold().accessibilityHeading(.unspecified)
            Text("Chapter").accessibilityHeading(.h1)
            Text("Plain")
        }, size: Size(width: 30, height: 4))
        #expect(pilot.accessibilityText.contains(#"heading "Standard""#))
        #expect(!pilot.accessibilityText.contains(#""Standard" level"#))
        #expect(pilot.accessibilityText.contains(#"heading "Chapter" level 1"#))
        #expect(pilot.accessibilityText.contains(#"text "Plain""#))
    }
}
