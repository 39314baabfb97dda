import Testing
import TesseraTesting

private final class Log { var entries: [String] = [] }

/// `Slider` and `Menu`.
@MainActor
@Suite struct SliderMenuTests {
    private struct Volume: View {
        @State private var volume = 0.5
        var body: some View {
            VStack(alignment: .leading) {
                Text("Level \(Int((volume * 10).rounded()))")
                Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }.frame(width: 18)
            }
        }
    }

    @Test func aSliderIsABarThatArrowsAndClicksMove() {
        let pilot = Pilot(Volume(), size: Size(width: 30, height: 3))
        let row = pilot.screen.lines.first { $0.contains("Volume") } ?? ""
        #expect(row.contains("Volume ━━━━━●────"))                  // a bar of 11 cells, the knob in the middle
        pilot.press(.right)
        #expect(pilot.text.contains("Level 6"))
        pilot.press(.end)
        #expect(pilot.text.contains("Level 10"))
        pilot.press(.right)                                          // the bound holds
        #expect(pilot.text.contains("Level 10"))
        pilot.press(.home)
        #expect(pilot.text.contains("Level 0"))
        if let bar = pilot.position(of: "●") {
            pilot.click(at: Point(x: bar.x + 10, y: bar.y))          // the far end of the bar
            #expect(pilot.text.contains("Level 10"))
        }
        #expect(pilot.screen.line(2).contains("←→ Less/more"))
    }

    private struct Sorting: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { log.entries.append("name") }
                    Button("By date") { log.entries.append("date") }
                }
                Button("After") { log.entries.append("after") }
            }
        }
    }

    @Test func aMenuOpensItsButtonsAsAListAndRunsTheChosenOne() {
        let log = Log()
        let pilot = Pilot(Sorting(log: log), size: Size(width: 30, height: 12))
        #expect(pilot.text.contains("Sort ▾"))
        #expect(!pilot.text.contains("By name"))                     // closed, the buttons are not drawn
        pilot.press(.enter)
        #expect(pilot.text.contains("By name"))
        #expect(pilot.text.contains("By date"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(log.entries == ["date"])
        #expect(!pilot.text.contains("By name"))
        pilot.press(.enter)                                          // focus came back to the menu
        pilot.press(.escape)
        #expect(!pilot.text.contains("By name"))
        pilot.press(.tab)                                            // the menu's buttons are no Tab stops
        pilot.press(.enter)
        #expect(log.entries == ["date", "after"])
        pilot.click("Sort")
        #expect(pilot.text.contains("By name"))
    }
}

extension SliderMenuTests {
    private struct Rows: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Button("Hạ Long Bay") { log.entries.append("open") }
                    .contextMenu {
                        Button("Duplicate") { log.entries.append("duplicate") }
                        Button("Delete", role: .destructive) { log.entries.append("delete") }
                    }
                Button("Hội An") { log.entries.append("other") }
            }
        }
    }

    @Test func aContextMenuOpensOnShiftF10AndARightClick() {
        let log = Log()
        let pilot = Pilot(Rows(log: log), size: Size(width: 40, height: 12))
        #expect(!pilot.text.contains("Duplicate"))
        pilot.press(.function(10), modifiers: .shift)
        #expect(pilot.text.contains("Duplicate"))
        #expect(pilot.text.contains("Delete"))
        pilot.press(.down)
        pilot.press(.enter)
        #expect(log.entries == ["delete"])
        #expect(!pilot.text.contains("Duplicate"))
        pilot.press(.tab)                                             // its items are no Tab stops
        pilot.press(.enter)
        #expect(log.entries == ["delete", "other"])
        pilot.press(.function(10), modifiers: .shift)                 // focus outside the view: no menu
        #expect(!pilot.text.contains("Duplicate"))
        if let row = pilot.position(of: "Hạ Long Bay") {
            pilot.send(.mouse(MouseEvent(.press, button: .right, at: row)))
            #expect(pilot.text.contains("Duplicate"))
            pilot.press(.escape)
            #expect(!pilot.text.contains("Duplicate"))
        }
    }
}
