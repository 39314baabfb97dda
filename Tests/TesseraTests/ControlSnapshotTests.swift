import SnapshotTesting
import Testing
@testable import Tessera
import TesseraTesting

private enum Fruit: String, CaseIterable, Hashable { case apple = "Apple", mango = "Mango", lychee = "Lychee" }

private struct Gallery: View {
    @State var name = ""
    @State var filled = "Nguyễn Thị 中文"
    @State var secret = "hunter2"
    @State var on = true
    @State var fruit = Fruit.mango
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Placeholder", text: $name)
            TextField("Name", text: $filled)
            SecureField("Password", text: $secret)
            TextField("Boxed", text: $filled).textFieldStyle(.roundedBorder)
            Toggle("Notifications", isOn: $on)
            Picker("Fruit", selection: $fruit) { ForEach(Fruit.allCases, id: \.self) { Text($0.rawValue).tag($0) } }
            Picker("Fruit", selection: $fruit) { ForEach(Fruit.allCases, id: \.self) { Text($0.rawValue).tag($0) } }
                .pickerStyle(.segmented)
            Picker("Fruit", selection: $fruit) { ForEach(Fruit.allCases, id: \.self) { Text($0.rawValue).tag($0) } }
                .pickerStyle(.inline)
            HStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Off") {}.disabled(true)
            }
            ProgressView("Sync", value: 0.25)
        }
        .frame(width: 40, alignment: .leading)
    }
}

@MainActor
@Suite struct ControlSnapshotTests {
    @Test func everyControlUnfocusedAndFocused() {
        let pilot = Pilot(Gallery(), size: Size(width: 42, height: 18))
        assertSnapshot(of: pilot, as: .screen, named: "first-field-focused")
        pilot.press(.tab, times: 5)   // → the menu picker
        assertSnapshot(of: pilot, as: .styledScreen, named: "picker-focused")
        pilot.press(.right)
        #expect(pilot.text.contains("‹ Lychee ›"))
    }

    @Test func secureFieldNeverShowsItsText() {
        let pilot = Pilot(Gallery(), size: Size(width: 42, height: 18))
        pilot.press(.tab, times: 2)
        pilot.type("abc")
        #expect(!pilot.text.contains("hunter2"))
        #expect(!pilot.text.contains("abc"))
        #expect(pilot.text.contains("••••••••••"))
    }

    @Test func textFieldEditingKeys() {
        let pilot = Pilot(Gallery(), size: Size(width: 42, height: 18))
        pilot.type("hello world")
        pilot.press(.character("w"), modifiers: .control)    // delete word
        #expect(pilot.text.contains("hello") && !pilot.text.contains("world"))
        pilot.press(.character("a"), modifiers: .control)    // start
        pilot.type(">")
        pilot.press(.end)
        pilot.type("<")
        #expect(pilot.text.contains(">hello <"))
        pilot.press(.home); pilot.press(.delete)
        #expect(pilot.text.contains("hello <"))
        pilot.press(.character("k"), modifiers: .control)    // kill to end
        pilot.paste("pasted\u{1B}[31mtext")
        #expect(pilot.text.contains("pasted␛[31mtext"))
        pilot.press(.character("u"), modifiers: .control)
        #expect(pilot.text.contains(" Placeholder") && !pilot.text.contains("pasted"))
    }

    @Test func disabledButtonIsSkippedByFocus() {
        let pilot = Pilot(Gallery(), size: Size(width: 42, height: 18))
        pilot.press(.backTab)   // wraps to the last focusable: "Go", not the disabled "Off"
        #expect(pilot.text.contains("Enter Go"))
    }
}
