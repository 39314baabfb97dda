import Testing
import Tessera
import TesseraTesting

// A list row that is one button, or one tap target (the habit tracker's rows: a card whose
// background takes the tap), is pressed by Enter at once, as a tap on the row is in SwiftUI;
// the footer names it. A row with several controls is still entered first.

@MainActor @Observable private final class Opened { var names: [String] = [] }

private struct Cards: View {
    var opened: Opened
    var body: some View {
        List {
            ForEach(["Walk", "Read"], id: \.self) { name in
                HStack { Text(name); Spacer() }
                    .background(Color.gray.onTapGesture { opened.names.append(name) })
            }
            HStack {
                Button("Left") { opened.names.append("left") }
                Button("Right") { opened.names.append("right") }
            }
        }
    }
}

@MainActor
@Suite struct ListRowPressTests {
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    @Test func aRowThatIsOneTapTargetIsTappedByOneEnter() {
        let opened = Opened()
        let pilot = Pilot(Cards(opened: opened), size: Size(width: 40, height: 10))
        #expect(footer(pilot).contains("Enter Activate"), "\(footer(pilot))")
        pilot.press(.enter)
        #expect(opened.names == ["Walk"])
        pilot.press(.down); pilot.press(.enter)
        #expect(opened.names == ["Walk", "Read"])
    }

    @Test func aRowOfSeveralControlsIsEnteredFirst() {
        let opened = Opened()
        let pilot = Pilot(Cards(opened: opened), size: Size(width: 40, height: 10))
        pilot.press(.down); pilot.press(.down)
        #expect(footer(pilot).contains("Enter Edit"))
        pilot.press(.enter)
        #expect(opened.names.isEmpty, "Enter went into the row")
        pilot.press(.enter)
        #expect(opened.names == ["left"])
    }
}
