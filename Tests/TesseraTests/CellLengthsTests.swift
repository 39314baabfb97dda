import Testing
import Tessera
import TesseraTesting

// Tessera's own views keep their gaps in cells when a program reads lengths as points: the
// habit tracker's title row ran `‹ Back` into the title.

@MainActor
@Suite struct CellLengthsTests {
    @Test func tesserasOwnViewsKeepTheirGapsWhenLengthsArePoints() {
        struct Pushed: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Edit") { Text("form").navigationTitle("Read a book every day") }
                        .navigationTitle("Habits")
                }
            }
        }
        func bar(width: Int) -> String {
            let pilot = Pilot(Pushed(), size: Size(width: width, height: 8))
            pilot.press(.enter)
            return pilot.screen.lines.first { $0.contains("Back") } ?? ""
        }
        let inCells = (bar(width: 60), bar(width: 24))
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let inPoints = (bar(width: 60), bar(width: 24))
        #expect(inPoints.0 == inCells.0, "the title row is drawn in cells whatever the program's unit")
        #expect(inPoints.1 == inCells.1)
        #expect(inPoints.0.contains("‹ Back  "), "a gap after ‹ Back: \(inPoints.0)")
        #expect(inPoints.1.contains("‹ Back  ") && inPoints.1.contains("…"), "the title is cut before it touches: \(inPoints.1)")
    }

    @Test func alertsAndFormsKeepTheirGapsWhenLengthsArePoints() {
        struct Screen: View {
            @State private var isAsking = true
            @State private var isOn = false
            var body: some View {
                Form {
                    Section("Options") {
                        Toggle("Wi-Fi", isOn: $isOn)
                        Label("Note", systemImage: "star")
                    }
                }
                .alert("Delete the habit?", isPresented: $isAsking) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let inCells = Pilot(Screen(), size: Size(width: 44, height: 16)).text
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let inPoints = Pilot(Screen(), size: Size(width: 44, height: 16)).text
        #expect(inPoints == inCells, "points:\n\(inPoints)\ncells:\n\(inCells)")
    }
}
