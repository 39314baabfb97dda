import Testing
import TesseraTesting

/// `EditMode`, `@Environment(\.editMode)` and `EditButton`.
@MainActor
@Suite struct EditModeTests {
    private struct Trips: View {
        @State private var trips = ["Hanoi", "Hue", "Hoi An"]
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    EditButton()
                    List {
                        ForEach(trips, id: \.self) { Text($0) }
                            .onDelete { trips.remove(atOffsets: $0) }
                            .onMove { trips.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
                .navigationTitle("Trips")
            }
        }
    }

    @Test func editButtonTurnsTheStacksEditModeOnAndRowsShowTheirMarkers() {
        let pilot = Pilot(Trips(), size: Size(width: 30, height: 12))
        #expect(pilot.text.contains("Edit"))
        #expect(!pilot.text.contains("⊖"))
        #expect(!pilot.text.contains("≡"))
        pilot.click("Edit")
        #expect(pilot.text.contains("Done"))
        let row = pilot.screen.lines.first { $0.contains("Hanoi") } ?? ""
        #expect(row.contains("⊖ Hanoi"))                                 // the delete marker
        #expect(row.hasSuffix("≡"))                                       // the move handle
        pilot.click("Done")
        #expect(pilot.text.contains("Edit"))
        #expect(!pilot.text.contains("⊖"))
    }

    @Test func inEditModeTheMoveAndDeleteKeysWork() {
        let pilot = Pilot(Trips(), size: Size(width: 30, height: 12))
        pilot.click("Edit")
        pilot.click("Hanoi")
        pilot.press(.down, modifiers: .option)                          // Hanoi below Hue
        let hue = pilot.position(of: "Hue"), hanoi = pilot.position(of: "Hanoi")
        if let hue, let hanoi { #expect(hue.y < hanoi.y) } else { Issue.record("rows missing") }
        pilot.press(.delete)
        #expect(!pilot.text.contains("Hanoi"))
        #expect(pilot.text.contains("Hoi An"))
    }

    private struct ToolbarTrips: View {
        @State private var trips = ["Hanoi", "Hue"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(trips, id: \.self) { Text($0) }
                        .onDelete { trips.remove(atOffsets: $0) }
                }
                .navigationTitle("Trips")
                .toolbar { EditButton() }
            }
        }
    }

    @Test func anEditButtonInTheToolbarEditsTheListBelow() {
        let pilot = Pilot(ToolbarTrips(), size: Size(width: 30, height: 10))
        pilot.click("Edit")
        #expect(pilot.text.contains("Done"))
        #expect(pilot.text.contains("⊖ Hanoi"))
        #expect(!pilot.text.contains("≡"))                                // no .onMove, no handle
        pilot.click("⊖")                                                  // the first row's marker
        #expect(!pilot.text.contains("Hanoi"))
        #expect(pilot.text.contains("⊖ Hue"))
    }

    private struct OwnMode: View {
        @State private var mode = EditMode.inactive
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(mode.isEditing ? "editing" : "viewing")
                EditButton()
            }
            .environment(\.editMode, $mode)
        }
    }

    @Test func editButtonTogglesTheAppsOwnEditMode() {
        let pilot = Pilot(OwnMode(), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("viewing"))
        pilot.click("Edit")
        #expect(pilot.text.contains("editing"))
        #expect(pilot.text.contains("Done"))
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
