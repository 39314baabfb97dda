import Foundation
import Testing
@testable import Tessera
import TesseraTesting

private struct Controls: View {
    var keys: [KeyCommandID: [KeyPress]] = [:]
    @State private var flavour = "Mint"
    @State private var count = 3
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Picker("Flavour", selection: $flavour) {
                    Text("Mint").tag("Mint")
                    Text("Plum").tag("Plum")
                    Text("Yuzu").tag("Yuzu")
                }
                .pickerStyle(.segmented)
                Stepper("Count \(count)", value: $count, in: 0...9)
                NavigationLink("Deeper", destination: Text("Below").navigationTitle("Below"))
                Text("Flavour \(flavour)")
            }
            .navigationTitle("Top")
        }
        .keyMap(keys)
    }
}

/// One of each built-in control that answers keys, in the state it first shows.
private struct Catalogue: View {
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var volume = 0.5
    @State private var text = ""
    @State private var query = ""
    @State private var on = false
    @State private var pane = 0
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    DatePicker("When", selection: $date)
                    Slider(value: $volume, in: 0...1, step: 0.1)
                    Menu("Sort") { Button("By name") {}; Button("By date") {} }
                    Link("Guide", destination: URL(string: "https://example.com")!)
                    TextField("Name", text: $text).onSubmit {}
                    Toggle("On", isOn: $on)
                    Text("Tap").onTapGesture {}
                    Text("Row").contextMenu { Button("Remove") {} }
                    Text("Flag").accessibilityAction(named: "Flag") {}
                    Picker("Pick", selection: $pane) { Text("A").tag(0); Text("B").tag(1) }
                    Picker("Inline", selection: $pane) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.inline)
                    TabView(selection: $pane) {
                        Text("One").tabItem { Text("One") }.tag(0)
                        Text("Two").tabItem { Text("Two") }.tag(1)
                    }
                    .frame(height: 4)
                    ForEach(0..<30, id: \.self) { Text("Line \($0)") }
                }
            }
            .searchable(text: $query)
        }
    }
}

private func press(_ text: String) -> KeyPress { KeyPress(.character(Character(text))) }

/// Every key a built-in control answers is a named command, which `.keyMap` and the keys
/// file give other keys; the footer names them, and the old keys no longer do the command.
@MainActor
@Suite struct ControlKeyRebindingTests {
    private let size = Size(width: 60, height: 12)

    private func footer(_ pilot: Pilot) -> String {
        pilot.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    @Test func aPickersStepperAndNavigationTakeOtherKeys() {
        let pilot = Pilot(Controls(keys: ["picker.step": [press("h"), press("l")],
                                          "stepper.step": [press("j"), press("k")],
                                          "navigation.open": [press("o")],
                                          "navigation.back": [press("b")]]), size: size)
        #expect(footer(pilot).contains("h/l Choose"), "\(footer(pilot))")
        pilot.type("l")
        #expect(pilot.text.contains("Flavour Plum"))
        pilot.press(.right)
        #expect(pilot.text.contains("Flavour Plum"), "→ no longer chooses")
        pilot.press(.tab)
        #expect(footer(pilot).contains("j/k Less/more"), "\(footer(pilot))")
        pilot.type("k")
        #expect(pilot.text.contains("Count 4"))
        pilot.type("j")
        pilot.type("j")
        #expect(pilot.text.contains("Count 2"))
        pilot.press(.tab)
        #expect(footer(pilot).contains("o Open"), "\(footer(pilot))")
        pilot.press(.enter)
        #expect(!pilot.text.contains("Below"), "Enter no longer opens")
        pilot.type("o")
        #expect(pilot.text.contains("Below"))
        #expect(footer(pilot).contains("b Back"), "\(footer(pilot))")
        pilot.press(.escape)
        #expect(pilot.text.contains("Below"), "Esc no longer goes back")
        pilot.type("b")
        #expect(pilot.text.contains("Flavour Plum"))
    }

    @Test func everyCommandAControlDeclaresHasAName() {
        // The names given here are each a known command: an unknown one would stop a debug build.
        for id in ["picker.step", "picker.first-last", "picker.open", "stepper.step", "stepper.more", "stepper.less",
                   "slider.step", "slider.least", "slider.most", "date-picker.field", "date-picker.change",
                   "navigation.open", "navigation.back", "menu.open", "menu.close", "link.open",
                   "scroll.page", "scroll.line", "scroll.top-bottom", "tab-view.tab", "tab-view.previous-next",
                   "search.start", "search.cancel", "sheet.size", "sheet.close", "alert.cancel", "alert.choose",
                   "text.submit", "text.erase"] as [KeyCommandID] {
            #expect(KeyCommandID.rules[id] != nil, "\(id)")
        }
        // Every built-in control's commands, in the states a catalogue of them shows, are named.
        let pilot = Pilot(Controls(), size: size)
        _ = pilot.screen
        var unnamed: [String] = []
        for pilot in [pilot, Pilot(Catalogue(), size: Size(width: 60, height: 30))] {
            _ = pilot.screen
            pilot.host.root.forEachNode { node in
                for command in node.keyMap().commands where command.id == nil && command.triggers != [.typing] {
                    unnamed.append("\(type(of: node)): \(command.title)")
                }
            }
        }
        #expect(unnamed.isEmpty, "\(unnamed)")
    }

    @Test func theGuideListsEveryCommand() throws {
        let guide = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/GUIDE.md"), encoding: .utf8)
        let missing = KeyCommandID.all.filter { !guide.contains("`\($0.rawValue)`") }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func aTextFieldsCommandTakesNoKeyTheFieldTypes() {
        func problem(_ id: KeyCommandID, _ keys: [KeyPress]) -> String? { id.problem(with: keys) }
        #expect(problem("text.erase-word", [press("x")]) == "text.erase-word is a text field's and cannot take x, which the field types")
        #expect(problem("text.erase-word", [KeyPress(.character("x"), modifiers: .control)]) == nil)
        #expect(problem("list.full-swipe", [KeyPress(.enter)]) == "list.full-swipe deletes and cannot take Enter, which confirms elsewhere")
        #expect(problem("stepper.step", [press("j")]) == "stepper.step takes 2 keys, one for each of its directions, in order")
    }
}
