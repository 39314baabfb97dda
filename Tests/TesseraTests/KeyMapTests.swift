import Testing
@testable import Tessera
import TesseraTesting

private struct Row: Identifiable, Hashable { var id: Int; var name: String }

@MainActor @Observable private final class Rows {
    var items = (1...30).map { Row(id: $0, name: "Row \($0)") }
    var selection: Set<Int> = []
}

private struct EditableRows: View {
    var rows: Rows
    var body: some View {
        @Bindable var rows = rows
        List(selection: $rows.selection) {
            ForEach(rows.items) { Text($0.name) }
                .onDelete { offsets in for i in offsets.sorted(by: >) { rows.items.remove(at: i) } }
                .onMove { offsets, to in
                    guard let from = offsets.first else { return }
                    let row = rows.items.remove(at: from)
                    rows.items.insert(row, at: to > from ? to - 1 : to)
                }
        }
    }
}

private struct SortableTable: View {
    @State var selection: Set<Int> = []
    @State var order: [KeyPathComparator<Row>] = []
    var body: some View {
        Table((1...40).map { Row(id: $0, name: "Row \($0)") }, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
        }
    }
}

private struct Controls: View {
    @State var on = false
    @State var text = "hello world"
    @State var count = 3
    @State var choice = 1
    @State var picked: Int? = 2
    var body: some View {
        VStack {
            Button("Go") {}
            Toggle("On", isOn: $on)
            TextField("Name", text: $text).onSubmit {}
            Stepper("Count", value: $count, in: 0...9)
            Picker("Menu", selection: $choice) { Text("One").tag(1); Text("Two").tag(2); Text("Three").tag(3) }
            Picker("Seg", selection: $choice) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
            Picker("Inline", selection: $choice) { Text("One").tag(1); Text("Two").tag(2); Text("Three").tag(3) }.pickerStyle(.inline)
            SelectionList([Row(id: 1, name: "A"), Row(id: 2, name: "B"), Row(id: 3, name: "C")], selection: $picked) { Text($0.name) }
        }
    }
}

/// Every key a plain keyboard sends, alone and with each modifier.
private let candidateKeys: [KeyPress] = {
    let named: [Key] = [.enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right,
                        .home, .end, .pageUp, .pageDown, .function(1), .function(5)]
    let characters = "abdefjkqruwxKJ /<>+-=?1".map { Key.character($0) }
    let modifiers: [KeyPress.Modifiers] = [[], .shift, .control, .option]
    return (named + characters).flatMap { key in modifiers.map { KeyPress(key, modifiers: $0) } }
}()

@MainActor
@Suite struct KeyMapTests {
    /// For the control focused after `setUp`, each key on a fresh screen: when the control
    /// uses it, a command in its key map names it and help lists that command.
    private func expectHelpNamesEveryKey<V: View>(_ view: @autoclosure () -> V, size: Size = Size(width: 60, height: 20),
                                               setUp: (Pilot) -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var handled = 0
        for key in candidateKeys {
            let pilot = Pilot(view(), size: size)
            setUp(pilot)
            _ = pilot.screen
            guard let node = pilot.host.focus.focused else {
                Issue.record("nothing focused", sourceLocation: sourceLocation)
                return 0
            }
            let map = node.keyMap()
            let help = Footer.bindings(for: pilot.host, help: true).map(\.helpKeys)
            guard node.handleKey(key) else { continue }
            handled += 1
            guard let command = map.command(for: key) else {
                Issue.record("\(type(of: node)) uses \(key) but its key map has no command for it", sourceLocation: sourceLocation)
                continue
            }
            let name = command.triggers.first { $0.matches(key) }?.name ?? ""
            #expect(help.contains { $0.contains(name) }, "\(type(of: node)): \(key) is missing from help \(help)", sourceLocation: sourceLocation)
        }
        return handled
    }

    @Test func everyKeyAControlUsesIsInItsHelp() {
        // Tab stops in order: Button, Toggle, TextField, Stepper, three pickers, the selection list.
        for stop in 0..<8 {
            let handled = expectHelpNamesEveryKey(Controls(), setUp: { pilot in
                for _ in 0..<stop { pilot.press(.tab) }
            })
            #expect(handled > 0, "tab stop \(stop) used no key")
        }
    }

    @Test func everyKeyAListUsesIsInItsHelp() {
        let handled = expectHelpNamesEveryKey(EditableRows(rows: Rows()), setUp: { pilot in pilot.press(.down) })
        #expect(handled >= 8)
    }

    @Test func everyKeyATableUsesIsInItsHelp() {
        let handled = expectHelpNamesEveryKey(SortableTable(), setUp: { _ in })
        #expect(handled >= 9)
    }

    @Test func tableHelpListsPagingKeys() {
        let pilot = Pilot(SortableTable(), size: Size(width: 60, height: 20))
        #expect(!pilot.text.contains("PgUp"), "the footer stays short")
        pilot.type("?")
        #expect(pilot.text.contains("PgUp/PgDn"))
        #expect(pilot.text.contains("Home/End"))
        #expect(pilot.text.contains("First/last row"))
    }

    @Test func helpNamesEveryTriggerOfACommand() {
        let pilot = Pilot(Controls(), size: Size(width: 60, height: 20))
        pilot.type("?")
        #expect(pilot.text.contains("Enter/Space"), "a button answers both")
    }

    @Test func aKeyMapDispatchesToTheFirstMatchingCommand() {
        var ran: [String] = []
        let map = KeyMap([
            KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], "Move") { ran.append("move") },
            KeyCommand([.typing], "Type") { key in ran.append("typed \(key.character.map(String.init) ?? "")"); return true },
            KeyCommand([KeyTrigger(.character("k"), .control)], "Kill") { ran.append("kill") },
        ])
        #expect(map.handle(KeyPress(.down, modifiers: .shift)))
        #expect(map.handle(KeyPress(.character("x"))))
        #expect(map.handle(KeyPress(.character("k"), modifiers: .control)))
        #expect(!map.handle(KeyPress(.down, modifiers: .control)))
        #expect(!map.handle(KeyPress(.character("x"), modifiers: .option)))
        #expect(ran == ["move", "typed x", "kill"])
        #expect(map.bindings.map(\.keys) == ["↑↓", "Type", "Ctrl-k"])
        #expect(!KeyMap(isEnabled: false, map.commands).handle(KeyPress(.up)))
    }
}
