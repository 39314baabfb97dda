import Foundation
import Testing
import Tessera
import TesseraTesting

// Custom content, synthetic children, sort priority, linked groups, spelled text and rotors:
// each read back from the semantic tree, and a rotor's keys moving through its targets.

private let kindKey = AccessibilityCustomContentKey("Kind", id: "kind")

/// A card read as one element, with two pieces of custom content.
private struct Card: View {
    var kind: String?
    var body: some View {
        VStack { Text("Rex"); Text("good boy") }
            .accessibilityElement(children: .combine)
            .accessibilityCustomContent(kindKey, kind.map { Text($0) })
            .accessibilityCustomContent("Age", "3 years", importance: .high)
    }
}

/// A chart drawn as one block, read as one element a bar.
private struct Chart: View {
    let weeks = [12, 30, 7]
    var body: some View {
        Rectangle()
            .frame(width: 12, height: 3)
            .accessibilityLabel("Lines of code")
            .accessibilityChildren {
                HStack {
                    ForEach(weeks.indices, id: \.self) { index in
                        Rectangle().accessibilityLabel("Week \(index + 1)").accessibilityValue("\(weeks[index]) lines")
                    }
                }
            }
    }
}

private struct Sorted: View {
    @Namespace private var links
    var body: some View {
        VStack {
            Text("Default order")
            Text("Ordered first").accessibilitySortPriority(1)
            Text("Ordered last").accessibilitySortPriority(-1)
            Text("Also first").accessibilitySortPriority(1)
            Text("Red 1").accessibilityLinkedGroup(id: "red", in: links)
            Text("AB12").speechSpellsOutCharacters()
        }
    }
}

private struct Value: Identifiable {
    let label: String
    var special = false
    var id: String { label }
}

private let values = [Value(label: "one"), Value(label: "two"), Value(label: "three", special: true),
                      Value(label: "four"), Value(label: "five", special: true), Value(label: "six")]

/// Buttons in a scroll view too short to show them all, with a rotor over two of them.
private struct RotorButtons: View {
    @State private var pressed = "none"
    var body: some View {
        VStack {
            Text("pressed: \(pressed)")
            ScrollView {
                VStack {
                    ForEach(values) { value in Button(value.label) { pressed = value.label } }
                }
            }
            .frame(height: 2)
            .accessibilityRotor("Special Values", entries: values.filter(\.special), entryLabel: \.label)
        }
    }
}

/// Rows with nothing to focus: the rotor's view takes the focus so its keys work.
private struct RotorTexts: View {
    var body: some View {
        VStack { ForEach(values) { Text($0.label) } }
            .accessibilityRotor(Text("Special Values"), entries: values.filter(\.special), entryLabel: \.label)
    }
}

@MainActor
@Suite struct AccessibilityExtrasTests {
    @Test func customContentIsReadBackHighImportanceFirst() {
        let pilot = Pilot(Card(kind: "Dog"), size: Size(width: 30, height: 4))
        let element = pilot.accessibilityElements.first
        #expect(element?.label == "Rex, good boy")
        #expect(element?.customContent.map(\.label) == ["Age", "Kind"])
        #expect(element?.customContent.map(\.value) == ["3 years", "Dog"])
        #expect(element?.line.contains(#"content! "Age: 3 years" content "Kind: Dog""#) == true)
        // A nil value for a key says there is nothing under it.
        let none = Pilot(Card(kind: nil), size: Size(width: 30, height: 4))
        #expect(none.accessibilityElements.first?.customContent.map(\.label) == ["Age"])
    }

