import Testing
import TesseraTesting

// `ButtonStyle` and `PrimitiveButtonStyle` written as SwiftUI code writes them: a style of the
// program's own draws the button, and the button still does what its keys say.

/// Draws the label between chevrons, with the role and the pressed state in words.
private struct Chevrons: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("‹")
            configuration.label
            Text(configuration.isPressed ? "› pressed" : "›")
            if configuration.role == .destructive { Text(" danger") }
        }
    }
}

/// Draws the label in parentheses, as a pill.
private struct Parenthesised: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text("(")
            configuration.label
            Text(")")
        }
    }
}

/// Builds the whole control from a standard button, with a marker in front.
private struct Marked: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text("*")
            Button(configuration)
        }
    }
}

/// Triggers on a tap of the label, and only there.
private struct Tappable: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// Shows nothing but its label and never triggers.
private struct Inert: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@MainActor
private final class Presses {
    var count = 0
}

private let size = Size(width: 40, height: 6)

@MainActor
@Suite struct ButtonStyleTests {
    @Test func aButtonStyleDrawsTheLabelAndTheButtonKeepsItsKeys() {
        let presses = Presses()
        let pilot = Pilot(VStack {
            Button("Save") { presses.count += 1 }.buttonStyle(Chevrons())
            Button("Delete", role: .destructive) {}.buttonStyle(Chevrons())
        }, size: size)
        #expect(pilot.text.contains("‹Save›"))
        #expect(!pilot.text.contains("[ Save ]"))
        #expect(pilot.text.contains("‹Delete› danger"))
        #expect(!pilot.text.contains("pressed"))
        pilot.press(.enter)
        pilot.press(.space)
        #expect(presses.count == 2)
        pilot.click("Save")
        #expect(presses.count == 3)
    }

    @Test func aPrimitiveStyleBuildsTheControlAndItsButtonRunsTheAction() {
        let presses = Presses()
        let pilot = Pilot(Button("Go") { presses.count += 1 }.buttonStyle(Marked()), size: size)
        #expect(pilot.text.contains("* [ Go ]"))
        pilot.press(.enter)
        #expect(presses.count == 1)
    }

    @Test func aPrimitiveStyleDecidesWhatTriggers() {
        let presses = Presses()
        let tapped = Pilot(Button("Tap me") { presses.count += 1 }.buttonStyle(Tappable()), size: size)
        #expect(tapped.text.contains("Tap me"))
        #expect(!tapped.text.contains("["))
        tapped.click("Tap me")
        #expect(presses.count == 1)

        let inert = Pilot(Button("Nothing") { presses.count += 1 }.buttonStyle(Inert()), size: size)
        inert.press(.enter)
        inert.click("Nothing")
        #expect(presses.count == 1)
    }

    @Test func theFooterAndAScreenReaderNameAStyledButtonByItsLabelOnly() {
        let pilot = Pilot(VStack { Button("Save") {}.buttonStyle(Parenthesised()) }, size: size)
        #expect(pilot.text.contains("( Save )"))
        let footer = pilot.screen.line(size.height - 1)
        #expect(footer.contains("Enter Save"), "footer: \(footer)")
        #expect(!footer.contains("("), "footer: \(footer)")
        #expect(pilot.accessibilityElements.contains { $0.role == .button && $0.label == "Save" })
    }

    @Test func theBuiltInStylesKeepTheirChrome() {
        #expect(Pilot(Button("A") {}.buttonStyle(.bordered), size: size).text.contains("[ A ]"))
        #expect(Pilot(Button("A") {}.buttonStyle(.automatic), size: size).text.contains("[ A ]"))
        #expect(Pilot(Button("A") {}.buttonStyle(BorderedButtonStyle()), size: size).text.contains("[ A ]"))
        for plain in [Pilot(Button("A") {}.buttonStyle(.plain), size: size), Pilot(Button("A") {}.buttonStyle(.borderless), size: size),
                      Pilot(Button("A") {}.buttonStyle(PlainButtonStyle()), size: size)] {
            #expect(!plain.text.contains("["))
            #expect(plain.text.contains("A"))
        }
        // A built-in style nearer the button wins over a program's own further out.
        #expect(Pilot(Button("A") {}.buttonStyle(.bordered).buttonStyle(Chevrons()), size: size).text.contains("[ A ]"))
        #expect(Pilot(Button("A") {}.buttonStyle(Chevrons()).buttonStyle(.bordered), size: size).text.contains("‹A›"))
    }
}
