import Testing
import Tessera
import TesseraTesting

/// A view of the app's own whose body is a `ForEach`: each element is a row of the list it
/// sits in, as Garden's history outline is.
private struct Harvest: View {
    @Binding var crops: [String]
    var body: some View {
        ForEach(crops, id: \.self) { Text($0).swipeActions { Button("Compost", role: .destructive) { crops.removeAll { $0 == "Beans" } } } }
            .onDelete { crops.remove(atOffsets: $0) }
    }
}

/// A view holding its own state, whose body is a group: a `ForEach` and a button row.
private struct Seedlings: View {
    @State private var names = ["Basil"]
    var body: some View {
        Group {
            ForEach(names, id: \.self) { Text($0) }
            Button("Sow chives") { names.append("Chives") }
        }
    }
}

private struct Plot: View {
    @State var crops = ["Beans", "Leeks", "Onions"]
    @State var chosen: String?
    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $chosen) {
                Section("Beds") { Harvest(crops: $crops) }
                Seedlings()
            }
            Text("Chosen: \(chosen ?? "none") · \(crops.joined(separator: ","))")
        }
    }
}

/// The same views in a `Form`.
private struct PlotForm: View {
    @State var crops = ["Beans", "Sweetcorn"]
    var body: some View {
        Form {
            Section("Beds") { Harvest(crops: $crops) }
            Seedlings()
        }
    }
}

@MainActor
@Suite struct CustomRowsViewTests {
    func settle(_ pilot: Pilot) async { for _ in 0..<5 { await Task.yield() }; _ = pilot.screen }

    @Test func eachElementOfACustomViewsForEachIsARow() async throws {
        let pilot = Pilot(Plot(), size: Size(width: 50, height: 14))
        let beans = try #require(pilot.position(of: "Beans"))
        let leeks = try #require(pilot.position(of: "Leeks"))
        #expect(beans.x == leeks.x && beans.x < 8, "rows start at the list's leading edge, not centred")
        pilot.press(.down); await settle(pilot)
        pilot.press(.space); await settle(pilot)
        #expect(pilot.text.contains("Chosen: Leeks"), "a row of the custom view is selected by its id")
        pilot.type("d"); await settle(pilot)
        #expect(pilot.text.contains("Beans,Onions"), "the ForEach's onDelete deletes the row")
        pilot.press(.up); await settle(pilot)
        pilot.press(.left); await settle(pilot)
        #expect(pilot.text.contains("Compost"), "the row's swipe actions show")
    }

    @Test func aCustomViewWithStateGivesRowsThatFollowItsState() async throws {
        let pilot = Pilot(Plot(), size: Size(width: 50, height: 20))
        let basil = try #require(pilot.position(of: "Basil"))
        let sow = try #require(pilot.position(of: "Sow chives"))
        #expect(sow.y == basil.y + 2, "the button is a row of its own, under a separator")
        pilot.click("Sow chives"); await settle(pilot)
        #expect(pilot.text.contains("Chives"))
        #expect(pilot.position(of: "Sow chives").map { $0.y == basil.y + 4 } == true)
    }

    @Test func aCustomViewsRowsInAFormLineUpAtTheLeadingEdge() throws {
        let pilot = Pilot(PlotForm(), size: Size(width: 50, height: 14))
        let beans = try #require(pilot.position(of: "Beans"))
        let corn = try #require(pilot.position(of: "Sweetcorn"))
        let basil = try #require(pilot.position(of: "Basil"))
        #expect(beans.x == corn.x, "a section's rows start at its leading edge, not centred: \(pilot.text)")
        #expect(basil.x == 0, "the form's rows start at its leading edge")
    }
}