    @Test func customContentOfSyntheticChildrenJoinsACombinedElement() {
        struct Composed: View {
            var combined = true
            var body: some View {
                Text("Dynamic")
                    .accessibilityChildren {
                        ForEach(["Size", "Colour"], id: \.self) { label in
                            Rectangle().accessibilityCustomContent(Text(label), Text("\(label) value"))
                        }
                    }
                    .accessibilityElement(children: combined ? .combine : .contain)
            }
        }
        let pilot = Pilot(Composed(), size: Size(width: 20, height: 4))
        let element = pilot.accessibilityElements.first
        #expect(element?.customContent.map(\.label) == ["Size", "Colour"], "\(pilot.accessibilityText)")
        let contained = Pilot(Composed(combined: false), size: Size(width: 20, height: 4)).accessibilityElements
        #expect(contained.first?.children.first?.children.count == 2, "each synthetic child is read")
    }

    @Test func syntheticChildrenAreReadInsideTheDrawnElementAndNotDrawn() {
        let pilot = Pilot(Chart(), size: Size(width: 20, height: 5))
        let elements = pilot.accessibilityElements
        #expect(elements.count == 1)
        #expect(elements.first?.label == "Lines of code")
        #expect(elements.first?.children.map(\.label) == ["Week 1", "Week 2", "Week 3"])
        #expect(elements.first?.children.map(\.value) == ["12 lines", "30 lines", "7 lines"])
        #expect(!pilot.text.contains("Week"))
    }

    @Test func sortPriorityOrdersSiblingsHigherFirstAndKeepsTiesInScreenOrder() {
        let pilot = Pilot(Sorted(), size: Size(width: 30, height: 8))
        let labels = pilot.accessibilityElements.flatMap { $0.flattened() }.map(\.label)
        #expect(labels == ["Ordered first", "Also first", "Default order", "Red 1", "AB12", "Ordered last"])
        // What is drawn keeps the order written.
        #expect(pilot.screen.line(0).contains("Default order"))
    }

    @Test func linkedGroupsAndSpelledTextAreMarkedInTheTree() {
        let text = Pilot(Sorted(), size: Size(width: 30, height: 8)).accessibilityText
        #expect(text.contains(#"text "Red 1" linked "red""#))
        #expect(text.contains(#"text "AB12" spelled"#))
    }

    @Test func theRotorJumpsBetweenItsTargetsFocusingAndScrollingToThem() {
        let pilot = Pilot(RotorButtons(), size: Size(width: 80, height: 8))
        #expect(!pilot.text.contains("three"), "three starts scrolled out of view")
        #expect(pilot.screen.line(7).contains("F3 Next Special Values"))
        pilot.press(.function(3))
        #expect(pilot.text.contains("Special Values: three (1 of 2)"))
        pilot.press(.enter)
        #expect(pilot.text.contains("pressed: three"), "focus went to the target, now in view")
        pilot.press(.function(3))
        pilot.press(.enter)
        #expect(pilot.text.contains("pressed: five"))
        pilot.press(.function(3))
        #expect(pilot.text.contains("Special Values: three (1 of 2)"), "round the end")
        pilot.press(.function(3), modifiers: .shift)
        #expect(pilot.text.contains("Special Values: five (2 of 2)"))
        #expect(pilot.accessibilityText.contains(#"rotor "Special Values: three, five""#))
    }

    @Test func aRotorOverTextsTakesTheFocusItselfSoItsKeysWork() {
        let pilot = Pilot(RotorTexts(), size: Size(width: 40, height: 10))
        pilot.press(.tab)
        #expect(pilot.screen.line(9).contains("F3 Next Special Values"))
        pilot.press(.function(3))
        #expect(pilot.text.contains("Special Values: three (1 of 2)"))
    }

    @Test func aRotorLabelFromDataIsSanitizedInTheStatusLine() {
        struct Hostile: View {
            var body: some View {
                VStack { ForEach([Value(label: "x\u{1B}[2Jy")]) { Button($0.label) {} } }
                    .accessibilityRotor("R", entries: [Value(label: "x\u{1B}[2Jy")], entryLabel: \.label)
            }
        }
        let pilot = Pilot(Hostile(), size: Size(width: 40, height: 5))
        pilot.press(.function(3))
        #expect(!pilot.text.contains("\u{1B}"))
        #expect(pilot.text.contains("R: x"))
    }
}
