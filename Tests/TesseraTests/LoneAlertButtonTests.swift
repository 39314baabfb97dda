import Testing
import Tessera
import TesseraTesting

/// An alert whose only button is not a cancel button: SwiftUI makes that button the cancel action too.
private struct LoneButtonAlert: View {
    @State private var showing = true
    @State private var log = "nothing"
    let title: String
    var body: some View {
        Text("log: \(log)")
            .alert("Saved", isPresented: $showing) {
                Button(title) { log = title.lowercased() }
            }
    }
}

/// An alert that gives no buttons: the OK SwiftUI adds.
private struct NoButtonAlert: View {
    @State private var showing = true
    var body: some View {
        Text(showing ? "shown" : "gone").alert("Done", isPresented: $showing) {}
    }
}

@MainActor @Suite struct LoneAlertButtonTests {
    @Test func escOnAnAlertOfOneButtonIsNamedByItAndRunsIt() {
        let pilot = Pilot(LoneButtonAlert(title: "OK"), size: Size(width: 50, height: 14))
        #expect(pilot.screen.line(13).contains("Esc OK"))
        #expect(!pilot.screen.line(13).contains("Cancel"))
        pilot.press(.escape)
        #expect(pilot.text.contains("log: ok"))
        #expect(!pilot.text.contains("Saved"))
    }

    @Test func anyLoneActionIsWhatEscDoes() {
        let pilot = Pilot(LoneButtonAlert(title: "Retry"), size: Size(width: 50, height: 14))
        #expect(pilot.screen.line(13).contains("Esc Retry"))
        pilot.press(.escape)
        #expect(pilot.text.contains("log: retry"))
    }

    @Test func theOKAddedToAnAlertWithoutButtonsNamesEsc() {
        let pilot = Pilot(NoButtonAlert(), size: Size(width: 50, height: 14))
        #expect(pilot.screen.line(13).contains("Esc OK"))
        pilot.press(.escape)
        #expect(pilot.text.contains("gone"))
    }
}
