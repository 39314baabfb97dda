import Foundation
import Testing
import Tessera
import TesseraTesting

private enum FetchError: LocalizedError {
    case offline
    var errorDescription: String? { "Could not fetch the quakes." }
    var failureReason: String? { "The network is down." }
}

/// A list with a refresh that fails, and an alert for the error, as Earthquakes writes it.
private struct ErrorHost: View {
    @State private var error: FetchError?
    @State private var hasError = false
    var setsError = true
    var body: some View {
        VStack {
            Button("Refresh") {
                if setsError { error = .offline }
                hasError = true
            }
            Text(hasError ? "flag on" : "flag off")
        }
        .alert(isPresented: $hasError, error: error) { }
    }
}

private struct Trip: Identifiable { let id = 1; let name: String }

private struct PresentingHost: View {
    @State private var showing = false
    @State private var log = "none"
    let trip: Trip? = Trip(name: "Lisbon")
    var body: some View {
        VStack {
            Button("Delete…") { showing = true }
            Text("log: \(log)")
        }
        .alert("Delete trip?", isPresented: $showing, presenting: trip) { trip in
            Button("Delete \(trip.name)", role: .destructive) { log = "deleted \(trip.name)" }
        } message: { trip in
            Text("\(trip.name) and its days go.")
        }
    }
}

@MainActor
@Suite struct AlertPresentingTests {
    @Test func anErrorAlertIsTitledByTheErrorAndOKDismissesIt() {
        let pilot = Pilot(ErrorHost(), size: Size(width: 60, height: 12))
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("Could not fetch the quakes."))
        #expect(pilot.text.contains("The network is down."))
        #expect(pilot.text.contains("OK"))
        pilot.press(.enter)
        #expect(!pilot.text.contains("Could not fetch"))
        #expect(pilot.text.contains("flag off"), "dismissing sets the flag back")
    }

    @Test func aTrueFlagWithNoErrorShowsNoAlert() {
        let pilot = Pilot(ErrorHost(setsError: false), size: Size(width: 60, height: 12))
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("flag on"))
        #expect(!pilot.text.contains("OK"))
    }

    @Test func aPresentingAlertMakesItsActionsAndMessageFromTheValue() {
        let pilot = Pilot(PresentingHost(), size: Size(width: 60, height: 12))
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("Lisbon and its days go."))
        #expect(pilot.text.contains("Delete Lisbon"))
        pilot.press(.enter)   // the default is the added Cancel, never the destructive choice
        #expect(pilot.text.contains("log: none"))
        pilot.press(.enter); pilot.press(.right); pilot.press(.enter)
        #expect(pilot.text.contains("log: deleted Lisbon"))
    }

    @Test func aStatusToolbarItemIsDrawnInTheTitleBar() {
        struct Status: View {
            var body: some View {
                Text("Quakes")
                    .navigationTitle("Earthquakes")
                    .toolbar { ToolbarItemGroup(placement: .status) { Button("12 Earthquakes") {} } }
            }
        }
        let pilot = Pilot(Status(), size: Size(width: 60, height: 8))
        #expect(pilot.screen.line(0).contains("12 Earthquakes"))
    }

    @Test func aBorderWidthChoosesHowHeavyTheLinesAre() {
        func corner(_ width: CGFloat) -> Character? {
            Pilot(Text("abc").border(Color.red, width: width), size: Size(width: 20, height: 5)).text.first { "┌┏╔╭+".contains($0) }
        }
        #expect(corner(0.5) == "┌")
        #expect(corner(1) == "┌")
        #expect(corner(2) == "┏")
        #expect(corner(3) == "╔")
    }
}
