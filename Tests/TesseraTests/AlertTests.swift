import Testing
import Tessera
import TesseraTesting

private struct AlertHost: View {
    @State private var showing = false
    @State private var log = "nothing"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Other") { log = "other" }
            Button("Delete…") { showing = true }
            Text("log: \(log)")
        }
        .alert("Delete trip?", isPresented: $showing) {
            Button("Delete", role: .destructive) { log = "deleted" }
            Button("Keep", role: .cancel) { log = "kept" }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor
@Suite struct AlertTests {
    @Test func enterActivatesDefaultButtonAndFocusReturns() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("Delete trip?"))
        #expect(pilot.text.contains("This cannot be undone."))
        pilot.press(.character("q"))   // background blocked; q is not typing so it would quit
        pilot.press(.enter)
        #expect(pilot.text.contains("log: deleted"))
        #expect(!pilot.text.contains("Delete trip?"))
        // Focus is back on "Delete…": Enter opens the alert again.
        pilot.press(.enter)
        #expect(pilot.text.contains("Delete trip?"))
    }

    @Test func escapeCancels() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab); pilot.press(.enter)
        pilot.press(.escape)
        #expect(pilot.text.contains("log: kept"))
        #expect(!pilot.text.contains("Delete trip?"))
    }

    @Test func arrowsMoveBetweenButtonsAndBackgroundIsBlocked() {
        let pilot = Pilot(AlertHost(), size: Size(width: 50, height: 14))
        pilot.press(.tab); pilot.press(.enter)
        pilot.press(.right)
        pilot.press(.enter)
        #expect(pilot.text.contains("log: kept"))
        pilot.press(.enter)
        pilot.press(.tab); pilot.press(.tab)   // Tab cycles Delete → Keep → Delete inside the alert
        pilot.press(.enter)
        #expect(pilot.text.contains("log: deleted"))
    }
}
